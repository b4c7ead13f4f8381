import Foundation

/// A response to send: status, headers and body.
public struct HTTPServerResponse: Sendable, Equatable {
    /// The status code (200, 304, 404...).
    public var status: Int
    /// The headers, in order (Content-Length is the server's to add).
    public var headers: [HTTPHeader]
    /// The body (HEAD requests get the headers alone).
    public var body: Data

    /// Makes a response.
    public init(status: Int, headers: [HTTPHeader] = [], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A plain-text response: `message` and a line end, as text/plain in UTF-8.
    public static func text(_ status: Int, _ message: String, headers: [HTTPHeader] = [])
        -> HTTPServerResponse
    {
        HTTPServerResponse(
            status: status,
            headers: [HTTPHeader("Content-Type", "text/plain; charset=utf-8")] + headers,
            body: Data((message + "\n").utf8))
    }

    /// The first header named `name` (any case).
    public func header(_ name: String) -> String? {
        headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }
}

/// One response header.
public struct HTTPHeader: Sendable, Equatable {
    /// Its name ("Cache-Control").
    public var name: String
    /// Its value.
    public var value: String

    /// Makes a header.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}
