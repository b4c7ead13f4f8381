import Foundation
import OutdoorCard
import OutdoorDisclosure
import OutdoorDrawing
import OutdoorModel

/// Draws a book's pages on their canvases: the background of dark pages, the cards in their
/// regions, page numbers, and the closing page's credits.
struct BookPages {
    let cards: CardRenderer
    let summary: TripSummaryCard
    let geometry: BookPageGeometry
    let options: BookOptions
    let credits: BookCredits

    var type: PageTypography { PageTypography(theme: options.theme) }
    var fonts: FontLibrary { cards.fonts }

    /// Dark pages are painted to their edges (light pages are the paper).
    func drawBackground(on canvas: Canvas) throws {
        let palette = type.palette
        guard palette.paintsPageBackground else { return }
        try canvas.fill(canvas.bounds, color: palette.background)
    }

    /// The cover: the trip summary laid out for the page, the author (if given) at its foot.
    func drawCover(_ trip: DisclosedTrip, title: String, on canvas: Canvas) throws {
        try drawBackground(on: canvas)
        var region = geometry.content(page: 1)
        if let author = options.author?.trimmingCharacters(in: .whitespacesAndNewlines), !author.isEmpty {
            let line = try TextLayout(
                author, style: type.body.with(size: 11), width: Double(region.width), maxLines: 1,
                library: fonts)
            let height = line.metrics.height
            try canvas.draw(line, at: CGPoint(x: region.minX, y: Double(region.maxY) - height))
            region.size.height -= height + 14
        }
        try summary.drawPage(
            .cover, trip: trip, title: title, in: region, on: canvas, options: options.cardOptions)
    }

    /// A page of one or two entries, each in its region, a hairline between two, the page number.
    ///
    /// Returns, for each entry, the rest of its note when the page had to cut it.
    func drawEntries(_ entries: [(DisclosedEntry, PagePhoto?, CGRect)], page: Int, on canvas: Canvas) throws
        -> [String?]
    {
        try drawBackground(on: canvas)
        var continuations: [String?] = []
        for (entry, photo, region) in entries {
            let drawn = try cards.drawPage(
                entry, photo: photo, in: region, on: canvas, options: options.cardOptions,
                arrangement: options.arrangement)
            continuations.append(drawn.noteContinuation)
        }
        if options.arrangement == .halfPage {
            let (top, bottom) = geometry.halves(page: page, gap: TripBook.halfPageGap)
            let y = ((Double(top.maxY) + Double(bottom.minY)) / 2).rounded() + 0.25
            var rule = Path()
            rule.move(to: CGPoint(x: top.minX, y: y))
            rule.line(to: CGPoint(x: top.maxX, y: y))
            try canvas.stroke(rule, style: StrokeStyle(color: type.rule, width: 0.5))
        }
        try drawFolio(page, on: canvas)
        return continuations
    }

    /// Space between the two columns of a continued note, in points.
    static let noteGutter = 20.0

    /// A page that goes on with the notes its entries' cards had to cut, packed one after another.
    ///
    /// Each note gets a heading naming its entry and follows in two columns (right to left for a
    /// right-to-left note); the next note starts under the longer column. Returns what does not
    /// fit, for another page: the note cut here, with those not begun.
    func drawContinuations(_ notes: [(entry: DisclosedEntry, note: String)], page: Int, on canvas: Canvas)
        throws
        -> [(entry: DisclosedEntry, note: String)]
    {
        try drawBackground(on: canvas)
        let region = geometry.content(page: page)
        let width = Double(region.width)
        let columnWidth = (width - Self.noteGutter) / 2
        var y = Double(region.minY)
        var left = notes
        while let (entry, note) = left.first {
            let heading = try TextLayout(
                (EntryDateFormat.listDate(entry.entry.timestamp, in: entry.entry.timeZone) + "  "
                    + entry.entry.title + " (continued)")
                    .uppercased(),
                style: type.heading, width: width, maxLines: 2, library: fonts)
            let top = y + heading.metrics.height + 14
            // A heading with no line of its note under it waits for the next page.
            let firstLine = try TextLayout(
                note, style: type.continuedNote, width: columnWidth, library: fonts)
            let lineHeight = firstLine.metrics.height / Double(max(1, firstLine.metrics.lineCount))
            if top + lineHeight > Double(region.maxY), y > Double(region.minY) { break }
            try canvas.draw(heading, at: CGPoint(x: region.minX, y: y))
            var rest = note
            var rightToLeft: Bool?
            var bottom = top
            for column in 0..<2 where !rest.isEmpty {
                let laidOut = try TextLayout(
                    rest, style: type.continuedNote, width: columnWidth, library: fonts)
                // Cuts index the layout's own text: the note as drawing takes it (DrawableText).
                let source = laidOut.text
                let lines = laidOut.metrics.lineCount
                guard lines > 0 else { break }
                let rtl = rightToLeft ?? laidOut.metrics.isRightToLeft
                rightToLeft = rtl
                let x = Double(region.minX) + ((column == 0) != rtl ? 0 : columnWidth + Self.noteGutter)
                let lineHeight = laidOut.metrics.height / Double(lines)
                let fitting = Int((Double(region.maxY) - top) / lineHeight)
                if lines <= fitting {
                    // A note that fits in one column is shared by both, so the next note has room under it.
                    if column == 0, lines > 1, let cut = laidOut.startOfLine((lines + 1) / 2),
                        cut > source.startIndex
                    {
                        let kept = try TextLayout(
                            String(source[..<cut]).trimmingCharacters(in: .whitespacesAndNewlines),
                            style: type.continuedNote, width: columnWidth, library: fonts)
                        try canvas.draw(kept, at: CGPoint(x: x, y: top))
                        bottom = max(bottom, top + kept.metrics.height)
                        rest = String(source[cut...].drop { $0.isWhitespace })
                        continue
                    }
                    try canvas.draw(laidOut, at: CGPoint(x: x, y: top))
                    bottom = max(bottom, top + laidOut.metrics.height)
                    rest = ""
                } else if fitting > 0, let cut = laidOut.startOfLine(fitting), cut > source.startIndex {
                    let kept = try TextLayout(
                        String(source[..<cut]).trimmingCharacters(in: .whitespacesAndNewlines),
                        style: type.continuedNote, width: columnWidth, library: fonts)
                    try canvas.draw(kept, at: CGPoint(x: x, y: top))
                    bottom = max(bottom, top + kept.metrics.height)
                    // A column or page starts with words, not with the blank line between paragraphs.
                    rest = String(source[cut...].drop { $0.isWhitespace })
                } else {
                    break
                }
            }
            left.removeFirst()
            if !rest.isEmpty {
                left.insert((entry, rest), at: 0)
                break
            }
            y = bottom + 24
        }
        try drawFolio(page, on: canvas)
        return left
    }

