import Foundation

/// Time limits, retries, size limit and User-Agent of an `HTTPClient`.
public struct HTTPClientConfiguration: Hashable, Sendable {
    /// The User-Agent header every request carries.
    public let userAgent: UserAgent
    /// Seconds allowed to connect and receive the status line and headers of one attempt.
    public let connectTimeout: TimeInterval
    /// Seconds allowed for a whole call: every attempt, every wait between attempts, every body.
    public let totalTimeout: TimeInterval
    /// How 429 and 5xx answers are retried.
    public let retry: RetryPolicy
    /// The largest response body accepted, in bytes, unless a call gives its own cap.
    public let maximumResponseBytes: Int

    /// The largest body cap a configuration or a call may set: 1 GiB.
    public static let largestResponseBytes = 1 << 30

    /// Makes a configuration, throwing when a limit is not a positive finite number.
    ///
    /// Defaults: 10 s to connect, 30 s in all, `RetryPolicy.standard`, 4 MiB bodies.
    public init(
        userAgent: UserAgent, connectTimeout: TimeInterval = 10, totalTimeout: TimeInterval = 30,
        retry: RetryPolicy = .standard, maximumResponseBytes: Int = 4 << 20
    ) throws {
        guard connectTimeout.isFinite, connectTimeout > 0, connectTimeout <= 3600 else {
            throw HTTPConfigurationError.invalidValue(
                name: "connectTimeout", reason: "it must be more than 0 and at most 3600 seconds")
        }
        guard totalTimeout.isFinite, totalTimeout > 0, totalTimeout <= 3600 else {
            throw HTTPConfigurationError.invalidValue(
                name: "totalTimeout", reason: "it must be more than 0 and at most 3600 seconds")
        }
        guard maximumResponseBytes > 0, maximumResponseBytes <= Self.largestResponseBytes else {
            throw HTTPConfigurationError.invalidValue(
                name: "maximumResponseBytes", reason: "it must be between 1 byte and 1 GiB")
        }
        self.userAgent = userAgent
        self.connectTimeout = connectTimeout
        self.totalTimeout = totalTimeout
        self.retry = retry
        self.maximumResponseBytes = maximumResponseBytes
    }
}

/// Why an HTTP client setting was refused.
public enum HTTPConfigurationError: Error, Equatable, CustomStringConvertible {
    case invalidValue(name: String, reason: String)

    public var description: String {
        switch self {
        case .invalidValue(let name, let reason):
            return "the HTTP setting \(name) is invalid: \(reason)"
        }
    }
}
