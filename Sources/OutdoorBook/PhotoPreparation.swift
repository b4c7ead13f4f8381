import Foundation
import OutdoorCard
import OutdoorDrawing
import OutdoorImage
import OutdoorModel
import OutdoorRaster

/// How a photo went into the book.
public struct PhotoReport: Sendable, Hashable {
    /// How the picture is embedded.
    public enum Embedding: String, Sendable, Hashable {
        /// The photo's own JPEG data, unchanged but for its metadata segments, cut out.
        case originalJPEG = "original JPEG"
        /// Decoded, scaled down to the print resolution and encoded again as JPEG.
        case scaledJPEG = "scaled JPEG"
        /// Decoded and scaled down, kept lossless (a photo with transparency).
        case lossless
    }

    /// How the picture is embedded.
    public var embedding: Embedding
    /// The embedded picture's size in pixels, as stored.
    public var pixelSize: PixelSize
    /// Its resolution on the page, in pixels per inch.
    public var pixelsPerInch: Double
    /// Bytes of metadata cut from an original JPEG (EXIF, XMP, comments...); 0 otherwise.
    public var metadataBytesRemoved: Int
    /// The printed page it is on, from 1 (0 until the page is drawn).
    public var page = 0

    /// Photos printed at fewer pixels per inch than this look soft on paper: the book names them.
    public static let softPrint = 150.0

    /// Whether the photo prints below `softPrint` pixels per inch.
    public var printsSoft: Bool { pixelsPerInch < Self.softPrint }
}

/// Turns a stored photo into the picture a page embeds, at no more than the print resolution.
///
/// A JPEG that already fits (no more pixels than the resolution needs for its printed size,
/// 8-bit grey or colour, in sRGB or no stated space, as the book's pages are) goes in as it is, its metadata cut out losslessly (`JPEGSegments`);
/// its EXIF turn becomes the page's transform. Anything else is decoded by the project's decoder
/// at the smallest size that covers the printed size, converted into sRGB, area-averaged down
/// to it, and encoded again as JPEG (pixels with transparency stay lossless). Thread-safe: it keeps no state.
enum PhotoPreparation {
    /// The photo for a panel, at no more than `dotsPerInch` for its printed size.
    ///
    /// `panel` gives the panel's size in points for the photo's upright aspect (width over
    /// height). Throws `ImageError` when the bytes do not decode.
    static func prepare(
        _ data: Data, dotsPerInch: Double, jpegQuality: Int, panel: (Double) -> CGSize
    ) throws -> (PagePhoto, PhotoReport) {
        let probe = try ImageProbe.inspect(data)
        let upright = probe.uprightSize
        let aspect = Double(upright.width) / Double(max(upright.height, 1))
        let box = panel(aspect)
        // The photo is drawn whole in its panel (contain): its printed width in points.
        let printedWidth = min(Double(box.width), Double(box.height) * aspect)
        let limit = maximumPixels(upright: upright, printedWidth: printedWidth, dotsPerInch: dotsPerInch)

        if probe.format == .jpeg, let segments = try? JPEGSegments.read(data), segments.isPortableToPDF,
            segments.frame.width == probe.pixelWidth, segments.frame.height == probe.pixelHeight,
            upright.width <= limit.width, upright.height <= limit.height, SRGBCheck.jpegIsSRGB(data)
        {
            let photo = PagePhoto(
                image: .jpeg(segments.withoutMetadata(), width: probe.pixelWidth, height: probe.pixelHeight),
                orientation: probe.orientation)
            return (
                photo,
                PhotoReport(
                    embedding: .originalJPEG,
                    pixelSize: PixelSize(width: probe.pixelWidth, height: probe.pixelHeight),
                    pixelsPerInch: Double(upright.width) / (printedWidth / 72),
                    metadataBytesRemoved: segments.metadataByteCount)
            )
        }

        let decoded = try ImageDecoder.decode(data, covering: limit)
        let orientation = decoded.orientation
        // The largest size within the limit, in the decoded picture's stored orientation.
        let uprightDecoded = decoded.uprightSize
        let factor = min(
            1, Double(limit.width) / Double(uprightDecoded.width),
            Double(limit.height) / Double(uprightDecoded.height))
        var pixels = decoded.pixels
        if factor < 1 {
            let width = max(1, Int(Double(pixels.width) * factor))
            let height = max(1, Int(Double(pixels.height) * factor))
            pixels = try AreaResampler.resample(pixels, width: width, height: height)
        }
        let size = PixelSize(width: pixels.width, height: pixels.height)
        let ppi = Double(orientation.upright(size).width) / (printedWidth / 72)
        if pixels.hasAlpha, !PNGEncoder.isOpaque(pixels) {
            return (
                PagePhoto(image: .pixels(pixels), orientation: orientation),
                PhotoReport(
                    embedding: .lossless, pixelSize: size, pixelsPerInch: ppi, metadataBytesRemoved: 0)
            )
        }
        let jpeg = try JPEGEncoder(quality: jpegQuality, chroma: .yuv420, optimizeCoding: true).encode(pixels)
        return (
            PagePhoto(image: .jpeg(jpeg, width: size.width, height: size.height), orientation: orientation),
            PhotoReport(embedding: .scaledJPEG, pixelSize: size, pixelsPerInch: ppi, metadataBytesRemoved: 0)
        )
    }

    /// The most upright pixels a photo printed `printedWidth` points wide may have at
    /// `dotsPerInch`, keeping its shape.
    static func maximumPixels(upright: PixelSize, printedWidth: Double, dotsPerInch: Double) -> PixelSize {
        let width = max(1, Int((printedWidth / 72 * dotsPerInch).rounded(.down)))
        let height = max(
            1, Int((Double(width) * Double(upright.height) / Double(max(upright.width, 1))).rounded(.down)))
        return PixelSize(width: width, height: max(height, 1))
    }
}
