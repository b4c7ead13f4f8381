import Foundation
import OutdoorDisclosure
import OutdoorDrawing
import OutdoorMapModel
import OutdoorModel

/// Draws a trip's summary card: a map of the whole trip with its route and numbered stops, the
/// trip's name and dates, its figures, and the weather met with every provider's credit.
///
/// The map is the hero: the largest panel of the card, fitted to every stop, drawn by the
/// card's map provider (for users, the project's tile-free map renderer at twice the card's
/// density). The figures are entries, days,
/// the great-circle distance along the route in time order, and the temperature range; the
/// weather card shows an icon for each condition met, their names, and the credit of every
/// weather source whose readings the figures summarise. Entries without weather leave out the
/// temperature and the weather card; a one-entry trip has no route and no distance. What the
/// card shows of the stops' places is what `Disclosure` made of them (`DisclosedTrip`).
///
/// Like `CardRenderer`, it takes values and returns values, reads no clock, locale or network,
/// and is used from one thread at a time (its fonts and map provider are not shared).
public final class TripSummaryCard {
    /// The fonts text is shaped with.
    public let fonts: FontLibrary
    /// The source of the map panel.
    public let map: any CardMapProvider

    /// A summary card drawing text with `fonts` and its map from `map`.
    public init(fonts: FontLibrary, map: any CardMapProvider) {
        self.fonts = fonts
        self.map = map
    }

    /// Renders the summary of `trip` named `title`; with the trip's recorded tracks its map draws
    /// the real route where they cover it.
    ///
    /// Throws `CardError.noEntries` without entries, `CardError.unsupportedScale` for a scale
    /// other than 1 or 2, `CardError.mapFailed` when the map cannot be drawn, and the drawing
    /// layer's errors otherwise.
    public func render(
        trip: DisclosedTrip, title: String, options: CardOptions
    ) throws -> RenderedTripSummary {
        guard CardOptions.supportedScales.contains(options.scale) else {
            throw CardError.unsupportedScale(options.scale)
        }
        guard !trip.entries.isEmpty else { throw CardError.noEntries }
        let frame = SummaryFrame.preset(options.preset, trip: trip)
        let palette = CardPalette.of(options.theme)
        let showsDetail = Self.detailWidth(trip, map: map) != nil
        var text = TripSummaryText.make(
            trip: trip, title: title, options: options,
            mapAttribution: CardMap.possibleAttribution(map, showsDetail: showsDetail))
        let (grid, texts, layout) = try arrange(text, frame: frame, palette: palette)
        let scale = Double(options.scale)
        let (pixelWidth, pixelHeight) = options.pixelSize
        let canvas = try Canvas(
            pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale, background: palette.background)
        let painted = try paint(
            text, trip: trip, grid: grid, texts: texts, layout: layout, design: frame.design,
            palette: palette, on: canvas, options: options, medium: .screen)
        if let credit = painted.mapCredit { text.mapAttribution = credit }
        return RenderedTripSummary(
            pixels: try canvas.pixelBuffer(), layout: layout, text: text, options: options,
            titleSize: texts.header.titleSize, titleIsCut: texts.header.titleIsCut,
            shownTitle: texts.header.title.text,
            figureValueSize: texts.figureValueSize, mapRequest: painted.mapRequest)
    }

    /// What painting a summary drew of its map: the request (nil without a map) and the credit
    /// line of what the map drew.
    struct PaintedMap {
        var mapRequest: MapRequest?
        var mapCredit: String?
    }

    /// Draws a laid-out summary on `canvas`, in the summary's own coordinates.
    ///
    /// The map (planned once: its credit says what it drew), the header, the figures and the
    /// conditions card.
    func paint(
        _ text: TripSummaryText, trip: DisclosedTrip, grid: TripSummaryGrid, texts: SummaryTextLayouts,
        layout: TripSummaryLayout, design: SummaryDesign, palette: CardPalette, on canvas: Canvas,
        options: CardOptions, medium: CardMapMedium
    ) throws -> PaintedMap {
        let painter = CardPainter(canvas: canvas, palette: palette, design: design.card)
        var painted = PaintedMap()
        if let panel = layout.map, panel.width > 0, panel.height > 0 {
            let request = Self.mapRequest(
                for: trip, pixelSize: CardRenderer.pixelSize(of: panel, scale: canvas.scale),
                scale: canvas.scale, options: options, medium: medium,
                detailWidth: Self.detailWidth(trip, map: map))
            painted.mapCredit = try painter.drawMap(
                CardPainter.plan(request, with: map), panel: layout.map, credit: layout.mapAttribution,
                attribution: texts.mapAttribution)
            painted.mapRequest = request
        }
        try painter.drawHeader(texts, layout: layout)
        let full = Double(grid.canvasSize.width)
        if layout.figures != nil {
            try painter.drawFigures(
                texts.figures, grid: texts.figureGrid(design: design, grid: grid),
                captionSpacing: design.figureCaptionSpacing, in: layout.figures)
        }
        if layout.weatherCard != nil,
            let inside = texts.conditionsCard(
                design: design, width: grid.width(of: .weather) ?? full, iconCount: text.conditions.count)
        {
            try painter.drawConditionsCard(text.conditions, texts: texts, inside: inside, layout: layout)
        }
        return painted
    }

