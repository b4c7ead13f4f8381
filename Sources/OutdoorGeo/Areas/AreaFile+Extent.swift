import Foundation
import OutdoorModel

extension AreaFile {
    /// The box of the part of `owner` that holds `coordinate` (or lies next to it, for a point
    /// just offshore), in degrees, with the cells that part fills; nil when no cell of the
    /// owner touches the point's cell or its neighbours.
    ///
    /// A part is the owner's cells joined through their sides (columns wrap at the 180th
    /// meridian): Alaska apart from the other states, the Azores apart from mainland Portugal.
    /// The box is the smallest holding the boxes of the part's pieces (a filled cell is its own
    /// box), taken the short way round the globe.
    func extent(of owner: Owner, at coordinate: Coordinate) throws -> (extent: PlaceExtent, cells: Set<Int>)?
    {
        let start = (column: grid.column(of: coordinate.longitude), row: grid.row(of: coordinate.latitude))
        var queue: [(column: Int, row: Int)] = []
        var seen = Set<Int>()
        for dy in -1...1 {
            for dx in -1...1 {
                let row = start.row + dy
                guard row >= 0, row < grid.rows else { continue }
                let column = (start.column + dx + grid.columns) % grid.columns
                if try boxes(of: owner, column: column, row: row) != nil {
                    queue.append((column, row))
                    seen.insert(row * grid.columns + column)
                }
            }
        }
        guard !queue.isEmpty else { return nil }
        var south = Double.infinity
        var north = -Double.infinity
        var spans: [(west: Double, east: Double)] = []
        var filled = Set<Int>()
        var next = 0
        while next < queue.count {
            let (column, row) = queue[next]
            next += 1
            guard let found = try boxes(of: owner, column: column, row: row) else { continue }
            filled.insert(row * grid.columns + column)
            south = min(south, found.south)
            north = max(north, found.north)
            spans.append((found.west, found.east))
            for (dx, dy) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                let r = row + dy
                guard r >= 0, r < grid.rows else { continue }
                let c = (column + dx + grid.columns) % grid.columns
                if seen.insert(r * grid.columns + c).inserted { queue.append((c, r)) }
            }
        }
        let (west, east) = Self.shortestCover(spans)
        return (PlaceExtent(south: south, north: north, west: west, east: east), filled)
    }

    /// The box of `owner` within one cell (degrees; longitudes -180...180), or nil when the cell
    /// holds none of it.
    private func boxes(of owner: Owner, column: Int, row: Int) throws -> (
        south: Double, north: Double, west: Double, east: Double
    )? {
        guard let cell = try cell(column: column, row: row) else { return nil }
        let cellWest = grid.longitude(ofColumnEdge: column)
        let cellSouth = grid.latitude(ofRowEdge: row)
        if cell.fill == owner {
            return (cellSouth, cellSouth + grid.cellDegrees, cellWest, cellWest + grid.cellDegrees)
        }
        let upd = Double(grid.unitsPerDegree)
        var box: (south: Double, north: Double, west: Double, east: Double)?
        for piece in cell.pieces where piece.owner == owner {
            let s = cellSouth + Double(piece.minY) / upd
            let n = min(cellSouth + Double(piece.maxY) / upd, cellSouth + grid.cellDegrees)
            let w = cellWest + Double(piece.minX) / upd
            let e = min(cellWest + Double(piece.maxX) / upd, cellWest + grid.cellDegrees)
            if let b = box {
                box = (min(b.south, s), max(b.north, n), min(b.west, w), max(b.east, e))
            } else {
                box = (s, n, w, e)
            }
        }
        return box
    }

    /// The shortest stretch of longitude holding every span (each inside -180...180, west <= east).
    ///
    /// It is the complement of the widest gap between them round the globe; west > east when the
    /// stretch crosses the 180th meridian.
    static func shortestCover(_ spans: [(west: Double, east: Double)]) -> (west: Double, east: Double) {
        let sorted = spans.sorted { $0.west < $1.west }
        guard var merged = sorted.first.map({ [$0] }) else { return (0, 0) }
        for span in sorted.dropFirst() {
            if let last = merged.last, span.west <= last.east {
                merged[merged.count - 1].east = max(last.east, span.east)
            } else {
                merged.append(span)
            }
        }
        // The gap round the back (from the last east to the first west, across 180) and those
        // between neighbours; the widest is left out.
        guard let first = merged.first, let last = merged.last else { return (0, 0) }
        var widest = (gap: first.west + 360 - last.east, west: first.west, east: last.east)
        for i in merged.indices.dropFirst() {
            let gap = merged[i].west - merged[i - 1].east
            if gap > widest.gap { widest = (gap, merged[i].west, merged[i - 1].east) }
        }
        return (widest.west, widest.east)
    }
}