    /// One block of the closing page's credits: a heading and its lines.
    struct CreditBlock {
        var heading: String
        var lines: [String]
    }

    /// The closing page's credits, in order: map data and fonts, photographs, the program.
    func creditBlocks() throws -> [CreditBlock] {
        var blocks = [
            CreditBlock(
                heading: "Map data and fonts",
                lines: credits.items.map { "\($0.name) (\($0.licence)). \($0.credit)" })
        ]
        if !credits.photographs.isEmpty {
            blocks.append(CreditBlock(heading: "Photographs", lines: credits.photographs))
        }
        blocks.append(CreditBlock(heading: "This book", lines: [credits.madeWith]))
        return blocks
    }

    /// Draws the closing page and returns the credit blocks left for another page.
    ///
    /// The trip's figures and weather with its credits (unless `withFigures` is false, on a
    /// continuation page), then as many credit blocks as fit.
    func drawClosing(
        _ trip: DisclosedTrip, title: String, blocks: [CreditBlock], withFigures: Bool, page: Int,
        on canvas: Canvas
    ) throws -> [CreditBlock] {
        try drawBackground(on: canvas)
        let region = geometry.content(page: page)
        var y = Double(region.minY)
        if withFigures {
            let layout = try summary.drawPage(
                .figures, trip: trip, title: title, in: region, on: canvas, options: options.cardOptions
            )
            let end =
                [layout.weatherCard, layout.figures].compactMap { $0?.maxY }.max() ?? layout.header.maxY
            y = Double(end) + 28
        }
        let width = Double(region.width)
        var left = blocks
        while let block = left.first {
            let heading = try TextLayout(
                block.heading.uppercased(), style: type.heading, width: width, library: fonts)
            let lines = try block.lines.map {
                try TextLayout($0, style: type.smallPrint, width: width, library: fonts)
            }
            let height = heading.metrics.height + 5 + lines.reduce(0) { $0 + $1.metrics.height + 3 }
            // A block that does not fit goes to the next page (unless the page is still empty).
            if y + height > Double(region.maxY), y > Double(region.minY) { break }
            var rule = Path()
            rule.move(to: CGPoint(x: region.minX, y: y - 8))
            rule.line(to: CGPoint(x: region.maxX, y: y - 8))
            try canvas.stroke(rule, style: StrokeStyle(color: type.rule, width: 0.5))
            try canvas.draw(heading, at: CGPoint(x: region.minX, y: y))
            y += heading.metrics.height + 5
            for line in lines {
                try canvas.draw(line, at: CGPoint(x: region.minX, y: y))
                y += line.metrics.height + 3
            }
            y += 20
            left.removeFirst()
        }
        try drawFolio(page, on: canvas)
        return left
    }

    /// The page number at the outer edge of the bottom margin.
    func drawFolio(_ page: Int, on canvas: Canvas) throws {
        var style = type.folio
        let box = geometry.content(page: page)
        style.alignment = BookPageGeometry.isRecto(page) ? .right : .left
        let folio = try TextLayout(String(page), style: style, width: Double(box.width), library: fonts)
        try canvas.draw(folio, at: CGPoint(x: box.minX, y: geometry.folioBaseline - folio.metrics.baseline))
    }
}

extension TextStyle {
    /// The style at `size` points.
    func with(size: Double) -> TextStyle {
        var style = self
        style.size = size
        return style
    }
}
