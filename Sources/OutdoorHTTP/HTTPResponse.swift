import Foundation

/// A complete HTTP response: status, headers and body, after any retries.
public struct HTTPResponse: Hashable, Sendable {
    /// The status code, such as 200.
    public var status: Int
    /// Header fields with lowercased names.
    public var headers: [String: String]
    /// The body bytes.
    public var body: Data
    /// How many attempts the call took, the first one included.
    public var attempts: Int

    /// Makes a response value.
    public init(status: Int, headers: [String: String], body: Data, attempts: Int = 1) {
        self.status = status
        self.headers = headers
        self.body = body
        self.attempts = attempts
    }

    /// The value of a header field, found without regard to case.
    public func header(_ name: String) -> String? { headers[name.lowercased()] }

    /// Whether the status is in 200...299.
    public var isSuccess: Bool { (200...299).contains(status) }

    /// The Retry-After header in seconds, when it is given as a number of seconds.
    public var retryAfterSeconds: TimeInterval? {
        guard let value = header("retry-after")?.trimmingCharacters(in: .whitespaces),
            !value.isEmpty, value.count <= 9, value.allSatisfy({ $0.isASCII && $0.isNumber }),
            let seconds = Int(value)
        else { return nil }
        return TimeInterval(seconds)
    }
}
