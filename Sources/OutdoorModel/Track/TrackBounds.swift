/// The smallest latitude-longitude box around a set of points, in degrees.
///
/// `west` is greater than `east` when the box crosses the 180th meridian (a track in Fiji).
public struct TrackBounds: Hashable, Sendable {
    /// Southern edge in degrees, from -90 to 90.
    public var south: Double
    /// Northern edge in degrees, from -90 to 90.
    public var north: Double
    /// Western edge in degrees, from -180 to 180.
    public var west: Double
    /// Eastern edge in degrees, from -180 to 180.
    public var east: Double

    /// Makes a box.
    public init(south: Double, north: Double, west: Double, east: Double) {
        self.south = south
        self.north = north
        self.west = west
        self.east = east
    }

    /// Whether the box crosses the 180th meridian.
    public var crossesAntimeridian: Bool { west > east }

    /// The box around `points`, choosing the narrower way round the globe; nil without points.
    public init?<S: Sequence>(points: S) where S.Element == TrackPoint {
        var south = Double.infinity
        var north = -Double.infinity
        var west = Double.infinity
        var east = -Double.infinity
        // The same longitudes counted 0 ..< 360, for a box across the 180th meridian.
        var westShifted = Double.infinity
        var eastShifted = -Double.infinity
        var any = false
        for p in points {
            any = true
            south = min(south, p.latitude)
            north = max(north, p.latitude)
            west = min(west, p.longitude)
            east = max(east, p.longitude)
            let shifted = p.longitude < 0 ? p.longitude + 360 : p.longitude
            westShifted = min(westShifted, shifted)
            eastShifted = max(eastShifted, shifted)
        }
        guard any else { return nil }
        if eastShifted - westShifted < east - west {
            west = westShifted > 180 ? westShifted - 360 : westShifted
            east = eastShifted > 180 ? eastShifted - 360 : eastShifted
        }
        self.init(south: south, north: north, west: west, east: east)
    }
}
