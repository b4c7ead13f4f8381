import Foundation
import OutdoorModel
import OutdoorRaster

/// A decoded photo: premultiplied BGRA pixels plus the orientation still to apply when drawing.
///
/// This is where a decoded, resampled photo leaves the codec layer. Colours are the file's own
/// (no colour management); `iccProfile` carries the embedded profile where one was read.
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
    /// The photo's embedded ICC profile, when the decoder read one (HEIF `colr` of type prof or
    /// rICC); JPEG APP2 and PNG iCCP profiles are not read yet.
    public let iccProfile: Data?

    /// Makes a value.
    public init(
        pixels: PixelBuffer, orientation: ExifOrientation, format: PhotoFormat, fullSize: PixelSize,
        iccProfile: Data? = nil
    ) {
        self.pixels = pixels
        self.orientation = orientation
        self.format = format
        self.fullSize = fullSize
        self.iccProfile = iccProfile
    }

    /// The size of `pixels` once `orientation` is applied.
    public var uprightSize: PixelSize {
        orientation.upright(PixelSize(width: pixels.width, height: pixels.height))
    }
}
