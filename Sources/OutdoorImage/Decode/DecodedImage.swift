import OutdoorModel
import OutdoorRaster

/// A decoded photo: premultiplied BGRA pixels plus the orientation still to apply when drawing.
public struct DecodedImage: Sendable {
    /// The pixels in stored orientation, premultiplied BGRA (Cairo ARGB32); owned by this value.
    public let pixels: PixelBuffer
    /// The turn the drawing layer must still apply: the EXIF value for JPEG and PNG, `.up` for
    /// HEIF (libheif has already applied the file's rotation and mirroring).
    public let orientation: ExifOrientation
    /// The container format the pixels came from.
    public let format: PhotoFormat
    /// The full size of the image before any reduction, in the same orientation as `pixels`.
    public let fullSize: PixelSize

    /// Makes a value.
    public init(pixels: PixelBuffer, orientation: ExifOrientation, format: PhotoFormat, fullSize: PixelSize) {
        self.pixels = pixels
        self.orientation = orientation
        self.format = format
        self.fullSize = fullSize
    }

    /// The size of `pixels` once `orientation` is applied.
    public var uprightSize: PixelSize {
        orientation.upright(PixelSize(width: pixels.width, height: pixels.height))
    }
}
