import Dispatch
import Foundation

/// A small HTTP GET client over libcurl: time limits, bounded retries, a size cap, a User-Agent.
///
/// Each call is bounded twice: `connectTimeout` for connecting and receiving the headers of
/// one attempt, and `totalTimeout` for the whole call including retries and the waits between
/// them. HTTP 429 and the transient 5xx statuses are retried with exponential backoff and
/// jitter, at most `retry.maxAttempts` attempts in all; a Retry-After longer than
/// `retry.maxDelay` ends the retries at once. Any other status is returned as it is: the
/// caller decides what a 4xx means. Bodies are bytes of any kind (JSON, PNG tiles...), capped
/// per call. Redirects are followed only within the same scheme, host and port (at most 5); one
/// to anywhere else fails, saying where it went. Compressed bodies are decoded.
///
/// libcurl is loaded at the first request, not when the program starts, so that commands
/// that never talk to the network carry no networking code (see `CurlSession`). When it
/// cannot be loaded the call fails with `HTTPClientError.transport` saying so.
public final class HTTPClient: Sendable {
    /// The limits and headers this client applies.
    public let configuration: HTTPClientConfiguration

    /// Makes a client; nothing is loaded or connected until the first call.
    public init(configuration: HTTPClientConfiguration) {
        self.configuration = configuration
    }

    /// Fetches `url` with GET, retrying 429 and 5xx; throws `HTTPClientError` when no response came.
    ///
    /// `headers` are sent as given and replace the defaults of the same name (case ignored):
    /// the configuration's User-Agent and `Accept: application/json`. `maximumBytes` caps this
    /// response's body instead of the configuration's `maximumResponseBytes`. Throws
    /// `HTTPConfigurationError` for a header that cannot be sent or a cap out of range.
    public func get(_ url: URL, headers: [String: String] = [:], maximumBytes: Int? = nil) async throws
        -> HTTPResponse
    {
        let host = Self.hostDescription(url)
        let limit = maximumBytes ?? configuration.maximumResponseBytes
        guard limit > 0, limit <= HTTPClientConfiguration.largestResponseBytes else {
            throw HTTPConfigurationError.invalidValue(
                name: "maximumBytes", reason: "it must be between 1 byte and 1 GiB")
        }
        let fields = try Self.fields(defaults: configuration.userAgent.headerValue, given: headers)
        let start = DispatchTime.now().uptimeNanoseconds
        var current = url
        var redirects = 0
        while true {
            let response = try await attempts(current, fields: fields, limit: limit, start: start)
            guard Self.redirectStatuses.contains(response.status), let location = response.header("location")
            else {
                return response
            }
            // Only within the service's own scheme, host and port: a catalog moved to another
            // host or port is not the service the user chose, nor the one credited.
            guard let next = URL(string: location, relativeTo: current)?.absoluteURL,
                Self.sameService(current, next)
            else {
                throw HTTPClientError.redirectRefused(
                    host: Self.hostDescription(current), location: String(location.prefix(200)))
            }
            redirects += 1
            guard redirects <= Self.maximumRedirects else {
                throw HTTPClientError.transport(host: host, detail: "too many redirects")
            }
            current = next
        }
    }

    /// The statuses that redirect a GET.
    static let redirectStatuses: Set<Int> = [301, 302, 303, 307, 308]
    /// The most redirects followed in one call.
    static let maximumRedirects = 5

    /// Whether `next` is on the same service as `current`: the same scheme, host and port.
    static func sameService(_ current: URL, _ next: URL) -> Bool {
        func port(_ url: URL) -> Int? { url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80) }
        return next.scheme?.lowercased() == current.scheme?.lowercased()
            && ["http", "https"].contains(next.scheme?.lowercased() ?? "")
            && next.host?.lowercased() == current.host?.lowercased() && port(next) == port(current)
    }

    /// One URL fetched with retries of 429 and 5xx, within what is left of the call's time.
    private func attempts(_ url: URL, fields: [(String, String)], limit: Int, start: UInt64) async throws
        -> HTTPResponse
    {
        let host = Self.hostDescription(url)
        func elapsed() -> TimeInterval {
            TimeInterval(DispatchTime.now().uptimeNanoseconds &- start) / 1e9
        }
        let policy = configuration.retry
        var attempt = 1
        while true {
            let remaining = configuration.totalTimeout - elapsed()
            guard remaining > 0 else {
                throw HTTPClientError.timedOut(host: host, phase: .total, seconds: configuration.totalTimeout)
            }
            var response = try await perform(
                url.absoluteString, fields: fields, host: host, limit: limit, remaining: remaining)
            response.attempts = attempt
            guard policy.isRetryable(status: response.status), attempt < policy.maxAttempts else {
                return response
            }
            var wait = policy.delay(beforeRetry: attempt, randomUnit: Double.random(in: 0...1))
            if let retryAfter = response.retryAfterSeconds {
                guard retryAfter <= policy.maxDelay else { return response }
                wait = max(wait, retryAfter)
            }
            // No time left for another attempt: the last answer is the best there is.
            guard elapsed() + wait < configuration.totalTimeout else { return response }
            do {
                try await Task.sleep(nanoseconds: UInt64(wait * 1e9))
            } catch {
                throw HTTPClientError.cancelled
            }
            attempt += 1
        }
    }

    /// One attempt, bounded by the connect limit and by what is left of the total limit.
    private func perform(
        _ url: String, fields: [(String, String)], host: String, limit: Int, remaining: TimeInterval
    ) async throws -> HTTPResponse {
        let session: CurlSession
        switch CurlSession.shared {
        case .success(let shared): session = shared
        case .failure(let error): throw HTTPClientError.transport(host: host, detail: "\(error)")
        }
        let transfer = try CurlTransfer(
            url: url, fields: fields, host: host, limit: limit, connectTimeout: configuration.connectTimeout,
            totalTimeout: configuration.totalTimeout, remaining: remaining)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                transfer.attach(continuation)
                session.submit(transfer)
            }
        } onCancel: {
            transfer.cancel()
            session.wake()
        }
    }

    /// The request's header fields: the defaults, replaced by `given` ones of the same name.
    static func fields(defaults userAgent: String, given: [String: String]) throws -> [(String, String)] {
        var fields: [(String, String)] = [("User-Agent", userAgent), ("Accept", "application/json")]
        for (name, value) in given.sorted(by: { $0.key < $1.key }) {
            guard !name.isEmpty, name.unicodeScalars.allSatisfy(UserAgent.isTokenCharacter),
                !value.unicodeScalars.contains(where: { $0 == "\r" || $0 == "\n" || $0 == "\0" })
            else {
                throw HTTPConfigurationError.invalidValue(
                    name: "header \(name)", reason: "its name or value has characters a header cannot carry")
            }
            fields.removeAll { $0.0.caseInsensitiveCompare(name) == .orderedSame }
            fields.append((name, value))
        }
        return fields
    }

    /// "host" or "host:port" of a URL, for messages.
    public static func hostDescription(_ url: URL) -> String {
        let host = url.host ?? url.absoluteString
        if let port = url.port { return "\(host):\(port)" }
        return host
    }
}
