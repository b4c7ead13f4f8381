import OutdoorDrawing

/// Shaped texts with a title that can be laid out again in fewer lines to make room.
protocol CuttableTitle {
    /// The title as laid out.
    var title: TextLayout { get set }
    /// Whether the title was cut to fit.
    var titleIsCut: Bool { get set }
    /// The title before any cut.
    var originalTitle: String { get }
}

extension CuttableTitle {
    /// Lays the title out again in at most `lines` lines, cut after a whole word if needed, in
    /// the style, width and fonts it was laid out with.
    mutating func limitTitle(toLines lines: Int) throws {
        guard let width = title.width, title.metrics.lineCount > lines else { return }
        title = try CardTextLayouts.shortened(
            originalTitle, style: title.style, width: width, maxLines: lines, isCut: true,
            fonts: title.library)
        titleIsCut = true
    }
}

/// The card's texts shaped with its fonts at its column widths, ready to measure and draw.
struct CardTextLayouts: CuttableTitle {
    var date: TextLayout
    var title: TextLayout
    var titleSize: Double
    var titleIsCut: Bool
    /// The title before any cut.
    let originalTitle: String
    var place: TextLayout?
    var coordinates: TextLayout?
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
        let fit = try TextFit.titleSize(sizes: sizes) { size in
            try TextLayout(text.title, style: type.title(size: size), width: headerWidth, library: fonts)
                .metrics.lineCount
        }
        titleSize = fit.size
        titleIsCut = fit.isCut
        originalTitle = text.title
        title = try Self.shortened(
            text.title, style: type.title(size: fit.size), width: headerWidth,
            maxLines: TextFit.titleMaxLines,
            isCut: fit.isCut, fonts: fonts)
        // The header reads in its title's direction: with an Arabic or Hebrew title, the date,
        // place and coordinates line up on the right too.
        let alignment: TextAlignment = title.metrics.isRightToLeft ? .right : .natural
        func aligned(_ style: TextStyle) -> TextStyle {
            var style = style
            style.alignment = alignment
            return style
        }
        date = try TextLayout(
            text.date, style: aligned(type.date), width: headerWidth, maxLines: 1, library: fonts)
        place = try text.place.map {
            try TextLayout($0, style: aligned(type.place), width: headerWidth, maxLines: 1, library: fonts)
        }
        coordinates = try text.coordinates.map {
            try TextLayout(
                $0, style: aligned(type.coordinates), width: headerWidth, maxLines: 1, library: fonts)
        }
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
        if let weather = text.weather {
            let inner = cardWidth - 2 * design.cardPadding
            let textWidth = WeatherCardLayout.textWidth(
                cardWidth: cardWidth, padding: design.cardPadding, iconSize: design.iconSize)
            temperature = try TextLayout(weather.temperature, style: type.temperature, library: fonts)
            summary = try TextLayout(
                weather.summary, style: type.summary, width: textWidth, maxLines: 2, library: fonts)
            attribution = try weather.attribution.map {
                try TextLayout($0, style: type.attribution, width: max(1, inner), library: fonts)
            }
        } else {
            temperature = nil
            summary = nil
            attribution = []
        }
        let mapWidth = grid.width(of: .map) ?? headerWidth
        mapAttribution = try TextLayout(
            text.mapAttribution, style: type.mapAttribution, width: mapWidth, library: fonts)
    }

    /// `text` laid out in at most `maxLines` lines: whole when `isCut` is false, else cut after
    /// a whole word with "…" (or inside a word when a single word is too long).
    static func shortened(
        _ text: String, style: TextStyle, width: Double, maxLines: Int, isCut: Bool, fonts: FontLibrary
    ) throws -> TextLayout {
        guard isCut else { return try TextLayout(text, style: style, width: width, library: fonts) }
        let bound = TextFit.characterBound(lines: maxLines, width: width, size: style.size)
        let cut = try TextFit.cutAtWord(text, maxCharacters: bound) { candidate in
            try TextLayout(candidate, style: style, width: width, library: fonts).metrics.lineCount
                <= maxLines
        }
        if let cut {
            return try TextLayout(cut, style: style, width: width, maxLines: maxLines, library: fonts)
        }
        return try TextLayout(text, style: style, width: width, maxLines: maxLines, library: fonts)
    }

    /// The weather card's inside, when there is weather.
    func weatherCard(design: CardDesign, width: Double) -> WeatherCardLayout? {
        guard let temperature, let summary else { return nil }
        return WeatherCardLayout.make(
            width: width, padding: design.cardPadding, iconSize: design.iconSize,
            temperature: WeatherCardLayout.TextBox(
                inkTop: Double(temperature.metrics.inkBounds.minY), baseline: temperature.metrics.baseline,
                height: temperature.metrics.height),
            summary: WeatherCardLayout.TextBox(
                inkTop: Double(summary.metrics.inkBounds.minY), baseline: summary.metrics.baseline,
                height: summary.metrics.height),
            attributionHeights: attribution.map(\.metrics.height))
    }

    /// The heights the layout stacks.
    func measurements(weatherCard: WeatherCardLayout?) -> CardMeasurements {
        let noteLines = note?.metrics.lineCount ?? 0
        return CardMeasurements(
            weatherCardHeight: weatherCard?.height, dateHeight: date.metrics.height,
            titleHeight: title.metrics.height, placeHeight: place?.metrics.height,
            coordinatesHeight: coordinates?.metrics.height,
            noteLineHeight: noteLines > 0 ? (note?.metrics.height ?? 0) / Double(noteLines) : 0,
            noteLineCount: noteLines, mapAttributionHeight: mapAttribution.metrics.height)
    }
}
