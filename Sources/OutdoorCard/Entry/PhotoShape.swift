/// The shape of a photo, which chooses its card's layout.
public enum PhotoShape: String, CaseIterable, Sendable, Hashable {
    /// Taller than wide (width over height under 0.9): most phone photos.
    case portrait
    /// About as wide as tall (0.9 to 1.12).
    case square
    /// Wider than tall, up to twice (1.12 to 2).
    case landscape
    /// More than twice as wide as tall.
    case panorama

    /// A usual width over height of the shape: 3:4, 1:1, 3:2, 3:1.
    public var typicalAspect: Double {
        switch self {
        case .portrait: return 0.75
        case .square: return 1
        case .landscape: return 1.5
        case .panorama: return 3
        }
    }

    /// The shape of a photo `aspect` (width over height) wide.
    public init(aspect: Double) {
        switch aspect {
        case ..<0.9: self = .portrait
        case ..<1.12: self = .square
        case ..<2: self = .landscape
        default: self = .panorama
        }
    }
}
