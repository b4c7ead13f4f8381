import Foundation
import OutdoorDisclosure
import OutdoorDrawing
import OutdoorMapModel
import OutdoorModel
import OutdoorRaster

/// Draws a track's activity card: the track on the map, its distance, moving time, ascent and
/// highest point, an elevation profile with the track's entries marked on it, the weather at
/// the start with its credit, and a photo of one of its entries.
///
/// It is made of the cards' own pieces: the header, figures and map of the trip summary, the
/// weather card of the entry card (a size smaller), the photo panel; the profile is its own.
/// Like `CardRenderer`, it takes values and returns values, reads no clock, locale or network,
/// and is used from one thread at a time.
public final class ActivityCard {
    /// The smallest width of a precise activity card's map, in kilometres: a short walk fills it.
    public static let minimumMapWidthKilometres = 8.0

    /// The fonts text is shaped with.
    public let fonts: FontLibrary
    /// The source of the map panel.
    public let map: any CardMapProvider

    /// An activity card drawing text with `fonts` and its map from `map`.
    public init(fonts: FontLibrary, map: any CardMapProvider) {
        self.fonts = fonts
        self.map = map
    }

    /// A photo's bytes made ready for an activity card (decoded on the rendering thread, at the
    /// size of the card's photo panel).
    public static func photo(_ data: Data, options: CardOptions) -> CardPhoto {
        CardPhoto(data, options: options, inBackground: false)
    }

    /// Renders `track`'s card as `activity` discloses it (`Disclosure.activity`): its entries
    /// are those within its time (numbered on the map and the profile in time order), its place
    /// the start's place line as the card may show it; `photo` is one entry's photo (nil for a
    /// card without one).
    ///
    /// Throws `CardError.unsupportedScale` for a scale other than 1 or 2, `CardError.mapFailed`
    /// when the map cannot be drawn, `CardError.photoUnreadable` when the photo no longer
    /// decodes, and the drawing layer's errors otherwise.
    public func render(
        _ track: RecordedTrack, activity: DisclosedActivity, photo: CardPhoto?, options: CardOptions
    ) throws -> RenderedActivityCard {
        guard CardOptions.supportedScales.contains(options.scale) else {
            throw CardError.unsupportedScale(options.scale)
        }
        let scale = Double(options.scale)
        let design = ActivityDesign.of(options.preset)
        let palette = try CardPalette.of(options.theme).converted(into: options.gamut)
        let grid = ActivityGrid.make(preset: options.preset, hasPhoto: photo != nil)
        let ordered = Self.entries(activity.trip.entries.map(\.entry), of: track)
        let showsDetail =
            activity.mode == .precise && map.detailWidthKilometres(covering: [activity.start]) != nil
        var text = ActivityText.make(
            track.track, place: activity.place, options: options,
            mapAttribution: CardMap.possibleAttribution(map, showsDetail: showsDetail))
        let profile = ElevationProfile(
            track.recording, length: track.track.figures.distanceMetres, moments: ordered.map(\.timestamp))
        let (texts, layout) = try arrange(
            text, grid: grid, design: design, palette: palette, hasProfile: profile != nil)

        let (pixelWidth, pixelHeight) = options.pixelSize
        let canvas = try Canvas(
            pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, background: palette.background)
        var colourWarning: String?
        if let photo, let panel = layout.photo {
            let target = CardRenderer.pixelSize(of: panel, scale: scale)
            guard let decoding = photo.decoding(covering: target) else { throw CardError.photoReleased }
            let image = try decoding.image()
            colourWarning = image.colourWarning
            // Framed as the entry card frames it (--fit, --focus, the subject), the weather card
            // rising over the photo's bottom edge kept off the subject.
            let placement = try PhotoPlacement.make(
                image: image, panel: target, framing: options.framing,
                coveredBottom: PhotoPlacement.coveredShare(of: panel, by: layout.weatherCard))
            try CardPainter(canvas: canvas, palette: palette, design: design.card).drawPhoto(
                image, placement: placement, in: panel)
            photo.painted(target)
        }
        let painter = CardPainter(canvas: canvas, palette: palette, design: design.card)
        var request: MapRequest?
        if let panel = layout.map, panel.width > 0, panel.height > 0 {
            request = Self.mapRequest(
                activity, pixelSize: CardRenderer.pixelSize(of: panel, scale: scale),
                scale: scale,
                options: options, showsDetail: showsDetail)
        }
        if let credit = try painter.drawMap(
            CardPainter.plan(request, with: map), panel: layout.map, credit: layout.mapAttribution,
            attribution: texts.mapAttribution, gamut: options.gamut)
        {
            text.mapAttribution = credit
        }
        try painter.drawHeader(texts, layout: layout)
        try painter.drawFigures(
            texts.figures, grid: texts.figureGrid(design: design, grid: grid),
            captionSpacing: design.summary.figureCaptionSpacing, in: layout.figures)
        if let profile, let box = layout.profile {
            try painter.drawProfile(profile, texts: texts, in: box, design: design, fonts: fonts)
        }
        if let weather = text.weather, let box = layout.weatherCard,
            let inside = texts.weatherCard(design: design, width: Double(box.width))
        {
            try painter.drawWeatherCard(weather, texts: texts, inside: inside, card: layout.weatherCard)
        }
        return RenderedActivityCard(
            pixels: try canvas.pixelBuffer(), layout: layout, text: text, options: options,
            entryCount: ordered.count, profile: profile, mapRequest: request,
            shownTitle: texts.header.title.text, photoColourWarning: colourWarning)
    }

