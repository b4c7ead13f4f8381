import Foundation

/// Writes a tiled raster pyramid file: grey shading in levels of halving resolution, cut into
/// square tiles that are stored compressed (see Data/FORMAT.md, "Raster files").
///
/// The writer knows the layout, not the compression: each tile's bytes come from the caller's
/// `encode` (the converter uses JPEG). Tiles whose every value lies within `neutralTolerance`
/// of the neutral grey (flat land, open sea) are stored empty and cost 8 bytes.
public struct GeoReliefWriter {
    /// Side of a tile in pixels.
    public let tileSize: Int
    /// Values this close to `neutral` count as flat.
    public let neutralTolerance: Int
    /// The grey that means flat: no shade, no light.
    public static let neutral: UInt8 = 128

    private var levels: [(width: Int, height: Int, tiles: [[UInt8]])] = []

    /// A writer cutting levels into `tileSize`-pixel tiles (a multiple of 8, 16...4096).
    public init(tileSize: Int = 256, neutralTolerance: Int = 3) throws {
        guard (16...4096).contains(tileSize), tileSize % 8 == 0 else {
            throw GeoWriteError.invalidSettings(
                "a tile side of \(tileSize) pixels is not a multiple of 8 in 16...4096")
        }
        self.tileSize = tileSize
        self.neutralTolerance = neutralTolerance
    }

    /// Adds the next level (the first is the finest): `width` x `height` grey values, row by row,
    /// covering the world from 180°W to 180°E and 90°N to 90°S in equal steps of longitude and latitude.
    public mutating func addLevel(
        _ grey: [UInt8], width: Int, height: Int, encode: ([UInt8], Int, Int) throws -> [UInt8]
    ) throws {
        guard width > 0, height > 0, grey.count == width * height, width <= 65_535 * tileSize else {
            throw GeoWriteError.invalidSettings("a level of \(width) x \(height) with \(grey.count) values")
        }
        let columns = (width + tileSize - 1) / tileSize
        let rows = (height + tileSize - 1) / tileSize
        var tiles: [[UInt8]] = []
        for row in 0..<rows {
            for column in 0..<columns {
                let w = min(tileSize, width - column * tileSize)
                let h = min(tileSize, height - row * tileSize)
                var tile = [UInt8](repeating: Self.neutral, count: w * h)
                var flat = true
                for y in 0..<h {
                    let source = (row * tileSize + y) * width + column * tileSize
                    for x in 0..<w {
                        let v = grey[source + x]
                        tile[y * w + x] = v
                        if abs(Int(v) - Int(Self.neutral)) > neutralTolerance { flat = false }
                    }
                }
                tiles.append(flat ? [] : try encode(tile, w, h))
            }
        }
        levels.append((width, height, tiles))
    }

    /// The whole file.
    public func encoded() throws -> Data {
        guard !levels.isEmpty, levels.count <= 32 else {
            throw GeoWriteError.invalidSettings("a raster file needs 1 to 32 levels, not \(levels.count)")
        }
        var buffer = ByteBuffer()
        GeoFileFormat.appendCommonHeader(
            to: &buffer, content: GeoFileFormat.rasterContent, layer: 0, level: 0)
        let tableOffset = GeoFileFormat.rasterHeaderSize
        let tileCount = levels.reduce(0) { $0 + $1.tiles.count }
        let directoryOffset = tableOffset + levels.count * GeoFileFormat.rasterLevelEntrySize
        let payloadOffset = directoryOffset + tileCount * 8
        buffer.appendUInt32(UInt32(tileSize))
        buffer.appendUInt32(UInt32(levels.count))
        buffer.appendUInt32(UInt32(tableOffset))
        buffer.appendUInt32(UInt32(directoryOffset))
        buffer.appendUInt32(UInt32(payloadOffset))
        buffer.appendUInt32(UInt32(tileCount))
        buffer.appendUInt32(1)  // tile encoding: 1 = JPEG
        buffer.pad(to: GeoFileFormat.rasterHeaderSize)
        var first = 0
        for level in levels {
            buffer.appendUInt32(UInt32(level.width))
            buffer.appendUInt32(UInt32(level.height))
            buffer.appendUInt32(UInt32(first))
            buffer.appendUInt32(0)
            first += level.tiles.count
        }
        var offset = 0
        for level in levels {
            for tile in level.tiles {
                buffer.appendUInt32(UInt32(offset))
                buffer.appendUInt32(UInt32(tile.count))
                offset += tile.count
            }
        }
        for level in levels {
            for tile in level.tiles { buffer.append(tile) }
        }
        guard buffer.count <= Int(UInt32.max) else {
            throw GeoWriteError.invalidSettings("the raster file would pass 4 GB")
        }
        buffer.setUInt32(UInt32(buffer.count), at: 12)
        return Data(buffer.bytes)
    }
}
