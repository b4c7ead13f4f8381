/// A point in Web Mercator world units (see `WebMercator`).
public struct WorldPoint: Hashable, Sendable {
    /// East-west position: 0 at 180°W, 1 at 180°E.
    public var x: Double
    /// North-south position: 0 at the northern limit, 1 at the southern limit.
    public var y: Double

    /// Makes a world point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