    /// The entries of `track`: those whose moment falls within its time, in time order.
    public static func entries(_ entries: [JournalEntry], of track: RecordedTrack) -> [JournalEntry] {
        entries.filter { track.track.contains($0.timestamp) }.sorted { $0.isBefore($1) }
    }

    /// Shapes and stacks the texts: the design's figure sizes, then smaller, then the title on one line.
    func arrange(
        _ text: ActivityText, grid: ActivityGrid, design: ActivityDesign, palette: CardPalette,
        hasProfile: Bool
    ) throws -> (ActivityTextLayouts, ActivityLayout) {
        var best: (ActivityTextLayouts, ActivityLayout)?
        for oneLineTitle in [false, true] {
            var sizes = design.summary.figureValueSizes
            while true {
                var texts = try ActivityTextLayouts(
                    text: text, grid: grid, design: design, palette: palette, fonts: fonts, figureSizes: sizes
                )
                if oneLineTitle { try texts.header.limitTitle(toLines: 1) }
                let layout = ActivityLayout.make(
                    design: design, grid: grid,
                    measurements: texts.measurements(design: design, grid: grid, hasProfile: hasProfile))
                if layout.overflow <= 0 { return (texts, layout) }
                if best.map({ layout.overflow < $0.1.overflow }) ?? true { best = (texts, layout) }
                sizes = sizes.filter { $0 < texts.figureValueSize }
                if sizes.isEmpty { break }
            }
        }
        guard let best else { throw CardError.noEntries }
        return best
    }

    /// What the card asks of its map for `activity` in a panel of `pixelSize` device pixels at `scale`.
    ///
    /// The track is shown as its disclosure allows (`DisclosedActivity.mapOverlays`): precise,
    /// whole with its start and end marked and its entries numbered on it, on a view at least
    /// `minimumMapWidthKilometres` across; approximate, rounded, with the soft area of an
    /// approximate place at its start; hidden, only what lies far from its ends and entries, on
    /// the region's view of a hidden place at its start, naming nothing near them.
    public static func mapRequest(
        _ activity: DisclosedActivity, pixelSize: PixelSize, scale: Double, options: CardOptions,
        medium: CardMapMedium = .screen, showsDetail: Bool = false
    ) -> MapRequest {
        CardMap.request(
            pixelSize: pixelSize, scale: scale, medium: medium, theme: options.theme, units: options.units,
            overlays: activity.mapOverlays(),
            minimumWidthKilometres: options.mapWidthKilometres
                ?? (activity.mode == .precise
                    ? minimumMapWidthKilometres : MapRequest.defaultMinimumWidthKilometres),
            showsDetail: showsDetail)
    }
}

/// A rendered activity card: its pixels and the decisions that shaped them.
public struct RenderedActivityCard: Sendable {
    /// The card's pixels (premultiplied ARGB32, opaque), owned by this value.
    public let pixels: PixelBuffer
    /// Where everything went, in points.
    public let layout: ActivityLayout
    /// The texts shown.
    public let text: ActivityText
    /// The options it was rendered with.
    public let options: CardOptions
    /// How many entries are numbered on the map and profile.
    public let entryCount: Int
    /// The profile drawn; nil when the track has no heights.
    public let profile: ElevationProfile?
    /// What the map provider was asked for; nil without a map.
    public let mapRequest: MapRequest?
    /// The title as drawn (ending with "…" when cut).
    public let shownTitle: String
    /// Why the photo's colours may look different from the original (an unusual profile), or nil.
    public let photoColourWarning: String?
}
