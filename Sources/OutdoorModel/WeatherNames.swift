import Foundation

/// The weather names people may type, and what each means: a WMO code or a condition.
///
/// Every name the tool prints is accepted back, whatever its case, spacing or punctuation:
/// the WMO code names ("Thunderstorm with heavy hail", "Slight snow fall") and the condition
/// names ("Rain showers", "Windy"). A condition name that is also a code's name ("Partly
/// cloudy", "Fog", "Thunderstorm") means that code, so the name shown for a code and for its
/// word is the same. Everyday variants of the code names are accepted too: "light" for
/// "slight", "snow" for "snow fall", "heavy" for "violent" or "dense".
public enum WeatherNames {
    /// What a weather name means.
    public enum Meaning: Hashable, Sendable {
        /// A WMO code from the Open-Meteo table.
        case code(Int)
        /// A condition without an intensity.
        case condition(WeatherCondition)
    }

    /// The meaning of `name`, or nil when it names no weather this tool knows.
    public static func meaning(of name: String) -> Meaning? {
        table[key(name)]
    }

    /// The name closest to `name` among the names the tool prints, for a did-you-mean.
    public static func suggestion(for name: String) -> String? {
        let typed = key(name)
        guard !typed.isEmpty else { return nil }
        let scored = printedNames.map { ($0, Suggestions.distance(typed, key($0))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= max(2, typed.count / 3) ? best.0 : nil
    }

    /// Every name the tool prints for weather: the code names, then the condition names.
    public static let printedNames: [String] = {
        var names = WMOCode.allCodes.compactMap(WMOCode.summary)
        for condition in WeatherCondition.allCases where !names.contains(condition.summary) {
            names.append(condition.summary)
        }
        return names
    }()

    /// Lower-case letters and digits only: "Thunderstorm, with heavy-hail" -> "thunderstormwithheavyhail".
    static func key(_ name: String) -> String {
        String(
            name.lowercased().unicodeScalars.filter { ($0 >= "a" && $0 <= "z") || ($0 >= "0" && $0 <= "9") })
    }

    private static let table: [String: Meaning] = {
        var table: [String: Meaning] = [:]
        // Condition words and their synonyms first; a code's own name then takes precedence.
        let conditionWords: [String: WeatherCondition] = [
            "clear": .clear, "sunny": .clear, "sun": .clear, "fair": .clear,
            "partly": .partlyCloudy, "cloudy": .cloudy, "clouds": .cloudy, "foggy": .fog, "mist": .fog,
            "misty": .fog, "haze": .fog, "drizzle": .drizzle, "sleet": .sleet, "hail": .sleet, "rain": .rain,
            "rainy": .rain, "showers": .showers, "shower": .showers, "snow": .snow, "snowy": .snow,
            "thunder": .thunder, "storm": .thunder, "wind": .wind, "windy": .wind,
        ]
        for (word, condition) in conditionWords { table[word] = .condition(condition) }
        for condition in WeatherCondition.allCases { table[key(condition.summary)] = .condition(condition) }
        for code in WMOCode.allCodes {
            guard let name = WMOCode.summary(code) else { continue }
            for variant in variants(of: name) where table[key(variant)].map(isCondition) ?? true {
                table[key(variant)] = .code(code)
            }
            table[key(name)] = .code(code)
        }
        // Everyday words for the table's names.
        table["overcast"] = .code(3)
        table["freezingrain"] = .condition(.sleet)
        table["freezingdrizzle"] = .condition(.sleet)
        table["snowshowers"] = .condition(.snow)
        table["thunderstormwithhail"] = .code(96)
        return table
    }()

    private static func isCondition(_ meaning: Meaning) -> Bool {
        if case .condition = meaning { return true }
        return false
    }

    /// "Slight snow fall" -> also "light snow fall", "slight snow", "light snow", "snow fall"...
    private static func variants(of name: String) -> [String] {
        var names = [name.lowercased()]
        let swaps = [
            ("slight ", "light "), ("snow fall", "snow"), ("violent ", "heavy "), ("dense ", "heavy "),
        ]
        for (from, to) in swaps {
            names += names.filter { $0.contains(from) }.map { $0.replacingOccurrences(of: from, with: to) }
        }
        return names
    }
}
