import Foundation
import OutdoorImage
import OutdoorRaster

/// Encodes card pixels, tagged with their colour space, and nothing else.
///
/// The photo's EXIF (GPS position, camera, capture time) never reaches the output, which holds
/// no metadata chunks or segments beyond the colour tag (the PNG has IHDR, sRGB, IDAT and IEND;
/// the JPEG libjpeg's JFIF marker and the sRGB ICC profile in APP2).
public enum CardEncoder {
    /// The JPEG quality used when none is given.
    public static let defaultJPEGQuality = 90

    /// Encodes `pixels` as `format`; `quality` (1-100) applies to JPEG only.
    ///
    /// PNG uses `PNGEncoder.card` (Average filter, fastest deflate level: a story card in about
    /// 25 ms and under 2 MB); JPEG is baseline with 4:2:0 chroma and optimised Huffman tables.
    /// Cards are composed in sRGB (photos converted into it from their own profiles).
    public static func encode(
        _ pixels: PixelBuffer, format: CardFormat, quality: Int = defaultJPEGQuality,
        space: ColourSpace = .sRGB
    ) throws -> Data {
        switch format {
        case .png:
            var encoder = PNGEncoder.card
            encoder.colourSpace = space
            return try encoder.encode(pixels)
        case .jpeg:
            guard (1...100).contains(quality) else { throw CardError.invalidQuality(quality) }
            return try JPEGEncoder(quality: quality, chroma: .yuv420, optimizeCoding: true).encode(
                pixels, in: space)
        }
    }
}
