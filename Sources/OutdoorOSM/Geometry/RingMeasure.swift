import OutdoorModel

/// Areas and orientation of rings given in degrees.
enum RingMeasure {
    /// The ring's signed area in square metres: positive when counter-clockwise (west to east is
    /// x, south to north is y), so land on the left of the way round.
    static func signedArea(_ points: [Coordinate]) -> Double {
        guard points.count >= 3 else { return 0 }
        let projection = LocalProjection(around: points)
        let origin = projection.project(points[0])
        var sum = 0.0
        var previous = (x: 0.0, y: 0.0)
        for i in 1...points.count {
            let p = projection.project(points[i % points.count])
            let current = (x: p.x - origin.x, y: p.y - origin.y)
            sum += previous.x * current.y - current.x * previous.y
            previous = current
        }
        return sum / 2
    }

    /// The ring in counter-clockwise order when `counterClockwise`, else clockwise.
    static func oriented(_ points: [Coordinate], counterClockwise: Bool) -> [Coordinate] {
        (signedArea(points) >= 0) == counterClockwise ? points : points.reversed()
    }

    /// The area of an area's rings in square metres: outer rings less their holes.
    static func area(of rings: [OSMRing]) -> Double {
        var total = 0.0
        for ring in rings {
            let a = abs(signedArea(ring.points))
            total += ring.isOuter ? a : -a
        }
        return max(0, total)
    }

    /// The centre of the ring's bounding box: a point for a hut or a campsite mapped as an area.
    static func centre(_ points: [Coordinate]) -> Coordinate? {
        guard let first = points.first else { return nil }
        var box = (west: first.longitude, south: first.latitude, east: first.longitude, north: first.latitude)
        for p in points {
            box.west = min(box.west, p.longitude)
            box.east = max(box.east, p.longitude)
            box.south = min(box.south, p.latitude)
            box.north = max(box.north, p.latitude)
        }
        return Coordinate(latitude: (box.south + box.north) / 2, longitude: (box.west + box.east) / 2)
    }
}
