import Foundation
import OutdoorDrawing
import OutdoorModel

/// The trip summary's own blocks.
extension CardPainter {
    /// The date range, the title and the route where `layout` put them.
    func drawHeader(_ texts: SummaryTextLayouts, layout: TripSummaryLayout) throws {
        try drawHeader(texts.header, date: layout.date, title: layout.title, lines: [layout.route])
    }

    /// Each figure's value with its unit on the value's baseline, and its caption
    /// `captionSpacing` points below.
    func drawFigures(
        _ texts: SummaryTextLayouts, grid: FigureGridLayout, captionSpacing: Double, layout: TripSummaryLayout
    ) throws {
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
            let captionY = y + figure.value.metrics.height + captionSpacing
            try canvas.draw(figure.caption, at: CGPoint(x: x, y: captionY))
        }
    }

    /// The raised weather card: the conditions' icons and names, a hairline, every credit.
    func drawConditionsCard(
        _ symbols: [WeatherSymbol], texts: SummaryTextLayouts, inside: ConditionsCardLayout,
        layout: TripSummaryLayout
    ) throws {
        guard let card = layout.weatherCard else { return }
        try drawRaisedCard(
            card, dividerY: inside.dividerY, credits: texts.attribution, at: inside.attributionOrigins
        ) { moved in
            for (symbol, box) in zip(symbols, inside.icons) {
                try WeatherIcon.draw(
                    symbol, in: box.offsetBy(dx: card.minX, dy: card.minY), on: canvas, palette: palette.icon)
            }
            if let summary = texts.conditionsSummary {
                try canvas.draw(summary, at: moved(inside.summaryOrigin))
            }
        }
    }
}
