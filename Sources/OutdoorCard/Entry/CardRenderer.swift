import Foundation
import OutdoorDisclosure
import OutdoorDrawing
import OutdoorImage
import OutdoorMapModel
import OutdoorModel
import OutdoorRaster

/// Turns a journal entry into its share card: the photo, the weather card with its provider's
/// credit, the title, date and place, the note, and a map of the place.
///
/// The renderer takes values and returns values: the entry as `Disclosure` allows it to be
/// shown (`DisclosedEntry`: place line, coordinates, map marks), the photo's bytes, options, fonts
/// and a map provider go in; pixels (or encoded bytes, see `export`) come out. It reads no
/// clock, locale, network or system font of its own: the time zone is the entry's, the fonts
/// are the library passed in (hermetic for golden tests, with system fallback for users).
///
/// While the card is drawn, the photo decodes on a background thread at the smallest size
/// that covers its panel; it is painted last, with the weather card that rises over it. The
/// renderer, like its font library, is not `Sendable`: the compiler keeps it on one thread.
public final class CardRenderer {
    /// The fonts text is shaped with.
    public let fonts: FontLibrary
    /// The source of the map panel.
    public let map: any CardMapProvider

    /// A renderer drawing text with `fonts` and maps from `map`.
    public init(fonts: FontLibrary, map: any CardMapProvider) {
        self.fonts = fonts
        self.map = map
    }

    /// Renders `entry`'s card with `photo` (the stored bytes: JPEG, PNG or HEIC), or a card
    /// laid out without a photo when `photo` is nil.
    ///
    /// Throws `CardError.photoUnreadable` when the bytes no longer decode, `CardError.mapFailed`
    /// when the map provider fails, and the drawing layer's errors otherwise.
    public func render(
        _ entry: DisclosedEntry, photo: Data?, options: CardOptions, radar: RadarFrame? = nil
    ) throws -> RenderedCard {
        try render(
            entry, preparedPhoto: photo.map { CardPhoto($0, options: options) }, options: options,
            radar: radar)
    }

    /// Renders `entry`'s card with a photo whose decoding may already be under way.
    ///
    /// With `radar` (the frame frozen with the entry) the map panel shows it with its legend and
    /// the frame's time in the entry's time zone, and the credit under the panel names its source.
    /// The map shows the entry's tracks as its disclosure allows (`DisclosedEntry.tracks`).
    public func render(
        _ entry: DisclosedEntry, preparedPhoto photo: CardPhoto?, options: CardOptions,
        radar: RadarFrame? = nil
    ) throws -> RenderedCard {
        guard CardOptions.supportedScales.contains(options.scale) else {
            throw CardError.unsupportedScale(options.scale)
        }
        let scale = Double(options.scale)
        let design = CardDesign.of(options.preset)
        let palette = try CardPalette.of(options.theme).converted(into: options.gamut)
        let grid = CardGrid.make(
            preset: options.preset, photoAspect: photo.map { $0.aspect ?? CardGrid.defaultPhotoAspect })

        // Start the photo first: it decodes while everything else is measured and drawn.
        var decoding: PhotoDecoding?
        var photoTarget: PixelSize?
        if let photo, let panel = grid.photo {
            photoTarget = Self.pixelSize(of: panel, scale: scale)
            decoding = photoTarget.flatMap { photo.decoding(covering: $0) }
            if decoding == nil { throw CardError.photoReleased }
        }
        defer { decoding?.waitUntilFinished() }

        let composed = try compose(
            entry, grid: grid, design: design, palette: palette, options: options, radar: radar)
        let (pixelWidth, pixelHeight) = options.pixelSize
        let canvas = try Canvas(
            pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, background: palette.background)
        var colourWarning: String?
        var placement: PhotoPlacement?
        var resolutionWarning: String?
        let painted = try paint(
            composed, entry: entry, on: canvas, options: options, medium: .screen, radar: radar
        ) { panel in
            guard let running = decoding, let photoTarget else { return }
            let image = try running.image()
            colourWarning = image.colourWarning
            // The weather card rising over the photo's bottom edge hides what is under it.
            let covered =
                composed.layout.photoIsBackdrop
                ? 0 : PhotoPlacement.coveredShare(of: panel, by: composed.layout.weatherCard)
            let placed = try PhotoPlacement.make(
                image: image, panel: photoTarget, framing: options.framing.applied(to: entry.entry),
                coveredBottom: covered)
            placement = placed
            resolutionWarning = placed.resolutionWarning(
                photo: image.orientation.upright(image.fullSize), preset: options.preset)
            try CardPainter(canvas: canvas, palette: palette, design: design).drawPhoto(
                image, placement: placed, in: panel)
            if let photo {
                // The pixels are in the canvas now: let the decoded copy go before the card is encoded.
                photo.painted(photoTarget)
                decoding?.waitUntilFinished()
                decoding = nil
            }
        }
        let texts = composed.texts
        var card = RenderedCard(
            pixels: try canvas.pixelBuffer(), layout: composed.layout, text: painted.text, options: options,
            titleSize: texts.header.titleSize, titleIsCut: texts.header.titleIsCut,
            shownTitle: texts.header.title.text,
            shownNote: painted.shownNote, photoColourWarning: colourWarning)
        card.photoPlacement = placement
        card.photoResolutionWarning = resolutionWarning
        return card
    }

