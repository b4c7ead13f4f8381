import Foundation
import OutdoorModel

extension AreaFile {
    /// The rings of every area in the cells that `box` touches (`box` inside -180...180 and
    /// -90...90), shifted by `longitudeShift` degrees, appended to `result`.
    ///
    /// A cell one area fills gives its square; other cells give the pieces whose box meets `box`,
    /// decoded. A group's piece belongs to the area of the seed nearest the piece's first point.
    func outlines(in box: GeoBox, longitudeShift: Double, into result: inout [AreaOutline]) throws {
        let upd = Double(grid.unitsPerDegree)
        let side = Int64(grid.cellUnits)
        for row in grid.rows(from: box.south, to: box.north) {
            for column in grid.columns(from: box.west, to: box.east) {
                guard let cell = try cell(column: column, row: row) else { continue }
                let west = grid.longitude(ofColumnEdge: column) + longitudeShift
                let south = grid.latitude(ofRowEdge: row)
                func coordinate(_ x: Int64, _ y: Int64) -> Coordinate {
                    Coordinate(latitude: south + Double(y) / upd, longitude: west + Double(x) / upd)
                }
                if let fill = cell.fill {
                    let corners = [(0, 0), (side, 0), (side, side), (0, side)].map { coordinate($0.0, $0.1) }
                    let index = try areaIndex(of: fill, at: corners[0])
                    result.append(AreaOutline(areaIndex: index, points: corners))
                    continue
                }
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
        }
    }

    /// Every area of the table, in order.
    func allAreas() throws -> [GeoArea] {
        try (0..<areaCount).map { try area(at: $0) }
    }
}
