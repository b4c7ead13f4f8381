import Foundation
import OutdoorGeo

/// Markers that stand for one or more pins after overlapping ones were merged.
public struct PinCluster: Hashable, Sendable {
    /// Indices of the pins merged into this marker, ascending.
    public var members: [Int]
    /// Where the marker is drawn: the mean of its members' positions, in logical pixels.
    public var center: MapPoint
    /// The marker's radius in logical pixels.
    public var radius: Double

    /// Makes a cluster value.
    public init(members: [Int], center: MapPoint, radius: Double) {
        self.members = members
        self.center = center
        self.radius = radius
    }

    /// How many pins the marker stands for.
    public var count: Int { members.count }
}

/// Merges pins whose markers would overlap into markers with a count, in pixel space.
///
/// Two markers overlap when their centres are closer than the sum of their radii plus `gap`.
/// Pins are first gathered around leaders, visited top to bottom, then left to right; then
/// overlapping markers are merged pass after pass, again visited by position, until none
/// overlap, each merged marker moving to the mean of its members. Because every step goes by
/// position, the result depends only on where the pins are, not on the order of the input.
/// A spatial grid keeps both steps near linear: 1,000 pins cost well under a millisecond.
public enum PinClusterer {
    /// Clusters `points` (logical pixels); `radius(n)` is the radius of a marker for `n` pins.
    ///
    /// `radius` must grow with `n` (or stay equal) and never exceed `radius(Int.max)`'s value
    /// for the grid to find every overlap; the renderer's radii are capped. The clusters come
    /// back ordered by their first member. Non-finite points are left out.
    public static func cluster(_ points: [MapPoint], gap: Double = 2, radius: (Int) -> Double) -> [PinCluster]
    {
        let valid = points.indices.filter { points[$0].x.isFinite && points[$0].y.isFinite }
        guard !valid.isEmpty else { return [] }
        let single = max(radius(1), 0.5)
        let largest = max(radius(valid.count), single)
        let gap = max(gap, 0)

        // Leaders: each pin joins the nearest leader within the overlap distance of two single markers.
        let order = valid.sorted { a, b in
            (points[a].y, points[a].x, a) < (points[b].y, points[b].x, b)
        }
        let joinDistance = 2 * single + gap
        var leaderGrid = SpatialGrid(cellSize: joinDistance)
        var groups: [[Int]] = []
        var leaders: [MapPoint] = []
        for index in order {
            let p = points[index]
            var best: (group: Int, distance: Double)?
            for group in leaderGrid.candidates(near: p) {
                let d = distance(leaders[group], p)
                guard d < joinDistance else { continue }
                if best.map({ d < $0.distance || (d == $0.distance && group < $0.group) }) ?? true {
                    best = (group, d)
                }
            }
            if let best {
                groups[best.group].append(index)
            } else {
                leaderGrid.insert(groups.count, at: p)
                groups.append([index])
                leaders.append(p)
            }
        }

        // Merge markers that still overlap, pass after pass, visiting them by position.
        var clusters = groups.map { makeCluster($0, points, radius) }
        let cellSize = 2 * largest + gap
        while true {
            clusters.sort { a, b in
                (a.center.y, a.center.x, a.members[0]) < (b.center.y, b.center.x, b.members[0])
            }
            var grid = SpatialGrid(cellSize: cellSize)
            for (i, c) in clusters.enumerated() { grid.insert(i, at: c.center) }
            var absorbed = [Bool](repeating: false, count: clusters.count)
            var merged = false
            for i in clusters.indices where !absorbed[i] {
                var members = clusters[i].members
                var changed = false
                for j in grid.candidates(near: clusters[i].center).sorted() where j > i && !absorbed[j] {
                    let a = clusters[i]
                    let b = clusters[j]
                    if distance(a.center, b.center) < a.radius + b.radius + gap {
                        members += b.members
                        absorbed[j] = true
                        changed = true
                    }
                }
                if changed {
                    clusters[i] = makeCluster(members, points, radius)
                    merged = true
                }
            }
            clusters = clusters.indices.filter { !absorbed[$0] }.map { clusters[$0] }
            if !merged { break }
        }
        return clusters.sorted { $0.members[0] < $1.members[0] }
    }

    private static func makeCluster(_ members: [Int], _ points: [MapPoint], _ radius: (Int) -> Double)
        -> PinCluster
    {
        // Sum in position order, so the centre does not depend on the order of the input.
        let byPosition = members.sorted {
            (points[$0].y, points[$0].x, $0) < (points[$1].y, points[$1].x, $1)
        }
        var x = 0.0
        var y = 0.0
        for m in byPosition {
            x += points[m].x
            y += points[m].y
        }
        let n = Double(members.count)
        return PinCluster(
            members: members.sorted(), center: MapPoint(x: x / n, y: y / n), radius: radius(members.count))
    }

    private static func distance(_ a: MapPoint, _ b: MapPoint) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}

/// A uniform grid of buckets over the plane, for finding items near a point.
struct SpatialGrid {
    private struct Cell: Hashable {
        var x: Int
        var y: Int
    }

    let cellSize: Double
    private var buckets: [Cell: [Int]] = [:]

    init(cellSize: Double) {
        self.cellSize = max(cellSize, 1e-6)
    }

    private func cell(_ p: MapPoint) -> Cell {
        // Points far outside any view are clamped; they still land in some bucket.
        func index(_ v: Double) -> Int { Int(max(min((v / cellSize).rounded(.down), 1e9), -1e9)) }
        return Cell(x: index(p.x), y: index(p.y))
    }

    mutating func insert(_ item: Int, at point: MapPoint) {
        buckets[cell(point), default: []].append(item)
    }

    /// Items in the point's cell and the eight around it: everything within `cellSize`, and more.
    func candidates(near point: MapPoint) -> [Int] {
        let c = cell(point)
        var found: [Int] = []
        for dy in -1...1 {
            for dx in -1...1 {
                if let items = buckets[Cell(x: c.x + dx, y: c.y + dy)] { found += items }
            }
        }
        return found
    }
}
