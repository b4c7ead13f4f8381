import Foundation
import OutdoorDisclosure
import OutdoorGeo
import OutdoorModel

/// Narrows a list of entries the way `log` options ask: text, place, count.
enum EntryFilter {
    /// Whether `text` appears in the entry's title, note or place line, ignoring case and accents.
    static func matches(_ shown: DisclosedEntry, search text: String) -> Bool {
        let fields = [shown.entry.title, shown.entry.note ?? "", shown.place ?? ""]
        return fields.contains {
            $0.range(of: text, options: [.caseInsensitive, .diacriticInsensitive]) != nil
        }
    }

    /// Where `--near` points: a coordinate, or a place's name looked up near each entry.
    enum Center {
        case coordinate(Coordinate)
        case place(String)
    }

    /// Reads `--near`: "LAT,LNG" (any form `--latlng` takes) or a place's name.
    static func center(_ text: String) -> Center {
        if let coordinate = try? CoordinateText.parse(text) { return .coordinate(coordinate) }
        return .place(text.trimmingWhitespace())
    }

    /// The entries within `kilometres` of the center; a place name counts when a place of that
    /// name (from the bundled GeoNames data, ignoring case and accents) is that close to the entry.
    static func near(
        _ entries: [JournalEntry], center: Center, kilometres: Double, database: () throws -> GeoDatabase
    ) throws -> [JournalEntry] {
        switch center {
        case .coordinate(let point):
            return entries.filter { $0.coordinate.distance(to: point) <= kilometres * 1000 }
        case .place(let name):
            let db = try database()
            return try entries.filter {
                try db.place(named: name, near: $0.coordinate, withinKilometres: kilometres) != nil
            }
        }
    }
}
