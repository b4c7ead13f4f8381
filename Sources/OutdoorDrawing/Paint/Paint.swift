import OutdoorRaster

/// What fills a shape: a flat colour or a gradient.
public enum Paint: Hashable, Sendable {
    /// A flat colour.
    case color(Color)
    /// A linear gradient in user space.
    case linearGradient(LinearGradient)
}
