import Foundation
import OutdoorHTTP

/// The three Open-Meteo endpoint URLs, read from environment variables with public defaults.
///
/// Each variable holds a full endpoint URL (http or https); query items already in it (an
/// `apikey` for a commercial server, say) are kept on every request. An unset or blank
/// variable means the default. The environment is passed in, never read here, so tests and
/// the CLI decide where it comes from.
public struct OpenMeteoEndpoints: Hashable, Sendable {
    /// The variable naming the forecast API (current conditions and the last days).
    public static let forecastVariable = "OUTDOOR_OPEN_METEO_FORECAST_URL"
    /// The variable naming the historical-forecast API (2022 onward).
    public static let historicalVariable = "OUTDOOR_OPEN_METEO_HISTORICAL_URL"
    /// The variable naming the archive API (ERA5 reanalysis, 1940 onward).
    public static let archiveVariable = "OUTDOOR_OPEN_METEO_ARCHIVE_URL"

    /// The public forecast API.
    public static let defaultForecastURL = "https://api.open-meteo.com/v1/forecast"
    /// The public historical-forecast API.
    public static let defaultHistoricalURL = "https://historical-forecast-api.open-meteo.com/v1/forecast"
    /// The public archive API.
    public static let defaultArchiveURL = "https://archive-api.open-meteo.com/v1/archive"

    /// The forecast API endpoint.
    public let forecast: URL
    /// The historical-forecast API endpoint.
    public let historicalForecast: URL
    /// The archive API endpoint.
    public let archive: URL

    /// Makes endpoints from URLs, throwing when one is not an http(s) URL with a host.
    public init(forecast: URL, historicalForecast: URL, archive: URL) throws {
        self.forecast = try Self.validated(forecast.absoluteString, variable: "forecast URL")
        self.historicalForecast = try Self.validated(
            historicalForecast.absoluteString, variable: "historical-forecast URL")
        self.archive = try Self.validated(archive.absoluteString, variable: "archive URL")
    }

    /// Reads the endpoints from an environment dictionary (such as ProcessInfo's), with defaults.
    public init(environment: [String: String]) throws {
        func value(_ name: String, _ fallback: String) throws -> URL {
            let given = environment[name]?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            return try Self.validated(given.isEmpty ? fallback : given, variable: name)
        }
        forecast = try value(Self.forecastVariable, Self.defaultForecastURL)
        historicalForecast = try value(Self.historicalVariable, Self.defaultHistoricalURL)
        archive = try value(Self.archiveVariable, Self.defaultArchiveURL)
    }

    /// The endpoint that serves `route`.
    public func url(for route: OpenMeteoRoute) -> URL {
        switch route {
        case .current, .recentHours: return forecast
        case .historicalForecast: return historicalForecast
        case .archive: return archive
        }
    }

    private static func validated(_ text: String, variable: String) throws -> URL {
        switch HTTPEndpoint.url(text) {
        case .success(let url): return url
        case .failure(let refusal):
            throw WeatherConfigurationError.invalidEndpoint(
                variable: variable, value: text, reason: refusal.reason)
        }
    }
}

/// Why the weather configuration was refused.
public enum WeatherConfigurationError: Error, Equatable, CustomStringConvertible {
    /// An endpoint variable does not hold a usable URL.
    case invalidEndpoint(variable: String, value: String, reason: String)

    public var description: String {
        switch self {
        case .invalidEndpoint(let variable, let value, let reason):
            return "\(variable) is set to \"\(value)\", which cannot be used as a weather endpoint:"
                + " \(reason), such as https://api.open-meteo.com/v1/forecast"
        }
    }
}
