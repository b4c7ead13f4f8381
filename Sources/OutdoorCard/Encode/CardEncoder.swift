import Foundation
import OutdoorImage
import OutdoorRaster

/// Encodes card pixels, and nothing but pixels.
///
/// The photo's EXIF (GPS position, camera, capture time) never reaches the output, which holds
/// no metadata chunks or segments at all (the PNG has IHDR, IDAT and IEND only; the JPEG only
/// libjpeg's JFIF marker).
public enum CardEncoder {
    /// The JPEG quality used when none is given.
    public static let defaultJPEGQuality = 90

    /// Encodes `pixels` as `format`; `quality` (1-100) applies to JPEG only.
    ///
    /// PNG uses `PNGEncoder.card` (Average filter, fastest deflate level: a story card in about
    /// 25 ms and under 2 MB); JPEG is baseline with 4:2:0 chroma and optimised Huffman tables.
    public static func encode(_ pixels: PixelBuffer, format: CardFormat, quality: Int = defaultJPEGQuality)
        throws -> Data
    {
        switch format {
        case .png:
            return try PNGEncoder.card.encode(pixels)
        case .jpeg:
            guard (1...100).contains(quality) else { throw CardError.invalidQuality(quality) }
            return try JPEGEncoder(quality: quality, chroma: .yuv420, optimizeCoding: true).encode(pixels)
        }
    }
}
