import Foundation

/// One request as the fake server received it.
public struct FakeHTTPRequest: Sendable {
    /// The method, such as "GET".
    public let method: String
    /// The request target as sent, path and query ("/v1/forecast?latitude=1").
    public let target: String
    /// The path, without the query.
    public let path: String
    /// The query items, percent-decoded, in order.
    public let queryItems: [URLQueryItem]
    /// Header fields with lowercased names (repeated fields joined with ", ").
    public let headers: [String: String]
    /// The body bytes (empty for GET).
    public let body: Data

    /// The first value of query item `name`, if present.
    public func query(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }

    /// A header field's value, found without regard to case.
    public func header(_ name: String) -> String? { headers[name.lowercased()] }
}

/// What the fake server sends back, and how.
public struct FakeHTTPResponse: Sendable {
    /// How the connection behaves.
    public enum Behavior: Sendable {
        /// Send the whole response.
        case complete
        /// Close the connection without sending anything.
        case closeWithoutResponse
        /// Send the headers (with the full Content-Length) and half the body, then close.
        case truncateBody
    }

    /// The status code.
    public var status: Int
    /// Header fields to send; Content-Length and Connection are added.
    public var headers: [(name: String, value: String)]
    /// The body bytes.
    public var body: Data
    /// Seconds to wait before sending anything (cut short by `stop()`).
    public var delay: TimeInterval
    /// Seconds to wait between the headers and the body (cut short by `stop()`).
    public var bodyDelay: TimeInterval
    /// Whether to send all of it.
    public var behavior: Behavior

    /// Makes a response.
    public init(
        status: Int = 200, headers: [(name: String, value: String)] = [], body: Data = Data(),
        delay: TimeInterval = 0, bodyDelay: TimeInterval = 0, behavior: Behavior = .complete
    ) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delay = delay
        self.bodyDelay = bodyDelay
        self.behavior = behavior
    }

    /// A JSON response ("application/json; charset=utf-8").
    public static func json(_ text: String, status: Int = 200) -> FakeHTTPResponse {
        FakeHTTPResponse(
            status: status, headers: [("Content-Type", "application/json; charset=utf-8")],
            body: Data(text.utf8))
    }

    /// A plain-text response.
    public static func text(_ text: String, status: Int) -> FakeHTTPResponse {
        FakeHTTPResponse(
            status: status, headers: [("Content-Type", "text/plain; charset=utf-8")], body: Data(text.utf8))
    }

    /// The same response, sent after waiting `seconds`.
    public func delayed(by seconds: TimeInterval) -> FakeHTTPResponse {
        var copy = self
        copy.delay = seconds
        return copy
    }

    /// The same response with one more header field.
    public func adding(header name: String, _ value: String) -> FakeHTTPResponse {
        var copy = self
        copy.headers.append((name, value))
        return copy
    }

    /// The reason phrase for the status line.
    var reasonPhrase: String {
        switch status {
        case 200: return "OK"
        case 302: return "Found"
        case 400: return "Bad Request"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 429: return "Too Many Requests"
        case 500: return "Internal Server Error"
        case 502: return "Bad Gateway"
        case 503: return "Service Unavailable"
        case 504: return "Gateway Timeout"
        default: return "Status"
        }
    }
}
