import Foundation
import OutdoorDrawing
import OutdoorMapModel
import OutdoorModel
import OutdoorRaster

/// The card's map: anything that can plan and draw the map a `MapRequest` describes for a
/// card's panel.
///
/// Every card asks through it, in the map's own vocabulary (`CardMap` makes their requests): the
/// entry card for its one place, the trip summary for the trip's stops and route, the activity
/// card for its track. A card's map is planned once (`plan`): the plan says which sources it
/// draws (`PlannedCardMap.credits`), the card composes its credit line from them and draws that
/// same plan. The provider draws only the map picture (water, land, lines, labels, the overlays
/// and a scale bar, as it sees fit); the card cuts it to the panel, clips it to its rounded
/// shape, draws the panel's hairline, and prints the credit under the panel in the card's own
/// type. The provider is called on the thread that renders the card, while the photo decodes on
/// another thread.
public protocol CardMapProvider {
    /// Plans the map `request` describes, without drawing it.
    func plan(_ request: MapRequest) throws -> any PlannedCardMap

    /// The sources a card's map may draw, for sizing its credit line before the panel is known:
    /// what `plan` credits is never more than this for a request with the same `showsDetail`.
    func possibleCredits(showingDetail: Bool) -> [MapCredit]

    /// The width in kilometres of the closest view imported map detail (an OpenStreetMap region)
    /// reads well at around `coordinates`, or nil when no region covers any of them: a card of
    /// such places asks for a view that close, draws the detail and credits it.
    func detailWidthKilometres(covering coordinates: [Coordinate]) -> Double?
}

/// A card's map, planned: what it will draw and the means to draw it, once.
public protocol PlannedCardMap {
    /// The request it was planned for.
    var request: MapRequest { get }

    /// The sources the map draws, whose credit the card prints under it.
    var credits: [MapCredit] { get }

    /// The map's picture: exactly `request.pixelWidth` x `request.pixelHeight` pixels,
    /// premultiplied ARGB32, owned by the caller.
    func picture() throws -> PixelBuffer

    /// Draws the map into `panel` (points) on `canvas`, already clipped to the panel's shape.
    ///
    /// A map that can draws vectors on a document page (`canvas.isVector`), so a printed map
    /// stays sharp at any size; the default draws `picture()`.
    func draw(on canvas: Canvas, in panel: CGRect) throws
}

extension CardMapProvider {
    /// The bundled data, and OpenStreetMap's detail when it may be shown.
    public func possibleCredits(showingDetail: Bool) -> [MapCredit] {
        [.bundledData] + (showingDetail ? [.openStreetMap] : [])
    }

    /// No imported detail: the bundled data only.
    public func detailWidthKilometres(covering coordinates: [Coordinate]) -> Double? { nil }
}

extension PlannedCardMap {
    public func draw(on canvas: Canvas, in panel: CGRect) throws {
        try drawPicture(on: canvas, in: panel)
    }

    /// Draws `picture()` over `panel`, cut to the panel's device pixels.
    public func drawPicture(on canvas: Canvas, in panel: CGRect) throws {
        try canvas.drawImage(
            checkedPicture(croppedTo: CardRenderer.pixelSize(of: panel, scale: canvas.scale)), in: panel,
            fit: .cover)
    }

    /// The picture, checked to have the request's size, cut to the top-left `size`.
    ///
    /// Throws `CardError.mapFailed` with the provider's own message when it fails, and
    /// `CardError.mapWrongSize` when its picture does not have the request's size.
    func checkedPicture(croppedTo size: PixelSize) throws -> PixelBuffer {
        let image: PixelBuffer
        do {
            image = try picture()
        } catch {
            throw CardError.mapFailed(cause: ErrorCause(error))
        }
        guard image.width == request.pixelWidth, image.height == request.pixelHeight else {
            throw CardError.mapWrongSize(
                expected: PixelSize(width: request.pixelWidth, height: request.pixelHeight),
                actual: PixelSize(width: image.width, height: image.height))
        }
        return try CardMap.cropped(image, to: size)
    }
}

/// A planned map that is only a picture, drawn when asked: for providers that cannot plan
/// ahead (a stand-in, a remote renderer), crediting what the request says it shows.
public struct PicturedCardMap: PlannedCardMap {
    public let request: MapRequest
    public let credits: [MapCredit]
    private let draw: () throws -> PixelBuffer

    /// A map of `request` whose picture `draw` makes, crediting `credits` (by default the
    /// request's own sources without detail).
    public init(_ request: MapRequest, credits: [MapCredit]? = nil, draw: @escaping () throws -> PixelBuffer)
    {
        self.request = request
        self.credits = credits ?? request.credits(showingDetail: false)
        self.draw = draw
    }

    public func picture() throws -> PixelBuffer { try draw() }
}