    /// A card's texts shaped and placed: everything decided before drawing.
    struct ComposedCard {
        var text: CardText
        var texts: CardTextLayouts
        var layout: CardLayout
        var weatherCard: WeatherCardLayout?
        var design: CardDesign
        var palette: CardPalette
        /// The width of a view with imported detail around the place, when a region covers it (the
        /// map may then draw the detail, and its credit names OpenStreetMap).
        var detailWidth: Double?
    }

    /// Shapes `entry`'s texts for `grid` and stacks them with `design`: the title goes to one
    /// line when the map would otherwise lack room.
    ///
    /// With `radar` the texts credit its source.
    func compose(
        _ entry: DisclosedEntry, grid: CardGrid, design: CardDesign, palette: CardPalette,
        options: CardOptions,
        radar: RadarFrame? = nil
    ) throws -> ComposedCard {
        // Imported detail is drawn (and credited) only around a precisely shown place it covers.
        let detailWidth =
            entry.mode == .precise ? map.detailWidthKilometres(covering: [entry.entry.coordinate]) : nil
        let text = CardText.make(
            for: entry, options: options,
            mapAttribution: CardMap.possibleAttribution(map, showsDetail: detailWidth != nil),
            radar: radar?.info)
        let type = CardTypography(
            design: design, palette: palette,
            textPalette: grid.photoIsBackdrop ? try CardPalette.overPhoto.converted(into: options.gamut) : nil
        )
        var texts = try CardTextLayouts(text: text, grid: grid, type: type, fonts: fonts)
        let weatherCard = texts.weatherCard(
            design: design, width: grid.width(of: .weather) ?? Double(grid.canvasSize.width))
        var layout = CardLayout.make(
            design: design, grid: grid, measurements: texts.measurements(weatherCard: weatherCard))
        // On paper the map gives way before the title is cut, as long as it keeps half its minimum.
        let mapGaveWay = design.mapGivesWay && layout.map != nil
        if layout.overflow > 0, texts.header.title.metrics.lineCount > 1, !mapGaveWay {
            // Not enough room for the map: a one-line title gives it back.
            try texts.header.limitTitle(toLines: 1)
            layout = CardLayout.make(
                design: design, grid: grid, measurements: texts.measurements(weatherCard: weatherCard))
        }
        return ComposedCard(
            text: text, texts: texts, layout: layout, weatherCard: weatherCard, design: design,
            palette: palette, detailWidth: detailWidth)
    }

    /// What painting a composed card drew: its texts (the map's credit as drawn) and the note
    /// as shown (nil when none is).
    struct PaintedCard {
        var text: CardText
        var shownNote: String?
    }

