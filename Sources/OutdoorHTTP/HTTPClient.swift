import Dispatch
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A small HTTP GET client over URLSession: time limits, bounded retries, a size cap, a User-Agent.
///
/// Each call is bounded twice: `connectTimeout` for connecting and receiving the headers of
/// one attempt, and `totalTimeout` for the whole call including retries and the waits between
/// them. HTTP 429 and the transient 5xx statuses are retried with exponential backoff and
/// jitter, at most `retry.maxAttempts` attempts in all; a Retry-After longer than
/// `retry.maxDelay` ends the retries at once. Any other status is returned as it is: the
/// caller decides what a 4xx means. The client owns its URLSession and invalidates it when
/// released.
public final class HTTPClient: Sendable {
    /// The limits and headers this client applies.
    public let configuration: HTTPClientConfiguration
    private let session: URLSession
    private let router: TransferRouter

    /// Makes a client with its own URLSession (no cache, no cookies).
    public init(configuration: HTTPClientConfiguration) {
        self.configuration = configuration
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        sessionConfiguration.urlCache = nil
        sessionConfiguration.httpShouldSetCookies = false
        sessionConfiguration.httpCookieAcceptPolicy = .never
        // URLSession's own limits work in whole seconds on Linux; they only back up the
        // precise limits this client enforces itself.
        let backstop = (configuration.totalTimeout + 5).rounded(.up)
        sessionConfiguration.timeoutIntervalForRequest = backstop
        sessionConfiguration.timeoutIntervalForResource = backstop
        let router = TransferRouter()
        self.router = router
        self.session = URLSession(configuration: sessionConfiguration, delegate: router, delegateQueue: nil)
    }

    deinit {
        session.invalidateAndCancel()
    }

    /// Fetches `url` with GET, retrying 429 and 5xx; throws `HTTPClientError` when no response came.
    public func get(_ url: URL, headers: [String: String] = [:]) async throws -> HTTPResponse {
        let host = Self.hostDescription(url)
        var request = URLRequest(url: url)
        request.httpMethod = "GET"
        request.timeoutInterval = (configuration.totalTimeout + 5).rounded(.up)
        request.setValue(configuration.userAgent.headerValue, forHTTPHeaderField: "User-Agent")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }

        let start = DispatchTime.now().uptimeNanoseconds
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
            var response = try await perform(request, host: host, remaining: remaining)
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
    private func perform(_ request: URLRequest, host: String, remaining: TimeInterval) async throws
        -> HTTPResponse
    {
        let task = session.dataTask(with: request)
        let transfer = Transfer(
            task: task, host: host, limit: configuration.maximumResponseBytes,
            totalTimeout: configuration.totalTimeout)
        router.add(transfer, for: task)
        let connectTimeout = configuration.connectTimeout
        let totalTimeout = configuration.totalTimeout
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                transfer.attach(continuation)
                if connectTimeout < remaining {
                    transfer.failUnlessHeaders(
                        after: connectTimeout,
                        with: .timedOut(host: host, phase: .connect, seconds: connectTimeout))
                }
                transfer.fail(
                    after: remaining, with: .timedOut(host: host, phase: .total, seconds: totalTimeout))
                transfer.start()
            }
        } onCancel: {
            transfer.finish(.failure(.cancelled))
        }
    }

    /// "host" or "host:port" of a URL, for messages.
    static func hostDescription(_ url: URL) -> String {
        let host = url.host ?? url.absoluteString
        if let port = url.port { return "\(host):\(port)" }
        return host
    }

    /// Translates a URLSession error into the client's own error.
    static func clientError(_ error: Error, host: String, totalTimeout: TimeInterval) -> HTTPClientError {
        guard let urlError = error as? URLError else {
            return .transport(host: host, detail: (error as NSError).localizedDescription)
        }
        switch urlError.code {
        case .cannotConnectToHost:
            return .cannotConnect(host: host, detail: "connection refused")
        case .cannotFindHost, .dnsLookupFailed:
            return .cannotConnect(host: host, detail: "the host name was not found")
        case .notConnectedToInternet:
            return .cannotConnect(host: host, detail: "no network connection")
        case .timedOut:
            return .timedOut(host: host, phase: .total, seconds: totalTimeout)
        case .cancelled:
            return .cancelled
        case .networkConnectionLost:
            return .transport(host: host, detail: "the connection closed before the reply was complete")
        case .badServerResponse, .cannotParseResponse, .cannotDecodeRawData, .cannotDecodeContentData:
            return .transport(host: host, detail: "the reply was not valid HTTP")
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
            return .transport(host: host, detail: "the secure (TLS) connection failed")
        default:
            return .transport(
                host: host, detail: "\(urlError.localizedDescription) (URL error \(urlError.code.rawValue))")
        }
    }
}
