internal import CMicroHTTPD
import Dispatch
import Foundation
import Synchronization

/// One request from its first line to its end: what the log says of it, and its reply.
///
/// libmicrohttpd keeps it as the request's `con_cls` (retained from the first line until the
/// request ends). The reply may come from any thread: if the request was already handed back
/// to libmicrohttpd (its connection suspended), the reply resumes it.
final class HTTPExchange: Sendable {
    /// The request target as sent ("/entries/1a2b/card.png?preset=square").
    let target: String
    /// When its first line arrived (DispatchTime nanoseconds).
    let started: UInt64
    /// The connection, as the number of its address: libmicrohttpd owns it.
    let connection: UInt

    private struct State {
        var method = "-"
        var dispatched = false
        var suspended = false
        var response: HTTPServerResponse?
        var sentStatus: Int?
        var answered = false
    }

    private let state = Mutex(State())

    init(target: String, connection: UInt) {
        self.target = target
        self.connection = connection
        started = DispatchTime.now().uptimeNanoseconds
    }

    /// The method, once the request was read; "-" before.
    var method: String { state.withLock { $0.method } }
    /// The status sent, if any.
    var sentStatus: Int? { state.withLock { $0.sentStatus } }
    /// Whether the request was handed to the handler and not yet answered.
    var isInHand: Bool { state.withLock { $0.dispatched && !$0.answered } }

    /// Marks the request as read and handed to the handler; false when it already was.
    func dispatch(method: String) -> Bool {
        state.withLock { state in
            guard !state.dispatched else { return false }
            state.dispatched = true
            state.method = method
            return true
        }
    }

    /// Stores the reply; true when the connection was suspended and must be resumed.
    ///
    /// A second reply is ignored.
    func reply(_ response: HTTPServerResponse) -> Bool {
        state.withLock { state in
            guard state.response == nil, !state.answered else { return false }
            state.response = response
            defer { state.suspended = false }
            return state.suspended
        }
    }

    /// The reply to queue now, or nil after marking the connection suspended (the caller then
    /// suspends it, inside the same lock, so a reply from another thread cannot slip between).
    func replyOrSuspend(_ suspend: () -> Void) -> HTTPServerResponse? {
        state.withLock { state in
            if let response = state.response {
                state.response = nil
                state.answered = true
                state.sentStatus = response.status
                return response
            }
            state.suspended = true
            suspend()
            return nil
        }
    }
}

/// Replies to one request, once, from any thread.
public final class HTTPReply: Sendable {
    private let exchange: HTTPExchange
    private let core: ServerCore

    init(exchange: HTTPExchange, core: ServerCore) {
        self.exchange = exchange
        self.core = core
    }

    /// Sends `response` (a second call does nothing).
    public func send(_ response: HTTPServerResponse) {
        var response = response
        if core.isDraining { response.headers.append(HTTPHeader("Connection", "close")) }
        if exchange.reply(response) {
            omhd_resume(OpaquePointer(bitPattern: exchange.connection))
        }
    }

    /// Milliseconds since the request's first line arrived.
    public var elapsedMilliseconds: Int {
        Int((DispatchTime.now().uptimeNanoseconds &- exchange.started) / 1_000_000)
    }
}
