import Foundation
import OutdoorModel

/// Which Open-Meteo data answers a moment, chosen by the moment's age.
///
/// The thresholds (age = now - moment):
/// - more than `futureTolerance` (15 minutes) ahead of now: an error, the moment has not
///   happened (a little slack absorbs clocks that run slightly fast);
/// - from 15 minutes ahead to `currentWindow` (1 hour) ago: `.current`, the forecast API's
///   current conditions;
/// - up to `recentWindow` (5 days) ago: `.recentHours`, the forecast API's hourly values,
///   which reach back that far and include the latest hours;
/// - older, from `historicalStart` (2022-01-02 00:00 UTC) on: `.historicalForecast`, with the
///   archive as fallback when it has no value near the moment;
/// - older, from `archiveStart` (1940-01-01 00:00 UTC) on: `.archive` (ERA5);
/// - earlier: an error, there are no records.
///
/// The historical-forecast API's data begin on 2022-01-01 in local time; starting its route a
/// day later keeps every time zone's local day inside its data.
public enum OpenMeteoRoute: String, CaseIterable, Hashable, Sendable {
    /// Current conditions from the forecast API (`current=`).
    case current
    /// Hourly values of the last days from the forecast API.
    case recentHours
    /// Hourly values from the historical-forecast API.
    case historicalForecast
    /// Hourly ERA5 reanalysis values from the archive API.
    case archive

    /// How far ahead of now a moment may be and still count as now: 15 minutes.
    public static let futureTolerance: TimeInterval = 15 * 60
    /// How old a moment may be for current conditions to stand for it: 1 hour.
    public static let currentWindow: TimeInterval = 3600
    /// How old a moment may be for the forecast API's hourly values: 5 days.
    public static let recentWindow: TimeInterval = 5 * 86_400
    /// The first instant routed to the historical-forecast API: 2022-01-02T00:00:00Z.
    public static let historicalStart = Date(timeIntervalSince1970: 1_641_081_600)
    /// The first instant of the archive's records: 1940-01-01T00:00:00Z.
    public static let archiveStart = Date(timeIntervalSince1970: -946_771_200)

    /// The route for a moment at `instant` seen at `now`; throws for the future or before 1940.
    public static func choose(for instant: Date, now: Date) throws -> OpenMeteoRoute {
        guard instant.timeIntervalSince1970.isFinite, now.timeIntervalSince1970.isFinite else {
            throw WeatherLookupError.invalidMoment
        }
        let age = now.timeIntervalSince(instant)
        if age < -futureTolerance { throw WeatherLookupError.momentInFuture(instant: instant, now: now) }
        if age <= currentWindow { return .current }
        if age <= recentWindow { return .recentHours }
        if instant >= historicalStart { return .historicalForecast }
        if instant >= archiveStart { return .archive }
        throw WeatherLookupError.momentBeforeRecords(instant: instant, earliest: archiveStart)
    }

    /// The route tried when this one has no value near the moment, if any.
    public var fallback: OpenMeteoRoute? {
        self == .historicalForecast ? .archive : nil
    }

    /// The source id stored with readings from this route.
    public var source: WeatherSource {
        self == .archive ? .openMeteoArchive : .openMeteo
    }

    /// Whether the route's hourly data carry `is_day` (the archive's do not).
    var hasIsDay: Bool { self != .archive }

    /// The first day the route's endpoint serves, as "yyyy-mm-dd", if it has a limit.
    var firstDay: String? {
        switch self {
        case .historicalForecast: return "2022-01-01"
        case .archive: return "1940-01-01"
        case .current, .recentHours: return nil
        }
    }
}
