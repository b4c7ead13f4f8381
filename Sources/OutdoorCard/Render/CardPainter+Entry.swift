import Foundation
import OutdoorDrawing

/// The entry card's own blocks.
extension CardPainter {
    /// The date line, title, place and coordinates where `layout` put them.
    func drawHeader(_ texts: CardTextLayouts, layout: CardLayout) throws {
        try drawHeader(
            texts.header, date: layout.date, title: layout.title, lines: [layout.place, layout.coordinates])
    }

    /// The note, already cut to the lines it may use.
    func drawNote(_ note: TextLayout, layout: CardLayout) throws {
        guard let box = layout.note else { return }
        try canvas.draw(note, at: box.origin)
    }

    /// The raised weather card: icon, temperature and summary, a hairline, the provider's credit.
    func drawWeatherCard(
        _ weather: CardText.Weather, texts: CardTextLayouts, inside: WeatherCardLayout, layout: CardLayout
    ) throws {
        guard let card = layout.weatherCard, let temperature = texts.temperature, let summary = texts.summary
        else { return }
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
