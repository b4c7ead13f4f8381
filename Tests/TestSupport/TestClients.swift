import Foundation
import OutdoorHTTP

/// HTTP clients for tests against the fake server: tiny retry waits so the suite stays fast.
public enum TestClients {
    /// The User-Agent header `userAgent()` sends.
    public static let userAgentValue = "outdoor/0.1.0 (+tests@outdoor.invalid)"

    /// The project's User-Agent, as the product builds it.
    public static func userAgent() throws -> UserAgent {
        try UserAgent(name: "outdoor", version: "0.1.0", contact: "tests@outdoor.invalid")
    }

    /// A client with short time limits and retry waits of 10 to 50 ms.
    public static func client(
        connectTimeout: TimeInterval = 5, totalTimeout: TimeInterval = 10, attempts: Int = 3,
        maximumResponseBytes: Int = 1 << 20
    ) throws -> HTTPClient {
        HTTPClient(
            configuration: try HTTPClientConfiguration(
                userAgent: userAgent(), connectTimeout: connectTimeout, totalTimeout: totalTimeout,
                retry: RetryPolicy(maxAttempts: attempts, initialDelay: 0.01, maxDelay: 0.05),
                maximumResponseBytes: maximumResponseBytes))
    }
}
