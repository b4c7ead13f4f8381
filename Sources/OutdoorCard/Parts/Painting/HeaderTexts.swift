import OutdoorDrawing

/// A card's header shaped for its column: the date line (none for an undated track), the
/// title, and the lines under it.
///
/// Both cards open the same way: tracked capitals for the date, then the title at the largest
/// of its sizes that needs at most two lines (cut after a whole word with "…" when even the
/// smallest needs more), then smaller lines (the entry's place and coordinates, a trip's
/// route). The header reads in its title's direction: with an Arabic or Hebrew title, the date
/// and the lines line up on the right too.
struct HeaderTexts {
    /// One line under the title: its text (nil when the card has none) and its style.
    typealias Line = (text: String?, style: TextStyle)

    /// The date line; nil when the card has none.
    var date: TextLayout?
    var title: TextLayout
    /// The title size used, in points.
    var titleSize: Double
    /// Whether the title was cut to fit.
    var titleIsCut: Bool
    /// The title before any cut.
    let originalTitle: String
    /// The lines under the title in order, nil where the card has no such line.
    var lines: [TextLayout?]

    /// Shapes `date`, `title` (trying `titleSizes`) and `lines` in a column `width` points wide.
    init(
        date: String?, title: String, lines: [Line], titleSizes: [Double], type: CardTypography,
        width: Double,
        fonts: FontLibrary
    ) throws {
        let fit = try TextFit.titleSize(sizes: titleSizes) { size in
            // A title longer than `bound` characters cannot fit in its lines at this size: only
            // that much is laid out to count lines, so a 100 KB title costs what a long one does.
            let bound = TextFit.characterBound(lines: TextFit.titleMaxLines, width: width, size: size)
            let sample = title.prefix(bound + 1)
            if sample.count > bound { return TextFit.titleMaxLines + 1 }
            return try TextLayout(title, style: type.title(size: size), width: width, library: fonts).metrics
                .lineCount
        }
        titleSize = fit.size
        titleIsCut = fit.isCut
        originalTitle = title
        self.title = try TextLayout.shortened(
            title, style: type.title(size: fit.size), width: width, maxLines: TextFit.titleMaxLines,
            isCut: fit.isCut, fonts: fonts)
        let alignment: TextAlignment = self.title.metrics.isRightToLeft ? .right : .natural
        func aligned(_ style: TextStyle) -> TextStyle {
            var style = style
            style.alignment = alignment
            return style
        }
        self.date = try date.map {
            try TextLayout($0, style: aligned(type.date), width: width, maxLines: 1, library: fonts)
        }
        self.lines = try lines.map { line in
            try line.text.map {
                try TextLayout($0, style: aligned(line.style), width: width, maxLines: 1, library: fonts)
            }
        }
    }

    /// Lays the title out again in at most `lines` lines, cut after a whole word if needed, in
    /// the style, width and fonts it was laid out with.
    mutating func limitTitle(toLines lines: Int) throws {
        guard let width = title.width, title.metrics.lineCount > lines else { return }
        title = try TextLayout.shortened(
            originalTitle, style: title.style, width: width, maxLines: lines, isCut: true,
            fonts: title.library)
        titleIsCut = true
    }
}
