import Foundation

/// Why an HTTP call produced no response.
public enum HTTPClientError: Error, Hashable, CustomStringConvertible {
    /// Which time limit ran out.
    public enum TimeoutPhase: String, Hashable, Sendable {
        /// Connecting and waiting for the status line and headers.
        case connect
        /// The whole call, retries included.
        case total
    }

    /// The server could not be reached; `detail` says how ("connection refused").
    case cannotConnect(host: String, detail: String)
    /// A time limit of `seconds` ran out.
    case timedOut(host: String, phase: TimeoutPhase, seconds: TimeInterval)
    /// The body grew past the limit, in bytes.
    case responseTooLarge(host: String, limit: Int)
    /// Another transport failure, with the system's words.
    case transport(host: String, detail: String)
    /// The call was cancelled.
    case cancelled
    /// The server at `host` redirected to `location`, on another host or port (or scheme): not followed.
    case redirectRefused(host: String, location: String)

    public var description: String {
        switch self {
        case .cannotConnect(let host, let detail):
            return "could not connect to \(host): \(detail)"
        case .timedOut(let host, let phase, let seconds):
            switch phase {
            case .connect: return "\(host) did not start answering within \(seconds) seconds"
            case .total: return "\(host) did not finish answering within \(seconds) seconds"
            }
        case .responseTooLarge(let host, let limit):
            return "\(host) sent a body larger than \(limit) bytes"
        case .transport(let host, let detail):
            return "the connection to \(host) failed: \(detail)"
        case .cancelled:
            return "the request was cancelled"
        case .redirectRefused(let host, let location):
            return "\(host) redirected to \(Self.shown(location)), another host or port: "
                + "outdoor follows redirects only within the service it was given"
        }
    }

    /// `text` with control characters shown as "?", for messages.
    static func shown(_ text: String) -> String {
        String(text.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : Character($0) })
    }
}
