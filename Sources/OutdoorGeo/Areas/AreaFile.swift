import Foundation
import OutdoorModel

/// A mapped area file (countries, regions or lakes): header checked, cells decoded on demand.
final class AreaFile {
    /// An area or a group (whose area the nearest seed decides), as stored in cell records.
    enum Owner: Hashable {
        case area(Int)
        case group(Int)

        init(code: UInt64) {
            let index = Int(truncatingIfNeeded: code >> 1)
            self = code & 1 == 0 ? .area(index) : .group(index)
        }
    }

    let path: String
    let layer: AreaLayer
    let grid: CellGrid
    let areaCount: Int
    let groupCount: Int
    private let file: MappedFile
    private let cellCount: Int
    private let directoryOffset: Int
    private let recordsOffset: Int
    private let recordsLength: Int
    private let areaOffset: Int
    private let groupOffset: Int
    private let seedOffset: Int
    private let seedCount: Int
    private let stringsRange: Range<Int>

    /// Maps the file and checks its header against the layer its name promises.
    init(path: String, layer: AreaLayer) throws {
        let file = try MappedFile(path: path)
        let bytes = file.bytes
        let common = try GeoFileFormat.readCommonHeader(
            bytes, path: path, headerSize: GeoFileFormat.areaHeaderSize)
        guard common.content == GeoFileFormat.areaContent else {
            throw GeoDataError.wrongContent(path: path, detail: "it is not an area file")
        }
        guard common.layer == layer.rawValue else {
            let found =
                AreaLayer(rawValue: common.layer).map(\.description) ?? "unknown areas \(common.layer)"
            throw GeoDataError.wrongContent(path: path, detail: "it holds \(found), not \(layer)")
        }
        var reader = try ByteReader(bytes: bytes, range: 16..<GeoFileFormat.areaHeaderSize, path: path)
        var fields: [Int] = []
        for _ in 0..<12 { fields.append(Int(try reader.readUInt32())) }
        let (unitsPerDegree, cellUnits, cellCount) = (fields[0], fields[1], fields[2])
        let (directoryOffset, recordsOffset, recordsLength) = (fields[3], fields[4], fields[5])
        let (areaCount, areaOffset, groupCount, groupOffset) = (fields[6], fields[7], fields[8], fields[9])
        let (seedOffset, stringsOffset) = (fields[10], fields[11])
        guard (1...1_000_000).contains(unitsPerDegree), cellUnits * 100 >= unitsPerDegree,
            let grid = CellGrid(unitsPerDegree: unitsPerDegree, cellUnits: cellUnits),
            cellCount <= grid.cellCount
        else {
            throw GeoDataError.corrupt(path: path, detail: "its grid is not valid")
        }
        let sections = [
            directoryOffset + cellCount * GeoFileFormat.directoryEntrySize <= recordsOffset,
            recordsOffset + recordsLength <= areaOffset,
            areaOffset + areaCount * GeoFileFormat.areaEntrySize <= groupOffset,
            groupOffset + groupCount * GeoFileFormat.areaGroupEntrySize <= seedOffset,
            seedOffset <= stringsOffset, stringsOffset <= bytes.count,
            directoryOffset >= GeoFileFormat.areaHeaderSize, areaCount < 1 << 30, groupCount < 1 << 30,
        ]
        guard sections.allSatisfy({ $0 }),
            (stringsOffset - seedOffset) % GeoFileFormat.areaSeedSize == 0
        else {
            throw GeoDataError.corrupt(
                path: path, detail: "its sections do not fit the file's \(bytes.count) bytes")
        }
        self.path = path
        self.layer = layer
        self.grid = grid
        self.file = file
        self.cellCount = cellCount
        self.directoryOffset = directoryOffset
        self.recordsOffset = recordsOffset
        self.recordsLength = recordsLength
        self.areaCount = areaCount
        self.areaOffset = areaOffset
        self.groupCount = groupCount
        self.groupOffset = groupOffset
        self.seedOffset = seedOffset
        self.seedCount = (stringsOffset - seedOffset) / GeoFileFormat.areaSeedSize
        self.stringsRange = stringsOffset..<bytes.count
    }

