import Foundation

/// A request as the server read it: method, path, query, headers and who sent it.
public struct HTTPServerRequest: Sendable {
    /// "GET", "HEAD", "POST"...
    public var method: String
    /// The path, percent-decoded, without the query ("/entries/1a2b/card.png").
    public var path: String
    /// The request target as sent, query included, not decoded ("/entries/1a2b/card.png?preset=square").
    public var target: String
    /// The query's items in order, decoded; a key without "=" has a nil value.
    public var query: [(name: String, value: String?)]
    /// The headers in order, as sent (names as the client wrote them).
    public var headers: [(name: String, value: String)]
    /// The peer's address ("127.0.0.1").
    public var client: String

    /// Makes a request (for tests of handlers).
    public init(
        method: String, path: String, target: String? = nil, query: [(name: String, value: String?)] = [],
        headers: [(name: String, value: String)] = [], client: String = "127.0.0.1"
    ) {
        self.method = method
        self.path = path
        self.target = target ?? path
        self.query = query
        self.headers = headers
        self.client = client
    }

    /// The first header named `name` (any case).
    public func header(_ name: String) -> String? {
        headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// The bytes of the header block as sent, about: each "Name: value" line and its line end.
    public var headerBytes: Int {
        headers.reduce(0) { $0 + $1.name.utf8.count + $1.value.utf8.count + 4 }
    }
}
