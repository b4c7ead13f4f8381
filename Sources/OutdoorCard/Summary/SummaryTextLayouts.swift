import OutdoorDrawing

/// The summary card's texts shaped with its fonts at its grid's column widths.
struct SummaryTextLayouts {
    /// The date range, the title, then the route (nil without one).
    var header: HeaderTexts
    var figures: [FigureTexts]
    var figureValueSize: Double
    var figureCellWidth: Double
    var conditionsSummary: TextLayout?
    var attribution: [TextLayout]
    var mapAttribution: TextLayout

    /// Shapes every text of `text` for `grid` with `type`'s styles and `fonts`; the figures take
    /// the largest of `figureSizes` (the design's by default) at which every value fits.
    init(
        text: TripSummaryText, grid: TripSummaryGrid, type: SummaryTypography, fonts: FontLibrary,
        figureSizes: [Double]? = nil
    ) throws {
        let design = type.design
        let full = Double(grid.canvasSize.width)
        let headerWidth = grid.width(of: .header) ?? full
        header = try HeaderTexts(
            date: text.dateRange, title: text.title, lines: [(text.route, type.card.place)],
            titleSizes: design.titleSizes, type: type.card, width: headerWidth, fonts: fonts)

        let figuresWidth = grid.width(of: .figures) ?? full
        figureCellWidth = FigureGridLayout.cellWidth(
            count: text.figures.count, columns: grid.figureColumns, width: figuresWidth,
            columnGap: design.figureColumnGap)
        figureValueSize = try FigureGridLayout.valueSize(
            sizes: figureSizes ?? design.figureValueSizes, cellWidth: figureCellWidth
        ) { size in
            try text.figures.map { try Self.figureWidth($0, valueSize: size, type: type, fonts: fonts) }.max()
                ?? 0
        }
        let valueSize = figureValueSize
        let cellWidth = figureCellWidth
        figures = try text.figures.map { figure in
            FigureTexts(
                value: try TextLayout(figure.value, style: type.figureValue(size: valueSize), library: fonts),
                unit: try figure.unit.map {
                    try TextLayout($0, style: type.figureUnit(valueSize: valueSize), library: fonts)
                },
                unitGap: type.figureUnitGap(valueSize: valueSize, kind: figure.kind),
                caption: try TextLayout(
                    figure.caption.uppercased(), style: type.figureCaption, width: cellWidth, maxLines: 1,
                    library: fonts))
        }

        let cardWidth = grid.width(of: .weather) ?? full
        let inner = max(1, cardWidth - 2 * design.card.cardPadding)
        conditionsSummary = try text.conditionsSummary.map {
            try TextLayout($0, style: type.conditionsSummary, width: inner, maxLines: 2, library: fonts)
        }
        attribution = try text.weatherAttribution.map {
            try TextLayout($0, style: type.card.attribution, width: inner, library: fonts)
        }
        mapAttribution = try TextLayout(
            text.mapAttribution, style: type.card.mapAttribution, width: grid.width(of: .map) ?? full,
            library: fonts
        )
    }

    /// The width of `figure`'s value and unit side by side at `valueSize` points.
    static func figureWidth(
        _ figure: TripSummaryText.Figure, valueSize: Double, type: SummaryTypography, fonts: FontLibrary
    ) throws -> Double {
        let value = try TextLayout(figure.value, style: type.figureValue(size: valueSize), library: fonts)
        var width = Double(value.metrics.logicalBounds.maxX)
        if let unit = figure.unit {
            let unitLayout = try TextLayout(
                unit, style: type.figureUnit(valueSize: valueSize), library: fonts)
            width +=
                type.figureUnitGap(valueSize: valueSize, kind: figure.kind)
                + Double(unitLayout.metrics.logicalBounds.maxX)
        }
        return width
    }

    /// The height of one figure's cell: value, spacing, caption.
    func figureCellHeight(design: SummaryDesign) -> Double {
        figures.cellHeight(captionSpacing: design.figureCaptionSpacing)
    }

    /// The figures' cells in a box `width` points wide.
    func figureGrid(design: SummaryDesign, grid: TripSummaryGrid) -> FigureGridLayout {
        FigureGridLayout.make(
            count: figures.count, columns: grid.figureColumns,
            width: grid.width(of: .figures) ?? Double(grid.canvasSize.width),
            columnGap: design.figureColumnGap,
            rowGap: design.figureRowGap, cellHeight: figureCellHeight(design: design))
    }

    /// The weather card's inside in a card `width` points wide with `iconCount` condition icons,
    /// when any entry has weather.
    func conditionsCard(design: SummaryDesign, width: Double, iconCount: Int) -> ConditionsCardLayout? {
        guard let conditionsSummary else { return nil }
        return ConditionsCardLayout.make(
            width: width, padding: design.card.cardPadding, iconSize: design.conditionIconSize,
            minimumIconSize: design.minimumConditionIconSize, iconGap: design.conditionIconGap,
            iconCount: iconCount, summaryHeight: conditionsSummary.metrics.height,
            attributionHeights: attribution.map(\.metrics.height))
    }

    /// The heights the layout stacks, at `grid`'s widths, with `iconCount` condition icons.
    func measurements(design: SummaryDesign, grid: TripSummaryGrid, iconCount: Int) -> TripSummaryMeasurements
    {
        let full = Double(grid.canvasSize.width)
        return TripSummaryMeasurements(
            dateHeight: header.date?.metrics.height ?? 0, titleHeight: header.title.metrics.height,
            routeHeight: header.lines[0]?.metrics.height,
            figuresHeight: figureGrid(design: design, grid: grid).height,
            weatherCardHeight: conditionsCard(
                design: design, width: grid.width(of: .weather) ?? full, iconCount: iconCount)?.height,
            mapAttributionHeight: mapAttribution.metrics.height)
    }
}
