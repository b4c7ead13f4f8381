import OutdoorModel
import OutdoorRaster

/// What a probe learned about a photo that decodes: its format, size and EXIF metadata.
public struct ProbedImage: Sendable, Equatable {
    /// Container format.
    public var format: PhotoFormat
    /// Width in pixels as stored: for HEIF, as libheif presents it (its own transforms applied).
    public var pixelWidth: Int
    /// Height in pixels as stored: for HEIF, as libheif presents it (its own transforms applied).
    public var pixelHeight: Int
    /// EXIF metadata, when the file carries an EXIF block that could be read.
    public var exif: ExifMetadata?
    /// Damage found in the EXIF block; the image itself is fine and may be stored anyway.
    public var exifError: ExifError?

    /// Makes a value.
    public init(
        format: PhotoFormat, pixelWidth: Int, pixelHeight: Int, exif: ExifMetadata? = nil,
        exifError: ExifError? = nil
    ) {
        self.format = format
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.exif = exif
        self.exifError = exifError
    }

    /// The turn still to apply to see the image upright: EXIF's for JPEG and PNG, `.up` for HEIF.
    public var orientation: ExifOrientation {
        format == .heif ? .up : (exif?.orientation ?? .up)
    }

    /// The size once `orientation` is applied, in pixels.
    public var uprightSize: PixelSize {
        orientation.upright(PixelSize(width: pixelWidth, height: pixelHeight))
    }
}
