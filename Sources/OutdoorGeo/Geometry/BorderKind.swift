/// WDBII border kinds as GMT numbers them (1-3).
public enum BorderKind: UInt8, CaseIterable, Comparable, Hashable, Sendable, CustomStringConvertible {
    /// National borders.
    case national = 1
    /// State and province borders (the Americas and Australia only, in WDBII).
    case state = 2
    /// Maritime borders.
    case maritime = 3

    /// Orders kinds by GMT's number: national, state, maritime.
    public static func < (lhs: BorderKind, rhs: BorderKind) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The kind in words ("national").
    public var description: String {
        switch self {
        case .national: return "national"
        case .state: return "state"
        case .maritime: return "maritime"
        }
    }
}
