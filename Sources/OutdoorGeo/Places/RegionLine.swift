/// The coarsest place line, for places that must not be told more precisely: region and country.
public struct RegionLine: Hashable, Sendable {
    /// The region holding the point, when the data has one there.
    public var region: GeoArea?
    /// The country holding the point (or whose coast it lies off).
    public var country: GeoArea

    /// Makes a region line.
    public init(region: GeoArea?, country: GeoArea) {
        self.region = region
        self.country = country
    }

    /// Whether the region's name alone could be read as a town's (Madrid, Tokyo, Geneva).
    public var sharesNameWithTown: Bool { region?.sharesNameWithTown ?? false }

    /// "Basque Country, ES"; "Madrid region, ES" when the region shares its name with a town,
    /// so that it cannot be read as the town (a name that already says what it is, "Moscow
    /// Oblast", stays as it is); the country's name where it has no region.
    public var text: String {
        guard let region else { return country.name }
        var name = region.name
        if region.sharesNameWithTown,
            !RegionLine.regionWords.contains(where: { name.lowercased().hasSuffix(" " + $0) })
        {
            name += " region"
        }
        return "\(name), \(country.countryCode)"
    }

    /// Last words that already mark a name as a region's.
    static let regionWords = [
        "oblast", "krai", "kray", "province", "region", "county", "state", "prefecture", "department",
        "district", "governorate", "republic", "territory", "canton", "okrug", "municipality", "division",
    ]

    /// "Madrid, ES": the region as named, even when a town shares the name (not for hidden places).
    public var plainText: String {
        guard let region else { return country.name }
        return "\(region.name), \(country.countryCode)"
    }

    /// The country's name alone ("Spain"): the safest line of all.
    public var countryText: String { country.name }
}
