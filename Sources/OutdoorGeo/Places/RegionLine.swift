import OutdoorModel

/// The coarsest place line, for places that must not be told more precisely: region and country.
public struct RegionLine: Hashable, Sendable {
    /// The region holding the point, when the data has one there.
    public var region: GeoArea?
    /// The country holding the point (or whose coast it lies off).
    public var country: GeoArea
    /// The region's extent: its bounding box in square kilometres (at the point's latitude).
    ///
    /// Nil when unknown. A region hardly bigger than a town of its name (Vienna, Basel-City)
    /// tells the town.
    public var regionAreaSquareKilometres: Double?

    /// Whether a town near the point is named by the region, exactly or by a run of its words
    /// ("Manila" in "Metro Manila"), that the data's flag missed.
    public var regionNamesNearbyTown: Bool

    /// The box of the part of the region that holds the point (see `AreaFile.extent(of:at:)`),
    /// nil without a region.
    public var regionExtent: PlaceExtent?
    /// The box of the part of the country that holds the point (or whose coast it lies off).
    public var countryExtent: PlaceExtent?

    /// Makes a region line.
    public init(
        region: GeoArea?, country: GeoArea, regionAreaSquareKilometres: Double? = nil,
        regionNamesNearbyTown: Bool = false
    ) {
        self.region = region
        self.country = country
        self.regionAreaSquareKilometres = regionAreaSquareKilometres
        self.regionNamesNearbyTown = regionNamesNearbyTown
    }

    /// Whether the region's name alone could be read as a town's (Madrid, Tokyo, Geneva), or as a
    /// town's with an article before it ("An Najaf" reads as Najaf).
    ///
    /// The data flags a region named like a town of its country or beginning with one; a name
    /// that begins with an article is taken as one too, since the town named may be the name
    /// without it (the data has no way to tell), and so is one that names a town near the point
    /// (`regionNamesNearbyTown`).
    public var sharesNameWithTown: Bool {
        guard let region else { return false }
        return region.sharesNameWithTown || regionNamesNearbyTown || Self.beginsWithArticle(region.name)
    }

    /// Articles a region's name may begin with before a town's name: Arabic ("Al", "An", "As",
    /// "Ash", ...) as GeoNames transliterates them, and Romance ones.
    static let articles: Set<String> = [
        "al", "an", "ar", "as", "ash", "at", "ath", "ad", "adh", "az", "el", "ed", "es", "et", "ez", "la",
        "le",
        "les", "los", "las", "il", "lo",
    ]

    /// Whether `name` has more than one word and its first is an article ("Al Basrah", "An-Najaf").
    static func beginsWithArticle(_ name: String) -> Bool {
        let words = name.lowercased().split { $0 == " " || $0 == "-" || $0 == "'" || $0 == "’" }
        guard words.count > 1, let first = words.first else { return false }
        return articles.contains(String(first))
    }

    /// "Basque Country, ES"; "Madrid region, ES" when the region shares its name with a town,
    /// so that it cannot be read as the town (a name that already says what it is, "Moscow
    /// Oblast", stays as it is); the country's name where it has no region.
    public var text: String {
        guard let region else { return country.name }
        var name = region.name
        if sharesNameWithTown,
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
