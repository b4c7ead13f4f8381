import OutdoorRaster

/// How the ends of open lines are drawn.
public enum LineCap: Sendable, Hashable {
    /// Ends exactly at the end point.
    case butt
    /// A half-circle beyond the end point.
    case round
    /// A half-square beyond the end point.
    case square
}

/// How corners between segments are drawn.
public enum LineJoin: Sendable, Hashable {
    /// A sharp corner, cut off beyond the miter limit.
    case miter
    /// A rounded corner.
    case round
    /// A flattened corner.
    case bevel
}

/// The pen for stroking: colour, width in points, caps, joins and dashes.
public struct StrokeStyle: Hashable, Sendable {
    /// Line colour.
    public var color: Color
    /// Line width in points.
    public var width: Double
    /// End caps of open lines.
    public var cap: LineCap
    /// Corners between segments.
    public var join: LineJoin
    /// Alternating dash and gap lengths in points; empty means a solid line.
    public var dash: [Double]
    /// Where in the dash pattern the line starts, in points.
    public var dashPhase: Double
    /// The miter length (as a multiple of the width) past which a miter join becomes a bevel.
    public var miterLimit: Double

    /// A pen of `color` and `width` points; solid, butt caps and miter joins unless given.
    public init(
        color: Color, width: Double, cap: LineCap = .butt, join: LineJoin = .miter,
        dash: [Double] = [], dashPhase: Double = 0, miterLimit: Double = 10
    ) {
        self.color = color
        self.width = width
        self.cap = cap
        self.join = join
        self.dash = dash
        self.dashPhase = dashPhase
        self.miterLimit = miterLimit
    }
}
