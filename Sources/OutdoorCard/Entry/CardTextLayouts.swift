import OutdoorDrawing

/// The card's texts shaped with its fonts at its column widths, ready to measure and draw.
struct CardTextLayouts {
    /// The date, the title, then the place and the coordinates (nil when absent).
    var header: HeaderTexts
    var note: TextLayout?
    var temperature: TextLayout?
    var summary: TextLayout?
    var attribution: [TextLayout]
    var mapAttribution: TextLayout

    /// Shapes every text of `text` for `grid` with `type`'s styles and `fonts`.
    init(text: CardText, grid: CardGrid, type: CardTypography, fonts: FontLibrary) throws {
        let design = type.design
        let headerWidth = grid.width(of: .header) ?? Double(grid.canvasSize.width)
        let sizes = grid.photo == nil ? design.photolessTitleSizes : design.titleSizes
        header = try HeaderTexts(
            date: text.date, title: text.title,
            lines: [(text.place, type.place), (text.coordinates, type.coordinates)], titleSizes: sizes,
            type: type,
            width: headerWidth, fonts: fonts)
        let noteWidth = grid.width(of: .note) ?? headerWidth
        // A note longer than its column could ever show is measured by its start alone: enough
        // characters to need more lines than fit, so the layout still knows to cut it.
        let noteColumn = grid.columns.first { $0.contains(.note) }.map { Double($0.frame.height) } ?? 0
        let noteBound = TextFit.characterBound(
            lines: Int(noteColumn / design.noteSize) + 1, width: noteWidth, size: design.noteSize)
        note = try text.note.map {
            try TextLayout(String($0.prefix(noteBound)), style: type.note, width: noteWidth, library: fonts)
        }

        let cardWidth = grid.width(of: .weather) ?? headerWidth
        let weather = try type.weatherTexts(text.weather, cardWidth: cardWidth, fonts: fonts)
        temperature = weather.temperature
        summary = weather.summary
        attribution = weather.attribution
        let mapWidth = grid.width(of: .map) ?? headerWidth
        mapAttribution = try TextLayout(
            text.mapAttribution, style: type.mapAttribution, width: mapWidth, library: fonts)
    }

    /// The heights the layout stacks.
    func measurements(weatherCard: WeatherCardLayout?) -> CardMeasurements {
        let noteLines = note?.metrics.lineCount ?? 0
        return CardMeasurements(
            weatherCardHeight: weatherCard?.height, dateHeight: header.date?.metrics.height ?? 0,
            titleHeight: header.title.metrics.height, placeHeight: header.lines[0]?.metrics.height,
            coordinatesHeight: header.lines[1]?.metrics.height,
            noteLineHeight: noteLines > 0 ? (note?.metrics.height ?? 0) / Double(noteLines) : 0,
            noteLineCount: noteLines, mapAttributionHeight: mapAttribution.metrics.height)
    }
}
