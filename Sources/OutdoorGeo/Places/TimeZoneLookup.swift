/// The time zone found for a coordinate and where it came from.
public struct TimeZoneLookup: Hashable, Sendable {
    /// Where the identifier came from.
    public enum Source: Hashable, Sendable {
        /// The nearest place's GeoNames time zone; distance in kilometres.
        case nearestPlace(name: String, distanceKilometres: Double)
        /// No place within reach: a nominal Etc/GMT zone from the longitude.
        case nominal
    }

    /// The IANA time-zone identifier ("Europe/Oslo", or "Etc/GMT+3" when nominal).
    public var identifier: String
    /// Where the identifier came from.
    public var source: Source

    /// Makes a lookup result.
    public init(identifier: String, source: Source) {
        self.identifier = identifier
        self.source = source
    }

    /// Whether the zone is only the nominal one for the longitude.
    public var isNominal: Bool { source == .nominal }
}
