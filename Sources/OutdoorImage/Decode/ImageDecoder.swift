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
    ///
    /// Colours are converted into `space` (sRGB unless asked) from what the file says about
    /// them (ICC profile, PNG sRGB/gAMA/cHRM, HEIF nclx) with Little CMS, after resampling, so
    /// only the small picture is converted; a profile that cannot be used leaves a warning in
    /// `colourWarning` and the photo is taken as sRGB. With `space` nil, colours stay the file's.
    public static func decode(
        _ data: Data, covering target: PixelSize? = nil, cropping: Bool = false,
        into space: ColourSpace? = .sRGB
    ) throws -> DecodedImage {
        if let target, target.width <= 0 || target.height <= 0 {
            throw ImageError.emptyTarget(target)
        }
        return try data.withUnsafeBytes { bytes in
            let format = try ImageSniffer.identify(bytes: bytes)
            switch format {
            case .jpeg:
                let exif = ExifLocator.jpegExif(bytes).flatMap(metadata(exifBlock:))
                let orientation = exif?.orientation ?? .up
                let colour = ColourLocator.jpeg(bytes)
                var cmyk: CMYKColour?
                if case .icc(let icc) = colour, let space { cmyk = CMYKColour(icc: icc, space: space) }
                let (pixels, stored) = try JPEGDecoder.decode(
                    bytes, orientation: orientation, target: target, cropping: cropping, cmyk: cmyk)
                if let cmyk, cmyk.converted || cmyk.warning != nil {
                    // A CMYK JPEG: its rows went through its profile, or plain CMYK became sRGB.
                    let warning = cmyk.converted ? nil : cmyk.warning
                    var image = managed(
                        pixels, orientation: orientation, format: .jpeg, fullSize: stored,
                        colour: cmyk.converted ? colour : .unspecified, into: space,
                        converted: cmyk.converted,
                        warning: warning, reported: colour)
                    image.subjectArea = exif?.subjectArea
                    return image
                }
                var image = managed(
                    pixels, orientation: orientation, format: .jpeg, fullSize: stored, colour: colour,
                    into: space)
                image.subjectArea = exif?.subjectArea
                return image
            case .png:
                let exif = ExifLocator.pngExif(bytes).flatMap(metadata(exifBlock:))
                let orientation = exif?.orientation ?? .up
                let colour = ColourLocator.png(bytes)
                let (pixels, size) = try PNGDecoder.decode(bytes, orientation: orientation, target: target)
                var image = managed(
                    pixels, orientation: orientation, format: .png, fullSize: size, colour: colour,
                    into: space)
                image.subjectArea = exif?.subjectArea
                return image
            case .heif:
                let decoded = try HEIFDecoder.decode(data, bytes, target: target, cropping: cropping)
                return managed(
                    decoded.pixels, orientation: decoded.orientation, format: .heif,
                    fullSize: decoded.fullSize,
                    colour: decoded.colour, into: space)
            }
        }
    }

    /// The decoded image with its colours converted from `colour` into `space` (unless
    /// `converted` says the decoder did it already); `reported` is the colour description kept
    /// in the result when it differs from the one converted from.
    private static func managed(
        _ pixels: PixelBuffer, orientation: ExifOrientation, format: PhotoFormat, fullSize: PixelSize,
        colour: PhotoColour, into space: ColourSpace?, converted: Bool = false, warning: String? = nil,
        reported: PhotoColour? = nil
    ) -> DecodedImage {
        var warning = warning
        if let space, !converted {
            warning = PhotoColourConversion.convert(pixels, from: colour, to: space) ?? warning
        }
        return DecodedImage(
            pixels: pixels, orientation: orientation, format: format, fullSize: fullSize,
            colour: reported ?? colour, colourSpace: space, colourWarning: warning)
    }

    /// The metadata of an EXIF block, ignoring damage (a broken block reads as absent).
    static func metadata(exifBlock: [UInt8]) -> ExifMetadata? {
        (try? ExifReader.read(exifBlock: exifBlock))?.metadata
    }
}
