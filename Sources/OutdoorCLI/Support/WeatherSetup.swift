import Foundation
import OutdoorHTTP
import OutdoorWeather

/// Builds the weather provider from the environment (endpoint variables) and the tool's identity.
enum WeatherSetup {
    /// The Open-Meteo provider with the endpoints `OUTDOOR_OPEN_METEO_*_URL` choose.
    static func provider(context: CommandContext) throws -> any WeatherProvider {
        let agent = try UserAgent(
            name: "outdoor", version: OutdoorCLI.version, projectURL: OutdoorCLI.projectURL)
        return try OpenMeteoProvider(environment: context.environment, userAgent: agent)
    }
}
