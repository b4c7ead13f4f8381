import Foundation
import OutdoorModel

/// Builds Open-Meteo request URLs.
///
/// Every request asks for `timeformat=unixtime` (instants that cannot be misread across
/// daylight-saving changes), `timezone=auto` (the place's IANA zone in the reply) and
/// `temperature_unit=celsius`. Hourly requests name whole days with `start_date`/`end_date`:
/// with `timezone=auto` these are the place's local days, which the caller does not know yet,
/// so the window runs from the UTC day before the moment to the UTC day after. That covers
/// the moment's local day in every zone (offsets span -12 h to +14 h) plus the 2-hour search
/// window on either side, in at most 72 hourly values.
public enum OpenMeteoQuery {
    /// The hourly variables asked of the forecast and historical-forecast APIs.
    public static let hourlyVariables = "temperature_2m,weather_code,is_day"
    /// The hourly variables asked of the archive API, which has no `is_day`.
    public static let archiveHourlyVariables = "temperature_2m,weather_code"
    /// The current-conditions variables.
    public static let currentVariables = "temperature_2m,weather_code,is_day"

    /// The request URL for `route` at a place and moment, keeping the endpoint's own query items.
    public static func url(
        for route: OpenMeteoRoute, endpoints: OpenMeteoEndpoints, coordinate: Coordinate, instant: Date
    ) -> URL {
        let endpoint = endpoints.url(for: route)
        var items: [URLQueryItem] = [
            URLQueryItem(name: "latitude", value: decimal(coordinate.latitude)),
            URLQueryItem(name: "longitude", value: decimal(coordinate.longitude)),
        ]
        switch route {
        case .current:
            items.append(URLQueryItem(name: "current", value: currentVariables))
        case .recentHours, .historicalForecast, .archive:
            let variables = route.hasIsDay ? hourlyVariables : archiveHourlyVariables
            items.append(URLQueryItem(name: "hourly", value: variables))
            var start = EntryDateFormat.isoDayUTC(instant.addingTimeInterval(-86_400))
            if let first = route.firstDay, start < first { start = first }
            items.append(URLQueryItem(name: "start_date", value: start))
            items.append(
                URLQueryItem(
                    name: "end_date", value: EntryDateFormat.isoDayUTC(instant.addingTimeInterval(86_400))))
        }
        items.append(URLQueryItem(name: "timezone", value: "auto"))
        items.append(URLQueryItem(name: "timeformat", value: "unixtime"))
        items.append(URLQueryItem(name: "temperature_unit", value: "celsius"))

        guard var components = URLComponents(url: endpoint, resolvingAgainstBaseURL: false) else {
            return endpoint
        }
        let ours = Set(items.map(\.name))
        let kept = (components.queryItems ?? []).filter { !ours.contains($0.name) }
        components.queryItems = kept + items
        return components.url ?? endpoint
    }

    /// A coordinate in degrees as plain decimal text with at most 5 decimals (about 1 m).
    static func decimal(_ degrees: Double) -> String {
        guard degrees.isFinite else { return "0" }
        let scaled = Int((degrees * 100_000).rounded())
        let whole = scaled.magnitude / 100_000
        var fraction = String(scaled.magnitude % 100_000)
        fraction = String(repeating: "0", count: 5 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        let sign = scaled < 0 ? "-" : ""
        return fraction.isEmpty ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
    }
}
