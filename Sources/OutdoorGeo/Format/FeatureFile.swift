import OutdoorModel

/// A mapped line or polygon file: validated header, cell directory, records decoded on demand.
final class FeatureFile: Sendable {
    let path: String
    let layer: GeoLayer
    let level: GeoLevel
    let grid: CellGrid
    let cellCount: Int
    let featureCount: Int
    let pointCount: Int
    private let file: MappedFile
    private let directoryOffset: Int
    private let dataOffset: Int
    private let dataLength: Int

    /// Maps the file and checks its header against the layer and level its name promises.
    init(path: String, layer: GeoLayer, level: GeoLevel) throws {
        let file = try MappedFile(path: path)
        let bytes = file.bytes
        let common = try GeoFileFormat.readCommonHeader(
            bytes, path: path, headerSize: GeoFileFormat.featureHeaderSize)
        guard common.content == GeoFileFormat.featureContent else {
            throw GeoDataError.wrongContent(path: path, detail: "it is not a line or polygon file")
        }
        guard common.layer == layer.rawValue, common.level == level.rawValue else {
            let foundLayer =
                GeoLayer(rawValue: common.layer).map(\.description) ?? "unknown layer \(common.layer)"
            let foundLevel = GeoLevel(rawValue: common.level).map(\.letter) ?? "unknown level \(common.level)"
            throw GeoDataError.wrongContent(
                path: path,
                detail: "it holds \(foundLayer) at level \(foundLevel), not \(layer) at level \(level.letter)"
            )
        }
        var reader = try ByteReader(bytes: bytes, range: 16..<GeoFileFormat.featureHeaderSize, path: path)
        let unitsPerDegree = Int(try reader.readUInt32())
        let cellUnits = Int(try reader.readUInt32())
        let cellCount = Int(try reader.readUInt32())
        let directoryOffset = Int(try reader.readUInt32())
        let dataOffset = Int(try reader.readUInt32())
        let dataLength = Int(try reader.readUInt32())
        let featureCount = Int(try reader.readUInt32())
        let pointCount = Int(try reader.readUInt32())
        // Cells of at least 0.01 degrees keep any query to at most 18,000 rows of directory searches.
        guard (1...1_000_000).contains(unitsPerDegree), cellUnits * 100 >= unitsPerDegree,
            let grid = CellGrid(unitsPerDegree: unitsPerDegree, cellUnits: cellUnits)
        else {
            throw GeoDataError.corrupt(
                path: path,
                detail: "its grid (\(cellUnits) units at \(unitsPerDegree) per degree) is not valid")
        }
        guard cellCount <= grid.cellCount else {
            throw GeoDataError.corrupt(
                path: path, detail: "it lists \(cellCount) cells but its grid has \(grid.cellCount)")
        }
        guard directoryOffset >= GeoFileFormat.featureHeaderSize,
            directoryOffset + cellCount * GeoFileFormat.directoryEntrySize <= dataOffset,
            dataOffset + dataLength == bytes.count
        else {
            throw GeoDataError.corrupt(
                path: path, detail: "its sections do not fit the file's \(bytes.count) bytes")
        }
        self.path = path
        self.layer = layer
        self.level = level
        self.grid = grid
        self.cellCount = cellCount
        self.featureCount = featureCount
        self.pointCount = pointCount
        self.file = file
        self.directoryOffset = directoryOffset
        self.dataOffset = dataOffset
        self.dataLength = dataLength
    }

    /// The cell directory, over the records' bytes.
    private var directory: CellDirectory {
        CellDirectory(file: file, offset: directoryOffset, count: cellCount, end: dataLength, path: path)
    }

    /// The byte range of record `i` inside the file, checked.
    private func recordRange(at i: Int) throws -> Range<Int> {
        let range = try directory.range(at: i)
        return (dataOffset + range.lowerBound)..<(dataOffset + range.upperBound)
    }

    /// Appends the features whose bounds meet `box` (inside -180...180), moved east by `shift` degrees.
    func features(in box: GeoBox, longitudeShift shift: Double, into result: inout [GeoFeature]) throws {
        let columns = grid.touchedColumns(west: box.west, east: box.east)
        let rows = grid.touchedRows(south: box.south, north: box.north)
        let directory = self.directory
        for row in rows {
            let cells = (row * grid.columns + columns.lowerBound)...(row * grid.columns + columns.upperBound)
            for (entry, cell) in directory.entries(in: cells) {
                try decodeRecord(entry: entry, cell: cell, box: box, shift: shift, into: &result)
            }
        }
    }

