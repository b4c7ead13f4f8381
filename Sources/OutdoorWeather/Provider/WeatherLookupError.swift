import Foundation
import OutdoorModel

/// Why a weather lookup failed, in words a person understands.
///
/// The journal saves an entry without weather when a lookup fails and shows `description`;
/// `isTemporary` tells whether trying again later (`outdoor weather fill`) may succeed.
public enum WeatherLookupError: Error, Hashable, CustomStringConvertible {
    /// The coordinate is not a valid latitude/longitude.
    case invalidCoordinate(Coordinate)
    /// The moment or the present is not a finite time.
    case invalidMoment
    /// The moment lies ahead of now by more than the tolerance.
    case momentInFuture(instant: Date, now: Date)
    /// The moment is older than the oldest weather records.
    case momentBeforeRecords(instant: Date, earliest: Date)
    /// The provider's server could not be reached (refused, unknown host, no network).
    case cannotConnect(host: String, detail: String)
    /// The provider did not answer in time; `seconds` is the limit that ran out.
    case timedOut(host: String, seconds: TimeInterval)
    /// The provider refused the request (HTTP 4xx other than 429), with its reason if it gave one.
    case rejected(provider: String, status: Int, reason: String?)
    /// The provider's request limit was reached (HTTP 429), after the allowed retries.
    case rateLimited(provider: String, reason: String?)
    /// The provider failed on every attempt (HTTP 5xx).
    case serverError(provider: String, status: Int, attempts: Int, reason: String?)
    /// The reply could not be read as the provider's JSON.
    case malformedResponse(provider: String, detail: String)
    /// The reply lacks a field the lookup needs.
    case missingField(provider: String, field: String)
    /// The reply gives a value in a unit other than the one asked for.
    case unexpectedUnit(provider: String, field: String, unit: String)
    /// The reply holds a weather code outside the WMO table.
    case unknownWeatherCode(provider: String, code: Int)
    /// The provider has no usable value near the moment.
    case noReadingNearTime(provider: String, instant: Date, window: TimeInterval)
    /// The reply was larger than the limit, in bytes.
    case responseTooLarge(host: String, limit: Int)
    /// Another network failure, with the system's words.
    case network(host: String, detail: String)
    /// The request failed with an error the HTTP client does not name (`cause`).
    case unexpected(host: String, cause: ErrorCause)
    /// The lookup was cancelled before it finished.
    case cancelled
    /// Not looked up: `count` lookups in a row to `host` timed out, so the batch stopped.
    case stoppedAfterTimeouts(host: String, count: Int)
    /// A failure from a provider outside this module: its name and its own error.
    case failed(provider: String, cause: ErrorCause)

    /// Whether the same lookup may succeed later (network, time-outs, limits, server errors).
    public var isTemporary: Bool {
        switch self {
        case .cannotConnect, .timedOut, .rateLimited, .serverError, .network, .unexpected, .cancelled,
            .stoppedAfterTimeouts:
            return true
        case .invalidCoordinate, .invalidMoment, .momentInFuture, .momentBeforeRecords, .rejected,
            .malformedResponse,
            .missingField, .unexpectedUnit, .unknownWeatherCode, .noReadingNearTime,
            .responseTooLarge, .failed:
            return false
        }
    }

    public var description: String {
        switch self {
        case .invalidCoordinate(let c):
            return "the place (\(c.latitude), \(c.longitude)) is not a valid latitude and longitude"
        case .invalidMoment:
            return "the moment is not a valid time, so no weather can be looked up for it"
        case .momentInFuture(let instant, let now):
            return "the moment \(EntryDateFormat.iso8601UTC(instant)) is later than now"
                + " (\(EntryDateFormat.iso8601UTC(now))): weather can only be looked up for moments that"
                + " have happened; check the photo's date or the camera's clock"
        case .momentBeforeRecords(let instant, let earliest):
            return "the moment \(EntryDateFormat.iso8601UTC(instant)) is older than the weather records,"
                + " which start at \(EntryDateFormat.iso8601UTC(earliest))"
        case .cannotConnect(let host, let detail):
            return "could not connect to the weather service at \(host) (\(detail));"
                + " check the network connection"
        case .timedOut(let host, let seconds):
            return "the weather service at \(host) did not answer within \(Self.format(seconds)) seconds"
        case .rejected(let provider, let status, let reason):
            return "\(provider) refused the request (HTTP \(status))" + Self.suffix(reason)
        case .rateLimited(let provider, let reason):
            // The service's own reason often says when to try again ("Please try again tomorrow.").
            let saysWhen = reason?.range(of: "try again", options: .caseInsensitive) != nil
            return "\(provider)'s request limit was reached (HTTP 429)" + Self.suffix(reason)
                + (saysWhen ? "" : "; try again later")
        case .serverError(let provider, let status, let attempts, let reason):
            let tries = attempts == 1 ? "" : " on all \(attempts) attempts"
            return "\(provider) had a server error (HTTP \(status))\(tries)" + Self.suffix(reason)
        case .malformedResponse(let provider, let detail):
            return "\(provider) sent a reply that could not be read: \(detail)"
        case .missingField(let provider, let field):
            return "\(provider)'s reply has no \"\(field)\", which the weather reading needs"
        case .unexpectedUnit(let provider, let field, let unit):
            return "\(provider) gave \"\(field)\" in \"\(unit)\" instead of °C"
        case .unknownWeatherCode(let provider, let code):
            return "\(provider) gave the weather code \(code), which is not in the WMO table"
        case .noReadingNearTime(let provider, let instant, let window) where window <= 0:
            return "\(provider) gave no current temperature and weather code at"
                + " \(EntryDateFormat.iso8601UTC(instant))"
        case .noReadingNearTime(let provider, let instant, let window):
            return "\(provider) has no reading within \(Self.format(window / 3600)) hours of"
                + " \(EntryDateFormat.iso8601UTC(instant))"
        case .responseTooLarge(let host, let limit):
            return "the weather service at \(host) sent more than \(limit) bytes, more than a"
                + " weather reply can be"
        case .network(let host, let detail):
            return "the connection to the weather service at \(host) failed: \(detail)"
        case .unexpected(let host, let cause):
            return "the connection to the weather service at \(host) failed: \(cause)"
        case .cancelled:
            return "the weather lookup was cancelled"
        case .stoppedAfterTimeouts(let host, let count):
            return "not looked up: the weather service at \(host) timed out \(count) times in a row, so the"
                + " lookups left were not sent; run 'outdoor weather fill' later to look them up"
        case .failed(let provider, let cause):
            return "\(provider): \(cause)"
        }
    }

    private static func suffix(_ reason: String?) -> String {
        // A reason is a clause inside a longer message: without its closing full stop.
        var clause = reason?.trimmingCharacters(in: .whitespaces) ?? ""
        while clause.hasSuffix(".") { clause.removeLast() }
        return clause.isEmpty ? "" : ": \(clause)"
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}
