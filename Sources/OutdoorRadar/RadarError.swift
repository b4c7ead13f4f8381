import Foundation
import OutdoorHTTP
import OutdoorModel

/// Why a radar frame could not be had, in words a person understands.
///
/// An entry is saved without radar when its frame fails, and `description` says why; `outdoor
/// map --radar` stops with it.
public enum RadarError: Error, Hashable, CustomStringConvertible {
    /// `OUTDOOR_RAINVIEWER_URL` (or a URL given in code) cannot be used.
    case invalidEndpoint(variable: String, value: String, reason: String)
    /// The area asked for is empty or not finite.
    case invalidArea
    /// The service could not be reached (refused, unknown host, no network).
    case cannotConnect(host: String, detail: String)
    /// The service did not answer within `seconds`.
    case timedOut(host: String, seconds: TimeInterval)
    /// Another network failure, with the system's words.
    case network(host: String, detail: String)
    /// The service answered `status` to a request for `what`.
    case rejected(provider: String, what: String, status: Int)
    /// The service's request limit was reached (HTTP 429) after the allowed retries.
    case rateLimited(provider: String)
    /// The service failed on every attempt (HTTP 5xx).
    case serverError(provider: String, status: Int, attempts: Int)
    /// The list of frames could not be read: `detail` says what is wrong with it.
    case malformedCatalog(provider: String, detail: String)
    /// The list names no past radar frame.
    case noFrames(provider: String)
    /// No frame lies within `tolerance` seconds of the moment; the frames span `earliest...latest`.
    case noFrameNearMoment(
        provider: String, instant: Date, earliest: Date, latest: Date, tolerance: TimeInterval)
    /// A tile is not a picture of the expected kind.
    case badTile(provider: String, zoom: Int, x: Int, y: Int, detail: String)
    /// A reply was larger than `limit` bytes (`what`: the list of frames, or a tile).
    case responseTooLarge(host: String, what: String, limit: Int)
    /// The tiles of one frame came to more than `limit` bytes.
    case frameTooLarge(provider: String, limit: Int)
    /// The frame's picture could not be put together or stored (`cause`).
    case pictureFailed(cause: ErrorCause)
    /// The lookup was cancelled.
    case cancelled

    public var description: String {
        switch self {
        case .invalidEndpoint(let variable, let value, let reason):
            return "\(variable) is set to \"\(value)\", which cannot be used as the radar service: \(reason),"
                + " such as https://api.rainviewer.com/public/weather-maps.json"
        case .invalidArea:
            return "the map's area cannot be asked of a radar service"
        case .cannotConnect(let host, let detail):
            return
                "could not connect to the radar service at \(host) (\(detail)); check the network connection"
        case .timedOut(let host, let seconds):
            return "the radar service at \(host) did not answer within \(Self.format(seconds)) seconds"
        case .network(let host, let detail):
            return "the connection to the radar service at \(host) failed: \(detail)"
        case .rejected(let provider, let what, let status):
            return "\(provider) refused the request for \(what) (HTTP \(status))"
        case .rateLimited(let provider):
            return "\(provider)'s request limit was reached (HTTP 429); try again later"
        case .serverError(let provider, let status, let attempts):
            let tries = attempts == 1 ? "" : " on all \(attempts) attempts"
            return "\(provider) had a server error (HTTP \(status))\(tries)"
        case .malformedCatalog(let provider, let detail):
            return "\(provider)'s list of radar frames could not be read: \(detail)"
        case .noFrames(let provider):
            return "\(provider)'s list of radar frames names no past frame"
        case .noFrameNearMoment(let provider, let instant, let earliest, let latest, let tolerance):
            return "\(provider) has no radar frame within \(Int(tolerance / 60)) minutes of"
                + " \(EntryDateFormat.iso8601UTC(instant)) (its frames run from"
                + " \(EntryDateFormat.iso8601UTC(earliest)) to \(EntryDateFormat.iso8601UTC(latest)))"
        case .badTile(let provider, let zoom, let x, let y, let detail):
            return "\(provider)'s radar tile \(zoom)/\(x)/\(y) is not usable: \(detail)"
        case .responseTooLarge(let host, let what, let limit):
            return "the radar service at \(host) sent more than \(limit) bytes for \(what)"
        case .frameTooLarge(let provider, let limit):
            return "\(provider)'s tiles for one frame came to more than \(limit) bytes"
        case .pictureFailed(let cause):
            return "the radar picture could not be made: \(cause)"
        case .cancelled:
            return "the radar lookup was cancelled"
        }
    }

    /// The radar error for an HTTP client failure.
    static func from(_ error: HTTPClientError, what: String) -> RadarError {
        switch error {
        case .cannotConnect(let host, let detail): return .cannotConnect(host: host, detail: detail)
        case .timedOut(let host, _, let seconds): return .timedOut(host: host, seconds: seconds)
        case .responseTooLarge(let host, let limit):
            return .responseTooLarge(host: host, what: what, limit: limit)
        case .transport(let host, let detail): return .network(host: host, detail: detail)
        case .cancelled: return .cancelled
        case .redirectRefused(let host, let location):
            return .network(
                host: host,
                detail: "it redirected to \(location.quotedForMessages(limit: 120)), another host or "
                    + "port, which outdoor does not follow")
        }
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}
