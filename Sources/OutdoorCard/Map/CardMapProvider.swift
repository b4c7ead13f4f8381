import Foundation
import OutdoorDrawing
import OutdoorModel
import OutdoorRaster

/// The card's map: anything that can draw a picture of places for a card's map panel.
///
/// Both cards ask through it: the entry card for its one place, the trip summary for the trip's
/// stops and route. The provider returns only the map picture (water, land, lines, labels, the
/// marks or areas and a scale bar, as it sees fit); the card clips it to its rounded panel,
/// draws the panel's hairline, and prints `attribution` under the panel in the card's own type.
/// The provider is called on the thread that renders the card, while the photo decodes on
/// another thread.
public protocol CardMapProvider {
    /// A picture of exactly `request.pixelSize` pixels; premultiplied ARGB32, owned by the caller.
    func mapPanel(_ request: CardMapRequest) throws -> PixelBuffer

    /// Draws the map for `request` into `panel` (points) on `canvas`, already clipped to the
    /// panel's rounded shape.
    ///
    /// The default draws `mapPanel`'s picture. A provider that can draws vectors on a document
    /// page (`canvas.isVector`), so a printed map stays sharp at any size.
    func drawPanel(_ request: CardMapRequest, on canvas: Canvas, in panel: CGRect) throws

    /// The credit line for the map's data, printed under the panel.
    var attribution: String { get }
}

extension CardMapProvider {
    /// The credit line for the project's bundled map data (GSHHG coastlines, GeoNames places).
    public var attribution: String { MapAttribution.bundledData }

    public func drawPanel(_ request: CardMapRequest, on canvas: Canvas, in panel: CGRect) throws {
        try drawPicture(request, on: canvas, in: panel)
    }

    /// Draws `mapPanel`'s picture of `request` over `panel`, cover-fitted.
    public func drawPicture(_ request: CardMapRequest, on canvas: Canvas, in panel: CGRect) throws {
        try canvas.drawImage(checkedPanel(request), in: panel, fit: .cover)
    }

    /// The picture for `request`, checked to have the panel's size.
    ///
    /// Throws `CardError.mapFailed` with the provider's own message when it fails, and
    /// `CardError.mapWrongSize` when its picture does not fit the panel.
    func checkedPanel(_ request: CardMapRequest) throws -> PixelBuffer {
        let picture: PixelBuffer
        do {
            picture = try mapPanel(request)
        } catch {
            throw CardError.mapFailed(cause: ErrorCause(error))
        }
        guard picture.width == request.pixelSize.width, picture.height == request.pixelSize.height else {
            throw CardError.mapWrongSize(
                expected: request.pixelSize, actual: PixelSize(width: picture.width, height: picture.height))
        }
        return picture
    }
}
