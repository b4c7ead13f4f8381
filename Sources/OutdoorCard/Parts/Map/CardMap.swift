import OutdoorMapModel
import OutdoorModel
import OutdoorRaster

/// How a card's map panel asks for its map, in the map's own vocabulary (`MapRequest`).
///
/// The entry card marks its one place with a pin, the trip summary its stops with numbered
/// badges (or dots, merged into counts, past `TripSummaryCard.numberedStopLimit`) joined by the
/// route; the overlays come from the disclosed entries (`DisclosedEntry.mapOverlays`), so the map
/// only ever receives coordinates as rounded as `--coords` allows, and a hidden place's withheld
/// area. The map is drawn at twice the
/// card's density (a 984 x 360 panel is a 492 x 180 map at scale 2), so place names, the scale
/// bar and the pin stay legible when a phone shows the whole card on a small screen; a short
/// panel (a landscape card with a photo, a note and a weather card) is magnified less, so the
/// map keeps `minimumMapSide` logical pixels and the whole pin fits above the scale bar. The
/// card prints the data credit under the panel itself.
public enum CardMap {
    /// How much larger than the card's own scale the map draws its lines and labels.
    public static let magnification = 2.0
    /// Points of paper per logical pixel of a printed map: its 11 to 13-pixel names print at 7.5
    /// to 9 points, its pins about a centimetre tall, as on a printed locator map.
    public static let paperMagnification = 0.68
    /// The resolution a printed map is planned for, in pixels per point (300 dpi).
    public static let paperScale = 300.0 / 72

    /// How wide a card's map is by default where imported detail covers the place, in
    /// kilometres: about 5 km either side of the entry, the roads, trails, peaks and huts of a
    /// day out (the bundled data alone reads from `MapRequest.defaultMinimumWidthKilometres`).
    public static let detailWidthKilometres = 10.0

    /// The lowest a card's map panel may be, in points: the card layouts give the map at least
    /// this much (`CardDesign`'s minimum map height reads it), so the panel shows a place, its
    /// neighbours and the pin's whole head (issue 24's rule for the landscape preset).
    public static let minimumPanelHeight = 200.0

    /// The fewest logical pixels a side of the map keeps, the magnification giving way below it.
    ///
    /// A pin reaches 42 logical pixels above its position and the scale bar takes 22 at the
    /// bottom; the map's fitting keeps 40% of a small map for the content, which leaves the
    /// whole pin in view from about 82 pixels up.
    public static let minimumMapSide = 96.0

    /// The magnification for a panel of `width` x `height` points: 2, less for a short panel.
    public static func magnification(panelWidth width: Double, height: Double) -> Double {
        min(magnification, max(1, min(width, height) / minimumMapSide))
    }

    /// The request for a panel of `pixelSize` device pixels at `scale` on `medium`, showing
    /// `overlays` in the card's theme, accent and units, on a view at least
    /// `minimumWidthKilometres` across.
    ///
    /// The map is magnified (`magnification(panelWidth:height:)`; `paperMagnification` on paper)
    /// and drawn without its own credit line (the card prints it, the radar's too). It is sized
    /// in logical pixels rounded up, so its picture may be a device pixel larger than the panel
    /// on each side: the card keeps the top-left `pixelSize`.
    public static func request(
        pixelSize: PixelSize, scale: Double, medium: CardMapMedium, theme: CardTheme, units: UnitSystem,
        overlays: [any MapOverlay], minimumWidthKilometres: Double = MapRequest.defaultMinimumWidthKilometres,
        showsDetail: Bool = false
    ) -> MapRequest {
        let width = Double(pixelSize.width) / scale
        let height = Double(pixelSize.height) / scale
        let magnification =
            medium == .paper ? paperMagnification : Self.magnification(panelWidth: width, height: height)
        // On paper the scale only sets how finely lines are thinned and when relief shows: a
        // fixed 300 dpi, so a printed map looks the same whatever the photos' resolution.
        let deviceScale = medium == .paper ? paperScale : scale
        var request = MapRequest(
            width: Int((width / magnification).rounded(.up)),
            height: Int((height / magnification).rounded(.up)),
            scale: min(deviceScale * magnification, MapRequest.scaleRange.upperBound),
            theme: theme == .dark ? .dark : .light, units: units, view: .automatic, overlays: overlays,
            showsAttribution: false, accentColor: CardPalette.of(theme).accent,
            minimumWidthKilometres: minimumWidthKilometres)
        request.showsDetail = showsDetail
        return request
    }

    /// The smallest width of an entry card's map that shows a track, in kilometres: a day's walk
    /// fills the panel, where the card's map of a place alone is 100 km across.
    public static let trackMinimumWidthKilometres = 20.0

    /// The longest credit line a card's map may need, for laying the card out before its map is
    /// planned: `map`'s possible sources (OpenStreetMap's when `showsDetail`), then `others`.
    public static func possibleAttribution(
        _ map: any CardMapProvider, showsDetail: Bool, others: [MapCredit] = []
    ) -> String {
        MapAttribution.line(map.possibleCredits(showingDetail: showsDetail) + others)
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
