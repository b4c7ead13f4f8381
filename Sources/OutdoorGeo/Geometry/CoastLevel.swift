/// GSHHG's polygon levels; fill them in this order (land, then lakes on top, and so on).
public enum CoastLevel: UInt8, CaseIterable, Comparable, Hashable, Sendable, CustomStringConvertible {
    /// Land, including Antarctica (whose ice-front outline GSHHG gives level 5; stored as land).
    case land = 1
    /// A lake on land.
    case lake = 2
    /// An island in a lake.
    case islandInLake = 3
    /// A pond on an island in a lake.
    case pondOnIsland = 4

    /// Whether the polygon is water (lake or pond) rather than land.
    public var isWater: Bool { self == .lake || self == .pondOnIsland }

    /// Orders levels in filling order: land, lake, island in lake, pond.
    public static func < (lhs: CoastLevel, rhs: CoastLevel) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The level in words ("island in lake").
    public var description: String {
        switch self {
        case .land: return "land"
        case .lake: return "lake"
        case .islandInLake: return "island in lake"
        case .pondOnIsland: return "pond on island"
        }
    }
}
