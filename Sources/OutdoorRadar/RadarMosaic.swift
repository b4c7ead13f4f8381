import Foundation
import OutdoorImage
import OutdoorModel
import OutdoorRaster

/// Puts a frame's tiles together into one picture of the planned area, and stores it compactly.
///
/// Tiles are checked to be PNGs of exactly the tile size, decoded, and copied where the plan
/// puts them, each clipped to the picture; the picture keeps the tiles' colours and
/// transparency. It is stored as a PNG compressed hard (level 9; mostly clear, so it compresses well).
public struct RadarMosaic {
    /// The plan the tiles follow.
    public let plan: RadarTilePlan
    /// The picture being filled (premultiplied BGRA, clear where no tile has painted).
    public let pixels: PixelBuffer

    /// The compression used for stored pictures (measured: about a third smaller than level 1).
    static let encoder = PNGEncoder(compressionLevel: 9, filter: .adaptive)

    /// Makes an empty, clear picture of the plan's size.
    public init(plan: RadarTilePlan) throws {
        self.plan = plan
        do {
            pixels = try PixelBuffer(width: plan.width, height: plan.height)
        } catch {
            throw RadarError.pictureFailed(cause: ErrorCause(error))
        }
    }

    /// Decodes one tile's bytes and copies it into place; throws `RadarError.badTile`.
    public func place(_ data: Data, for tile: RadarTilePlan.Tile, provider: String) throws {
        func bad(_ detail: String) -> RadarError {
            .badTile(provider: provider, zoom: plan.zoom, x: tile.x, y: tile.y, detail: detail)
        }
        let decoded: DecodedImage
        do {
            guard try ImageSniffer.identify(data) == .png else { throw bad("it is a JPEG or HEIC image") }
            decoded = try ImageDecoder.decode(data)
        } catch let error as RadarError {
            throw error
        } catch {
            throw bad("\(error)")
        }
        let source = decoded.pixels
        guard source.width == plan.tileSize, source.height == plan.tileSize else {
            throw bad(
                "it is \(source.width)x\(source.height) pixels, not \(plan.tileSize)x\(plan.tileSize)")
        }
        let x0 = max(tile.originX, 0)
        let x1 = min(tile.originX + source.width, plan.width)
        let y0 = max(tile.originY, 0)
        let y1 = min(tile.originY + source.height, plan.height)
        guard x1 > x0, y1 > y0 else { return }
        for y in y0..<y1 {
            let from = source.baseAddress + (y - tile.originY) * source.bytesPerRow + (x0 - tile.originX) * 4
            let to = pixels.baseAddress + y * pixels.bytesPerRow + x0 * 4
            to.copyMemory(from: from, byteCount: (x1 - x0) * 4)
        }
    }

    /// The finished frame: the picture as a PNG with its bounds, time and source.
    public func frame(time: Date, source: RadarSource) throws -> RadarFrame {
        do {
            let png = try Self.encoder.encode(pixels)
            let info = RadarFrameInfo(
                time: time, source: source, bounds: try plan.bounds, zoom: plan.zoom, pixelWidth: plan.width,
                pixelHeight: plan.height, byteCount: png.count)
            return RadarFrame(info: info, image: png)
        } catch {
            throw RadarError.pictureFailed(cause: ErrorCause(error))
        }
    }
}
