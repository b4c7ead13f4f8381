import OutdoorModel

/// A mapped file of a region's named points: header checked, entries decoded per query.
final class DetailPointFile: Sendable {
    let path: String
    /// The number of points in the file.
    let count: Int
    private let file: MappedFile
    private let grid: CellGrid
    private let cellCount: Int
    private let directoryOffset: Int
    private let entriesOffset: Int
    private let stringsOffset: Int

    /// Maps the file and checks its header and sections.
    init(path: String) throws {
        let file = try MappedFile(path: path)
        let bytes = file.bytes
        let common = try GeoFileFormat.readCommonHeader(
            bytes, path: path, headerSize: GeoFileFormat.detailPointHeaderSize)
        guard common.content == GeoFileFormat.detailPointContent, let grid = DetailPointGrid.grid else {
            throw GeoDataError.wrongContent(path: path, detail: "it is not a file of map detail points")
        }
        let count = Int(ByteReader.uint32(bytes, at: 16))
        let cellCount = Int(ByteReader.uint32(bytes, at: 20))
        let directoryOffset = Int(ByteReader.uint32(bytes, at: 24))
        let entriesOffset = Int(ByteReader.uint32(bytes, at: 28))
        let stringsOffset = Int(ByteReader.uint32(bytes, at: 32))
        guard cellCount <= count, directoryOffset == GeoFileFormat.detailPointHeaderSize,
            directoryOffset + cellCount * GeoFileFormat.directoryEntrySize == entriesOffset,
            entriesOffset + count * GeoFileFormat.detailPointEntrySize == stringsOffset,
            stringsOffset <= bytes.count
        else {
            throw GeoDataError.corrupt(
                path: path, detail: "its sections do not fit the file's \(bytes.count) bytes")
        }
        self.path = path
        self.file = file
        self.grid = grid
        self.count = count
        self.cellCount = cellCount
        self.directoryOffset = directoryOffset
        self.entriesOffset = entriesOffset
        self.stringsOffset = stringsOffset
    }

    /// The cell of directory entry `i`.
    private func cell(at i: Int) -> Int {
        Int(ByteReader.uint32(file.bytes, at: directoryOffset + i * GeoFileFormat.directoryEntrySize))
    }

    /// The entries of directory entry `i`, checked.
    private func entries(at i: Int) throws -> Range<Int> {
        let bytes = file.bytes
        let first = Int(
            ByteReader.uint32(bytes, at: directoryOffset + i * GeoFileFormat.directoryEntrySize + 4))
        let end =
            i + 1 < cellCount
            ? Int(
                ByteReader.uint32(bytes, at: directoryOffset + (i + 1) * GeoFileFormat.directoryEntrySize + 4)
            )
            : count
        guard first < end, end <= count else {
            throw GeoDataError.corrupt(path: path, detail: "the cell directory's entry \(i) is out of order")
        }
        return first..<end
    }

    /// The first directory entry whose cell is at least `cell` (binary search).
    private func firstEntry(atLeast cell: Int) -> Int {
        var low = 0
        var high = cellCount
        while low < high {
            let mid = (low + high) / 2
            if self.cell(at: mid) < cell { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Appends the points inside `box` (within -180...180), moved east by `shift` degrees.
    func points(in box: GeoBox, longitudeShift shift: Double, into result: inout [DetailPoint]) throws {
        let columns = grid.touchedColumns(west: box.west, east: box.east)
        for row in grid.touchedRows(south: box.south, north: box.north) {
            let first = row * grid.columns + columns.lowerBound
            let last = row * grid.columns + columns.upperBound
            var i = firstEntry(atLeast: first)
            while i < cellCount, cell(at: i) <= last {
                for e in try entries(at: i) {
                    let point = try decode(e)
                    let c = point.coordinate
                    if c.latitude >= box.south, c.latitude <= box.north, c.longitude >= box.west,
                        c.longitude <= box.east
                    {
                        var moved = point
                        moved.coordinate = Coordinate(latitude: c.latitude, longitude: c.longitude + shift)
                        result.append(moved)
                    }
                }
                i += 1
            }
        }
    }

    /// Decodes every entry, checking the directory order; returns the number of points.
    func validateAll() throws -> Int {
        var previous = -1
        for i in 0..<cellCount {
            guard cell(at: i) > previous, cell(at: i) < grid.cellCount else {
                throw GeoDataError.corrupt(path: path, detail: "the cell directory is not in ascending order")
            }
            previous = cell(at: i)
            for e in try entries(at: i) { _ = try decode(e) }
        }
        return count
    }

    /// Decodes entry `i`.
    private func decode(_ i: Int) throws -> DetailPoint {
        let bytes = file.bytes
        let base = entriesOffset + i * GeoFileFormat.detailPointEntrySize
        let longitude = Double(Int32(bitPattern: ByteReader.uint32(bytes, at: base))) / 1e6
        let latitude = Double(Int32(bitPattern: ByteReader.uint32(bytes, at: base + 4))) / 1e6
        let nameOffset = Int(ByteReader.uint32(bytes, at: base + 8))
        let coordinate = Coordinate(latitude: latitude, longitude: longitude)
        guard let kind = DetailPointKind(rawValue: bytes[base + 12]), coordinate.isValid else {
            throw GeoDataError.corrupt(path: path, detail: "point \(i) is not valid")
        }
        let elevation =
            bytes[base + 13] & 1 == 1
            ? Int(Int16(bitPattern: ByteReader.uint16(bytes, at: base + 14))) : nil
        let start = stringsOffset + nameOffset
        guard start < bytes.count else {
            throw GeoDataError.corrupt(path: path, detail: "point \(i)'s name is outside the names")
        }
        var reader = try ByteReader(bytes: bytes, range: start..<bytes.count, path: path)
        let length = try reader.readCount(limit: reader.remaining, what: "a name length")
        guard let name = String(validating: try reader.readBytes(length), as: UTF8.self) else {
            throw GeoDataError.corrupt(path: path, detail: "point \(i)'s name is not valid UTF-8")
        }
        return DetailPoint(kind: kind, name: name, coordinate: coordinate, elevation: elevation)
    }
}
