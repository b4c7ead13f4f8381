internal import CMicroHTTPD
import Dispatch
import Foundation
import Synchronization

/// The server's state that libmicrohttpd's callbacks reach through their context pointer:
/// the handler, the log, the open connections and the requests in hand.
final class ServerCore: Sendable {
    let handler: any HTTPServerHandler
    let log: any HTTPServerLog
    let limits: HTTPServerLimits

    /// An open connection: its socket, and since when it has been waiting for a request's
    /// headers (nil while one is being answered).
    struct Connection {
        var socket: Int32
        var waitingSince: UInt64?
        var servedOne = false
        var client: String
        var cut = false
    }

    private struct State {
        var connections: [UInt: Connection] = [:]
        var inHand: [ObjectIdentifier: HTTPExchange] = [:]
        var draining = false
        var watchdogRunning = false
    }

    private let state = Mutex(State())

    init(handler: any HTTPServerHandler, log: any HTTPServerLog, limits: HTTPServerLimits) {
        self.handler = handler
        self.log = log
        self.limits = limits
    }

    var inHand: Int { state.withLock { $0.inHand.count } }
    var isDraining: Bool { state.withLock { $0.draining } }

    func beginDraining() { state.withLock { $0.draining = true } }

    /// Answers every request still in hand with `response`.
    func answerRemaining(_ response: HTTPServerResponse) {
        let exchanges = state.withLock { Array($0.inHand.values) }
        for exchange in exchanges where exchange.reply(response) {
            omhd_resume(OpaquePointer(bitPattern: exchange.connection))
        }
    }

    // MARK: Connections

    func connectionOpened(_ connection: UInt, socket: Int32, client: String) {
        let now = DispatchTime.now().uptimeNanoseconds
        state.withLock {
            $0.connections[connection] = Connection(socket: socket, waitingSince: now, client: client)
        }
    }

    /// The connection closed: forgotten before libmicrohttpd closes its socket, so the
    /// watchdog never shuts down a socket number the kernel has given to another connection.
    func connectionClosed(_ connection: UInt) {
        state.withLock { _ = $0.connections.removeValue(forKey: connection) }
    }

    // MARK: Requests

    /// A request's headers are in: its connection stops waiting, and it is in hand.
    func requestRead(_ exchange: HTTPExchange) {
        state.withLock {
            $0.connections[exchange.connection]?.waitingSince = nil
            $0.inHand[ObjectIdentifier(exchange)] = exchange
        }
    }

    /// A request ended: its connection waits for the next one, and the log hears of it.
    func requestEnded(_ exchange: HTTPExchange, termination: MHD_RequestTerminationCode) {
        let now = DispatchTime.now().uptimeNanoseconds
        state.withLock {
            _ = $0.inHand.removeValue(forKey: ObjectIdentifier(exchange))
            if $0.connections[exchange.connection] != nil {
                $0.connections[exchange.connection]?.waitingSince = now
                $0.connections[exchange.connection]?.servedOne = true
            }
        }
        let status = exchange.sentStatus
        var note: String?
        switch termination {
        case .REQUEST_TERMINATED_COMPLETED_OK: note = nil
        case .REQUEST_TERMINATED_TIMEOUT_REACHED: note = "timed out"
        case .REQUEST_TERMINATED_CLIENT_ABORT, .REQUEST_TERMINATED_READ_ERROR:
            note = "the client closed the connection"
        case .REQUEST_TERMINATED_DAEMON_SHUTDOWN: note = "the server stopped"
        default: note = status == nil ? "refused by libmicrohttpd (malformed or too large)" : "not sent whole"
        }
        if status == nil && note == nil { note = "refused by libmicrohttpd (malformed or too large)" }
        log.request(
            method: exchange.method, target: exchange.target, status: status,
            milliseconds: Int((now &- exchange.started) / 1_000_000), note: note)
    }

    // MARK: The watchdog

    /// Starts the thread that cuts off connections that take too long to send a request.
    func startWatchdog() {
        state.withLock { $0.watchdogRunning = true }
        let thread = Thread { [self] in
            while state.withLock({ $0.watchdogRunning }) {
                cutSlowSenders()
                usleep(100_000)
            }
        }
        thread.name = "outdoor-http-watchdog"
        thread.start()
    }

    func stopWatchdog() { state.withLock { $0.watchdogRunning = false } }

    /// Shuts down the socket of each connection waiting longer than `headerSeconds` for a request.
    ///
    /// libmicrohttpd then closes it. A connection idle after a request closes quietly.
    private func cutSlowSenders() {
        let now = DispatchTime.now().uptimeNanoseconds
        let limit = UInt64(limits.headerSeconds * 1e9)
        let cut = state.withLock { state -> [String] in
            var notices: [String] = []
            for (key, connection) in state.connections {
                guard !connection.cut, let since = connection.waitingSince, now &- since > limit else {
                    continue
                }
                // Under the lock: libmicrohttpd forgets the connection (connectionClosed) before
                // it closes the socket, so this number is still this connection's.
                shutdown(connection.socket, Int32(SHUT_RDWR))
                state.connections[key]?.cut = true
                if !connection.servedOne {
                    notices.append(
                        "closed a connection from \(connection.client): no whole request within "
                            + "\(Self.seconds(limits.headerSeconds))")
                }
            }
            return notices
        }
        for notice in cut { log.notice(notice) }
    }

    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}
