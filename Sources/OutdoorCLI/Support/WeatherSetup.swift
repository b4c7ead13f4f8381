import Foundation
import OutdoorHTTP
import OutdoorWeather

/// Builds the weather provider from the environment (endpoint variables) and the tool's identity.
enum WeatherSetup {
    /// The Open-Meteo provider with the endpoints `OUTDOOR_OPEN_METEO_*_URL` choose.
    static func provider(context: CommandContext) throws -> any WeatherProvider {
        try OpenMeteoProvider(environment: context.environment, userAgent: try userAgent(context: context))
    }

    /// The User-Agent every request sends: outdoor's name and version, and `OUTDOOR_CONTACT` when set.
    static func userAgent(context: CommandContext) throws -> UserAgent {
        do {
            return try UserAgent(
                name: "outdoor", version: OutdoorCLI.version, contact: context.environment[.contact])
        } catch {
            throw CommandError(
                "\(EnvironmentVariable.contact.name) cannot go into an HTTP request: \(error); set it to an "
                    + "e-mail address or a web address")
        }
    }
}
