/// Which parts of a self-intersecting or nested path count as inside.
public enum FillRule: Sendable, Hashable {
    /// Non-zero winding: a ring drawn in the same direction as its outer ring fills.
    case winding
    /// Even-odd: every nested ring toggles inside and outside, so holes stay empty.
    case evenOdd
}
