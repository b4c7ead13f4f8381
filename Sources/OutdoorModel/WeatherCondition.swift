/// A family of weather that shares one icon, the same across every provider.
public enum WeatherCondition: String, CaseIterable, Sendable, Codable {
    case clear
    case partlyCloudy
    case cloudy
    case fog
    case drizzle
    case sleet
    case rain
    case showers
    case snow
    case thunder
    case wind

    /// Whether the condition has separate day and night icons.
    public var hasNightVariant: Bool {
        switch self {
        case .clear, .partlyCloudy, .showers: return true
        default: return false
        }
    }

    /// A plain summary for the condition ("Rain showers"), implying no intensity.
    public var summary: String {
        switch self {
        case .clear: return "Clear"
        case .partlyCloudy: return "Partly cloudy"
        case .cloudy: return "Cloudy"
        case .fog: return "Fog"
        case .drizzle: return "Drizzle"
        case .sleet: return "Sleet"
        case .rain: return "Rain"
        case .showers: return "Rain showers"
        case .snow: return "Snow"
        case .thunder: return "Thunderstorm"
        case .wind: return "Windy"
        }
    }

    /// The stored icon name (an SF Symbol name, as in the original app) for day or night.
    public func symbol(isDay: Bool) -> WeatherSymbol {
        switch self {
        case .clear: return isDay ? .sunMax : .moonStars
        case .partlyCloudy: return isDay ? .cloudSun : .cloudMoon
        case .cloudy: return .cloud
        case .fog: return .cloudFog
        case .drizzle: return .cloudDrizzle
        case .sleet: return .cloudSleet
        case .rain: return .cloudRain
        case .showers: return isDay ? .cloudSunRain : .cloudMoonRain
        case .snow: return .cloudSnow
        case .thunder: return .cloudBoltRain
        case .wind: return .wind
        }
    }

    /// Parses a condition name given by a person ("partly-cloudy", "Rain", "thunderstorm").
    public init?(name: String) {
        let key = name.lowercased().filter { $0.isLetter }
        let aliases: [String: WeatherCondition] = [
            "clear": .clear, "sunny": .clear, "sun": .clear, "fair": .clear, "mainlyclear": .clear,
            "partlycloudy": .partlyCloudy, "partly": .partlyCloudy,
            "cloudy": .cloudy, "overcast": .cloudy, "clouds": .cloudy,
            "fog": .fog, "foggy": .fog, "mist": .fog, "haze": .fog,
            "drizzle": .drizzle, "sleet": .sleet, "freezingrain": .sleet, "hail": .sleet,
            "rain": .rain, "rainy": .rain, "showers": .showers, "rainshowers": .showers,
            "snow": .snow, "snowy": .snow, "thunder": .thunder, "thunderstorm": .thunder,
            "storm": .thunder, "wind": .wind, "windy": .wind,
        ]
        guard let condition = aliases[key] else { return nil }
        self = condition
    }
}
