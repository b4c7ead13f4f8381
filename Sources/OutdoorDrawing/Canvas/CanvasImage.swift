import Foundation
import OutdoorRaster

/// A picture to draw: pixels, or on a document page a JPEG stream embedded as it is.
///
/// On a page, a JPEG stream is written into the document unchanged (PDF's DCTDecode), so a
/// photo is neither decoded nor compressed again; pixels without one are compressed losslessly.
public struct CanvasImage: Sendable {
    /// Width of the stored picture in pixels (before any EXIF orientation is applied).
    public let width: Int
    /// Height of the stored picture in pixels.
    public let height: Int
    /// The pixels (premultiplied ARGB32), when the picture has them.
    public let pixels: PixelBuffer?
    /// A baseline or progressive JPEG of exactly these `width` x `height` pixels, 1 or 3
    /// components, to embed instead of the pixels on a document page.
    public let jpeg: Data?

    /// A picture made of `pixels`.
    public static func pixels(_ pixels: PixelBuffer) -> CanvasImage {
        CanvasImage(width: pixels.width, height: pixels.height, pixels: pixels, jpeg: nil)
    }

    /// A picture known only by its JPEG stream of `width` x `height` pixels: drawable on
    /// document pages only (a pixel canvas would have to decode it).
    ///
    /// The stream must be one the PDF format can carry as it is: 8-bit, 1 or 3 components,
    /// Huffman coded (baseline or progressive). The caller checks that; the drawing layer does
    /// not parse JPEG.
    public static func jpeg(_ data: Data, width: Int, height: Int) -> CanvasImage {
        CanvasImage(width: width, height: height, pixels: nil, jpeg: data)
    }
}
