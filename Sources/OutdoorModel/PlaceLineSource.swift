/// Where the words for a place come from: the line the current map data computes for a point,
/// and the coarse words (region and country) a hidden place may show.
///
/// The bundled data answers through `GeoPlaceResolver` (OutdoorJournal); tests use stand-ins.
/// Nothing here decides what may be shown: that is `Disclosure`'s (OutdoorDisclosure).
public protocol PlaceLineSource {
    /// The place line the current data computes for `coordinate` ("near Potes, Cantabria, ES")
    /// with the locality it names, or nil in open sea.
    func place(at coordinate: Coordinate) throws -> PlaceLine?

    /// The region and country holding `coordinate`, or nil in open sea.
    func coarsePlace(at coordinate: Coordinate) throws -> CoarsePlace?
}

extension PlaceLineSource {
    /// The place line's words alone.
    public func placeLine(at coordinate: Coordinate) throws -> String? { try place(at: coordinate)?.text }
}

/// A place line as words and as values: the line shown ("near Potes, Cantabria, ES"), made once
/// where the place is found, and the locality it names for whoever needs the place itself (a
/// map naming the town, a search).
public struct PlaceLine: Hashable, Sendable {
    /// The words shown.
    public var text: String
    /// The town or lake the line names, nil when it names only a region or country.
    public var locality: NamedLocality?

    /// A line of `text` naming `locality`.
    public init(text: String, locality: NamedLocality? = nil) {
        self.text = text
        self.locality = locality
    }

    /// The line a person wrote (a place correction): its words, and as its locality the first of
    /// its parts ("Reine" in "Reine, Lofoten, NO"; "near " read as near), whose position is not
    /// known.
    public static func written(_ text: String) -> PlaceLine {
        var first = Substring(text.trimmingCharacters(in: .whitespacesAndNewlines))
        var relation = NamedLocality.Relation.within
        if first.lowercased().hasPrefix("near ") {
            first = first.dropFirst(5)
            relation = .near
        }
        let name = (first.split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
            .trimmingCharacters(in: .whitespaces)
        return PlaceLine(
            text: text,
            locality: name.isEmpty ? nil : NamedLocality(name: name, kind: .unknown, relation: relation))
    }
}

/// The town or lake a place line names, and how the point relates to it.
public struct NamedLocality: Hashable, Sendable {
    /// How the point relates to the locality.
    public enum Relation: String, Hashable, Sendable {
        /// In it (within a town's locality radius, or on a lake).
        case within
        /// Near it, outside it.
        case near
    }

    /// What the locality is.
    public enum Kind: String, Hashable, Sendable {
        /// A populated place.
        case town
        /// A lake or reservoir.
        case lake
        /// Not known: the name a person wrote.
        case unknown
    }

    /// Its name, as the line writes it.
    public var name: String
    /// What it is.
    public var kind: Kind
    /// In it or near it.
    public var relation: Relation
    /// Its position in the data (a town's centre), nil when not known.
    public var coordinate: Coordinate?

    /// A locality named `name`.
    public init(name: String, kind: Kind, relation: Relation, coordinate: Coordinate? = nil) {
        self.name = name
        self.kind = kind
        self.relation = relation
        self.coordinate = coordinate
    }
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
    /// The box of the region's part that holds the place, nil without a region: what a map of
    /// a place named by `regionLine` frames.
    public var regionExtent: PlaceExtent?
    /// The box of the country's part that holds the place: what a map of a place named by
    /// `countryName` frames.
    public var countryExtent: PlaceExtent?

    /// Makes the coarse words of a place.
    public init(
        regionLine: String, countryName: String, regionSharesNameWithTown: Bool = false,
        regionAreaSquareKilometres: Double? = nil, regionExtent: PlaceExtent? = nil,
        countryExtent: PlaceExtent? = nil
    ) {
        self.regionLine = regionLine
        self.countryName = countryName
        self.regionSharesNameWithTown = regionSharesNameWithTown
        self.regionAreaSquareKilometres = regionAreaSquareKilometres
        self.regionExtent = regionExtent
        self.countryExtent = countryExtent
    }
}
