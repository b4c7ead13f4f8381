import Foundation
import OutdoorModel
import OutdoorRaster

/// Decodes JPEG, PNG and HEIC photos to premultiplied BGRA for drawing.
public enum ImageDecoder {
    /// Decodes `data` at the smallest size that still covers `target` (upright pixels) once the
    /// returned orientation is applied, or whole when `target` is nil.
    ///
    /// JPEGs decode at a reduced DCT scale (M/8); rows are then area-averaged as they arrive down
    /// to the size that just covers the target (when that is more than 4/3 smaller), so the full
    /// decoded size is never held in memory and the drawing layer draws at about 1:1.
    /// Damaged JPEG data decodes as well as libjpeg can (grey where data is missing); the
    /// strict checks belong to `ImageProbe`, which runs before a photo is stored.
    ///
    /// With `cropping`, the result may hold only the centred part of the photo with the target's
    /// shape, which is all a cover fit shows: grid HEICs then decode only the tiles it meets,
    /// progressive JPEGs turn only those blocks into pixels.
    /// Drawn with a cover fit, the picture is the same either way.
    public static func decode(_ data: Data, covering target: PixelSize? = nil, cropping: Bool = false) throws
        -> DecodedImage
    {
        if let target, target.width <= 0 || target.height <= 0 {
            throw ImageError.emptyTarget(target)
        }
        return try data.withUnsafeBytes { bytes in
            let format = try ImageSniffer.identify(bytes: bytes)
            switch format {
            case .jpeg:
                let orientation = ExifLocator.jpegExif(bytes).flatMap(orientation(exifBlock:)) ?? .up
                let (pixels, stored) = try JPEGDecoder.decode(
                    bytes, orientation: orientation, target: target, cropping: cropping)
                return DecodedImage(pixels: pixels, orientation: orientation, format: .jpeg, fullSize: stored)
            case .png:
                let orientation = ExifLocator.pngExif(bytes).flatMap(orientation(exifBlock:)) ?? .up
                let (pixels, size) = try PNGDecoder.decode(bytes, orientation: orientation, target: target)
                return DecodedImage(pixels: pixels, orientation: orientation, format: .png, fullSize: size)
            case .heif:
                let decoded = try HEIFDecoder.decode(bytes, target: target, cropping: cropping)
                return DecodedImage(
                    pixels: decoded.pixels, orientation: decoded.orientation, format: .heif,
                    fullSize: decoded.fullSize, iccProfile: decoded.iccProfile)
            }
        }
    }

    /// The orientation tag of an EXIF block, ignoring damage (a broken block reads as upright).
    private static func orientation(exifBlock: [UInt8]) -> ExifOrientation? {
        (try? ExifReader.read(exifBlock: exifBlock))?.metadata.orientation
    }
}
