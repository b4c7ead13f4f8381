import OutdoorDrawing

/// The shaped texts of a raised weather card: the entry card's and the activity card's.
protocol WeatherTexts {
    /// The temperature and the conditions, nil without weather.
    var temperature: TextLayout? { get }
    var summary: TextLayout? { get }
    /// The provider's credit lines.
    var attribution: [TextLayout] { get }
}

extension WeatherTexts {
    /// The weather card's inside in a card `width` points wide with `design`'s padding and icon
    /// size, when there is weather.
    func weatherCard(design: CardDesign, width: Double) -> WeatherCardLayout? {
        guard let temperature, let summary else { return nil }
        return WeatherCardLayout.make(
            width: width, padding: design.cardPadding, iconSize: design.iconSize,
            temperature: WeatherCardLayout.TextBox(
                inkTop: Double(temperature.metrics.inkBounds.minY), baseline: temperature.metrics.baseline,
                height: temperature.metrics.height),
            summary: WeatherCardLayout.TextBox(
                inkTop: Double(summary.metrics.inkBounds.minY), baseline: summary.metrics.baseline,
                height: summary.metrics.height),
            attributionHeights: attribution.map(\.metrics.height))
    }
}

extension CardTextLayouts: WeatherTexts {}
extension ActivityTextLayouts: WeatherTexts {}

extension CardTypography {
    /// `weather`'s temperature, summary and credit lines shaped in these styles for a card
    /// `cardWidth` points wide; nils and no credits without weather.
    func weatherTexts(_ weather: CardText.Weather?, cardWidth: Double, fonts: FontLibrary) throws -> (
        temperature: TextLayout?, summary: TextLayout?, attribution: [TextLayout]
    ) {
        guard let weather else { return (nil, nil, []) }
        let inner = cardWidth - 2 * design.cardPadding
        let textWidth = WeatherCardLayout.textWidth(
            cardWidth: cardWidth, padding: design.cardPadding, iconSize: design.iconSize)
        return (
            try TextLayout(weather.temperature, style: temperature, library: fonts),
            try TextLayout(weather.summary, style: summary, width: textWidth, maxLines: 2, library: fonts),
            try weather.attribution.map {
                try TextLayout($0, style: attribution, width: max(1, inner), library: fonts)
            }
        )
    }
}
