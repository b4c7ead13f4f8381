import Foundation
import OutdoorGeo
import OutdoorModel

/// Tells whether an entry is one `log`'s options ask for: by text, by place.
enum EntryFilter {
    /// Whether `text` appears in the entry's title, note or place, ignoring case and accents.
    static func matches(_ entry: JournalEntry, search text: String) -> Bool {
        let fields = [entry.title, entry.note ?? "", entry.placeName ?? ""]
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

    /// Whether `entry` is within `kilometres` of the center; a place name counts when a place of
    /// that name (from the bundled GeoNames data, ignoring case and accents) is that close to it.
    static func isNear(
        _ entry: JournalEntry, center: Center, kilometres: Double, database: () throws -> GeoDatabase
    ) throws -> Bool {
        switch center {
        case .coordinate(let point): return entry.coordinate.distance(to: point) <= kilometres * 1000
        case .place(let name):
            return try database().place(named: name, near: entry.coordinate, withinKilometres: kilometres)
                != nil
        }
    }
}