    private var directory: CellDirectory {
        CellDirectory(file: file, offset: directoryOffset, count: cellCount, end: recordsLength, path: path)
    }

    // MARK: Tables

    /// Area `index` of the table.
    func area(at index: Int) throws -> GeoArea {
        guard index >= 0, index < areaCount else {
            throw GeoDataError.corrupt(path: path, detail: "area \(index) is not in the area table")
        }
        let base = areaOffset + index * GeoFileFormat.areaEntrySize
        let bytes = file.bytes
        let name = try string(at: Int(ByteReader.uint32(bytes, at: base)))
        let code = try string(at: Int(ByteReader.uint32(bytes, at: base + 4)))
        let country =
            bytes[base + 12] == 0 ? "" : String(decoding: bytes[(base + 12)..<(base + 14)], as: UTF8.self)
        guard let kind = GeoArea.Kind(rawValue: bytes[base + 14]), !name.isEmpty else {
            throw GeoDataError.corrupt(path: path, detail: "area \(index) has no name or an unknown kind")
        }
        let flags = bytes[base + 15]
        return GeoArea(
            kind: kind, name: name, countryCode: country, code: code, sharesNameWithTown: flags & 1 != 0,
            isReservoir: flags & 2 != 0)
    }

    /// The size that ranks overlapping owners (smaller is more specific).
    func size(of owner: Owner) throws -> Float {
        switch owner {
        case .area(let i):
            guard i >= 0, i < areaCount else { throw badOwner(owner) }
            return Float(
                bitPattern: ByteReader.uint32(
                    file.bytes, at: areaOffset + i * GeoFileFormat.areaEntrySize + 8))
        case .group(let g):
            guard g >= 0, g < groupCount else { throw badOwner(owner) }
            return Float(
                bitPattern: ByteReader.uint32(
                    file.bytes, at: groupOffset + g * GeoFileFormat.areaGroupEntrySize + 8))
        }
    }

    private func badOwner(_ owner: Owner) -> GeoDataError {
        .corrupt(path: path, detail: "a cell names \(owner), which is not in the tables")
    }

    /// The area an owner stands for at `coordinate`: itself, or a group's nearest seed's area.
    func areaIndex(of owner: Owner, at coordinate: Coordinate) throws -> Int {
        switch owner {
        case .area(let i):
            guard i >= 0, i < areaCount else { throw badOwner(owner) }
            return i
        case .group(let g):
            guard g >= 0, g < groupCount else { throw badOwner(owner) }
            let base = groupOffset + g * GeoFileFormat.areaGroupEntrySize
            let first = Int(ByteReader.uint32(file.bytes, at: base))
            let count = Int(ByteReader.uint32(file.bytes, at: base + 4))
            guard count > 0, first + count <= seedCount else { throw badOwner(owner) }
            let upd = Double(grid.unitsPerDegree)
            let cosine = cos(coordinate.latitude * .pi / 180)
            var best = (distance: Double.infinity, area: 0)
            for s in first..<(first + count) {
                let at = seedOffset + s * GeoFileFormat.areaSeedSize
                let lon = Double(ByteReader.uint32(file.bytes, at: at)) / upd - 180
                let lat = Double(ByteReader.uint32(file.bytes, at: at + 4)) / upd - 90
                var dLon = abs(lon - coordinate.longitude)
                if dLon > 180 { dLon = 360 - dLon }
                let dLat = lat - coordinate.latitude
                let d = dLat * dLat + (dLon * cosine) * (dLon * cosine)
                if d < best.distance { best = (d, Int(ByteReader.uint16(file.bytes, at: at + 8))) }
            }
            guard best.area < areaCount else { throw badOwner(owner) }
            return best.area
        }
    }

