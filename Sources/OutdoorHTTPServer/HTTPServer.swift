internal import CMicroHTTPD
import Dispatch
import Foundation
import Synchronization

/// Answers a server's requests: now, or later from another thread.
public protocol HTTPServerHandler: Sendable {
    /// Answers `request` through `reply`, exactly once, on any thread; the connection waits
    /// (without holding a thread) until then.
    func handle(_ request: HTTPServerRequest, reply: HTTPReply)
}

/// What a server tells its owner: one line per request, and connections it cut off.
public protocol HTTPServerLog: Sendable {
    /// A request ended: its method and target as sent, the status sent (nil when none was),
    /// the milliseconds since its first line arrived, and a note when it did not end normally
    /// ("the client closed the connection").
    func request(method: String, target: String, status: Int?, milliseconds: Int, note: String?)
    /// Something the server or libmicrohttpd noticed outside any request ("a connection from
    /// 127.0.0.1 sent no whole request within 10 s").
    func notice(_ message: String)
}

/// An HTTP/1.1 server on libmicrohttpd (loaded when the first server starts).
///
/// libmicrohttpd reads and parses requests on its own polling thread (epoll), within the
/// memory and time limits of `HTTPServerLimits`, and hands each request to the handler; the
/// handler replies at once or later from any thread (a render on a worker), and meanwhile the
/// connection is suspended, costing no thread. A client has `headerSeconds` to send a request
/// whole: a slow sender's socket is shut down by the server's watchdog. `stop()` stops taking
/// connections, lets the requests in hand finish (up to `drainSeconds`) and closes the rest.
public final class HTTPServer: Sendable {
    /// The address listened on, with the port the kernel chose for port 0.
    public let address: ListenAddress
    /// libmicrohttpd's version.
    public let libraryVersion: String

    private let daemon: MicroHTTPDaemon
    private let core: ServerCore
    private let stopped = Mutex(false)

    /// Starts listening on `address`; requests go to `handler`, lines to `log`.
    public init(
        address: ListenAddress, limits: HTTPServerLimits = HTTPServerLimits(), handler: any HTTPServerHandler,
        log: any HTTPServerLog
    ) throws {
        try MicroHTTPD.load()
        let core = ServerCore(handler: handler, log: log, limits: limits)
        self.core = core
        daemon = try MicroHTTPDaemon(address: address, limits: limits, core: core)
        let port = omhd_port(daemon.handle)
        self.address = address.with(port: port == 0 ? address.port : port)
        libraryVersion = MicroHTTPD.version ?? "unknown"
        core.startWatchdog()
    }

    /// Requests being answered now (read, not yet replied to).
    public var requestsInHand: Int { core.inHand }

    /// Stops taking connections, lets the requests in hand finish, and closes every connection.
    ///
    /// Requests still in hand after `drainSeconds` are answered 503. A second call does nothing.
    public func stop() {
        guard
            stopped.withLock({ old in
                defer { old = true }
                return !old
            })
        else { return }
        core.beginDraining()
        omhd_quiesce(daemon.handle)
        let deadline = Date().addingTimeInterval(core.limits.drainSeconds)
        while core.inHand > 0 && Date() < deadline { usleep(10_000) }
        core.answerRemaining(
            .text(503, "the server is shutting down; try again", headers: [HTTPHeader("Retry-After", "5")]))
        // Give the resumed requests a moment to be written before the connections close.
        let written = Date().addingTimeInterval(2)
        while core.inHand > 0 && Date() < written { usleep(10_000) }
        core.stopWatchdog()
        daemon.stop()
    }

    deinit { stop() }
}

/// A running libmicrohttpd daemon, stopped and freed once.
final class MicroHTTPDaemon: @unchecked Sendable {  // reason: a libmicrohttpd daemon, thread-safe
    /// The shim's daemon.
    let handle: OpaquePointer
    private let isStopped = Mutex(false)

    /// Starts the daemon; `core` must outlive it (the server holds both).
    init(address: ListenAddress, limits: HTTPServerLimits, core: ServerCore) throws {
        var message = [CChar](repeating: 0, count: 512)
        var mhdLimits = omhd_limits(
            connection_limit: UInt32(limits.connections),
            per_address_limit: UInt32(limits.connectionsPerAddress),
            idle_timeout_seconds: UInt32(max(1, limits.headerSeconds.rounded(.up)) + 1),
            memory_limit: limits.connectionMemory)
        var callbacks = omhd_callbacks(
            access: ServerCallbacks.access, completed: ServerCallbacks.completed,
            connection: ServerCallbacks.connection, request_started: ServerCallbacks.requestStarted,
            log: ServerCallbacks.log, context: Unmanaged.passUnretained(core).toOpaque())
        let started = address.withSocketAddress { socketAddress, length in
            omhd_start(socketAddress, length, &mhdLimits, &callbacks, &message, message.count)
        }
        guard let started else {
            throw HTTPServerError.cannotListen(address: address.description, reason: MicroHTTPD.text(message))
        }
        handle = started
    }

    /// Stops the daemon (closing its connections) and frees it, once.
    func stop() {
        guard
            isStopped.withLock({ old in
                defer { old = true }
                return !old
            })
        else { return }
        omhd_stop(handle)
    }

    deinit { stop() }
}
