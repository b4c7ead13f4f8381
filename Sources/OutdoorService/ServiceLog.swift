import Foundation
import OutdoorHTTPServer

/// The service's log: one line per request (method, address, status, milliseconds), and the
/// server's notices, each handed to `write` as a line without its end.
///
///     GET /entries/1a2b/card.png?preset=square 200 143 ms
///     GET /entries/zzzz/card.png 404 1 ms
///     - /x 0 10002 ms (timed out)
public struct ServiceLog: HTTPServerLog {
    private let write: @Sendable (String) -> Void

    /// A log that hands each line to `write` (from any thread).
    public init(write: @escaping @Sendable (String) -> Void) {
        self.write = write
    }

    public func request(method: String, target: String, status: Int?, milliseconds: Int, note: String?) {
        var line =
            "\(ServiceText.safe(method, limit: 20)) \(ServiceText.safe(target)) \(status ?? 0) \(milliseconds) ms"
        if let note { line += " (\(note))" }
        write(line)
    }

    public func notice(_ message: String) {
        write(ServiceText.safe(message))
    }
}
