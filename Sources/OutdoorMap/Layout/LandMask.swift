import Foundation
import OutdoorGeo

/// Which parts of a map are land, sampled on a grid of cells: what label placement asks
/// before it sets a land place's name, and what framing asks before it shifts a view.
///
/// The coast rings are scan-converted in pure Swift at the centre of every cell (nonzero
/// winding per GSHHG level, like the drawing's fill): a cell is land when an odd number of the
/// nested levels (land, lake, island in lake, pond) contain it. The band south of Web
/// Mercator's limit is Antarctica's ice and counts as land. Counts over boxes come from a
/// summed-area table, so asking about a label's box costs four reads.
struct LandMask {
    /// Width of a cell in logical pixels.
    let cellSize: Double
    /// Cells across and down.
    let columns: Int
    let rows: Int
    /// Summed-area table of land cells, (columns + 1) x (rows + 1).
    private var sums: [Int32]

    /// A mask of `width` x `height` logical pixels from coast `features`, projected by `projector`.
    ///
    /// `southernLimit` is the pixel row below which the map shows Antarctica's ice (nil when
    /// the view does not reach it).
    ///
    /// With `detail`, imported regions' own coast and water win: inside the bounds of a region with
    /// a coastline a cell is land when its land and not its water holds it; elsewhere its lakes
    /// are water.
    init(
        features: [GeoFeature], projector: MapProjector, width: Double, height: Double, cellSize: Double,
        southernLimit: Double? = nil, detail: DetailPlan? = nil
    ) {
        let cell = max(cellSize, 0.5)
        self.cellSize = cell
        columns = max(1, Int((width / cell).rounded(.up)))
        rows = max(1, Int((height / cell).rounded(.up)))
        var land = [Bool](repeating: false, count: columns * rows)
        Self.scan(features, projector: projector, columns: columns, rows: rows, cell: cell, into: &land)
        if let detail {
            Self.overlay(detail, projector: projector, columns: columns, rows: rows, cell: cell, on: &land)
        }
        if let southernLimit {
            let firstRow = max(0, Int((southernLimit / cell - 0.5).rounded(.up)))
            if firstRow < rows {
                for i in (firstRow * columns)..<(rows * columns) { land[i] = true }
            }
        }
        sums = Self.summedArea(land, columns: columns, rows: rows)
    }

    /// A mask of every cell land or every cell water (for tests and empty views).
    init(uniform isLand: Bool, width: Double, height: Double, cellSize: Double) {
        self.cellSize = cellSize
        columns = max(1, Int((width / cellSize).rounded(.up)))
        rows = max(1, Int((height / cellSize).rounded(.up)))
        sums = Self.summedArea(
            [Bool](repeating: isLand, count: columns * rows), columns: columns, rows: rows)
    }

    /// The share of the cells whose centres lie in `rect` that are water (0 when none do).
    func waterFraction(in rect: CGRect) -> Double {
        let (x0, x1, y0, y1) = cellRange(rect)
        let total = (x1 - x0) * (y1 - y0)
        guard total > 0 else { return 0 }
        return 1 - Double(landCount(x0, x1, y0, y1)) / Double(total)
    }

    /// The share of the whole map that is land.
    var landFraction: Double {
        Double(landCount(0, columns, 0, rows)) / Double(columns * rows)
    }

    /// Whether the cell holding `point` is land (points off the map are water).
    func isLand(_ point: CGPoint) -> Bool {
        let x = Int((Double(point.x) / cellSize).rounded(.down))
        let y = Int((Double(point.y) / cellSize).rounded(.down))
        guard x >= 0, x < columns, y >= 0, y < rows else { return false }
        return landCount(x, x + 1, y, y + 1) == 1
    }

    /// Cells whose centres lie inside `rect`: columns x0..<x1, rows y0..<y1, clamped to the map.
    private func cellRange(_ rect: CGRect) -> (Int, Int, Int, Int) {
        func first(_ v: Double, _ count: Int) -> Int {
            min(max(Int((v / cellSize - 0.5).rounded(.up)), 0), count)
        }
        func end(_ v: Double, _ count: Int) -> Int {
            min(max(Int((v / cellSize - 0.5).rounded(.down)) + 1, 0), count)
        }
        let x0 = first(Double(rect.minX), columns)
        let x1 = max(x0, end(Double(rect.maxX), columns))
        let y0 = first(Double(rect.minY), rows)
        let y1 = max(y0, end(Double(rect.maxY), rows))
        return (x0, x1, y0, y1)
    }

    private func landCount(_ x0: Int, _ x1: Int, _ y0: Int, _ y1: Int) -> Int {
        let stride = columns + 1
        let a = sums[y1 * stride + x1] - sums[y0 * stride + x1]
        let b = sums[y1 * stride + x0] - sums[y0 * stride + x0]
        return Int(a - b)
    }

