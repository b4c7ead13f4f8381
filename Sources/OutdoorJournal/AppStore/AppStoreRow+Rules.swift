import Foundation
import OutdoorModel
import OutdoorWeather

extension AppStoreRow {
    /// The weather the app recorded, as this project keeps it.
    public struct RecordedWeather: Equatable, Sendable {
        /// The frozen reading, credited to Apple Weather; nil when the app recorded none.
        public var reading: WeatherReading?
        /// The stored SF Symbol name when the table does not know it (the reading has the neutral icon).
        public var unknownSymbol: String?
    }

    /// The earliest moment accepted: 1900-01-01T00:00:00Z, in seconds since 2001-01-01.
    static let earliestTimestamp: TimeInterval = -3_187_296_000
    /// The longest weather summary accepted, in characters (WeatherKit's are a few words).
    static let maxSummaryLength = 200

    /// The moment, checked to be a real instant after 1900 (the future is checked on capture).
    public func checkedTimestamp() throws -> Date {
        let seconds = timestamp.timeIntervalSinceReferenceDate
        guard seconds.isFinite, seconds >= Self.earliestTimestamp, seconds < 4_000_000_000 else {
            throw AppStoreRuleError.timeOutOfRange(seconds)
        }
        return timestamp
    }

    /// The weather frozen as the app stored it, credited to Apple Weather.
    ///
    /// Its summary and temperature are kept and its SF Symbol is mapped onto the project's icons.
    /// The model's defaults (summary "" and temperature 0) mean the app recorded no weather.
    public func recordedWeather() throws -> RecordedWeather {
        let summary = weatherSummary.trimmingWhitespace()
        if summary.isEmpty && temperature == 0 { return RecordedWeather(reading: nil, unknownSymbol: nil) }
        guard temperature.isFinite,
            (ManualWeather.lowestTemperature...ManualWeather.highestTemperature).contains(temperature)
        else { throw AppStoreRuleError.temperatureOutOfRange(temperature) }
        guard summary.count <= Self.maxSummaryLength, !summary.contains(where: { $0.isNewline }) else {
            throw AppStoreRuleError.malformedSummary(summary.count)
        }
        let known = AppleWeatherSymbols.symbol(for: symbol)
        let icon = known ?? AppleWeatherSymbols.neutral
        let reading = WeatherReading(
            summary: summary.isEmpty && known != nil ? icon.condition.summary : summary,
            temperatureCelsius: temperature, symbol: icon, source: .appleWeather, observedAt: timestamp)
        return RecordedWeather(reading: reading, unknownSymbol: known == nil ? symbol : nil)
    }
}

/// A row that was read but breaks a rule of the journal; it is skipped.
public enum AppStoreRuleError: Error, Equatable, CustomStringConvertible {
    /// The timestamp is not a finite moment between 1900 and the 2120s (seconds since 2001).
    case timeOutOfRange(Double)
    /// The temperature is outside what the Earth has recorded (°C).
    case temperatureOutOfRange(Double)
    /// The weather summary is longer than a summary can be, or spans lines (its length).
    case malformedSummary(Int)

    public var description: String {
        switch self {
        case .timeOutOfRange(let seconds):
            return "its time (\(seconds) s after 2001-01-01) is not a moment between 1900 and today"
        case .temperatureOutOfRange(let celsius):
            return "its temperature \(celsius) °C is outside what the Earth has recorded "
                + "(\(ManualWeather.lowestTemperature) to \(ManualWeather.highestTemperature) °C)"
        case .malformedSummary(let count):
            return "its weather summary (\(count) characters) is not a summary: longer than "
                + "\(AppStoreRow.maxSummaryLength) characters or more than one line"
        }
    }
}
