import OutdoorCard
import OutdoorDrawing
import OutdoorRaster

/// A photo ready for a printed page: its picture as it will be embedded, and its turn.
///
/// The caller prepares it for the panel it will fill (`CardGrid.page`): pixels no denser than
/// the print resolution, or a JPEG stream that already is, embedded unchanged.
public struct PagePhoto: Sendable {
    /// The picture as stored (before `orientation` is applied).
    public var image: CanvasImage
    /// The turn that shows it upright.
    public var orientation: ExifOrientation

    /// A photo whose stored `image` is shown upright by `orientation`.
    public init(image: CanvasImage, orientation: ExifOrientation) {
        self.image = image
        self.orientation = orientation
    }

    /// The photo's width over its height once upright.
    public var aspect: Double {
        let upright = orientation.upright(PixelSize(width: image.width, height: image.height))
        return Double(upright.width) / Double(max(upright.height, 1))
    }
}
