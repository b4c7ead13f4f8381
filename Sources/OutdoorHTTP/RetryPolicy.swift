import Foundation

/// How often and how patiently a request is retried after HTTP 429 or a 5xx server error.
public struct RetryPolicy: Hashable, Sendable {
    /// Statuses worth retrying: too many requests and the transient server errors.
    public static let retryableStatuses: Set<Int> = [429, 500, 502, 503, 504]

    /// The most attempts allowed by any policy (the first one included).
    public static let attemptLimit = 10

    /// Attempts in all, the first one included (1 means no retry).
    public let maxAttempts: Int
    /// The wait before the first retry, in seconds, before jitter.
    public let initialDelay: TimeInterval
    /// The longest wait between attempts, in seconds; a longer Retry-After ends the retries.
    public let maxDelay: TimeInterval

    /// Three attempts, waiting about 1 s then 2 s (at most 8 s).
    public static let standard = RetryPolicy(uncheckedMaxAttempts: 3, initialDelay: 1, maxDelay: 8)

    /// Makes a policy, throwing when a number is out of range.
    public init(maxAttempts: Int, initialDelay: TimeInterval, maxDelay: TimeInterval) throws {
        guard (1...Self.attemptLimit).contains(maxAttempts) else {
            throw HTTPConfigurationError.invalidValue(
                name: "maxAttempts", reason: "it must be between 1 and \(Self.attemptLimit)")
        }
        guard initialDelay.isFinite, initialDelay >= 0, maxDelay.isFinite, maxDelay >= initialDelay,
            maxDelay <= 600
        else {
            throw HTTPConfigurationError.invalidValue(
                name: "retry delays",
                reason: "they must satisfy 0 <= initialDelay <= maxDelay <= 600 seconds")
        }
        self.init(uncheckedMaxAttempts: maxAttempts, initialDelay: initialDelay, maxDelay: maxDelay)
    }

    private init(uncheckedMaxAttempts: Int, initialDelay: TimeInterval, maxDelay: TimeInterval) {
        self.maxAttempts = uncheckedMaxAttempts
        self.initialDelay = initialDelay
        self.maxDelay = maxDelay
    }

    /// Whether a response with this status is worth another attempt.
    public func isRetryable(status: Int) -> Bool { Self.retryableStatuses.contains(status) }

    /// The wait in seconds before retry number `retry` (1 for the first retry).
    ///
    /// Exponential backoff (`initialDelay` doubled per retry, capped at `maxDelay`) with "equal
    /// jitter": the wait is between half and all of that value, placed by `randomUnit` in 0...1,
    /// so clients that failed together do not retry together.
    public func delay(beforeRetry retry: Int, randomUnit: Double) -> TimeInterval {
        let exponent = Double(min(max(retry, 1), 30) - 1)
        let base = min(maxDelay, initialDelay * pow(2, exponent))
        let unit = randomUnit.isFinite ? min(1, max(0, randomUnit)) : 1
        return base * (0.5 + 0.5 * unit)
    }
}
