import OutdoorDrawing

/// The activity card's texts shaped with its fonts at its grid's column widths.
struct ActivityTextLayouts {
    /// The date (nil for an undated track), the title, then the place (nil without one).
    var header: HeaderTexts
    var figures: [FigureTexts]
    var figureValueSize: Double
    /// The weather card's texts, when there is weather.
    var temperature: TextLayout?
    var summary: TextLayout?
    var attribution: [TextLayout]
    var mapAttribution: TextLayout
    /// The profile's labels: its length, its lowest and highest heights.
    var profileLength: TextLayout
    var profileLowest: TextLayout?
    var profileHighest: TextLayout?

    /// Shapes every text of `text` for `grid` with `design`'s sizes in `palette`'s colours; the
    /// figures take the largest of `figureSizes` (the design's by default) at which every value fits.
    init(
        text: ActivityText, grid: ActivityGrid, design: ActivityDesign, palette: CardPalette,
        fonts: FontLibrary,
        figureSizes: [Double]? = nil
    ) throws {
        let summaryType = SummaryTypography(design: design.summary, palette: palette)
        let type = summaryType.card
        let full = Double(grid.canvasSize.width)
        header = try HeaderTexts(
            date: text.date, title: text.title, lines: [(text.place, type.place)],
            titleSizes: design.summary.titleSizes, type: type, width: grid.width(of: .header) ?? full,
            fonts: fonts)

        let figuresWidth = grid.width(of: .figures) ?? full
        let cellWidth = FigureGridLayout.cellWidth(
            count: text.figures.count, columns: grid.figureColumns, width: figuresWidth,
            columnGap: design.summary.figureColumnGap)
        func width(_ figure: ActivityText.Figure, _ size: Double) throws -> Double {
            let value = try TextLayout(
                figure.value, style: summaryType.figureValue(size: size), library: fonts)
            let unit = try TextLayout(
                figure.unit, style: summaryType.figureUnit(valueSize: size), library: fonts)
            return Double(value.metrics.logicalBounds.maxX) + 0.12 * size
                + Double(unit.metrics.logicalBounds.maxX)
        }
        let valueSize = try FigureGridLayout.valueSize(
            sizes: figureSizes ?? design.summary.figureValueSizes, cellWidth: cellWidth
        ) { size in try text.figures.map { try width($0, size) }.max() ?? 0 }
        figureValueSize = valueSize
        figures = try text.figures.map { figure in
            FigureTexts(
                value: try TextLayout(
                    figure.value, style: summaryType.figureValue(size: valueSize), library: fonts),
                unit: try TextLayout(
                    figure.unit, style: summaryType.figureUnit(valueSize: valueSize), library: fonts),
                unitGap: 0.12 * valueSize,
                caption: try TextLayout(
                    figure.caption.uppercased(), style: summaryType.figureCaption, width: cellWidth,
                    maxLines: 1,
                    library: fonts))
        }

        let weatherType = CardTypography(design: design.weather, palette: palette)
        let cardWidth = grid.width(of: .weather) ?? full
        let weather = try weatherType.weatherTexts(text.weather, cardWidth: cardWidth, fonts: fonts)
        temperature = weather.temperature
        summary = weather.summary
        attribution = weather.attribution
        mapAttribution = try TextLayout(
            text.mapAttribution, style: type.mapAttribution, width: grid.width(of: .map) ?? full,
            library: fonts)
        let label = TextStyle(size: design.profileLabelSize, weight: .semibold, color: palette.mutedInk)
        profileLength = try TextLayout(text.profileLength, style: label, library: fonts)
        profileLowest = try text.profileLowest.map { try TextLayout($0, style: label, library: fonts) }
        profileHighest = try text.profileHighest.map { try TextLayout($0, style: label, library: fonts) }
    }

    /// The height of one figure's cell: value, spacing, caption.
    func figureCellHeight(design: SummaryDesign) -> Double {
        figures.cellHeight(captionSpacing: design.figureCaptionSpacing)
    }

    /// The figures' cells at `grid`'s figures width.
    func figureGrid(design: ActivityDesign, grid: ActivityGrid) -> FigureGridLayout {
        FigureGridLayout.make(
            count: figures.count, columns: grid.figureColumns,
            width: grid.width(of: .figures) ?? Double(grid.canvasSize.width),
            columnGap: design.summary.figureColumnGap, rowGap: design.summary.figureRowGap,
            cellHeight: figureCellHeight(design: design.summary))
    }

    /// The weather card's inside, when there is weather.
    func weatherCard(design: ActivityDesign, width: Double) -> WeatherCardLayout? {
        weatherCard(design: design.weather, width: width)
    }

    /// The heights the layout stacks, at `grid`'s widths; `hasProfile` when the track has heights.
    func measurements(design: ActivityDesign, grid: ActivityGrid, hasProfile: Bool) -> ActivityMeasurements {
        ActivityMeasurements(
            dateHeight: header.date?.metrics.height, titleHeight: header.title.metrics.height,
            placeHeight: header.lines[0]?.metrics.height,
            figuresHeight: figures.isEmpty ? 0 : figureGrid(design: design, grid: grid).height,
            weatherCardHeight: weatherCard(
                design: design, width: grid.width(of: .weather) ?? Double(grid.canvasSize.width))?.height,
            profileHeight: hasProfile ? design.profileHeight : nil,
            mapAttributionHeight: mapAttribution.metrics.height)
    }
}
