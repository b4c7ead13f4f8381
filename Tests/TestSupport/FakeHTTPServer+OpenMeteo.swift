import Foundation

/// Weather that the fake Open-Meteo endpoints report for every place and hour.
public struct FakeOpenMeteoWeather: Sendable {
    /// The temperature in °C of every hour.
    public var temperatureCelsius: Double
    /// The WMO weather code of every hour.
    public var weatherCode: Int
    /// The IANA zone reported as the place's `timezone`; local days are counted in it.
    public var timeZoneIdentifier: String
    /// The instant reported by `current=` requests as the current 15-minute interval.
    public var currentTime: Date

    /// Makes fake weather.
    public init(
        temperatureCelsius: Double = 14.5, weatherCode: Int = 2, timeZoneIdentifier: String = "Europe/Oslo",
        currentTime: Date = Date()
    ) {
        self.temperatureCelsius = temperatureCelsius
        self.weatherCode = weatherCode
        self.timeZoneIdentifier = timeZoneIdentifier
        self.currentTime = currentTime
    }
}

extension FakeHTTPServer {
    /// The path the fake forecast API answers on.
    public static let openMeteoForecastPath = "/v1/forecast"
    /// The path the fake historical-forecast API answers on.
    public static let openMeteoHistoricalPath = "/historical/v1/forecast"
    /// The path the fake archive API answers on.
    public static let openMeteoArchivePath = "/v1/archive"

    /// The three `OUTDOOR_OPEN_METEO_*_URL` variables pointing at this server's fake endpoints.
    public var openMeteoEnvironment: [String: String] {
        [
            "OUTDOOR_OPEN_METEO_FORECAST_URL": baseURL + Self.openMeteoForecastPath,
            "OUTDOOR_OPEN_METEO_HISTORICAL_URL": baseURL + Self.openMeteoHistoricalPath,
            "OUTDOOR_OPEN_METEO_ARCHIVE_URL": baseURL + Self.openMeteoArchivePath,
        ]
    }

    /// Serves the three Open-Meteo endpoints with replies of the documented shape built from
    /// each request's own parameters (place, `current=` or `hourly=` with `start_date` and
    /// `end_date`, `timeformat=unixtime`), all reporting `weather`.
    public func serveOpenMeteo(_ weather: FakeOpenMeteoWeather) {
        let handler: Handler = { request in FakeOpenMeteo.reply(to: request, weather: weather) }
        route(Self.openMeteoForecastPath, handler)
        route(Self.openMeteoHistoricalPath, handler)
        route(Self.openMeteoArchivePath, handler)
    }
}

/// Builds Open-Meteo replies of the documented shape for the fake server.
public enum FakeOpenMeteo {
    /// The error body Open-Meteo sends with HTTP 400 and 429.
    public static func errorBody(_ reason: String) -> String {
        #"{"error":true,"reason":"\#(reason)"}"#
    }

