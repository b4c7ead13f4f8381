import Foundation
import OutdoorDrawing
import OutdoorMapModel
import OutdoorModel
import OutdoorRaster

/// The card's map: anything that can draw the map a `MapRequest` describes for a card's panel.
///
/// Both cards ask through it, in the map's own vocabulary (`CardMap` makes their requests): the
/// entry card for its one place, the trip summary for the trip's stops and route. The provider
/// returns only the map picture (water, land, lines, labels, the overlays and a scale bar, as it
/// sees fit); the card cuts it to the panel, clips it to its rounded shape, draws the panel's
/// hairline, and prints `attribution` under the panel in the card's own type. The provider is
/// called on the thread that renders the card, while the photo decodes on another thread.
public protocol CardMapProvider {
    /// A picture of exactly `request.pixelWidth` x `request.pixelHeight` pixels; premultiplied
    /// ARGB32, owned by the caller.
    func mapPanel(_ request: MapRequest) throws -> PixelBuffer

    /// Draws the map for `request` into `panel` (points) on `canvas`, already clipped to the
    /// panel's rounded shape.
    ///
    /// The default draws `mapPanel`'s picture. A provider that can draws vectors on a document
    /// page (`canvas.isVector`), so a printed map stays sharp at any size.
    func drawPanel(_ request: MapRequest, on canvas: Canvas, in panel: CGRect) throws

    /// The credit line for the map's data, printed under the panel.
    var attribution: String { get }

    /// The width in kilometres of the closest view imported map detail (an OpenStreetMap region)
    /// reads well at around `coordinates`, or nil when no region covers any of them: a card of
    /// such places asks for a view that close, draws the detail and credits it.
    func detailWidthKilometres(covering coordinates: [Coordinate]) -> Double?

    /// Whether the map `request` describes draws imported detail (so its credit must say so).
    func drawsDetail(_ request: MapRequest) throws -> Bool
}

extension CardMapProvider {
    /// The credit line for the project's bundled map data (GSHHG coastlines, GeoNames places).
    public var attribution: String { MapAttribution.bundledData }

    /// No imported detail: the bundled data only.
    public func detailWidthKilometres(covering coordinates: [Coordinate]) -> Double? { nil }

    /// No imported detail: the bundled data only.
    public func drawsDetail(_ request: MapRequest) throws -> Bool { false }

    public func drawPanel(_ request: MapRequest, on canvas: Canvas, in panel: CGRect) throws {
        try drawPicture(request, on: canvas, in: panel)
    }

    /// Draws `mapPanel`'s picture of `request` over `panel`, cut to the panel's device pixels.
    public func drawPicture(_ request: MapRequest, on canvas: Canvas, in panel: CGRect) throws {
        try canvas.drawImage(
            checkedPanel(request, croppedTo: CardRenderer.pixelSize(of: panel, scale: canvas.scale)),
            in: panel,
            fit: .cover)
    }

    /// The picture for `request`, checked to have the request's size, cut to the top-left `size`.
    ///
    /// Throws `CardError.mapFailed` with the provider's own message when it fails, and
    /// `CardError.mapWrongSize` when its picture does not have the request's size.
    func checkedPanel(_ request: MapRequest, croppedTo size: PixelSize) throws -> PixelBuffer {
        let picture: PixelBuffer
        do {
            picture = try mapPanel(request)
        } catch {
            throw CardError.mapFailed(cause: ErrorCause(error))
        }
        guard picture.width == request.pixelWidth, picture.height == request.pixelHeight else {
            throw CardError.mapWrongSize(
                expected: PixelSize(width: request.pixelWidth, height: request.pixelHeight),
                actual: PixelSize(width: picture.width, height: picture.height))
        }
        return try Self.cropped(picture, to: size)
    }

    /// The top-left `size` pixels of `pixels` (the map is rounded up to whole logical pixels);
    /// `pixels` itself when it already has that size.
    static func cropped(_ pixels: PixelBuffer, to size: PixelSize) throws -> PixelBuffer {
        guard pixels.width != size.width || pixels.height != size.height else { return pixels }
        let out = try PixelBuffer(width: size.width, height: size.height, hasAlpha: pixels.hasAlpha)
        let rowBytes = min(size.width, pixels.width) * 4
        for y in 0..<min(size.height, pixels.height) {
            (out.baseAddress + y * out.bytesPerRow).copyMemory(
                from: pixels.baseAddress + y * pixels.bytesPerRow, byteCount: rowBytes)
        }
        return out
    }
}
