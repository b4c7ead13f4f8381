/// How much of an imported OpenStreetMap extract a view shows, and how finely it is stored.
///
/// Each tier is stored as its own files (its `level` in the name: "detail-ways-h.oug"), the
/// features kept and simplified for the views that read it: `low` holds the major roads,
/// railways, rivers and large areas for views about 30 to 200 km across; `intermediate` adds
/// minor roads, tracks, paths, streams and smaller areas for 12 to 30 km; `high` holds
/// everything, for views up to 12 km across.
public enum DetailTier: CaseIterable, Comparable, Hashable, Sendable, CustomStringConvertible {
    /// Major roads, railways, ferries, rivers and large areas.
    case low
    /// Adds minor roads, tracks, paths, streams and smaller areas.
    case intermediate
    /// Everything kept, simplified least.
    case high

    /// The widest view that draws any detail, in kilometres.
    public static let widestViewKilometres = 200.0

    /// The tier a view this many kilometres across reads, or nil when it is too wide for any.
    public static func forView(widthKilometres width: Double) -> DetailTier? {
        guard width.isFinite, width > 0, width <= widestViewKilometres else { return nil }
        if width <= 12 { return .high }
        if width <= 30 { return .intermediate }
        return .low
    }

    /// The level byte stored in the tier's files (and the letter in their names).
    public var level: GeoLevel {
        switch self {
        case .low: return .low
        case .intermediate: return .intermediate
        case .high: return .high
        }
    }

    /// The tier whose files carry `level`, or nil.
    public init?(level: GeoLevel) {
        guard let tier = DetailTier.allCases.first(where: { $0.level == level }) else { return nil }
        self = tier
    }

    /// Quantisation of the tier's files: stored coordinates are multiples of 1/this degrees.
    public var unitsPerDegree: Int {
        switch self {
        case .low: return 10_000
        case .intermediate: return 50_000
        case .high: return 100_000
        }
    }

    /// The side of the tier's grid cells, in units (0.5°, 0.1° and 0.02°).
    public var cellUnits: Int {
        switch self {
        case .low: return 5_000
        case .intermediate: return 5_000
        case .high: return 2_000
        }
    }

    /// The Douglas-Peucker tolerance the tier's features are simplified with, in metres.
    public var simplificationMetres: Double {
        switch self {
        case .low: return 60
        case .intermediate: return 12
        case .high: return 2
        }
    }

    /// A writer for one layer of this tier.
    public func writer(_ layer: GeoLayer) throws -> GeoFeatureWriter {
        try GeoFeatureWriter(layer: layer, level: level, unitsPerDegree: unitsPerDegree, cellUnits: cellUnits)
    }

    /// Orders tiers from least to most detail.
    public static func < (lhs: DetailTier, rhs: DetailTier) -> Bool { lhs.level < rhs.level }

    /// The tier's name ("high").
    public var description: String {
        switch self {
        case .low: return "low"
        case .intermediate: return "intermediate"
        case .high: return "high"
        }
    }
}
