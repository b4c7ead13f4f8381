import Foundation
import OutdoorModel
import OutdoorRaster

/// A decoded photo: premultiplied BGRA pixels plus the orientation still to apply when drawing.
///
/// This is where a decoded, resampled photo leaves the codec layer. Colours are in `colourSpace`
/// (converted from the file's own, `colour`, by Little CMS), or the file's own when it is nil.
public struct DecodedImage: Sendable {
    /// The pixels in stored orientation, premultiplied BGRA (Cairo ARGB32); owned by this value.
    public let pixels: PixelBuffer
    /// The turn the drawing layer must still apply: the EXIF value for JPEG and PNG; for HEIF the
    /// file's irot/imir when the tile decoder decoded it, `.up` when libheif applied them.
    public let orientation: ExifOrientation
    /// The container format the pixels came from.
    public let format: PhotoFormat
    /// The full size of the image before any reduction or crop, in the same orientation as `pixels`.
    public let fullSize: PixelSize
    /// What the file says about its colours (embedded ICC profile, PNG sRGB/gAMA, HEIF nclx).
    public let colour: PhotoColour
    /// The space `pixels` are in, or nil when they keep the file's own colours.
    public let colourSpace: ColourSpace?
    /// Why the file's colour description was not used (the photo then taken as sRGB), or nil.
    public let colourWarning: String?
    /// The camera's subject area from EXIF (JPEG and PNG), in stored pixels of `fullSize`.
    public var subjectArea: ExifSubjectArea?

    /// Makes a value.
    public init(
        pixels: PixelBuffer, orientation: ExifOrientation, format: PhotoFormat, fullSize: PixelSize,
        colour: PhotoColour = .unspecified, colourSpace: ColourSpace? = nil, colourWarning: String? = nil
    ) {
        self.pixels = pixels
        self.orientation = orientation
        self.format = format
        self.fullSize = fullSize
        self.colour = colour
        self.colourSpace = colourSpace
        self.colourWarning = colourWarning
    }

    /// The embedded ICC profile, when the file has one.
    public var iccProfile: Data? {
        if case .icc(let data) = colour { return data }
        return nil
    }

    /// The size of `pixels` once `orientation` is applied.
    public var uprightSize: PixelSize {
        orientation.upright(PixelSize(width: pixels.width, height: pixels.height))
    }
}
