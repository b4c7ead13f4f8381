import Foundation
import OutdoorDrawing
import OutdoorImage
import OutdoorRaster

/// The surfaces the entry card and the trip summary share: the map panel and raised cards.
enum CardSurfaces {
    /// The date line, the title and the lines under it, each in its box.
    static func drawHeader(
        _ header: HeaderTexts, date: CGRect, title: CGRect, lines: [CGRect?], on canvas: Canvas
    ) throws {
        try canvas.draw(header.date, at: date.origin)
        try canvas.draw(header.title, at: title.origin)
        for case (let line?, let box?) in zip(header.lines, lines) {
            try canvas.draw(line, at: box.origin)
        }
    }

    /// The map picture in its rounded `panel` (when there is one) and the credit line at `credit`.
    static func drawMap(
        _ picture: PixelBuffer?, panel: CGRect?, credit: CGRect?, attribution: TextLayout,
        cornerRadius: Double,
        on canvas: Canvas, palette: CardPalette
    ) throws {
        guard let panel, let credit else { return }
        if let picture {
            try drawMapPanel(picture, in: panel, cornerRadius: cornerRadius, on: canvas, palette: palette)
        }
        try canvas.draw(attribution, at: credit.origin)
    }

    /// The map picture clipped to its rounded `panel`, with a hairline around it.
    static func drawMapPanel(
        _ picture: PixelBuffer, in panel: CGRect, cornerRadius: Double, on canvas: Canvas,
        palette: CardPalette
    ) throws {
        let shape = Path.roundedRect(panel, cornerRadius: cornerRadius)
        try canvas.withClip(to: shape) {
            try canvas.drawImage(picture, in: panel, fit: .cover)
        }
        try canvas.stroke(
            Path.roundedRect(panel.insetBy(dx: 0.5, dy: 0.5), cornerRadius: cornerRadius - 0.5),
            style: StrokeStyle(color: palette.hairline, width: 1))
    }

    /// A raised card: a soft shadow sized by the card's `padding`, the surface and a hairline.
    static func drawRaisedCard(
        _ card: CGRect, cornerRadius: Double, padding: Double, on canvas: Canvas, palette: CardPalette
    ) throws {
        let shape = Path.roundedRect(card, cornerRadius: cornerRadius)
        try canvas.drawShadow(
            of: shape,
            Shadow(
                color: palette.shadow, offset: CGSize(width: 0, height: padding * 0.35),
                blurRadius: padding * 1.1))
        try canvas.fill(shape, color: palette.surface)
        try canvas.stroke(
            Path.roundedRect(card.insetBy(dx: 0.5, dy: 0.5), cornerRadius: cornerRadius - 0.5),
            style: StrokeStyle(color: palette.hairline, width: 1))
    }

    /// The hairline across `card` at `y` (points from the card's top), inset by `padding`.
    static func drawDivider(
        in card: CGRect, y: Double, padding: Double, on canvas: Canvas, palette: CardPalette
    )
        throws
    {
        var divider = Path()
        divider.move(to: CGPoint(x: Double(card.minX) + padding, y: Double(card.minY) + y))
        divider.line(to: CGPoint(x: Double(card.maxX) - padding, y: Double(card.minY) + y))
        try canvas.stroke(divider, style: StrokeStyle(color: palette.hairline, width: 1))
    }
}
