/// The place offline reverse geocoding found for a coordinate.
public struct ReverseGeocodeResult: Hashable, Sendable {
    /// Whether the coordinate is in the place or only near it.
    public enum Relation: String, Hashable, Sendable {
        /// Within the place's locality radius.
        case within
        /// Outside the locality radius but within the "near" limit.
        case near
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

    /// "Boulder, Colorado, US", or "near Boulder, Colorado, US" when the coordinate is only near it.
    public var displayName: String {
        relation == .near ? "near \(place.displayName)" : place.displayName
    }
}
