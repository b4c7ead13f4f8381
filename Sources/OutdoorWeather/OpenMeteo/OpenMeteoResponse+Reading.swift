import Foundation
import OutdoorModel

extension OpenMeteoResponse {
    /// The time-zone id of the reply, when this system's time-zone database knows it.
    var knownTimeZoneIdentifier: String? {
        guard let timezone, TimeZone(identifier: timezone) != nil else { return nil }
        return timezone
    }

    /// The reading from a `current=` reply.
    func currentReading(provider: String, coordinate: Coordinate, instant: Date) throws -> WeatherReading {
        guard let current else { throw WeatherLookupError.missingField(provider: provider, field: "current") }
        try checkCelsius(currentUnits, block: "current_units", provider: provider)
        guard let time = current.time, time.isFinite else {
            throw WeatherLookupError.missingField(provider: provider, field: "current.time")
        }
        let observed = Date(timeIntervalSince1970: time)
        guard let temperature = current.temperature2m, let rawCode = current.weatherCode else {
            throw WeatherLookupError.noReadingNearTime(provider: provider, instant: instant, window: 0)
        }
        let code = try Self.wholeCode(rawCode, provider: provider)
        let isDay = current.isDay.map { $0 >= 0.5 }
        return try Self.reading(
            code: code, temperature: temperature, isDay: isDay, observed: observed, source: .openMeteo,
            coordinate: coordinate, provider: provider)
    }

    /// The series from an `hourly=` reply; `expectIsDay` says whether `is_day` was asked for.
    func hourlySeries(provider: String, expectIsDay: Bool) throws -> HourlySeries {
        guard let hourly else { throw WeatherLookupError.missingField(provider: provider, field: "hourly") }
        try checkCelsius(hourlyUnits, block: "hourly_units", provider: provider)
        guard let times = hourly.time else {
            throw WeatherLookupError.missingField(provider: provider, field: "hourly.time")
        }
        guard let temperatures = hourly.temperature2m else {
            throw WeatherLookupError.missingField(provider: provider, field: "hourly.temperature_2m")
        }
        guard let codes = hourly.weatherCode else {
            throw WeatherLookupError.missingField(provider: provider, field: "hourly.weather_code")
        }
        var wholeCodes: [Int?] = []
        wholeCodes.reserveCapacity(codes.count)
        for code in codes { wholeCodes.append(try code.map { try Self.wholeCode($0, provider: provider) }) }
        guard times.allSatisfy({ $0.isFinite }) else {
            throw WeatherLookupError.malformedResponse(
                provider: provider, detail: "\"hourly.time\" holds a value that is not a time")
        }
        let isDay = expectIsDay ? hourly.isDay.map { $0.map { $0.map { $0 >= 0.5 } } } : nil
        do {
            return try HourlySeries(
                times: times.map { Date(timeIntervalSince1970: $0) }, temperatureCelsius: temperatures,
                weatherCode: wholeCodes, isDay: isDay)
        } catch let error as HourlySeriesError {
            throw WeatherLookupError.malformedResponse(provider: provider, detail: error.description)
        }
    }

    /// A reading from one chosen value; day or night from `isDay`, else from the Sun's position.
    static func reading(
        code: Int, temperature: Double, isDay: Bool?, observed: Date, source: WeatherSource,
        coordinate: Coordinate, provider: String
    ) throws -> WeatherReading {
        // The same range as a reading typed by hand: no way in freezes what another refuses.
        guard temperature.isFinite,
            (ManualWeather.lowestTemperature...ManualWeather.highestTemperature).contains(temperature)
        else {
            throw WeatherLookupError.malformedResponse(
                provider: provider,
                detail: "the temperature \(temperature) °C is outside what the Earth has recorded "
                    + "(\(ManualWeather.lowestTemperature) to \(ManualWeather.highestTemperature) °C)")
        }
        let daylight = isDay ?? SolarPosition(date: observed, coordinate: coordinate).isDaylight
        guard
            let reading = WeatherReading(
                wmoCode: code, temperatureCelsius: temperature, isDay: daylight, source: source,
                observedAt: observed)
        else { throw WeatherLookupError.unknownWeatherCode(provider: provider, code: code) }
        return reading
    }

    /// A weather code as a whole number; JSON may carry it as 3 or 3.0.
    private static func wholeCode(_ value: Double, provider: String) throws -> Int {
        guard value.isFinite, value == value.rounded(), abs(value) < 1000 else {
            throw WeatherLookupError.malformedResponse(
                provider: provider, detail: "the weather code \(value) is not a whole number")
        }
        return Int(value)
    }

    /// Refuses temperatures labelled in a unit other than °C (a label that is absent is accepted).
    private func checkCelsius(_ units: [String: String]?, block: String, provider: String) throws {
        guard let unit = units?["temperature_2m"] else { return }
        let normalized = unit.replacingOccurrences(of: " ", with: "").lowercased()
        guard normalized == "°c" || normalized == "celsius" else {
            throw WeatherLookupError.unexpectedUnit(
                provider: provider, field: "\(block).temperature_2m", unit: unit)
        }
    }
}
