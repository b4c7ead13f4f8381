/// Cuts rings and lines along a `CellGrid` so that every piece lies inside one cell.
///
/// Rings are clipped by halving (Sutherland-Hodgman against one grid line at a time), so a
/// continent is cut in O(points x log cells). Edges that the clipping adds along grid lines are
/// flagged hidden, as are edges that were already hidden. Lines are walked segment by segment
/// and cut where they cross grid lines; a segment lying on a grid line goes to one cell only.
enum CellSplitter {
    /// A point in degrees (x longitude, y latitude).
    struct Point: Equatable {
        var x: Double
        var y: Double
    }

    /// A piece inside one cell; for rings `hidden[i]` flags the edge from point i to the next.
    struct Piece {
        var column: Int
        var row: Int
        var points: [Point]
        var hidden: [Bool]
    }

    /// Cuts a ring whose edge flags are `hidden` (one per point) into per-cell ring pieces.
    static func splitRing(_ points: [Point], hidden: [Bool], grid: CellGrid) -> [Piece] {
        var pieces: [Piece] = []
        splitRing(
            points, hidden: hidden, grid: grid, columns: 0...(grid.columns - 1), rows: 0...(grid.rows - 1),
            into: &pieces)
        return pieces
    }

    /// Cuts a ring known to lie within the cells `columns` x `rows` (each cut narrows them, so
    /// the halving ends even when a point on a grid line rounds into the cell beyond it).
    private static func splitRing(
        _ points: [Point], hidden: [Bool], grid: CellGrid, columns allowedColumns: ClosedRange<Int>,
        rows allowedRows: ClosedRange<Int>, into pieces: inout [Piece]
    ) {
        guard points.count >= 3, let first = points.first else { return }
        var minX = first.x
        var maxX = first.x
        var minY = first.y
        var maxY = first.y
        for p in points {
            minX = min(minX, p.x)
            maxX = max(maxX, p.x)
            minY = min(minY, p.y)
            maxY = max(maxY, p.y)
        }
        let columns = grid.columns(from: minX, to: maxX).clamped(to: allowedColumns)
        let rows = grid.rows(from: minY, to: maxY).clamped(to: allowedRows)
        if columns.count == 1 && rows.count == 1 {
            pieces.append(
                Piece(column: columns.lowerBound, row: rows.lowerBound, points: points, hidden: hidden))
            return
        }
        let alongX = columns.count >= rows.count
        let edge = alongX ? columns.lowerBound + columns.count / 2 : rows.lowerBound + rows.count / 2
        let line = alongX ? grid.longitude(ofColumnEdge: edge) : grid.latitude(ofRowEdge: edge)
        for keepLess in [true, false] {
            let (clipped, flags) = clip(points, hidden: hidden, alongX: alongX, at: line, keepLess: keepLess)
            let side =
                keepLess
                ? (alongX ? columns : rows).lowerBound...(edge - 1)
                : edge...(alongX ? columns : rows).upperBound
            splitRing(
                clipped, hidden: flags, grid: grid, columns: alongX ? side : columns,
                rows: alongX ? rows : side,
                into: &pieces)
        }
    }

    /// Sutherland-Hodgman clipping of a ring against one axis-parallel line, keeping one side.
    static func clip(
        _ points: [Point], hidden: [Bool], alongX: Bool, at line: Double, keepLess: Bool
    ) -> ([Point], [Bool]) {
        var out: [Point] = []
        var flags: [Bool] = []
        out.reserveCapacity(points.count + 4)
        flags.reserveCapacity(points.count + 4)
        func coordinate(_ p: Point) -> Double { alongX ? p.x : p.y }
        func inside(_ p: Point) -> Bool { keepLess ? coordinate(p) <= line : coordinate(p) >= line }
        func crossing(_ a: Point, _ b: Point) -> Point {
            if alongX {
                let t = (line - a.x) / (b.x - a.x)
                return Point(x: line, y: a.y + t * (b.y - a.y))
            }
            let t = (line - a.y) / (b.y - a.y)
            return Point(x: a.x + t * (b.x - a.x), y: line)
        }
        guard let last = points.last else { return ([], []) }
        var previous = last
        var previousInside = inside(previous)
        var previousHidden = hidden[points.count - 1]
        for (i, current) in points.enumerated() {
            let currentInside = inside(current)
            if currentInside {
                if !previousInside {
                    // Entering: the rest of the edge previous -> current keeps that edge's flag.
                    out.append(crossing(previous, current))
                    flags.append(previousHidden)
                }
                out.append(current)
                flags.append(hidden[i])
            } else if previousInside {
                // Leaving: from here the ring runs along the cut line to where it re-enters.
                out.append(crossing(previous, current))
                flags.append(true)
            }
            previous = current
            previousInside = currentInside
            previousHidden = hidden[i]
        }
        return (out, flags)
    }

    /// Cuts an open line into per-cell pieces (pieces carry no hidden edges).
    static func splitLine(_ points: [Point], grid: CellGrid) -> [Piece] {
        var pieces: [Piece] = []
        var current: Piece?
        func flush() {
            if let piece = current, piece.points.count >= 2 { pieces.append(piece) }
            current = nil
        }
        for (a, b) in zip(points, points.dropFirst()) where a != b {
            for (start, end) in subSegments(from: a, to: b, grid: grid) where start != end {
                let column = grid.column(of: (start.x + end.x) / 2)
                let row = grid.row(of: (start.y + end.y) / 2)
                if var piece = current, piece.column == column, piece.row == row, piece.points.last == start {
                    piece.points.append(end)
                    current = piece
                } else {
                    flush()
                    current = Piece(column: column, row: row, points: [start, end], hidden: [])
                }
            }
        }
        flush()
        return pieces
    }

    /// The parts of segment a-b between the grid lines it crosses, in order.
    private static func subSegments(from a: Point, to b: Point, grid: CellGrid) -> [(Point, Point)] {
        var cuts: [(t: Double, point: Point)] = [(0, a), (1, b)]
        let cell = grid.cellDegrees
        if a.x != b.x {
            let lo = min(a.x, b.x)
            let hi = max(a.x, b.x)
            var k = Int(((lo + 180) / cell).rounded(.down)) + 1
            while true {
                let x = grid.longitude(ofColumnEdge: k)
                guard x < hi else { break }
                if x > lo {
                    let t = (x - a.x) / (b.x - a.x)
                    cuts.append((t, Point(x: x, y: a.y + t * (b.y - a.y))))
                }
                k += 1
            }
        }
        if a.y != b.y {
            let lo = min(a.y, b.y)
            let hi = max(a.y, b.y)
            var k = Int(((lo + 90) / cell).rounded(.down)) + 1
            while true {
                let y = grid.latitude(ofRowEdge: k)
                guard y < hi else { break }
                if y > lo {
                    let t = (y - a.y) / (b.y - a.y)
                    cuts.append((t, Point(x: a.x + t * (b.x - a.x), y: y)))
                }
                k += 1
            }
        }
        if cuts.count == 2 { return [(a, b)] }
        cuts.sort { $0.t < $1.t }
        var result: [(Point, Point)] = []
        for i in 1..<cuts.count {
            result.append((cuts[i - 1].point, cuts[i].point))
        }
        return result
    }
}
