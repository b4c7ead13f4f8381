/// A point on a map view in logical pixels from its top-left corner (x right, y down).
public struct MapPoint: Hashable, Sendable {
    /// Logical pixels from the left edge.
    public var x: Double
    /// Logical pixels from the top edge.
    public var y: Double

    /// Makes a map point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
