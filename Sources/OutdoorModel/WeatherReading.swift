import Foundation

/// The weather frozen with an entry at its moment of capture.
public struct WeatherReading: Hashable, Sendable {
    /// Human summary, such as "Partly cloudy".
    public var summary: String
    /// Air temperature in degrees Celsius.
    public var temperatureCelsius: Double
    /// Stored icon name (day/night variant already chosen).
    public var symbol: WeatherSymbol
    /// WMO weather code when the provider gave one.
    public var wmoCode: Int?
    /// Who measured or modelled it.
    public var source: WeatherSource
    /// The instant the reading describes (the hour picked from a provider's series), if known.
    public var observedAt: Date?

    /// Makes a reading.
    public init(
        summary: String, temperatureCelsius: Double, symbol: WeatherSymbol, wmoCode: Int? = nil,
        source: WeatherSource, observedAt: Date? = nil
    ) {
        self.summary = summary
        self.temperatureCelsius = temperatureCelsius
        self.symbol = symbol
        self.wmoCode = wmoCode
        self.source = source
        self.observedAt = observedAt
    }

    /// A reading from a WMO code, with the summary and day/night icon the code implies.
    public init?(
        wmoCode: Int, temperatureCelsius: Double, isDay: Bool, source: WeatherSource,
        observedAt: Date? = nil
    ) {
        guard let summary = WMOCode.summary(wmoCode), let condition = WMOCode.condition(wmoCode)
        else { return nil }
        self.init(
            summary: summary, temperatureCelsius: temperatureCelsius,
            symbol: condition.symbol(isDay: isDay), wmoCode: wmoCode, source: source,
            observedAt: observedAt)
    }
}