    private func string(at offset: Int) throws -> String {
        let start = stringsRange.lowerBound + offset
        guard offset >= 0, start < stringsRange.upperBound else {
            throw GeoDataError.corrupt(
                path: path, detail: "a string offset \(offset) is outside the string table")
        }
        var reader = try ByteReader(bytes: file.bytes, range: start..<stringsRange.upperBound, path: path)
        let length = try reader.readCount(limit: reader.remaining, what: "a string length")
        guard let text = String(validating: try reader.readBytes(length), as: UTF8.self) else {
            throw GeoDataError.corrupt(path: path, detail: "a string is not valid UTF-8")
        }
        return text
    }

    // MARK: Cells

    /// A piece of a cell: its owner, its bounding box in units from the cell's south-west
    /// corner, and where its points are (decoded only when needed).
    struct Piece {
        var owner: Owner
        var count: Int
        var minX: Int64
        var minY: Int64
        var maxX: Int64
        var maxY: Int64
        var points: Range<Int>
    }

    /// One cell: its fill owner, or its pieces.
    struct Cell {
        var column: Int
        var row: Int
        var fill: Owner?
        var pieces: [Piece]
    }

    /// The cell at `column`, `row`, or nil when the file has nothing there.
    func cell(column: Int, row: Int) throws -> Cell? {
        let index = row * grid.columns + column
        let directory = self.directory
        let entry = directory.firstEntry(atLeast: index)
        guard entry < cellCount, directory.cellIndex(at: entry) == index else { return nil }
        return try readCell(entry: entry, column: column, row: row)
    }

    /// Reads a cell's fill and its pieces' headers (not their points).
    private func readCell(entry: Int, column: Int, row: Int) throws -> Cell {
        let range = try directory.range(at: entry)
        var reader = try ByteReader(
            bytes: file.bytes, range: (recordsOffset + range.lowerBound)..<(recordsOffset + range.upperBound),
            path: path)
        let fillCode = try reader.readVarint()
        let fill = fillCode == 0 ? nil : Owner(code: fillCode - 1)
        let count = try reader.readCount(limit: reader.remaining, what: "a piece count")
        var pieces: [Piece] = []
        pieces.reserveCapacity(count)
        let side = Int64(grid.cellUnits)
        let step = Int64(GeoAreaWriter.boxStep(cellUnits: grid.cellUnits))
        let steps = Int((side + step - 1) / step)
        for _ in 0..<count {
            let owner = Owner(code: try reader.readVarint())
            let n = try reader.readCount(limit: reader.remaining, what: "a piece's point count")
            let minX = Int64(try reader.readCount(limit: steps, what: "a piece's west edge")) * step
            let minY = Int64(try reader.readCount(limit: steps, what: "a piece's south edge")) * step
            let width = Int64(try reader.readCount(limit: steps, what: "a piece's width")) * step
            let height = Int64(try reader.readCount(limit: steps, what: "a piece's height")) * step
            let length = try reader.readCount(limit: reader.remaining, what: "a piece's length")
            guard n >= 3, minX + width <= side + step, minY + height <= side + step, length >= 2 * n else {
                throw reader.corrupt("a piece's header is not valid")
            }
            let start = reader.position
            _ = try reader.readBytes(length)
            pieces.append(
                Piece(
                    owner: owner, count: n, minX: minX, minY: minY, maxX: minX + width, maxY: minY + height,
                    points: start..<(start + length)))
        }
        guard reader.isAtEnd else { throw reader.corrupt("a cell record has bytes after its pieces") }
        return Cell(column: column, row: row, fill: fill, pieces: pieces)
    }

