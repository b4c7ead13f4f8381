import Foundation

/// How much a server takes from its clients before it stops reading them.
public struct HTTPServerLimits: Sendable, Equatable {
    /// Connections open at once.
    public var connections = 256
    /// Connections open at once from one address.
    public var connectionsPerAddress = 64
    /// Seconds a client has to send a request's line and headers whole, and the longest a
    /// connection may sit idle between requests: a slow sender is cut off after it.
    public var headerSeconds: Double = 10
    /// Bytes of memory each connection may use, which bounds a request's line and headers: a
    /// request past it is refused by libmicrohttpd itself (431).
    public var connectionMemory = 64 * 1024
    /// Seconds the server waits for requests in hand when it stops, before answering them 503.
    public var drainSeconds: Double = 60

    /// The default limits.
    public init() {}
}
