internal import CCairo

/// How shape edges are smoothed when filling and stroking (text has its own fixed settings).
public enum Antialiasing: Sendable, Hashable {
    /// Cairo's default 256-level coverage: the best edges.
    case standard
    /// A coarser 16-level coverage: about 1.5 to 2 times faster for thousands of thin map lines.
    case fast
    /// Hard pixel edges, for pixel-exact test patterns.
    case none

    var cairoValue: cairo_antialias_t {
        switch self {
        case .standard: return CAIRO_ANTIALIAS_DEFAULT
        case .fast: return CAIRO_ANTIALIAS_FAST
        case .none: return CAIRO_ANTIALIAS_NONE
        }
    }
}