    /// The points of a piece, in units from its cell's south-west corner, each inside its box.
    func points(of piece: Piece) throws -> (xs: [Int64], ys: [Int64]) {
        var reader = try ByteReader(bytes: file.bytes, range: piece.points, path: path)
        var xs = [Int64](repeating: 0, count: piece.count)
        var ys = [Int64](repeating: 0, count: piece.count)
        var cursor = (x: piece.minX, y: piece.minY)
        for i in 0..<piece.count {
            cursor.x += try reader.readSignedVarint()
            cursor.y += try reader.readSignedVarint()
            guard (piece.minX...piece.maxX).contains(cursor.x), (piece.minY...piece.maxY).contains(cursor.y)
            else {
                throw reader.corrupt("a point lies outside its piece's box")
            }
            xs[i] = cursor.x
            ys[i] = cursor.y
        }
        guard reader.isAtEnd else { throw reader.corrupt("a piece has bytes after its points") }
        return (xs, ys)
    }

    /// The owners whose area holds `coordinate` (usually one; none at sea or outside every area).
    func owners(at coordinate: Coordinate) throws -> [Owner] {
        let column = grid.column(of: coordinate.longitude)
        let row = grid.row(of: coordinate.latitude)
        guard let cell = try cell(column: column, row: row) else { return [] }
        if let fill = cell.fill { return [fill] }
        let upd = Double(grid.unitsPerDegree)
        let px = (coordinate.longitude + 180) * upd - Double(column * grid.cellUnits)
        let py = (coordinate.latitude + 90) * upd - Double(row * grid.cellUnits)
        var parity: [Owner: Bool] = [:]
        for piece in cell.pieces
        where Double(piece.minX) <= px && px <= Double(piece.maxX) && Double(piece.minY) <= py
            && py <= Double(piece.maxY)
        {
            let (xs, ys) = try points(of: piece)
            if AreaFile.contains(xs, ys, x: px, y: py) { parity[piece.owner, default: false].toggle() }
        }
        return parity.filter(\.value).map(\.key).sorted { "\($0)" < "\($1)" }
    }

    /// Even-odd point-in-ring test in cell units.
    static func contains(_ xs: [Int64], _ ys: [Int64], x: Double, y: Double) -> Bool {
        var inside = false
        var j = xs.count - 1
        for i in 0..<xs.count {
            let ay = Double(ys[i])
            let by = Double(ys[j])
            if (ay > y) != (by > y) {
                let ax = Double(xs[i])
                let bx = Double(xs[j])
                if x < (bx - ax) * (y - ay) / (by - ay) + ax { inside.toggle() }
            }
            j = i
        }
        return inside
    }