    private static func summedArea(_ land: [Bool], columns: Int, rows: Int) -> [Int32] {
        let stride = columns + 1
        var sums = [Int32](repeating: 0, count: stride * (rows + 1))
        for y in 0..<rows {
            var rowSum: Int32 = 0
            for x in 0..<columns {
                if land[y * columns + x] { rowSum += 1 }
                sums[(y + 1) * stride + x + 1] = sums[y * stride + x + 1] + rowSum
            }
        }
        return sums
    }

    /// One edge crossing of a row: where, which way, and which level's ring it belongs to.
    private struct Crossing {
        var x: Double
        var direction: Int8
        var level: UInt8
    }

    /// Scan-converts the rings at the cells' centres into `land` (row-major).
    private static func scan(
        _ features: [GeoFeature], projector: MapProjector, columns: Int, rows: Int, cell: Double,
        into land: inout [Bool]
    ) {
        var crossings = [[Crossing]](repeating: [], count: rows)
        var xs: [Double] = []
        var ys: [Double] = []
        for feature in features where feature.isClosed {
            guard case .coast(let level) = feature.kind, feature.points.count >= 3 else { continue }
            xs.removeAll(keepingCapacity: true)
            ys.removeAll(keepingCapacity: true)
            var minY = Double.infinity
            var maxY = -Double.infinity
            for p in feature.points {
                let (x, y) = projector.point(longitude: p.longitude, latitude: p.latitude)
                xs.append(x)
                ys.append(y)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
            // Rings wholly above or below the map cross no row.
            guard maxY >= 0, minY <= Double(rows) * cell else { continue }
            let n = xs.count
            var j = n - 1
            for i in 0..<n {
                let (xa, ya, xb, yb) = (xs[j], ys[j], xs[i], ys[i])
                j = i
                guard ya != yb else { continue }
                let (top, bottom) = ya < yb ? (ya, yb) : (yb, ya)
                // Rows whose centre (r + 0.5) * cell lies in [top, bottom).
                let r0 = max(0, Int((top / cell - 0.5).rounded(.up)))
                let r1 = min(rows - 1, Int((bottom / cell - 0.5).rounded(.up)) - 1)
                guard r0 <= r1 else { continue }
                let slope = (xb - xa) / (yb - ya)
                let direction: Int8 = yb > ya ? 1 : -1
                for r in r0...r1 {
                    let yc = (Double(r) + 0.5) * cell
                    crossings[r].append(
                        Crossing(x: xa + (yc - ya) * slope, direction: direction, level: level.rawValue))
                }
            }
        }
        for r in 0..<rows where !crossings[r].isEmpty {
            crossings[r].sort { $0.x < $1.x }
            var winding = [Int](repeating: 0, count: 5)
            var start = 0
            for crossing in crossings[r] {
                // Cells whose centre lies at or past this crossing start a new span.
                let next = min(max(Int((crossing.x / cell - 0.5).rounded(.up)), 0), columns)
                if next > start {
                    if isLand(winding) {
                        for c in start..<next { land[r * columns + c] = true }
                    }
                    start = next
                }
                let level = Int(crossing.level)
                if level < winding.count { winding[level] += Int(crossing.direction) }
            }
            if start < columns, isLand(winding) {
                for c in start..<columns { land[r * columns + c] = true }
            }
        }
    }

    /// Puts the imported regions' land and water over the bundled coast's cells (see `init`).
    private static func overlay(
        _ detail: DetailPlan, projector: MapProjector, columns: Int, rows: Int, cell: Double,
        on land: inout [Bool]
    ) {
        func asCoast(_ features: [GeoFeature], _ level: CoastLevel) -> [GeoFeature] {
            features.map { GeoFeature(kind: .coast(level), points: $0.points, isClosed: true) }
        }
        let ownLand = detail.areas.filter { $0.kind == .detailArea(.land) }
        let ownWater = detail.areas.filter { $0.kind == .detailArea(.water) }
        guard !ownLand.isEmpty || !ownWater.isEmpty || !detail.coasts.isEmpty else { return }
        var inRegion = [Bool](repeating: false, count: columns * rows)
        Self.scan(
            asCoast(ownLand, .land) + asCoast(ownWater, .lake), projector: projector, columns: columns,
            rows: rows, cell: cell, into: &inRegion)
        var water = [Bool](repeating: false, count: columns * rows)
        Self.scan(
            asCoast(ownWater, .land), projector: projector, columns: columns, rows: rows, cell: cell,
            into: &water)
        for r in 0..<rows {
            for c in 0..<columns {
                let centre = CGPoint(x: (Double(c) + 0.5) * cell, y: (Double(r) + 0.5) * cell)
                let i = r * columns + c
                if detail.coasts.contains(where: { $0.contains(centre) }) {
                    land[i] = inRegion[i]
                } else if water[i] {
                    land[i] = false
                }
            }
        }
    }

    /// Land when an odd number of the nested levels contain the point.
    private static func isLand(_ winding: [Int]) -> Bool {
        var inside = 0
        for level in 1..<winding.count where winding[level] != 0 { inside += 1 }
        return inside % 2 == 1
    }
}
