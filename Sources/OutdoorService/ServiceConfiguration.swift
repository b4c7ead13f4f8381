import Foundation
import OutdoorDisclosure

/// How the render service works: its bounds, who may ask, and what it may show.
public struct ServiceConfiguration: Sendable {
    /// Renders at once (`--jobs`).
    public var jobs: Int
    /// Requests that may wait for a render beyond those running (`--queue`): more get 503.
    public var queueLimit: Int
    /// Seconds a request may take from arrival to reply (`--time-limit`): longer gets 503.
    public var timeLimitSeconds: Double
    /// What the service tells a turned-away client to wait before asking again, in seconds.
    public var retryAfterSeconds = 2
    /// The most precise places the service shows (`--coords`); a query may ask for less, never more.
    public var coords: CoordinatesMode
    /// The token requests must carry, or nil for none (loopback only).
    public var token: BearerToken?
    /// The program and card-renderer versions, part of every ETag.
    public var version: String
    /// The longest request target (path and query) in bytes.
    public var targetLimit = 2048
    /// The most bytes of headers a request may send.
    public var headerLimit = 8192
    /// The most query parameters a request may give.
    public var queryItemLimit = 24

    /// Makes a configuration.
    public init(
        jobs: Int, queueLimit: Int, timeLimitSeconds: Double, coords: CoordinatesMode, token: BearerToken?,
        version: String
    ) {
        self.jobs = jobs
        self.queueLimit = queueLimit
        self.timeLimitSeconds = timeLimitSeconds
        self.coords = coords
        self.token = token
        self.version = version
    }
}

extension CoordinatesMode {
    /// How much of a place the mode keeps back: precise 0, approx 1, hidden 2.
    var reticence: Int {
        switch self {
        case .precise: return 0
        case .approx: return 1
        case .hidden: return 2
        }
    }
}
