import Foundation
import OutdoorDrawing
import OutdoorImage
import OutdoorModel
import OutdoorRaster

/// Draws the blocks of a laid-out trip summary onto its canvas.
struct SummaryPainter {
    let canvas: Canvas
    let palette: CardPalette
    let design: SummaryDesign
    let layout: TripSummaryLayout

    /// The map picture in its rounded panel with a hairline, and the credit line under it.
    func drawMap(_ picture: PixelBuffer?, attribution: TextLayout) throws {
        try CardSurfaces.drawMap(
            picture, panel: layout.map, credit: layout.mapAttribution, attribution: attribution,
            cornerRadius: layout.cornerRadius, on: canvas, palette: palette)
    }

    /// The date range, the title and the route line.
    func drawHeader(_ texts: SummaryTextLayouts) throws {
        try CardSurfaces.drawHeader(
            texts.header, date: layout.date, title: layout.title, lines: [layout.route], on: canvas)
    }

    /// Each figure's value with its unit on the value's baseline, and its caption below.
    func drawFigures(_ texts: SummaryTextLayouts, grid: FigureGridLayout) throws {
        guard let box = layout.figures else { return }
        for (figure, cell) in zip(texts.figures, grid.cells) {
            let x = Double(box.minX + cell.minX)
            let y = Double(box.minY + cell.minY)
            try canvas.draw(figure.value, at: CGPoint(x: x, y: y))
            if let unit = figure.unit {
                let unitX = x + Double(figure.value.metrics.logicalBounds.maxX) + figure.unitGap
                let unitY = y + figure.value.metrics.baseline - unit.metrics.baseline
                try canvas.draw(unit, at: CGPoint(x: unitX, y: unitY))
            }
            let captionY = y + figure.value.metrics.height + design.figureCaptionSpacing
            try canvas.draw(figure.caption, at: CGPoint(x: x, y: captionY))
        }
    }

    /// The raised weather card: the conditions' icons and names, a hairline, every credit.
    func drawWeatherCard(_ symbols: [WeatherSymbol], texts: SummaryTextLayouts, inside: ConditionsCardLayout)
        throws
    {
        guard let card = layout.weatherCard else { return }
        let padding = design.card.cardPadding
        try CardSurfaces.drawRaisedCard(
            card, cornerRadius: layout.cornerRadius, padding: padding, on: canvas, palette: palette)
        let x = Double(card.minX)
        let y = Double(card.minY)
        func moved(_ point: CGPoint) -> CGPoint { CGPoint(x: x + Double(point.x), y: y + Double(point.y)) }
        for (symbol, box) in zip(symbols, inside.icons) {
            try WeatherIcon.draw(symbol, in: box.offsetBy(dx: x, dy: y), on: canvas, palette: palette.icon)
        }
        if let summary = texts.conditionsSummary {
            try canvas.draw(summary, at: moved(inside.summaryOrigin))
        }
        try CardSurfaces.drawDivider(
            in: card, y: inside.dividerY, padding: padding, on: canvas, palette: palette)
        for (line, origin) in zip(texts.attribution, inside.attributionOrigins) {
            try canvas.draw(line, at: moved(origin))
        }
    }
}
