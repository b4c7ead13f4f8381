import Foundation
import OutdoorDisclosure
import OutdoorGeo
import OutdoorModel
import OutdoorStore

/// Tells whether an entry is one `log`'s options ask for: by text, by place.
enum EntryFilter {
    /// Whether `search` finds the entry as listed: in its title, note, place line (with its
    /// country's name from `listed`), or the name of a trip it is in (`inMatchingTrip`).
    static func matches(
        _ shown: DisclosedEntry, search: EntrySearch, inMatchingTrip: Bool, listed: ListedEntries
    ) -> Bool {
        inMatchingTrip
            || search.matches(
                title: shown.entry.title, note: shown.entry.note, place: shown.place,
                countryName: listed.countryName(code:))
    }

    /// The ids of the entries in a trip whose name `search` finds.
    static func entriesInTrips(matching search: EntrySearch, store: JournalStore) throws -> Set<UUID> {
        try store.trips().filter { search.matches($0.name) }.reduce(into: Set<UUID>()) {
            $0.formUnion(try store.entryIDs(inTrip: $1.name))
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

    /// "25" for 25.0, "2.5" for 2.5.
    static func kilometresText(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }

    /// Whether `entry` is within `kilometres` of any of `points`.
    static func isNear(_ entry: JournalEntry, points: [Coordinate], kilometres: Double) -> Bool {
        points.contains { entry.coordinate.distance(to: $0) <= kilometres * 1000 }
    }

    /// The points a `--near` place name means (every place of that name in the bundled GeoNames
    /// data, ignoring case and accents), and a line saying how it was read; an unknown name is an
    /// error with the names it most resembles.
    static func points(named name: String, option: String, kilometres: Double, database: GeoDatabase) throws
        -> (points: [Coordinate], echo: String)
    {
        let lookup = try database.places(named: name)
        func label(_ place: Place) -> String {
            "\(place.name)\(place.countryCode.isEmpty ? "" : ", \(place.countryCode)") "
                + "(\(place.coordinate.hemisphereText(decimals: 2)))"
        }
        guard let first = lookup.matches.first else {
            var message =
                "no place named '\(name)' in outdoor's places data (GeoNames towns of 500 people or more)"
            if !lookup.suggestions.isEmpty {
                message += "; did you mean " + lookup.suggestions.map(label).joined(separator: " or ") + "?"
            }
            message += " --\(option) LAT,LNG takes any point."
            throw CommandError(message)
        }
        if lookup.matches.count == 1 {
            return (
                [first.coordinate],
                "--\(option) \(name) read as \(label(first)), within \(kilometresText(kilometres)) km"
            )
        }
        let shown = lookup.matches.prefix(5).map(label).joined(separator: "; ")
        let more = lookup.matches.count > 5 ? "; and \(lookup.matches.count - 5) more" : ""
        var echo =
            "--\(option) \(name): \(lookup.matches.count) places have this name, and entries within "
            + "\(kilometresText(kilometres)) km of any of them are listed: \(shown)\(more)"
        if lookup.countryCode == nil, Set(lookup.matches.map(\.countryCode)).count > 1 {
            echo += ". Add a country to choose (\"\(first.name), \(first.countryCode)\")"
        }
        return (lookup.matches.map(\.coordinate), echo)
    }
}