    /// Draws a composed card on `canvas`, in the card's own coordinates.
    ///
    /// The map (planned once: its credit line says what it drew), the header, the note, the photo
    /// (by `drawPhoto`, given its panel) and the weather card rising over it.
    func paint(
        _ composed: ComposedCard, entry: DisclosedEntry, on canvas: Canvas, options: CardOptions,
        medium: CardMapMedium, radar: RadarFrame? = nil, drawPhoto: (CGRect) throws -> Void
    ) throws -> PaintedCard {
        let layout = composed.layout
        let texts = composed.texts
        let painter = CardPainter(canvas: canvas, palette: composed.palette, design: composed.design)
        if layout.photoIsBackdrop, let panel = layout.photo {
            // The photo behind everything, and a scrim from a little above the texts down.
            try drawPhoto(panel)
            let textTop =
                [layout.header.minY, layout.weatherCard?.minY, layout.map?.minY].compactMap { $0 }.min() ?? 0
            try painter.drawScrim(from: max(0, Double(textTop) - 320), size: layout.canvasSize)
        }
        let planned = try CardPainter.plan(
            mapRequest(
                for: entry, layout: layout, options: options, scale: canvas.scale, medium: medium,
                radar: radar, detailWidth: composed.detailWidth),
            with: map)
        var text = composed.text
        if let credit = try painter.drawMap(
            planned, panel: layout.map, credit: layout.mapAttribution, attribution: texts.mapAttribution,
            // A share card is composed in its gamut; a book's pages stay sRGB.
            gamut: medium == .screen ? options.gamut : .sRGB)
        {
            text.mapAttribution = credit
        }
        try painter.drawHeader(texts, layout: layout)
        var shownNote: String?
        if let note = texts.note, layout.note != nil {
            let shown =
                layout.noteIsShortened
                ? try TextLayout.shortened(
                    note.text, style: note.style, width: note.width ?? Double(layout.canvasSize.width),
                    maxLines: layout.noteLines, isCut: true, fonts: fonts)
                : note
            try painter.drawNote(shown, layout: layout)
            shownNote = shown.text
        }
        if let panel = layout.photo, !layout.photoIsBackdrop { try drawPhoto(panel) }
        if let weather = composed.text.weather, let inside = composed.weatherCard {
            try painter.drawWeatherCard(weather, texts: texts, inside: inside, card: layout.weatherCard)
        }
        return PaintedCard(text: text, shownNote: shownNote)
    }

    /// What the map panel asks its provider for, when the layout has a panel: the entry's place
    /// and the part of its tracks around it, as disclosed (`DisclosedEntry.mapOverlays`,
    /// `DisclosedEntry.tracks`), and the radar frame, with its time in the entry's zone.
    private func mapRequest(
        for entry: DisclosedEntry, layout: CardLayout, options: CardOptions, scale: Double,
        medium: CardMapMedium, radar: RadarFrame?, detailWidth: Double?
    ) -> MapRequest? {
        guard let panel = layout.map, panel.width > 0, panel.height > 0 else { return nil }
        return CardMap.request(
            pixelSize: Self.pixelSize(of: panel, scale: scale), scale: scale, medium: medium,
            theme: options.theme, units: options.units,
            overlays: entry.mapOverlays(
                .pin, withTracks: true,
                adding: radar.map {
                    [MapRadar(frame: $0, timeText: CardText.radarTime($0.info, for: entry.entry))]
                } ?? []),
            minimumWidthKilometres: options.mapWidthKilometres ?? detailWidth
                ?? (!entry.tracks.isEmpty && entry.mode == .precise
                    ? CardMap.trackMinimumWidthKilometres : MapRequest.defaultMinimumWidthKilometres),
            showsDetail: detailWidth != nil)
    }

    /// The device-pixel size of the photo panel of a card with `options` for a photo
    /// `photoAspect` wide (width over height; nil: the default shape), nil when it has none.
    public static func photoPixelSize(options: CardOptions, photoAspect: Double? = nil) -> PixelSize? {
        guard
            let panel = CardGrid.make(
                preset: options.preset, photoAspect: photoAspect ?? CardGrid.defaultPhotoAspect
            ).photo
        else { return nil }
        return pixelSize(of: panel, scale: Double(options.scale))
    }

    /// The device-pixel size of a box of points at `scale`.
    static func pixelSize(of box: CGRect, scale: Double) -> PixelSize {
        PixelSize(
            width: max(1, Int((Double(box.width) * scale).rounded())),
            height: max(1, Int((Double(box.height) * scale).rounded())))
    }
}
