import Foundation
import OutdoorModel

/// Readings typed in by hand (`--weather-temp` and `--weather-code`), with no provider to credit.
public enum ManualWeather {
    /// The lowest temperature accepted, in °C (the coldest ever measured is -89.2 °C).
    public static let lowestTemperature = -90.0
    /// The highest temperature accepted, in °C (the hottest ever measured is 56.7 °C).
    public static let highestTemperature = 60.0

    /// Builds a manual reading from the two texts a person typed, at a moment and place.
    ///
    /// `temperature` is in °C ("18", "-3.5", "12,5", "18°C"). `condition` is a WMO code from
    /// the Open-Meteo table ("61") or a condition name ("partly cloudy", "rain"). The icon's
    /// day or night variant follows the Sun's elevation at `coordinate` and `instant`.
    public static func reading(
        temperature: String, condition: String, at instant: Date, coordinate: Coordinate
    ) throws -> WeatherReading {
        let celsius = try parseTemperature(temperature)
        let isDay = SolarPosition(date: instant, coordinate: coordinate).isDaylight
        switch try parseCondition(condition) {
        case .code(let code):
            guard
                let reading = WeatherReading(
                    wmoCode: code, temperatureCelsius: celsius, isDay: isDay, source: .manual,
                    observedAt: instant)
            else { throw ManualWeatherError.unknownWMOCode("\(code)") }
            return reading
        case .condition(let condition):
            return WeatherReading(
                summary: condition.summary, temperatureCelsius: celsius,
                symbol: condition.symbol(isDay: isDay), wmoCode: nil, source: .manual,
                observedAt: instant)
        }
    }

    /// Reads a temperature in °C, accepting a decimal point or comma and an optional "°C" or "C".
    public static func parseTemperature(_ text: String) throws -> Double {
        var body = text.trimmingWhitespace()
        guard !body.isEmpty else { throw ManualWeatherError.emptyTemperature }
        let lowered = body.lowercased()
        if lowered.hasSuffix("f") {
            let number = lowered.dropLast().replacingOccurrences(of: "°", with: "").trimmingWhitespace()
            if isPlainDecimal(number.replacingOccurrences(of: ",", with: ".")) {
                throw ManualWeatherError.fahrenheitGiven(text)
            }
        }
        for suffix in ["°c", "c", "°"] where lowered.hasSuffix(suffix) {
            body = String(body.dropLast(suffix.count)).trimmingWhitespace()
            break
        }
        // Accept the typographic minus sign (U+2212) and a decimal comma.
        body = body.replacingOccurrences(of: "\u{2212}", with: "-")
            .replacingOccurrences(of: ",", with: ".")
        guard isPlainDecimal(body), let value = Double(body), value.isFinite else {
            throw ManualWeatherError.invalidTemperature(text)
        }
        guard (lowestTemperature...highestTemperature).contains(value) else {
            throw ManualWeatherError.temperatureOutOfRange(value)
        }
        return value == 0 ? 0 : value
    }

    /// What a person named as the weather: a WMO code or a condition.
    public enum ConditionInput: Hashable, Sendable {
        /// A WMO weather code from the Open-Meteo table.
        case code(Int)
        /// A condition named in words.
        case condition(WeatherCondition)
    }

    /// Reads a WMO code ("61") or a weather name ("partly cloudy", "light snow"; see `WeatherNames`).
    public static func parseCondition(_ text: String) throws -> ConditionInput {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty else { throw ManualWeatherError.emptyCondition }
        if trimmed.allSatisfy({ $0.isASCII && $0.isNumber }) {
            guard trimmed.count <= 3, let code = Int(trimmed), WMOCode.summary(code) != nil else {
                throw ManualWeatherError.unknownWMOCode(trimmed)
            }
            return .code(code)
        }
        switch WeatherNames.meaning(of: trimmed) {
        case .code(let code)?: return .code(code)
        case .condition(let condition)?: return .condition(condition)
        case nil: throw ManualWeatherError.unknownCondition(trimmed)
        }
    }

    /// Whether `text` is an optionally signed decimal number with no exponent, "inf" or "nan".
    private static func isPlainDecimal(_ text: String) -> Bool {
        var digits = 0
        var points = 0
        for (index, character) in text.enumerated() {
            switch character {
            case "-", "+": if index != 0 { return false }
            case ".": points += 1
            case "0"..."9": digits += 1
            default: return false
            }
        }
        return digits > 0 && points <= 1 && digits <= 12
    }
}

/// Why a hand-typed weather reading was refused.
public enum ManualWeatherError: Error, Equatable, CustomStringConvertible {
    case emptyTemperature
    case invalidTemperature(String)
    case fahrenheitGiven(String)
    case temperatureOutOfRange(Double)
    case emptyCondition
    case unknownWMOCode(String)
    case unknownCondition(String)

    public var description: String {
        switch self {
        case .emptyTemperature:
            return "the weather temperature is empty: give it in °C, for example 18.5"
        case .invalidTemperature(let text):
            return "\"\(text)\" is not a temperature: give it in °C as a number, for example 18.5 or -3"
        case .fahrenheitGiven(let text):
            return "\"\(text)\" looks like a temperature in °F: give it in °C, for example 18.5"
        case .temperatureOutOfRange(let value):
            return "\(value) °C is outside the temperatures ever measured on Earth"
                + " (\(ManualWeather.lowestTemperature) to \(ManualWeather.highestTemperature) °C)"
        case .emptyCondition:
            return "the weather condition is empty: give a WMO code such as 2, or a name such as"
                + " \"partly cloudy\""
        case .unknownWMOCode(let code):
            let codes = WMOCode.allCodes.map(String.init).joined(separator: ", ")
            let shown = code.count > 12 ? String(code.prefix(12)) + "..." : code
            return "\(shown) is not a WMO weather code this tool knows; the codes are \(codes)"
        case .unknownCondition(let name):
            let shown = name.count > 40 ? String(name.prefix(40)) + "..." : name
            var text = "\"\(shown)\" is not a weather condition this tool knows"
            if let suggestion = WeatherNames.suggestion(for: name) {
                text += "; did you mean \"\(suggestion)\"?"
            }
            let conditions = WeatherCondition.allCases.map { $0.summary.lowercased() }.joined(separator: ", ")
            return text
                + " Give a WMO code (0-99), a name the tool shows (\"Slight snow fall\", \"light snow\","
                + " \"Thunderstorm with heavy hail\") or a condition: \(conditions)"
        }
    }
}
