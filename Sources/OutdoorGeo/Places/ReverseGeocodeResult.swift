import Foundation

/// The place offline reverse geocoding found for a coordinate.
public struct ReverseGeocodeResult: Hashable, Sendable {
    /// Whether the coordinate is in the place or only near it.
    public enum Relation: String, Hashable, Sendable {
        /// Within the place's locality radius.
        case within
        /// Outside the locality radius but within the "near" limit.
        case near
        /// On land with no place in reach: only the region of the nearest place is claimed.
        case region
    }

    /// The place found.
    public var place: Place
    /// Great-circle distance from the coordinate to the place's centre, in kilometres.
    public var distanceKilometres: Double
    /// In or near the place.
    public var relation: Relation

    /// Makes a result.
    public init(place: Place, distanceKilometres: Double, relation: Relation) {
        self.place = place
        self.distanceKilometres = distanceKilometres
        self.relation = relation
    }

    /// The place's name ("Boulder").
    public var name: String { place.name }
    /// The first-level division's name ("Colorado"), when known.
    public var admin1: String? { place.admin1 }
    /// ISO country code ("US").
    public var countryCode: String { place.countryCode }
    /// The country's name ("United States"), when known.
    public var countryName: String? { place.countryName }
    /// The place's IANA time-zone identifier ("America/Denver"), when known.
    public var timeZoneIdentifier: String? { place.timeZoneIdentifier }

    /// "Boulder, Colorado, US"; "near Boulder, Colorado, US" when only near it; "South, IS" for a region.
    public var displayName: String {
        switch relation {
        case .within: return place.displayName
        case .near: return "near \(place.displayName)"
        case .region:
            if let admin1 = place.admin1, !admin1.isEmpty { return "\(admin1), \(place.countryCode)" }
            return place.countryName ?? place.countryCode
        }
    }

    /// The town a place line names ("Potes" in "near Potes, Cantabria, ES"), or nil for an empty line.
    ///
    /// This reads the lines `displayName` writes: the town is the first part, after "near ".
    /// A region line ("South, IS") gives the region's name, which names no town.
    public static func localityName(inPlaceLine line: String) -> String? {
        var text = Substring(line.trimmingCharacters(in: .whitespacesAndNewlines))
        if text.hasPrefix("near ") { text = text.dropFirst(5) }
        let first = text.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let name = first.trimmingCharacters(in: .whitespaces)
        return name.isEmpty ? nil : name
    }
}
