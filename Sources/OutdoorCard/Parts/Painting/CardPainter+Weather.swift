import Foundation
import OutdoorDrawing

/// The raised weather card the entry card and the activity card share.
extension CardPainter {
    /// The raised weather card in `card`: icon, temperature and summary, a hairline, the
    /// provider's credit; nothing without a box or without weather texts.
    func drawWeatherCard(
        _ weather: CardText.Weather, texts: some WeatherTexts, inside: WeatherCardLayout, card: CGRect?
    ) throws {
        guard let card, let temperature = texts.temperature, let summary = texts.summary else { return }
        try drawRaisedCard(
            card, dividerY: inside.dividerY, credits: texts.attribution, at: inside.attributionOrigins
        ) { moved in
            try WeatherIcon.draw(
                weather.symbol, in: inside.icon.offsetBy(dx: card.minX, dy: card.minY), on: canvas,
                palette: palette.icon)
            try canvas.draw(temperature, at: moved(inside.temperatureOrigin))
            try canvas.draw(summary, at: moved(inside.summaryOrigin))
        }
    }
}
