import Foundation
import OutdoorDrawing
import OutdoorRaster

/// Draws the parts both cards are made of onto a card's canvas: the header, the map panel with
/// its credit line, and raised cards with a hairline and credit lines.
///
/// Each card places its blocks itself (`CardLayout`, `TripSummaryLayout`) and draws what only it
/// has in its own extension (`CardPainter+Entry`, `CardPainter+Summary`).
struct CardPainter {
    let canvas: Canvas
    let palette: CardPalette
    /// The preset's measurements: corner radius and card padding.
    let design: CardDesign

    /// The date line, the title and the lines under it, each in its box (a line without text or
    /// without a box is left out).
    func drawHeader(_ header: HeaderTexts, date: CGRect, title: CGRect, lines: [CGRect?]) throws {
        try canvas.draw(header.date, at: date.origin)
        try canvas.draw(header.title, at: title.origin)
        for case (let line?, let box?) in zip(header.lines, lines) {
            try canvas.draw(line, at: box.origin)
        }
    }

    /// The map picture in its rounded `panel` with a hairline (when there is a picture) and the
    /// credit line at `credit`; nothing when the layout left the map out.
    func drawMap(_ picture: PixelBuffer?, panel: CGRect?, credit: CGRect?, attribution: TextLayout) throws {
        guard let panel, let credit else { return }
        if let picture {
            let radius = design.cornerRadius
            try canvas.withClip(to: Path.roundedRect(panel, cornerRadius: radius)) {
                try canvas.drawImage(picture, in: panel, fit: .cover)
            }
            try canvas.stroke(
                Path.roundedRect(panel.insetBy(dx: 0.5, dy: 0.5), cornerRadius: radius - 0.5),
                style: StrokeStyle(color: palette.hairline, width: 1))
        }
        try canvas.draw(attribution, at: credit.origin)
    }

    /// A raised card: a soft shadow sized by the card's padding, the surface and a hairline;
    /// then what `content` draws in it (given a function that moves points from the card's
    /// top-left corner onto the canvas), a hairline across it at `dividerY` (points from its
    /// top) and the `credits` at their `origins`.
    func drawRaisedCard(
        _ card: CGRect, dividerY: Double, credits: [TextLayout], at origins: [CGPoint],
        content: (_ moved: (CGPoint) -> CGPoint) throws -> Void
    ) throws {
        let radius = design.cornerRadius
        let padding = design.cardPadding
        let shape = Path.roundedRect(card, cornerRadius: radius)
        try canvas.drawShadow(
            of: shape,
            Shadow(
                color: palette.shadow, offset: CGSize(width: 0, height: padding * 0.35),
                blurRadius: padding * 1.1))
        try canvas.fill(shape, color: palette.surface)
        try canvas.stroke(
            Path.roundedRect(card.insetBy(dx: 0.5, dy: 0.5), cornerRadius: radius - 0.5),
            style: StrokeStyle(color: palette.hairline, width: 1))

        let x = Double(card.minX)
        let y = Double(card.minY)
        func moved(_ point: CGPoint) -> CGPoint { CGPoint(x: x + Double(point.x), y: y + Double(point.y)) }
        try content(moved)

        var divider = Path()
        divider.move(to: CGPoint(x: x + padding, y: y + dividerY))
        divider.line(to: CGPoint(x: Double(card.maxX) - padding, y: y + dividerY))
        try canvas.stroke(divider, style: StrokeStyle(color: palette.hairline, width: 1))
        for (line, origin) in zip(credits, origins) {
            try canvas.draw(line, at: moved(origin))
        }
    }
}
