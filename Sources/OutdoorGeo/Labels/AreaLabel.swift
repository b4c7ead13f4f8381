import OutdoorModel

/// The name of an area as a map sets it: a country, an ocean, a sea, a bay, a strait or a lake,
/// with the point its name is centred on at small scales and how important it is.
///
/// The labels come from `labels.oug` (see Data/FORMAT.md): Natural Earth's own label points and
/// ranks for countries, and for seas and lakes the point deepest inside the largest part.
public struct AreaLabel: Hashable, Sendable {
    /// What kind of area is named; it decides the type the name is set in.
    public enum Kind: UInt8, CaseIterable, Hashable, Sendable {
        /// A country or dependency.
        case country = 1
        /// An ocean.
        case ocean = 2
        /// A sea (or a basin of one).
        case sea = 3
        /// A bay, gulf, bight, inlet, sound or fjord.
        case bay = 4
        /// A strait, channel or passage.
        case strait = 5
        /// A lake.
        case lake = 6
        /// A reservoir behind a dam.
        case reservoir = 7

        /// Whether the area is water (its name is set in the water labels' italic blue).
        public var isWater: Bool { self != .country }
    }

    /// What kind of area it is.
    public var kind: Kind
    /// The name as the map writes it ("Switzerland", "North Sea", "Lago Titicaca").
    public var name: String
    /// Where the name is centred when the whole area shows (degrees).
    public var labelPoint: Coordinate
    /// The area's bounding box; `east` may run past 180 for an area across the antimeridian.
    public var bounds: GeoBox
    /// Natural Earth's rank: 0 (most important) to 10.
    public var rank: Int
    /// The web-map zoom level from which the name shows at `labelPoint` (Natural Earth's
    /// `min_label`; 0 when the source has none: the map decides by the area's size).
    public var minimumZoom: Double
    /// The area's outline: its layer and its index in that file's table, when the data has it.
    public var outline: (layer: AreaLayer, index: Int)? {
        get { outlineLayer.map { ($0, outlineIndex) } }
        set {
            outlineLayer = newValue?.layer
            outlineIndex = newValue?.index ?? 0
        }
    }
    private var outlineLayer: AreaLayer?
    private var outlineIndex: Int

    /// Makes a label value.
    public init(
        kind: Kind, name: String, labelPoint: Coordinate, bounds: GeoBox, rank: Int, minimumZoom: Double = 0,
        outline: (layer: AreaLayer, index: Int)? = nil
    ) {
        self.kind = kind
        self.name = name
        self.labelPoint = labelPoint
        self.bounds = bounds
        self.rank = rank
        self.minimumZoom = minimumZoom
        outlineLayer = outline?.layer
        outlineIndex = outline?.index ?? 0
    }
}
