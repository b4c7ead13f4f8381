/// Where the words for a place come from: the line the current map data computes for a point,
/// and the coarse words (region and country) a hidden place may show.
///
/// The bundled data answers through `GeoPlaceResolver` (OutdoorJournal); tests use stand-ins.
/// Nothing here decides what may be shown: that is `Disclosure`'s (OutdoorDisclosure).
public protocol PlaceLineSource {
    /// The place line the current data computes for `coordinate` ("near Potes, Cantabria, ES"),
    /// or nil in open sea.
    func placeLine(at coordinate: Coordinate) throws -> String?

    /// The region and country holding `coordinate`, or nil in open sea.
    func coarsePlace(at coordinate: Coordinate) throws -> CoarsePlace?
}

/// The region and country of a point: the most a hidden place may say.
public struct CoarsePlace: Hashable, Sendable {
    /// "Basque Country, ES"; "Madrid region, ES" where the region shares its name with a town, so
    /// that it cannot be read as the town; the country's name where the data has no region.
    public var regionLine: String
    /// The country's name alone ("Spain").
    public var countryName: String
    /// Whether a town bears the region's name (Madrid, Vienna, Basel-City).
    public var regionSharesNameWithTown: Bool
    /// The region's extent: its bounding box in square kilometres, nil without a region.
    public var regionAreaSquareKilometres: Double?

    /// Makes the coarse words of a place.
    public init(
        regionLine: String, countryName: String, regionSharesNameWithTown: Bool = false,
        regionAreaSquareKilometres: Double? = nil
    ) {
        self.regionLine = regionLine
        self.countryName = countryName
        self.regionSharesNameWithTown = regionSharesNameWithTown
        self.regionAreaSquareKilometres = regionAreaSquareKilometres
    }
}