    /// Decodes every record, checking the directory order; returns the number of features.
    func validateAll() throws -> Int {
        var previous = -1
        var count = 0
        var sink: [GeoFeature] = []
        for entry in 0..<cellCount {
            let cell = directory.cellIndex(at: entry)
            guard cell > previous else {
                throw GeoDataError.corrupt(path: path, detail: "the cell directory is not in ascending order")
            }
            previous = cell
            sink.removeAll(keepingCapacity: true)
            try decodeRecord(entry: entry, cell: cell, box: .world, shift: 0, into: &sink)
            count += sink.count
        }
        return count
    }

    private func decodeRecord(
        entry: Int, cell: Int, box: GeoBox, shift: Double, into result: inout [GeoFeature]
    ) throws {
        guard cell < grid.cellCount else {
            throw GeoDataError.corrupt(
                path: path, detail: "directory entry \(entry) names cell \(cell), outside the grid")
        }
        var reader = try ByteReader(bytes: file.bytes, range: try recordRange(at: entry), path: path)
        let cellUnits = Int64(grid.cellUnits)
        let westUnits = Int64(cell % grid.columns) * cellUnits - 180 * Int64(grid.unitsPerDegree)
        let southUnits = Int64(cell / grid.columns) * cellUnits - 90 * Int64(grid.unitsPerDegree)
        let upd = Double(grid.unitsPerDegree)
        // Every part takes at least 4 bytes: header, count and a 2-byte first point.
        let partCount = try reader.readCount(
            limit: reader.remaining / 4, what: "the number of features in a cell")
        // Points are deltas from the previous point, starting at the cell's south-west corner.
        var x: Int64 = 0
        var y: Int64 = 0
        for _ in 0..<partCount {
            let header = try reader.readVarint()
            guard header >> 2 <= UInt64(UInt8.max),
                let kind = GeoFeatureKind(layer: layer, code: UInt8(header >> 2))
            else {
                throw reader.corrupt("feature code \(header >> 2) is not defined for the \(layer) layer")
            }
            let isClosed = header & 1 == 1
            guard header & 2 == 0 || isClosed else {
                throw reader.corrupt("a line lists hidden edges, which only rings may have")
            }
            // Every point takes at least 2 bytes.
            let count = try reader.readCount(limit: reader.remaining / 2, what: "the number of points")
            guard count >= (isClosed ? 3 : 2) else {
                throw reader.corrupt("a \(isClosed ? "ring" : "line") has only \(count) points")
            }
            var hidden: [Int] = []
            if header & 2 != 0 {
                let hiddenCount = try reader.readCount(limit: count, what: "the number of hidden edges")
                hidden.reserveCapacity(hiddenCount)
                var index = -1
                for i in 0..<hiddenCount {
                    let step = try reader.readCount(limit: count, what: "a hidden edge step")
                    guard i == 0 || step > 0 else { throw reader.corrupt("hidden edges repeat") }
                    index = i == 0 ? step : index + step
                    guard index < count else {
                        throw reader.corrupt("hidden edge \(index) is past the ring's \(count) edges")
                    }
                    hidden.append(index)
                }
            }
            var points: [Coordinate] = []
            points.reserveCapacity(count)
            var minLon = Double.infinity
            var maxLon = -Double.infinity
            var minLat = Double.infinity
            var maxLat = -Double.infinity
            for _ in 0..<count {
                x &+= try reader.readSignedVarint()
                y &+= try reader.readSignedVarint()
                guard x >= 0, x <= cellUnits, y >= 0, y <= cellUnits else {
                    throw reader.corrupt("a point lies outside its cell")
                }
                let lon = Double(westUnits + x) / upd
                let lat = Double(southUnits + y) / upd
                minLon = min(minLon, lon)
                maxLon = max(maxLon, lon)
                minLat = min(minLat, lat)
                maxLat = max(maxLat, lat)
                points.append(Coordinate(latitude: lat, longitude: lon + shift))
            }
            guard maxLon >= box.west, minLon <= box.east, maxLat >= box.south, minLat <= box.north else {
                continue
            }
            result.append(GeoFeature(kind: kind, points: points, isClosed: isClosed, hiddenEdges: hidden))
        }
        guard reader.isAtEnd else {
            throw reader.corrupt("a cell record has \(reader.remaining) bytes left over after its features")
        }
    }
}
