import OutdoorModel

/// One ring of an area's outline inside a query box: a piece of the area cut to one cell of its
/// file, or a whole cell the area fills.
///
/// The rings of one area cover it with the even-odd rule: a point belongs to the area when an odd
/// number of its rings contain it (holes and cut pieces alike). Longitudes are continuous in the
/// query box's frame (past 180 across the antimeridian), as lines and polygons are.
public struct AreaOutline: Hashable, Sendable {
    /// The area's index in its file's table (`GeoDatabase.areaTable(_:)`).
    public var areaIndex: Int
    /// The ring's points, not repeating the first; at least three.
    public var points: [Coordinate]

    /// Makes an outline ring.
    public init(areaIndex: Int, points: [Coordinate]) {
        self.areaIndex = areaIndex
        self.points = points
    }
}
