import Foundation
import OutdoorModel

/// Checks that bytes are a whole, decodable JPEG, PNG or HEIC photo before they are stored.
///
/// The checks are cheap but complete enough to refuse truncated and corrupt files: a JPEG is
/// decoded at 1/8 scale with libjpeg's corrupt-data warnings treated as errors, a PNG is
/// decoded row by row into one scratch row and read to IEND, and a HEIF file must have whole
/// top-level boxes, parse, and decode its thumbnail (or its primary image when it has none).
/// Sizes are checked against `ImageLimits` before anything is allocated for pixels.
public enum ImageProbe {
    /// How much of a HEIF file the probe decodes.
    public enum HEIFDepth: Sendable {
        /// Decode the thumbnail when the file has one, else the primary image (the default:
        /// a 12 MP primary image takes about 0.7 s to decode, its thumbnail a few ms).
        case thumbnailWhenPresent
        /// Always decode the primary image.
        case primaryImage
    }

    /// Inspects `data`; throws `ImageError` when it is not a photo that decodes.
    public static func inspect(_ data: Data, heifDepth: HEIFDepth = .thumbnailWhenPresent) throws
        -> ProbedImage
    {
        try data.withUnsafeBytes { bytes in
            let format = try ImageSniffer.identify(bytes: bytes)
            var result: ProbedImage
            let exifBlock: [UInt8]?
            let xmpPacket: [UInt8]?
            switch format {
            case .jpeg:
                let size = try JPEGDecoder.verify(bytes)
                result = ProbedImage(format: .jpeg, pixelWidth: size.width, pixelHeight: size.height)
                exifBlock = ExifLocator.jpegExif(bytes)
                xmpPacket = ExifLocator.jpegXMP(bytes)
            case .png:
                let size = try PNGDecoder.verify(bytes)
                result = ProbedImage(format: .png, pixelWidth: size.width, pixelHeight: size.height)
                exifBlock = ExifLocator.pngExif(bytes)
                xmpPacket = ExifLocator.pngXMP(bytes)
            case .heif:
                let inspection = try HEIFDecoder.verify(bytes, decodePrimary: heifDepth == .primaryImage)
                result = ProbedImage(
                    format: .heif, pixelWidth: inspection.size.width, pixelHeight: inspection.size.height)
                exifBlock = inspection.exifItem.map { item in ExifLocator.heifExif(item) ?? [] }
                xmpPacket = inspection.xmpItem
            }
            if let exifBlock {
                do {
                    let (metadata, damage) = try ExifReader.read(exifBlock: exifBlock)
                    result.exif = metadata
                    result.exifError = damage
                } catch let error as ExifError {
                    result.exifError = error
                }
            }
            if let xmpPacket {
                let xmp = XMPReader.read(xmpPacket)
                result.exif = (result.exif ?? ExifMetadata()).filling(from: xmp)
            }
            return result
        }
    }
}
