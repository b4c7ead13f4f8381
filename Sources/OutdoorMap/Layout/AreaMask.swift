import Foundation
import OutdoorGeo

/// Which named area (country, sea or lake) each part of a map lies in, sampled on a grid of
/// cells: where an area's name fits inside the part of it the map shows.
///
/// The areas' rings (`AreaOutline`) are scan-converted at the centre of every cell with the
/// even-odd rule per area, as `LandMask` does for the coast. Each cell also knows how far it
/// lies, in cells, from the edge of its area's part or of the map (a chamfer distance), so the
/// cell deepest inside an area's visible part is where its name sits best.
struct AreaMask {
    /// Width of a cell in logical pixels.
    let cellSize: Double
    let columns: Int
    let rows: Int
    /// The area index of each cell (row-major), -1 for none.
    private(set) var owners: [Int32]
    /// Each cell's distance in cells from the nearest cell of another owner or the map's edge.
    private(set) var depth: [Float]

    /// A mask of `width` x `height` logical pixels from `outlines`, projected by `projector`.
    init(outlines: [AreaOutline], projector: MapProjector, width: Double, height: Double, cellSize: Double) {
        let cell = max(cellSize, 1)
        self.cellSize = cell
        columns = max(1, Int((width / cell).rounded(.up)))
        rows = max(1, Int((height / cell).rounded(.up)))
        owners = [Int32](repeating: -1, count: columns * rows)
        depth = []
        scan(outlines, projector: projector)
        depth = Self.chamfer(owners, columns: columns, rows: rows)
    }

    /// The owner of the cell holding `point` (-1 off the map or in no area).
    func owner(at point: CGPoint) -> Int {
        let x = Int((Double(point.x) / cellSize).rounded(.down))
        let y = Int((Double(point.y) / cellSize).rounded(.down))
        guard x >= 0, x < columns, y >= 0, y < rows else { return -1 }
        return Int(owners[y * columns + x])
    }

    /// The share of the cells whose centres lie in `rect` that belong to `owner` (0 when none do).
    func share(of owner: Int, in rect: CGRect) -> Double {
        let x0 = max(0, Int((Double(rect.minX) / cellSize - 0.5).rounded(.up)))
        let x1 = min(columns, Int((Double(rect.maxX) / cellSize - 0.5).rounded(.down)) + 1)
        let y0 = max(0, Int((Double(rect.minY) / cellSize - 0.5).rounded(.up)))
        let y1 = min(rows, Int((Double(rect.maxY) / cellSize - 0.5).rounded(.down)) + 1)
        guard x1 > x0, y1 > y0 else { return 0 }
        var count = 0
        let wanted = Int32(owner)
        for y in y0..<y1 {
            let base = y * columns
            for x in x0..<x1 where owners[base + x] == wanted { count += 1 }
        }
        return Double(count) / Double((x1 - x0) * (y1 - y0))
    }

    /// How many cells each owner has.
    func cellCounts() -> [Int: Int] {
        var counts: [Int: Int] = [:]
        for owner in owners where owner >= 0 { counts[Int(owner), default: 0] += 1 }
        return counts
    }

    /// The centres of an owner's deepest cells, deepest first, at least `spacing` cells apart;
    /// at most `limit` of them.
    func deepestPoints(of owner: Int, limit: Int, spacing: Double = 4) -> [(point: CGPoint, depth: Double)] {
        let wanted = Int32(owner)
        var cells: [(index: Int, depth: Float)] = []
        for i in owners.indices where owners[i] == wanted { cells.append((i, depth[i])) }
        cells.sort { ($0.depth, -$0.index) > ($1.depth, -$1.index) }
        var chosen: [(point: CGPoint, depth: Double)] = []
        var taken: [(x: Int, y: Int)] = []
        for cell in cells where chosen.count < limit {
            let x = cell.index % columns
            let y = cell.index / columns
            let far = taken.allSatisfy { t in
                let dx = Double(t.x - x)
                let dy = Double(t.y - y)
                return (dx * dx + dy * dy).squareRoot() >= spacing
            }
            guard far else { continue }
            taken.append((x, y))
            chosen.append(
                (
                    CGPoint(x: (Double(x) + 0.5) * cellSize, y: (Double(y) + 0.5) * cellSize),
                    Double(cell.depth)
                ))
        }
        return chosen
    }

    /// One edge crossing of a row: where, which way, and whose ring it belongs to.
    private struct Crossing {
        var x: Double
        var owner: Int32
    }

