import Foundation
import OutdoorCard
import OutdoorDrawing
import OutdoorGeo
import OutdoorMap
import OutdoorMapModel
import OutdoorModel
import OutdoorRaster

/// The map panel of both cards, drawn offline by the project's own tile-free map renderer.
///
/// It is the card's `CardMapProvider` as users get it: the entry card's one place becomes a
/// pin, a trip's stops numbered badges (or dots) joined by the route. The panel is drawn at
/// twice the card's density (a 984 x 360 panel is a 492 x 180 map at scale 2), so place names, the scale bar and the pin stay legible when a phone shows the
/// whole card on a small screen. A short panel (a landscape card with a photo, a note and a
/// weather card) is magnified less, so the map keeps `minimumMapSide` logical pixels and the
/// whole pin fits above the scale bar. The card prints the data credit under the panel itself.
public final class OfflineMapProvider: CardMapProvider {
    let renderer: MapRenderer

    /// How much larger than the card's own scale the map draws its lines and labels.
    public static let magnification = 2.0
    /// Points of paper per logical pixel of a printed map: its 11 to 13-pixel names print at 7.5
    /// to 9 points, its pins about a centimetre tall, as on a printed locator map.
    public static let paperMagnification = 0.68

    /// The resolution a printed map is planned for, in pixels per point (300 dpi).
    public static let paperScale = 300.0 / 72

    /// The fewest logical pixels a side of the map keeps, the magnification giving way below it.
    ///
    /// A pin reaches 42 logical pixels above its position and the scale bar takes 22 at the
    /// bottom; the map's fitting keeps 40% of a small map for the content, which leaves the
    /// whole pin in view from about 82 pixels up.
    public static let minimumMapSide = 96.0

    /// Makes a provider drawing from `database` with `fonts` (use it from one thread at a time).
    public init(database: GeoDatabase, fonts: FontLibrary) {
        renderer = MapRenderer(database: database, fonts: fonts)
    }

    public var attribution: String { MapAttribution.bundledData }

    /// The magnification for a panel of `width` x `height` points: 2, less for a short panel.
    public static func magnification(panelWidth width: Double, height: Double) -> Double {
        min(magnification, max(1, min(width, height) / minimumMapSide))
    }

    /// The map request a card's panel request turns into: its stops as pins, as precise as the
    /// coordinates mode allows, with the route and merging the card asks for.
    ///
    /// The map is magnified (`magnification(panelWidth:height:)`), drawn in the card's theme and
    /// accent without its own credit line (the card prints it, the radar's too), with the radar
    /// frame and its legend when the card asks for one, and sized in logical pixels rounded up, so the
    /// picture may be a device pixel larger than the panel on each side: `cropped(_:to:)` trims it.
    public func mapRequest(for request: CardMapRequest) -> MapRequest {
        let precision = request.coordinates.locationPrecision
        let pins = request.stops.map {
            MapPin($0.coordinate, precision: precision, mark: Self.mark($0.mark), placeName: $0.placeName)
        }
        let pixelSize = request.pixelSize
        let width = Double(pixelSize.width) / request.scale
        let height = Double(pixelSize.height) / request.scale
        let magnification =
            request.medium == .paper
            ? Self.paperMagnification : Self.magnification(panelWidth: width, height: height)
        // On paper the scale only sets how finely lines are thinned and when relief shows: a
        // fixed 300 dpi, so a printed map looks the same whatever the photos' resolution.
        let deviceScale = request.medium == .paper ? Self.paperScale : request.scale
        let scale = min(deviceScale * magnification, MapRequest.scaleRange.upperBound)
        return MapRequest(
            width: Int((width / magnification).rounded(.up)),
            height: Int((height / magnification).rounded(.up)), scale: scale,
            theme: request.theme == .dark ? .dark : .light, units: request.units, view: .automatic,
            overlays: (request.drawsRoute ? [MapRoute(joining: pins)] : [])
                + [MapMarkers(pins, clusters: request.clustersStops)],
            showsAttribution: false,
            accentColor: CardPalette.of(request.theme).accent,
            radar: request.radar.map { MapRadar(frame: $0.frame, timeText: $0.timeText) })
    }

    public func mapPanel(_ request: CardMapRequest) throws -> PixelBuffer {
        try Self.cropped(renderer.render(mapRequest(for: request)), to: request.pixelSize)
    }

    /// Draws the map: as vectors on a document page (`canvas.isVector`), scaled so a logical
    /// pixel is `paperMagnification` points; as the `mapPanel` picture on a pixel canvas.
    public func drawPanel(_ request: CardMapRequest, on canvas: Canvas, in panel: CGRect) throws {
        guard canvas.isVector else {
            try drawPicture(request, on: canvas, in: panel)
            return
        }
        let map = mapRequest(for: request)
        let magnification = Double(panel.width) / Double(map.width)
        try canvas.withSavedState {
            canvas.translate(x: Double(panel.minX), y: Double(panel.minY))
            canvas.scale(x: magnification, y: magnification)
            try renderer.draw(map, on: canvas)
        }
    }

    /// The map's marker for a card's mark.
    static func mark(_ mark: CardMapRequest.Mark) -> MapPin.Mark {
        switch mark {
        case .pin: return .pin
        case .number(let number): return .number(number)
        case .dot: return .dot
        }
    }

    /// The top-left `size` pixels of `pixels` (the map is rounded up to whole points); `pixels`
    /// itself when it already has that size.
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
