import OutdoorModel
import OutdoorRaster

/// The size limits every codec checks before it allocates anything, in pixels.
///
/// Headers are checked before decoding: a malformed file may claim any size. A JPEG is
/// decoded at a reduced DCT scale where that suffices, so its header may claim more pixels
/// than a buffer may hold; PNG and HEIC images are decoded whole, so they must fit a buffer.
public enum ImageLimits {
    /// Largest width or height any header may claim, in pixels.
    public static let maxSide = 65_535
    /// Largest JPEG a header may claim, in pixels (250 megapixels; decoded at reduced scale).
    public static let maxJPEGPixels = 250_000_000
    /// Largest PNG or HEIC image a header may claim, in pixels (decoded whole, so a buffer's worth).
    public static let maxFullDecodePixels = PixelBuffer.maxPixels
    /// Cap on libjpeg's working memory in bytes; a progressive JPEG needs a whole-image
    /// coefficient buffer (6 bytes per pixel at 4:4:4), so this bounds what it may allocate.
    public static let maxJPEGMemory = 320 * 1024 * 1024
    /// Most scans a progressive JPEG may have (as TurboJPEG's limit): bounds decoding time.
    public static let maxJPEGScans = 500

    /// Throws when `width` x `height` is empty or beyond `maxPixels` or `maxSide`.
    static func check(width: Int, height: Int, maxPixels: Int, format: PhotoFormat) throws {
        guard width > 0, height > 0 else { throw ImageError.emptyImage(format) }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= maxPixels else {
            throw ImageError.tooLarge(width: width, height: height, limit: maxPixels)
        }
        guard width <= maxSide, height <= maxSide else {
            throw ImageError.sideTooLong(width: width, height: height, limit: maxSide)
        }
    }
}
