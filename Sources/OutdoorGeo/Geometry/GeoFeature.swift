import OutdoorModel

/// One decoded piece of map geometry: a ring to fill or a line to stroke, with its kind.
///
/// Big polygons are stored cut into pieces along a grid, so a ring may have edges that are not
/// coastline: seams along grid lines, the antimeridian or the South Pole. Those edges are listed
/// in `hiddenEdges`; fill the ring whole and stroke only `strokeRuns`. Fill all rings of one
/// `CoastLevel` as one path (nonzero winding): pieces filled one by one with antialiasing leave
/// hairline seams where they meet along the grid.
public struct GeoFeature: Hashable, Sendable {
    /// What the feature is.
    public var kind: GeoFeatureKind
    /// The points in order, in degrees; a ring does not repeat its first point at the end.
    public var points: [Coordinate]
    /// Whether the points form a closed ring (a polygon piece) rather than an open line.
    public var isClosed: Bool
    /// Indices `i` of edges from `points[i]` to the next point (wrapping for rings) that are cut
    /// seams and must not be stroked; sorted ascending, usually empty.
    public var hiddenEdges: [Int]

    /// Makes a feature; `GeoFeatureWriter.add(_:)` checks it before storing.
    public init(kind: GeoFeatureKind, points: [Coordinate], isClosed: Bool, hiddenEdges: [Int] = []) {
        self.kind = kind
        self.points = points
        self.isClosed = isClosed
        self.hiddenEdges = hiddenEdges
    }

    /// The number of edges: points - 1 for a line, points for a ring.
    public var edgeCount: Int {
        guard !points.isEmpty else { return 0 }
        return isClosed ? points.count : points.count - 1
    }

    /// The smallest box holding all points, or nil when there are none.
    public var bounds: GeoBox? { GeoBox.enclosing(points) }

    /// The polylines to stroke: the feature cut at its hidden edges.
    ///
    /// A ring without hidden edges comes back as one line that repeats its first point at the
    /// end; a line without hidden edges comes back whole.
    public var strokeRuns: [[Coordinate]] {
        let n = points.count
        guard n >= 2 else { return [] }
        let edges = edgeCount
        if hiddenEdges.isEmpty {
            return isClosed ? [points + [points[0]]] : [points]
        }
        var hidden = [Bool](repeating: false, count: edges)
        for e in hiddenEdges where e >= 0 && e < edges { hidden[e] = true }
        // Start right after a hidden edge so a run never straddles the start of a ring.
        let start: Int
        if isClosed, let last = hiddenEdges.last, last >= 0, last < edges {
            start = (last + 1) % n
        } else {
            start = 0
        }
        var runs: [[Coordinate]] = []
        var current: [Coordinate] = [points[start]]
        for step in 0..<edges {
            let e = (start + step) % edges
            let next = points[(e + 1) % n]
            if hidden[e] {
                if current.count >= 2 { runs.append(current) }
                current = [next]
            } else {
                current.append(next)
            }
        }
        if current.count >= 2 { runs.append(current) }
        return runs
    }

    /// The feature moved east by `degrees` of longitude.
    public func shifted(byLongitude degrees: Double) -> GeoFeature {
        guard degrees != 0 else { return self }
        var copy = self
        copy.points = points.map { Coordinate(latitude: $0.latitude, longitude: $0.longitude + degrees) }
        return copy
    }
}
