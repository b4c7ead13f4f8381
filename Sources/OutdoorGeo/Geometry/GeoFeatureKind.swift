/// What a map feature is: a coast polygon of some GSHHG level, a river of some class, or a border.
public enum GeoFeatureKind: Hashable, Sendable, CustomStringConvertible {
    /// A filled piece of land, lake, island in a lake or pond (layer `.coast`).
    case coast(CoastLevel)
    /// A river or canal line (layer `.rivers`).
    case river(RiverClass)
    /// A border line (layer `.borders`).
    case border(BorderKind)

    /// The layer this kind of feature belongs to.
    public var layer: GeoLayer {
        switch self {
        case .coast: return .coast
        case .river: return .rivers
        case .border: return .borders
        }
    }

    /// The code stored in the data files for this kind (unique within its layer).
    public var code: UInt8 {
        switch self {
        case .coast(let level): return level.rawValue
        case .river(let riverClass): return riverClass.rawValue
        case .border(let kind): return kind.rawValue
        }
    }

    /// The kind a file of `layer` means by `code`, or nil for a code the layer does not define.
    public init?(layer: GeoLayer, code: UInt8) {
        switch layer {
        case .coast:
            guard let level = CoastLevel(rawValue: code) else { return nil }
            self = .coast(level)
        case .rivers:
            guard let riverClass = RiverClass(rawValue: code) else { return nil }
            self = .river(riverClass)
        case .borders:
            guard let kind = BorderKind(rawValue: code) else { return nil }
            self = .border(kind)
        }
    }

    public var description: String {
        switch self {
        case .coast(let level): return "coast \(level)"
        case .river(let riverClass): return "river \(riverClass)"
        case .border(let kind): return "border \(kind)"
        }
    }
}

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

    public static func < (lhs: CoastLevel, rhs: CoastLevel) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String {
        switch self {
        case .land: return "land"
        case .lake: return "lake"
        case .islandInLake: return "island in lake"
        case .pondOnIsland: return "pond on island"
        }
    }
}

/// WDBII river classes as GMT numbers them (0-10): rivers by importance, then canals.
public enum RiverClass: UInt8, CaseIterable, Comparable, Hashable, Sendable, CustomStringConvertible {
    /// Double-lined rivers (river-lakes).
    case riverLake = 0
    /// Permanent major rivers.
    case permanentMajor = 1
    /// Additional major rivers.
    case additionalMajor = 2
    /// Additional rivers.
    case additional = 3
    /// Minor rivers.
    case minor = 4
    /// Intermittent rivers, major.
    case intermittentMajor = 5
    /// Intermittent rivers, additional.
    case intermittentAdditional = 6
    /// Intermittent rivers, minor.
    case intermittentMinor = 7
    /// Major canals.
    case majorCanal = 8
    /// Minor canals.
    case minorCanal = 9
    /// Irrigation canals.
    case irrigationCanal = 10

    /// Whether the class is an intermittent river (often drawn dashed or lighter).
    public var isIntermittent: Bool { (5...7).contains(rawValue) }

    /// Whether the class is a canal rather than a natural river.
    public var isCanal: Bool { rawValue >= 8 }

    /// Importance from 1 (riverLake, permanentMajor, majorCanal) to 4 (minor), for line widths.
    public var rank: Int {
        switch self {
        case .riverLake, .permanentMajor, .majorCanal: return 1
        case .additionalMajor, .intermittentMajor, .minorCanal: return 2
        case .additional, .intermittentAdditional, .irrigationCanal: return 3
        case .minor, .intermittentMinor: return 4
        }
    }

    public static func < (lhs: RiverClass, rhs: RiverClass) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String {
        switch self {
        case .riverLake: return "river-lake"
        case .permanentMajor: return "permanent major"
        case .additionalMajor: return "additional major"
        case .additional: return "additional"
        case .minor: return "minor"
        case .intermittentMajor: return "intermittent major"
        case .intermittentAdditional: return "intermittent additional"
        case .intermittentMinor: return "intermittent minor"
        case .majorCanal: return "major canal"
        case .minorCanal: return "minor canal"
        case .irrigationCanal: return "irrigation canal"
        }
    }
}

/// WDBII border kinds as GMT numbers them (1-3).
public enum BorderKind: UInt8, CaseIterable, Comparable, Hashable, Sendable, CustomStringConvertible {
    /// National borders.
    case national = 1
    /// State and province borders (the Americas and Australia only, in WDBII).
    case state = 2
    /// Maritime borders.
    case maritime = 3

    public static func < (lhs: BorderKind, rhs: BorderKind) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String {
        switch self {
        case .national: return "national"
        case .state: return "state"
        case .maritime: return "maritime"
        }
    }
}
