import OutdoorModel

/// Douglas-Peucker simplification with a tolerance in metres.
enum Simplifier {
    /// The line with every point within `tolerance` metres of the kept ones removed; its ends stay.
    static func line(_ points: [Coordinate], tolerance: Double) -> [Coordinate] {
        guard points.count > 2, tolerance > 0 else { return points }
        let projection = LocalProjection(around: points)
        let xy = points.map(projection.project)
        var keep = [Bool](repeating: false, count: points.count)
        keep[0] = true
        keep[points.count - 1] = true
        mark(xy, from: 0, to: points.count - 1, tolerance: tolerance, keep: &keep)
        return points.indices.filter { keep[$0] }.map { points[$0] }
    }

    /// The ring (first point not repeated) simplified, or nil when fewer than three points are left.
    ///
    /// Edges marked in `hidden` (cut seams, a region's edge) stay hidden: each run of edges of
    /// one kind is simplified on its own, between points that are always kept.
    static func ring(_ points: [Coordinate], hidden: [Bool]? = nil, tolerance: Double) -> (
        points: [Coordinate], hidden: [Bool]
    )? {
        let n = points.count
        guard n >= 3 else { return nil }
        let flags = hidden ?? [Bool](repeating: false, count: n)
        // Anchors: points where hidden edges begin or end; else the first point and the farthest from it.
        var anchors = (0..<n).filter { flags[$0] != flags[($0 + n - 1) % n] }
        if anchors.isEmpty {
            let projection = LocalProjection(around: points)
            let first = projection.project(points[0])
            var farthest = 0
            var best = -1.0
            for i in 1..<n {
                let p = projection.project(points[i])
                let d = (p.x - first.x) * (p.x - first.x) + (p.y - first.y) * (p.y - first.y)
                if d > best {
                    best = d
                    farthest = i
                }
            }
            anchors = farthest == 0 ? [0] : [0, farthest]
        }
        var result: [Coordinate] = []
        var resultHidden: [Bool] = []
        for (k, start) in anchors.enumerated() {
            let end = anchors[(k + 1) % anchors.count]
            var run: [Coordinate] = [points[start]]
            var i = start
            repeat {
                i = (i + 1) % n
                run.append(points[i])
            } while i != end
            let simplified = flags[start] ? run : line(run, tolerance: tolerance)
            for p in simplified.dropLast() {
                result.append(p)
                resultHidden.append(flags[start])
            }
        }
        guard result.count >= 3 else { return nil }
        return (result, resultHidden)
    }

    /// Marks the points between `first` and `last` that lie farther than `tolerance` from the chord.
    private static func mark(
        _ xy: [(x: Double, y: Double)], from first: Int, to last: Int, tolerance: Double, keep: inout [Bool]
    ) {
        var stack = [(first, last)]
        let limit = tolerance * tolerance
        while let (a, b) = stack.popLast() {
            guard b > a + 1 else { continue }
            var worst = -1.0
            var index = a
            for i in (a + 1)..<b {
                let d = squaredDistance(xy[i], xy[a], xy[b])
                if d > worst {
                    worst = d
                    index = i
                }
            }
            if worst > limit {
                keep[index] = true
                stack.append((a, index))
                stack.append((index, b))
            }
        }
    }

    /// The squared distance in metres from `p` to the segment `a`-`b`.
    static func squaredDistance(
        _ p: (x: Double, y: Double), _ a: (x: Double, y: Double), _ b: (x: Double, y: Double)
    ) -> Double {
        let dx = b.x - a.x
        let dy = b.y - a.y
        let length = dx * dx + dy * dy
        var t = length > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / length : 0
        t = min(1, max(0, t))
        let ex = a.x + t * dx - p.x
        let ey = a.y + t * dy - p.y
        return ex * ex + ey * ey
    }
}
