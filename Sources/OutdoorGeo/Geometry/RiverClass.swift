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

    /// Orders classes by GMT's class number.
    public static func < (lhs: RiverClass, rhs: RiverClass) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The class in words ("permanent major").
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
