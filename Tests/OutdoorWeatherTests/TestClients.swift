import Foundation
import OutdoorHTTP
import OutdoorWeather
import TestSupport

/// Clients and providers for tests: tiny retry waits so the suite stays fast.
enum TestClients {
    static let userAgentValue = "outdoor/0.1.0 (+https://github.com/outdoor-utility/outdoor)"

    static func userAgent() throws -> UserAgent {
        try UserAgent(
            name: "outdoor", version: "0.1.0", projectURL: "https://github.com/outdoor-utility/outdoor")
    }

    static func client(
        connectTimeout: TimeInterval = 5, totalTimeout: TimeInterval = 10, attempts: Int = 3,
        maximumResponseBytes: Int = 1 << 20
    ) throws -> HTTPClient {
        HTTPClient(
            configuration: try HTTPClientConfiguration(
                userAgent: userAgent(), connectTimeout: connectTimeout, totalTimeout: totalTimeout,
                retry: RetryPolicy(maxAttempts: attempts, initialDelay: 0.01, maxDelay: 0.05),
                maximumResponseBytes: maximumResponseBytes))
    }

    /// An Open-Meteo provider whose three endpoints point at `server`.
    static func provider(_ server: FakeHTTPServer, client: HTTPClient? = nil) throws -> OpenMeteoProvider {
        OpenMeteoProvider(
            endpoints: try OpenMeteoEndpoints(environment: server.openMeteoEnvironment),
            client: try client ?? Self.client())
    }
}
