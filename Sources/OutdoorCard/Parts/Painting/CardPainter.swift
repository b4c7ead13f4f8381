import Foundation
import OutdoorDrawing
import OutdoorImage
import OutdoorMapModel
import OutdoorModel
import OutdoorRaster

/// Draws the parts both cards are made of onto a card's canvas: the header, the map panel with
/// its credit line, and raised cards with a hairline and credit lines.
///
/// Each card places its blocks itself (`CardLayout`, `TripSummaryLayout`) and draws what only it
/// has in its own extension (`CardPainter+Entry`, `CardPainter+Summary`); what two cards share has
/// its own (`CardPainter+Weather`, `CardPainter+Figures`).
struct CardPainter {
    let canvas: Canvas
    let palette: CardPalette
    /// The preset's measurements: corner radius and card padding.
    let design: CardDesign

    /// The date line, the title and the lines under it, each in its box (a line without text or
    /// without a box is left out, the date line too).
    func drawHeader(_ header: HeaderTexts, date: CGRect?, title: CGRect, lines: [CGRect?]) throws {
        if let line = header.date, let date { try canvas.draw(line, at: date.origin) }
        try canvas.draw(header.title, at: title.origin)
        for case (let line?, let box?) in zip(header.lines, lines) {
            try canvas.draw(line, at: box.origin)
        }
    }

    /// The planned map in its rounded `panel`, a hairline around it, and at `credit` the credit
    /// line of the sources it draws; nothing when the layout left the map out.
    ///
    /// `attribution` is the line the layout made room for (`CardMap.possibleAttribution`); the
    /// line drawn is composed from the plan's own credits in its style and width. On a pixel
    /// canvas in a `gamut` other than sRGB the map's picture is converted into it. Throws
    /// `CardError.mapFailed` with the provider's own error when it cannot draw. Returns the
    /// credit line drawn, nil when none is.
    @discardableResult
    func drawMap(
        _ planned: (any PlannedCardMap)?, panel: CGRect?, credit: CGRect?, attribution: TextLayout,
        gamut: ColourSpace = .sRGB
    ) throws -> String? {
        guard let panel, let credit else { return nil }
        var attribution = attribution
        if let planned {
            let line = MapAttribution.line(planned.credits)
            if line != attribution.text {
                attribution = try TextLayout(
                    line, style: attribution.style, width: attribution.width, maxLines: attribution.maxLines,
                    library: attribution.library)
            }
            let radius = design.cornerRadius
            // The map is drawn in sRGB; a wide-colour card takes its picture converted (it looks the same).
            var converted: PixelBuffer?
            if gamut != .sRGB, !canvas.isVector {
                let pixels = try planned.checkedPicture(
                    croppedTo: CardRenderer.pixelSize(of: panel, scale: canvas.scale))
                try gamut.convertFromSRGB(pixels)
                converted = pixels
            }
            try canvas.withClip(to: Path.roundedRect(panel, cornerRadius: radius)) {
                if let converted {
                    try canvas.drawImage(converted, in: panel, fit: .cover)
                    return
                }
                do {
                    try planned.draw(on: canvas, in: panel)
                } catch let error as CardError {
                    throw error
                } catch {
                    throw CardError.mapFailed(cause: ErrorCause(error))
                }
            }
            try canvas.stroke(
                Path.roundedRect(
                    panel.insetBy(dx: 0.5 * hairline, dy: 0.5 * hairline),
                    cornerRadius: radius - 0.5 * hairline),
                style: StrokeStyle(color: palette.hairline, width: hairline))
        }
        try canvas.draw(attribution, at: credit.origin)
        return attribution.text
    }

    /// Plans `request` with `map`, turning its failure into `CardError.mapFailed`.
    static func plan(_ request: MapRequest?, with map: any CardMapProvider) throws -> (any PlannedCardMap)? {
        guard let request else { return nil }
        do {
            return try map.plan(request)
        } catch let error as CardError {
            throw error
        } catch {
            throw CardError.mapFailed(cause: ErrorCause(error))
        }
    }

    /// The width of hairlines: a pixel on a screen card, a third of a point on paper.
    var hairline: Double { canvas.isVector ? 0.35 : 1 }

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
            Path.roundedRect(
                card.insetBy(dx: 0.5 * hairline, dy: 0.5 * hairline), cornerRadius: radius - 0.5 * hairline),
            style: StrokeStyle(color: palette.hairline, width: hairline))

        let x = Double(card.minX)
        let y = Double(card.minY)
        func moved(_ point: CGPoint) -> CGPoint { CGPoint(x: x + Double(point.x), y: y + Double(point.y)) }
        try content(moved)

        var divider = Path()
        divider.move(to: CGPoint(x: x + padding, y: y + dividerY))
        divider.line(to: CGPoint(x: Double(card.maxX) - padding, y: y + dividerY))
        try canvas.stroke(divider, style: StrokeStyle(color: palette.hairline, width: hairline))
        for (line, origin) in zip(credits, origins) {
            try canvas.draw(line, at: moved(origin))
        }
    }
}
