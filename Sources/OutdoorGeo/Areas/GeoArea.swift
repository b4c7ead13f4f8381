/// A named area of the map data: a country, a first-level region, a lake or a sea.
public struct GeoArea: Hashable, Sendable {
    /// What kind of area it is.
    public enum Kind: UInt8, Hashable, Sendable {
        /// A country or dependency, with its ISO 3166-1 code.
        case country = 1
        /// A first-level region (state, province, canton), with its GeoNames admin-1 code.
        case region = 2
        /// A lake or reservoir.
        case lake = 3
        /// A sea, bay, strait or ocean.
        case sea = 4
    }

    /// The kind of area.
    public var kind: Kind
    /// The area's name under the project's naming rule ("Basque Country", "Lake Geneva").
    public var name: String
    /// ISO 3166-1 alpha-2 code of the country the area is in or is ("ES"), empty for lakes and seas.
    public var countryCode: String
    /// The area's code in its source: ISO 3166-1 for countries ("ES"), GeoNames' admin-1 code for
    /// regions ("ES.59"), empty for lakes.
    public var code: String
    /// Whether a town of the same country bears the region's name (Madrid, Tokyo), so that the
    /// name alone could be read as the town.
    public var sharesNameWithTown: Bool
    /// Whether a lake is a reservoir behind a dam.
    public var isReservoir: Bool

    /// Makes an area value.
    public init(
        kind: Kind, name: String, countryCode: String = "", code: String = "",
        sharesNameWithTown: Bool = false,
        isReservoir: Bool = false
    ) {
        self.kind = kind
        self.name = name
        self.countryCode = countryCode
        self.code = code
        self.sharesNameWithTown = sharesNameWithTown
        self.isReservoir = isReservoir
    }
}
