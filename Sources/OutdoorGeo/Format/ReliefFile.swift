import Foundation

/// Read access to a tiled raster pyramid (the shaded relief), memory-mapped.
///
/// Opening checks the header, the level table and that every tile's bytes lie inside the
/// payload; reading a tile returns its stored (compressed) bytes and touches nothing else.
final class ReliefFile: Sendable {
    let path: String
    let tileSize: Int
    let levels: [ReliefLevel]
    private let file: MappedFile
    private let directoryOffset: Int
    private let payloadOffset: Int

    init(path: String) throws {
        let file = try MappedFile(path: path)
        let bytes = file.bytes
        let codes = try GeoFileFormat.readCommonHeader(
            bytes, path: path, headerSize: GeoFileFormat.rasterHeaderSize)
        guard codes.content == GeoFileFormat.rasterContent else {
            throw GeoDataError.wrongContent(
                path: path, detail: "it holds content \(codes.content), not the relief raster (3)")
        }
        let tileSize = Int(ByteReader.uint32(bytes, at: 16))
        let levelCount = Int(ByteReader.uint32(bytes, at: 20))
        let tableOffset = Int(ByteReader.uint32(bytes, at: 24))
        let directoryOffset = Int(ByteReader.uint32(bytes, at: 28))
        let payloadOffset = Int(ByteReader.uint32(bytes, at: 32))
        let tileCount = Int(ByteReader.uint32(bytes, at: 36))
        let encoding = ByteReader.uint32(bytes, at: 40)
        guard encoding == 1 else {
            throw GeoDataError.corrupt(path: path, detail: "tile encoding \(encoding) is not JPEG (1)")
        }
        guard (16...4096).contains(tileSize), (1...32).contains(levelCount) else {
            throw GeoDataError.corrupt(
                path: path, detail: "a tile side of \(tileSize) or \(levelCount) levels is out of range")
        }
        guard tableOffset + levelCount * GeoFileFormat.rasterLevelEntrySize <= directoryOffset,
            directoryOffset + tileCount * 8 == payloadOffset, payloadOffset <= bytes.count
        else {
            throw GeoDataError.truncated(
                path: path, detail: "the level table or tile directory runs past its end")
        }
        var levels: [ReliefLevel] = []
        var expectedFirst = 0
        for i in 0..<levelCount {
            let at = tableOffset + i * GeoFileFormat.rasterLevelEntrySize
            let width = Int(ByteReader.uint32(bytes, at: at))
            let height = Int(ByteReader.uint32(bytes, at: at + 4))
            let first = Int(ByteReader.uint32(bytes, at: at + 8))
            guard width > 0, height > 0, width <= 1 << 20, height <= 1 << 20, first == expectedFirst else {
                throw GeoDataError.corrupt(path: path, detail: "level \(i) of the relief is damaged")
            }
            let level = ReliefLevel(
                width: width, height: height, columns: (width + tileSize - 1) / tileSize,
                rows: (height + tileSize - 1) / tileSize, firstTile: first)
            expectedFirst += level.columns * level.rows
            levels.append(level)
        }
        guard expectedFirst == tileCount else {
            throw GeoDataError.corrupt(
                path: path, detail: "the relief lists \(tileCount) tiles, its levels \(expectedFirst)")
        }
        self.path = path
        self.file = file
        self.tileSize = tileSize
        self.levels = levels
        self.directoryOffset = directoryOffset
        self.payloadOffset = payloadOffset
    }

    /// The stored bytes of a tile, or nil for a flat tile (all neutral grey).
    func tile(level: Int, column: Int, row: Int) throws -> [UInt8]? {
        guard levels.indices.contains(level) else {
            throw GeoDataError.invalidQuery("the relief has no level \(level)")
        }
        let l = levels[level]
        guard (0..<l.columns).contains(column), (0..<l.rows).contains(row) else {
            throw GeoDataError.invalidQuery("the relief's level \(level) has no tile \(column), \(row)")
        }
        let bytes = file.bytes
        let entry = directoryOffset + (l.firstTile + row * l.columns + column) * 8
        let offset = Int(ByteReader.uint32(bytes, at: entry))
        let length = Int(ByteReader.uint32(bytes, at: entry + 4))
        guard length > 0 else { return nil }
        let start = payloadOffset + offset
        guard offset >= 0, start + length <= bytes.count else {
            throw GeoDataError.truncated(path: path, detail: "a relief tile runs past the end of the file")
        }
        return Array(bytes[start..<(start + length)])
    }

    /// Checks every tile's place in the file; returns the number of stored (non-flat) tiles.
    func validateAll() throws -> Int {
        var stored = 0
        for (index, level) in levels.enumerated() {
            for row in 0..<level.rows {
                for column in 0..<level.columns where try tile(level: index, column: column, row: row) != nil
                {
                    stored += 1
                }
            }
        }
        return stored
    }
}

/// One level of the relief pyramid: its size in pixels and in tiles.
public struct ReliefLevel: Hashable, Sendable {
    /// Width in pixels: 360 degrees of longitude.
    public var width: Int
    /// Height in pixels: 180 degrees of latitude.
    public var height: Int
    /// Tiles across.
    public var columns: Int
    /// Tiles down.
    public var rows: Int
    /// Index of the level's first tile in the file's directory.
    var firstTile: Int

    /// Degrees of longitude per pixel.
    public var degreesPerPixel: Double { 360 / Double(width) }
}
