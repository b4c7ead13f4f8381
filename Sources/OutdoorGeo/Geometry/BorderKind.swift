/// Kinds of border lines, as stored in the data (codes 1-5, and 32-63 for region borders by size).
public enum BorderKind: Hashable, Sendable, CustomStringConvertible {
    /// A settled international border on land.
    case national
    /// A state or province border of unknown size (data written before region sizes were kept).
    case state
    /// A maritime border (no longer drawn, nor written).
    case maritime
    /// A disputed or indefinite international border, a lease limit (drawn dashed).
    case disputed
    /// A line of control or ceasefire line (Kashmir, Korea, Cyprus, the Golan): drawn dashed, never
    /// as a settled border.
    case lineOfControl
    /// A first-level region border: the smaller of the two regions it divides covers at least
    /// 2^`areaClass` square kilometres (0...31).
    case region(areaClass: Int)

    /// The code stored in the data files.
    public var rawValue: UInt8 {
        switch self {
        case .national: return 1
        case .state: return 2
        case .maritime: return 3
        case .disputed: return 4
        case .lineOfControl: return 5
        case .region(let areaClass): return UInt8(32 + min(max(areaClass, 0), 31))
        }
    }

    /// The kind a data file means by `rawValue`, or nil for a code no kind has.
    public init?(rawValue: UInt8) {
        switch rawValue {
        case 1: self = .national
        case 2: self = .state
        case 3: self = .maritime
        case 4: self = .disputed
        case 5: self = .lineOfControl
        case 32...63: self = .region(areaClass: Int(rawValue) - 32)
        default: return nil
        }
    }

    /// Whether the line divides countries (settled, disputed or a line of control).
    public var isInternational: Bool {
        switch self {
        case .national, .disputed, .lineOfControl: return true
        case .state, .maritime, .region: return false
        }
    }

    /// The smallest area of the regions a region border divides, in square kilometres (0 when unknown).
    public var smallerRegionSquareKilometres: Double {
        if case .region(let areaClass) = self { return Double(1 << areaClass) }
        return 0
    }

    /// The kind in words ("national", "region of 1024 km²").
    public var description: String {
        switch self {
        case .national: return "national"
        case .state: return "state"
        case .maritime: return "maritime"
        case .disputed: return "disputed"
        case .lineOfControl: return "line of control"
        case .region(let areaClass): return "region of \(1 << areaClass) km²"
        }
    }
}