    /// Scan-converts the rings at the cells' centres: a cell belongs to the area whose rings
    /// contain it an odd number of times (the one entered last when areas overlap).
    private mutating func scan(_ outlines: [AreaOutline], projector: MapProjector) {
        var crossings = [[Crossing]](repeating: [], count: rows)
        var xs: [Double] = []
        var ys: [Double] = []
        let cell = cellSize
        for outline in outlines where outline.points.count >= 3 {
            xs.removeAll(keepingCapacity: true)
            ys.removeAll(keepingCapacity: true)
            var minY = Double.infinity
            var maxY = -Double.infinity
            var minX = Double.infinity
            for p in outline.points {
                let (x, y) = projector.point(longitude: p.longitude, latitude: p.latitude)
                xs.append(x)
                ys.append(y)
                minY = min(minY, y)
                maxY = max(maxY, y)
                minX = min(minX, x)
            }
            guard maxY >= 0, minY <= Double(rows) * cell, minX <= Double(columns) * cell else { continue }
            let owner = Int32(truncatingIfNeeded: outline.areaIndex)
            var j = xs.count - 1
            for i in xs.indices {
                let (xa, ya, xb, yb) = (xs[j], ys[j], xs[i], ys[i])
                j = i
                guard ya != yb else { continue }
                let (top, bottom) = ya < yb ? (ya, yb) : (yb, ya)
                let first = max(0, Int((top / cell - 0.5).rounded(.up)))
                let last = min(rows - 1, Int((bottom / cell - 0.5).rounded(.up)) - 1)
                guard first <= last else { continue }
                for r in first...last {
                    let y = (Double(r) + 0.5) * cell
                    let x = xa + (xb - xa) * (y - ya) / (yb - ya)
                    crossings[r].append(Crossing(x: x, owner: owner))
                }
            }
        }
        var inside: [Int32: Bool] = [:]
        var stack: [Int32] = []
        for r in 0..<rows where !crossings[r].isEmpty {
            crossings[r].sort { $0.x < $1.x }
            inside.removeAll(keepingCapacity: true)
            stack.removeAll(keepingCapacity: true)
            var k = 0
            let row = crossings[r]
            for c in 0..<columns {
                let x = (Double(c) + 0.5) * cell
                while k < row.count, row[k].x <= x {
                    let owner = row[k].owner
                    let now = !(inside[owner] ?? false)
                    inside[owner] = now
                    if now { stack.append(owner) } else { stack.removeAll { $0 == owner } }
                    k += 1
                }
                if let top = stack.last { owners[r * columns + c] = top }
            }
        }
    }

    /// Two-pass chamfer distance (1 along a side, 1.4 across a corner) from the cells next to
    /// another owner or the map's edge, within each owner's cells.
    private static func chamfer(_ owners: [Int32], columns: Int, rows: Int) -> [Float] {
        var d = [Float](repeating: .infinity, count: owners.count)
        for y in 0..<rows {
            for x in 0..<columns {
                let i = y * columns + x
                let o = owners[i]
                if x == 0 || y == 0 || x == columns - 1 || y == rows - 1 || owners[i - 1] != o
                    || owners[i + 1] != o
                    || owners[i - columns] != o || owners[i + columns] != o
                {
                    d[i] = 1
                }
            }
        }
        let diagonal: Float = 1.4
        for y in 1..<max(rows, 1) {
            for x in 1..<max(columns - 1, 1) {
                let i = y * columns + x
                let o = owners[i]
                var v = d[i]
                if owners[i - 1] == o { v = min(v, d[i - 1] + 1) }
                if owners[i - columns] == o { v = min(v, d[i - columns] + 1) }
                if owners[i - columns - 1] == o { v = min(v, d[i - columns - 1] + diagonal) }
                if owners[i - columns + 1] == o { v = min(v, d[i - columns + 1] + diagonal) }
                d[i] = v
            }
        }
        for y in stride(from: rows - 2, through: 0, by: -1) {
            for x in stride(from: columns - 2, through: 1, by: -1) {
                let i = y * columns + x
                let o = owners[i]
                var v = d[i]
                if owners[i + 1] == o { v = min(v, d[i + 1] + 1) }
                if owners[i + columns] == o { v = min(v, d[i + columns] + 1) }
                if owners[i + columns + 1] == o { v = min(v, d[i + columns + 1] + diagonal) }
                if owners[i + columns - 1] == o { v = min(v, d[i + columns - 1] + diagonal) }
                d[i] = v
            }
        }
        return d
    }
}
