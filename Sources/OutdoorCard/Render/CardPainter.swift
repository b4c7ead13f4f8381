import Foundation
import OutdoorDrawing
import OutdoorImage
import OutdoorRaster

/// Draws the blocks of a laid-out card onto its canvas.
struct CardPainter {
    let canvas: Canvas
    let palette: CardPalette
    let design: CardDesign
    let layout: CardLayout

    /// The map picture in its rounded panel with a hairline, and the credit line under it.
    func drawMap(_ picture: PixelBuffer?, attribution: TextLayout) throws {
        try CardSurfaces.drawMap(
            picture, panel: layout.map, credit: layout.mapAttribution, attribution: attribution,
            cornerRadius: layout.cornerRadius, on: canvas, palette: palette)
    }

    /// The date line, title, place and coordinates.
    func drawHeader(_ texts: CardTextLayouts) throws {
        try CardSurfaces.drawHeader(
            texts.header, date: layout.date, title: layout.title, lines: [layout.place, layout.coordinates],
            on: canvas)
    }

    /// The note, already cut to the lines it may use.
    func drawNote(_ note: TextLayout) throws {
        guard let box = layout.note else { return }
        try canvas.draw(note, at: box.origin)
    }

    /// The raised weather card: shadow, surface, icon, temperature, summary, hairline, credit.
    func drawWeatherCard(_ weather: CardText.Weather, texts: CardTextLayouts, inside: WeatherCardLayout)
        throws
    {
        guard let card = layout.weatherCard, let temperature = texts.temperature, let summary = texts.summary
        else { return }
        try CardSurfaces.drawRaisedCard(
            card, cornerRadius: layout.cornerRadius, padding: design.cardPadding, on: canvas, palette: palette
        )

        let x = Double(card.minX)
        let y = Double(card.minY)
        func moved(_ point: CGPoint) -> CGPoint { CGPoint(x: x + Double(point.x), y: y + Double(point.y)) }
        try WeatherIcon.draw(
            weather.symbol, in: inside.icon.offsetBy(dx: x, dy: y), on: canvas, palette: palette.icon)
        try canvas.draw(temperature, at: moved(inside.temperatureOrigin))
        try canvas.draw(summary, at: moved(inside.summaryOrigin))

        try CardSurfaces.drawDivider(
            in: card, y: inside.dividerY, padding: design.cardPadding, on: canvas, palette: palette)
        for (line, origin) in zip(texts.attribution, inside.attributionOrigins) {
            try canvas.draw(line, at: moved(origin))
        }
    }
}