    /// Shapes and stacks the texts, trying arrangements in turn until they fit.
    ///
    /// First the frame's first arrangement (for a square card, stacked for a wide trip) with
    /// smaller and smaller figures, then the others (the weather card beside the map), then all
    /// again with the title on one line. The attempt that overflows least wins when none fits.
    func arrange(_ text: TripSummaryText, frame: SummaryFrame, palette: CardPalette) throws
        -> (TripSummaryGrid, SummaryTextLayouts, TripSummaryLayout)
    {
        let design = frame.design
        let type = SummaryTypography(design: design, palette: palette)
        func attempt(_ grid: TripSummaryGrid, oneLineTitle: Bool) throws
            -> (TripSummaryGrid, SummaryTextLayouts, TripSummaryLayout)
        {
            var figureSizes = design.figureValueSizes
            while true {
                var texts = try SummaryTextLayouts(
                    text: text, grid: grid, type: type, fonts: fonts, figureSizes: figureSizes)
                if oneLineTitle { try texts.header.limitTitle(toLines: 1) }
                let layout = TripSummaryLayout.make(
                    design: design, grid: grid,
                    measurements: texts.measurements(
                        design: design, grid: grid, iconCount: text.conditions.count))
                // Smaller figures than the ones that fitted their cells, while the card overflows.
                figureSizes = figureSizes.filter { $0 < texts.figureValueSize }
                if layout.overflow <= 0 || figureSizes.isEmpty { return (grid, texts, layout) }
            }
        }
        var best: (TripSummaryGrid, SummaryTextLayouts, TripSummaryLayout)?
        for oneLineTitle in [false, true] {
            if oneLineTitle, let best, best.1.header.title.metrics.lineCount <= 1 { break }
            for arrangement in frame.arrangements {
                let next = try attempt(frame.grid(arrangement), oneLineTitle: oneLineTitle)
                if next.2.overflow <= 0 { return next }
                if best.map({ next.2.overflow < $0.2.overflow }) ?? true { best = next }
            }
        }
        return try best ?? attempt(frame.grid(.standard), oneLineTitle: false)
    }
}

/// What a summary is laid out in: its design, the arrangements to try and their grids.
public struct SummaryFrame {
    /// The measurements.
    public var design: SummaryDesign
    /// The arrangements to try, in order, until the texts fit.
    public var arrangements: [TripSummaryGrid.Arrangement]
    /// The grid of each arrangement.
    public var grid: (TripSummaryGrid.Arrangement) -> TripSummaryGrid

    /// A frame of `design` trying `arrangements` in order, each laid out on `grid`'s answer.
    public init(
        design: SummaryDesign, arrangements: [TripSummaryGrid.Arrangement],
        grid: @escaping (TripSummaryGrid.Arrangement) -> TripSummaryGrid
    ) {
        self.design = design
        self.arrangements = arrangements
        self.grid = grid
    }

    /// A share card of `preset` for `trip` (its shape from the positions the map may be given).
    static func preset(_ preset: CardPreset, trip: DisclosedTrip) -> SummaryFrame {
        let coordinates = trip.entries.map(\.entry.coordinate)
        let arrangements: [TripSummaryGrid.Arrangement]
        switch preset {
        case .story, .storyFull: arrangements = [.standard]
        case .square:
            arrangements =
                TripSummaryGrid.prefersStacked(coordinates) ? [.stacked] : [.standard, .weatherBesideMap]
        case .landscape: arrangements = [.standard, .weatherBesideMap]
        }
        return SummaryFrame(design: SummaryDesign.of(preset), arrangements: arrangements) {
            TripSummaryGrid.make(preset: preset, arrangement: $0)
        }
    }
}