    /// The distance in kilometres from `coordinate` to every owner within `radius` kilometres
    /// (0 for owners that hold it), measured on a local flat projection around the point.
    ///
    /// Only pieces whose box lies within the radius are decoded.
    func distances(from coordinate: Coordinate, within radius: Double) throws -> [Owner: Double] {
        let kmPerDegree = 111.195
        let cosine = max(cos(coordinate.latitude * .pi / 180), 1e-6)
        let dLat = radius / kmPerDegree
        let south = max(-90, coordinate.latitude - dLat)
        let north = min(90, coordinate.latitude + dLat)
        let dLon = min(radius / (kmPerDegree * max(cos(max(abs(south), abs(north)) * .pi / 180), 1e-6)), 180)
        let rows = grid.row(of: south)...grid.row(of: north)
        let cellDegrees = grid.cellDegrees
        let westColumn = Int(((coordinate.longitude - dLon + 180) / cellDegrees).rounded(.down))
        let eastColumn = Int(((coordinate.longitude + dLon + 180) / cellDegrees).rounded(.down))
        let columnSpans = PlaceFile.wrap(westColumn...eastColumn, columns: grid.columns)
        let upd = Double(grid.unitsPerDegree)
        var result: [Owner: Double] = [:]
        func note(_ owner: Owner, _ d: Double) {
            guard d <= radius else { return }
            if let known = result[owner], known <= d { return }
            result[owner] = d
        }
        for row in rows {
            for span in columnSpans {
                for column in span {
                    guard let cell = try cell(column: column, row: row) else { continue }
                    let west = grid.longitude(ofColumnEdge: column)
                    let southEdge = grid.latitude(ofRowEdge: row)
                    // Points in km from the query point; longitudes taken the short way round.
                    func x(_ units: Int64) -> Double {
                        var d = west + Double(units) / upd - coordinate.longitude
                        if d > 180 { d -= 360 } else if d < -180 { d += 360 }
                        return d * cosine * kmPerDegree
                    }
                    func y(_ units: Int64) -> Double {
                        (southEdge + Double(units) / upd - coordinate.latitude) * kmPerDegree
                    }
                    if let fill = cell.fill {
                        let side = Int64(grid.cellUnits)
                        note(fill, AreaFile.distanceToRectangle(x0: x(0), x1: x(side), y0: y(0), y1: y(side)))
                        continue
                    }
                    var inside: [Owner: Bool] = [:]
                    var edge: [Owner: Double] = [:]
                    for piece in cell.pieces {
                        let box = AreaFile.distanceToRectangle(
                            x0: x(piece.minX), x1: x(piece.maxX), y0: y(piece.minY), y1: y(piece.maxY))
                        guard box <= radius else { continue }
                        let (ux, uy) = try points(of: piece)
                        let xs = ux.map(x)
                        let ys = uy.map(y)
                        var d = Double.infinity
                        var isInside = false
                        var j = xs.count - 1
                        for i in 0..<xs.count {
                            // An edge wholly beyond the radius on one side cannot be nearer.
                            if !(min(xs[i], xs[j]) > radius || max(xs[i], xs[j]) < -radius
                                || min(ys[i], ys[j]) > radius || max(ys[i], ys[j]) < -radius)
                            {
                                d = min(d, AreaFile.distanceToSegment(xs[j], ys[j], xs[i], ys[i]))
                            }
                            if (ys[i] > 0) != (ys[j] > 0),
                                0 < (xs[j] - xs[i]) * (0 - ys[i]) / (ys[j] - ys[i]) + xs[i]
                            {
                                isInside.toggle()
                            }
                            j = i
                        }
                        if isInside { inside[piece.owner, default: false].toggle() }
                        edge[piece.owner] = min(edge[piece.owner] ?? .infinity, d)
                    }
                    for (owner, d) in edge { note(owner, inside[owner] == true ? 0 : d) }
                }
            }
        }
        return result
    }

    /// Distance from the origin to a segment.
    static func distanceToSegment(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) -> Double {
        let dx = bx - ax
        let dy = by - ay
        let length = dx * dx + dy * dy
        var t = length > 0 ? -(ax * dx + ay * dy) / length : 0
        t = min(max(t, 0), 1)
        let px = ax + t * dx
        let py = ay + t * dy
        return (px * px + py * py).squareRoot()
    }

    /// Distance from the origin to an axis-parallel rectangle (0 inside).
    static func distanceToRectangle(x0: Double, x1: Double, y0: Double, y1: Double) -> Double {
        let dx = max(min(x0, x1) - 0, 0, 0 - max(x0, x1))
        let dy = max(min(y0, y1) - 0, 0, 0 - max(y0, y1))
        return (dx * dx + dy * dy).squareRoot()
    }

    /// Decodes every cell and table entry; returns the number of areas.
    func validateAll() throws -> Int {
        var previous = -1
        let directory = self.directory
        for entry in 0..<cellCount {
            let cell = directory.cellIndex(at: entry)
            guard cell > previous, cell < grid.cellCount else {
                throw GeoDataError.corrupt(
                    path: path, detail: "the cell directory is out of order or off the grid")
            }
            previous = cell
            let decoded = try readCell(entry: entry, column: cell % grid.columns, row: cell / grid.columns)
            for owner in (decoded.fill.map { [$0] } ?? []) + decoded.pieces.map(\.owner) {
                _ = try size(of: owner)
            }
            for piece in decoded.pieces { _ = try points(of: piece) }
        }
        for i in 0..<areaCount { _ = try area(at: i) }
        for g in 0..<groupCount {
            _ = try areaIndex(of: .group(g), at: Coordinate(latitude: 0, longitude: 0))
        }
        return areaCount
    }
}
