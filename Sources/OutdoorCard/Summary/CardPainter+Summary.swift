import Foundation
import OutdoorDrawing
import OutdoorModel

/// The trip summary's own blocks.
extension CardPainter {
    /// The date range, the title and the route where `layout` put them.
    func drawHeader(_ texts: SummaryTextLayouts, layout: TripSummaryLayout) throws {
        try drawHeader(texts.header, date: layout.date, title: layout.title, lines: [layout.route])
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
