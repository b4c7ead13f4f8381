import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 for tests: routes by path, records every request.
///
/// It listens on an ephemeral port from `init` until `stop()` (also called on release) and
/// serves each connection on its own thread, so another process (the built `outdoor`
/// binary) can use it concurrently. Every response closes its connection. Nothing can hang
/// a test: sockets have 5-second read and write limits, delays are cut short by `stop()`,
/// and `stop()` waits at most a few seconds for the threads to end.
///
///     let server = try FakeHTTPServer()
///     defer { server.stop() }
///     server.route("/v1/forecast") { request in .json(#"{"ok":true}"#) }
///     let url = try server.url("/v1/forecast")
public final class FakeHTTPServer: Sendable {
    /// Answers one request.
    public typealias Handler = @Sendable (FakeHTTPRequest) -> FakeHTTPResponse

    /// The TCP port the server listens on.
    public let port: Int
    private let core: FakeHTTPServerCore

    /// Starts a server on 127.0.0.1 at a port the system picks.
    public init() throws {
        core = try FakeHTTPServerCore()
        port = core.port
        core.start()
    }

    deinit { core.stop() }

    /// "http://127.0.0.1:PORT", the server's base URL without a trailing slash.
    public var baseURL: String { "http://127.0.0.1:\(port)" }

    /// The full URL of `path` (which starts with "/") on this server.
    public func url(_ path: String) throws -> URL {
        guard path.hasPrefix("/"), let url = URL(string: baseURL + path) else {
            throw FakeHTTPServerError.invalidPath(path)
        }
        return url
    }

    /// Answers requests for `path` (the part before "?") with `handler`.
    public func route(_ path: String, _ handler: @escaping Handler) {
        core.setRoute(path, handler)
    }

    /// Answers requests for every path that starts with `prefix` and has no route of its own
    /// with `handler` (the longest matching prefix wins).
    public func route(prefix: String, _ handler: @escaping Handler) {
        core.setPrefixRoute(prefix, handler)
    }

    /// Answers requests for `path` with `responses` in turn; the last one repeats.
    public func route(_ path: String, responses: [FakeHTTPResponse]) {
        let sequence = ResponseSequence(responses)
        core.setRoute(path) { _ in sequence.next() }
    }

    /// Answers every request for `path` with `response`.
    public func route(_ path: String, response: FakeHTTPResponse) {
        core.setRoute(path) { _ in response }
    }

    /// Every request received so far, in order of arrival.
    public var requests: [FakeHTTPRequest] { core.recordedRequests() }

    /// The requests received for `path`, in order of arrival.
    public func requests(to path: String) -> [FakeHTTPRequest] {
        core.recordedRequests().filter { $0.path == path }
    }

    /// Stops listening, closes every connection and waits (briefly) for the threads to end.
    public func stop() { core.stop() }
}

/// Why the fake server could not start or build a URL.
public enum FakeHTTPServerError: Error, CustomStringConvertible {
    case socketCall(String, Int32)
    case invalidPath(String)

    public var description: String {
        switch self {
        case .socketCall(let call, let code):
            return "the fake HTTP server's \(call)() failed: \(String(cString: strerror(code)))"
        case .invalidPath(let path):
            return "\"\(path)\" is not a path that starts with /"
        }
    }
}

/// Hands out responses in order, repeating the last.
private final class ResponseSequence: Sendable {
    private let responses: [FakeHTTPResponse]
    private let index = Mutex(0)

    init(_ responses: [FakeHTTPResponse]) { self.responses = responses }

    func next() -> FakeHTTPResponse {
        guard !responses.isEmpty else { return .text("no response configured", status: 500) }
        return index.withLock { index in
            defer { index += 1 }
            return responses[min(index, responses.count - 1)]
        }
    }
}
