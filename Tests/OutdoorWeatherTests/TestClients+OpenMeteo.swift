import Foundation
import OutdoorHTTP
import OutdoorWeather
import TestSupport

extension TestClients {
    /// An Open-Meteo provider whose three endpoints point at `server`.
    static func provider(_ server: FakeHTTPServer, client: HTTPClient? = nil) throws -> OpenMeteoProvider {
        OpenMeteoProvider(
            endpoints: try OpenMeteoEndpoints(environment: server.openMeteoEnvironment),
            client: try client ?? Self.client())
    }
}