    /// The reply to one request: current conditions or hourly values for the asked days.
    public static func reply(to request: FakeHTTPRequest, weather: FakeOpenMeteoWeather) -> FakeHTTPResponse {
        guard let latitude = request.query("latitude").flatMap(Double.init),
            let longitude = request.query("longitude").flatMap(Double.init)
        else {
            return .json(errorBody("Parameter 'latitude' and 'longitude' must be set"), status: 400)
        }
        guard request.query("timeformat") == "unixtime" else {
            return .json(errorBody("this fake only answers timeformat=unixtime"), status: 400)
        }
        let zone = TimeZone(identifier: weather.timeZoneIdentifier) ?? TimeZone(secondsFromGMT: 0)
        guard let zone else { return .json(errorBody("unknown time zone"), status: 400) }
        var fields = [
            #""latitude":\#(latitude)"#, #""longitude":\#(longitude)"#, #""generationtime_ms":0.0269"#,
            #""utc_offset_seconds":\#(zone.secondsFromGMT(for: weather.currentTime))"#,
            #""timezone":"\#(weather.timeZoneIdentifier)""#,
            #""timezone_abbreviation":"\#(zone.abbreviation(for: weather.currentTime) ?? "GMT")""#,
            #""elevation":38.0"#,
        ]
        let temperature = "\(weather.temperatureCelsius)"
        if let current = request.query("current") {
            let names = current.split(separator: ",").map(String.init)
            let time = (weather.currentTime.timeIntervalSince1970 / 900).rounded(.down) * 900
            var units = [#""time":"unixtime""#, #""interval":"seconds""#]
            var values = [#""time":\#(Int(time))"#, #""interval":900"#]
            for name in names {
                units.append(#""\#(name)":"\#(unit(of: name))""#)
                values.append(
                    #""\#(name)":\#(value(of: name, temperature: temperature, weather: weather, hour: time, zone: zone))"#
                )
            }
            fields.append(#""current_units":{\#(units.joined(separator: ","))}"#)
            fields.append(#""current":{\#(values.joined(separator: ","))}"#)
        } else if let hourly = request.query("hourly"), let start = request.query("start_date"),
            let end = request.query("end_date")
        {
            let names = hourly.split(separator: ",").map(String.init)
            let hours = localHours(from: start, to: end, in: zone)
            guard !hours.isEmpty else {
                return .json(errorBody("Parameter 'start_date' is out of allowed range"), status: 400)
            }
            var units = [#""time":"unixtime""#]
            var columns = [#""time":[\#(hours.map { String(Int($0)) }.joined(separator: ","))]"#]
            for name in names {
                units.append(#""\#(name)":"\#(unit(of: name))""#)
                let list = hours.map {
                    value(of: name, temperature: temperature, weather: weather, hour: $0, zone: zone)
                }
                columns.append(#""\#(name)":[\#(list.joined(separator: ","))]"#)
            }
            fields.append(#""hourly_units":{\#(units.joined(separator: ","))}"#)
            fields.append(#""hourly":{\#(columns.joined(separator: ","))}"#)
        } else {
            return .json(
                errorBody("this fake answers current= or hourly= with start_date and end_date"), status: 400)
        }
        return .json("{" + fields.joined(separator: ",") + "}")
    }

    private static func unit(of name: String) -> String {
        switch name {
        case "temperature_2m": return "°C"
        case "weather_code": return "wmo code"
        default: return ""
        }
    }

    private static func value(
        of name: String, temperature: String, weather: FakeOpenMeteoWeather, hour: TimeInterval,
        zone: TimeZone
    ) -> String {
        switch name {
        case "temperature_2m": return temperature
        case "weather_code": return "\(weather.weatherCode)"
        case "is_day":
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            let local = calendar.component(.hour, from: Date(timeIntervalSince1970: hour))
            return (6..<18).contains(local) ? "1" : "0"
        default: return "null"
        }
    }

    /// Unix times of every hour from local midnight of `start` to 23:00 local of `end`.
    private static func localHours(from start: String, to end: String, in zone: TimeZone) -> [TimeInterval] {
        let parser = DateFormatter()
        parser.locale = Locale(identifier: "en_US_POSIX")
        parser.timeZone = TimeZone(secondsFromGMT: 0)
        parser.dateFormat = "yyyy-MM-dd"
        guard let first = parser.date(from: start), let last = parser.date(from: end), first <= last,
            last.timeIntervalSince(first) <= 400 * 86_400
        else { return [] }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = "yyyy-MM-dd"
        var hours: [TimeInterval] = []
        var t = first.timeIntervalSince1970 - 14 * 3600
        let stop = last.timeIntervalSince1970 + 86_400 + 12 * 3600
        while t < stop {
            let day = formatter.string(from: Date(timeIntervalSince1970: t))
            if day >= start && day <= end { hours.append(t) }
            t += 3600
        }
        return hours
    }
}
