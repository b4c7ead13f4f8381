import Foundation
import OutdoorModel

extension AreaFile {
    /// The rings of every area in the cells that `box` touches (`box` inside -180...180 and
    /// -90...90), shifted by `longitudeShift` degrees, appended to `result`.
    ///
    /// Neighbouring cells of a row that one area fills give one rectangle; other cells give the
    /// pieces whose box meets `box`, decoded. A group's piece belongs to the area of the seed
    /// nearest the piece's first point.
    func outlines(in box: GeoBox, longitudeShift: Double, into result: inout [AreaOutline]) throws {
        let upd = Double(grid.unitsPerDegree)
        let side = Int64(grid.cellUnits)
        for row in grid.rows(from: box.south, to: box.north) {
            let south = grid.latitude(ofRowEdge: row)
            let north = grid.latitude(ofRowEdge: row + 1)
            // A run of filled cells: its area, its first and last column.
            var run: (index: Int, first: Int, last: Int)?
            func flush() {
                guard let r = run else { return }
                let west = grid.longitude(ofColumnEdge: r.first) + longitudeShift
                let east = grid.longitude(ofColumnEdge: r.last + 1) + longitudeShift
                result.append(
                    AreaOutline(
                        areaIndex: r.index,
                        points: [
                            Coordinate(latitude: south, longitude: west),
                            Coordinate(latitude: south, longitude: east),
                            Coordinate(latitude: north, longitude: east),
                            Coordinate(latitude: north, longitude: west),
                        ]))
                run = nil
            }
            for column in grid.columns(from: box.west, to: box.east) {
                guard let cell = try cell(column: column, row: row) else {
                    flush()
                    continue
                }
                let west = grid.longitude(ofColumnEdge: column) + longitudeShift
                func coordinate(_ x: Int64, _ y: Int64) -> Coordinate {
                    Coordinate(latitude: south + Double(y) / upd, longitude: west + Double(x) / upd)
                }
                if let fill = cell.fill {
                    let index = try areaIndex(of: fill, at: coordinate(0, 0))
                    if let r = run, r.index == index, r.last == column - 1 {
                        run?.last = column
                    } else {
                        flush()
                        run = (index, column, column)
                    }
                    continue
                }
                flush()
                // The query box in this cell's units, to skip pieces that lie wholly outside it.
                let x0 = (box.west + 180) * upd - Double(Int64(column) * side)
                let x1 = (box.east + 180) * upd - Double(Int64(column) * side)
                let y0 = (box.south + 90) * upd - Double(Int64(row) * side)
                let y1 = (box.north + 90) * upd - Double(Int64(row) * side)
                for piece in cell.pieces
                where Double(piece.maxX) >= x0 && Double(piece.minX) <= x1 && Double(piece.maxY) >= y0
                    && Double(piece.minY) <= y1
                {
                    let (xs, ys) = try points(of: piece)
                    var ring: [Coordinate] = []
                    ring.reserveCapacity(xs.count)
                    for i in xs.indices { ring.append(coordinate(xs[i], ys[i])) }
                    let index = try areaIndex(of: piece.owner, at: ring[0])
                    result.append(AreaOutline(areaIndex: index, points: ring))
                }
            }
            flush()
        }
    }

    /// Every area of the table, in order.
    func allAreas() throws -> [GeoArea] {
        try (0..<areaCount).map { try area(at: $0) }
    }
}
