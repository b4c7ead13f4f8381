/// WMO weather interpretation codes (WW) as used by Open-Meteo: descriptions and conditions.
public enum WMOCode {
    /// Every code the WMO table defines for Open-Meteo, in ascending order.
    public static let allCodes: [Int] = [
        0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 71, 73, 75, 77, 80, 81, 82,
        85, 86, 95, 96, 99,
    ]

    /// The human summary for a code ("Partly cloudy"), or nil for a code outside the table.
    public static func summary(_ code: Int) -> String? {
        switch code {
        case 0: return "Clear sky"
        case 1: return "Mainly clear"
        case 2: return "Partly cloudy"
        case 3: return "Overcast"
        case 45: return "Fog"
        case 48: return "Depositing rime fog"
        case 51: return "Light drizzle"
        case 53: return "Moderate drizzle"
        case 55: return "Dense drizzle"
        case 56: return "Light freezing drizzle"
        case 57: return "Dense freezing drizzle"
        case 61: return "Slight rain"
        case 63: return "Moderate rain"
        case 65: return "Heavy rain"
        case 66: return "Light freezing rain"
        case 67: return "Heavy freezing rain"
        case 71: return "Slight snow fall"
        case 73: return "Moderate snow fall"
        case 75: return "Heavy snow fall"
        case 77: return "Snow grains"
        case 80: return "Slight rain showers"
        case 81: return "Moderate rain showers"
        case 82: return "Violent rain showers"
        case 85: return "Slight snow showers"
        case 86: return "Heavy snow showers"
        case 95: return "Thunderstorm"
        case 96: return "Thunderstorm with slight hail"
        case 99: return "Thunderstorm with heavy hail"
        default: return nil
        }
    }

    /// The icon family for a code, or nil for a code outside the table.
    public static func condition(_ code: Int) -> WeatherCondition? {
        switch code {
        case 0, 1: return .clear
        case 2: return .partlyCloudy
        case 3: return .cloudy
        case 45, 48: return .fog
        case 51, 53, 55: return .drizzle
        case 56, 57, 66, 67: return .sleet
        case 61, 63, 65: return .rain
        case 80, 81, 82: return .showers
        case 71, 73, 75, 77, 85, 86: return .snow
        case 95, 96, 99: return .thunder
        default: return nil
        }
    }
}
