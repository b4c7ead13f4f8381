import Foundation
import OutdoorModel
import XCTest

@testable import OutdoorWeather

/// The endpoint chosen by the moment's age, and the endpoint settings from the environment.
final class OpenMeteoRouteTests: XCTestCase {
    private let now = Date(timeIntervalSince1970: 1_718_353_800)  // 2024-06-14T08:30:00Z

    private func utc(_ text: String) throws -> Date {
        try XCTUnwrap(ISO8601DateFormatter().date(from: text))
    }

    private func route(_ instant: Date) throws -> OpenMeteoRoute {
        try OpenMeteoRoute.choose(for: instant, now: now)
    }

    func testRecentMomentsUseCurrentConditions() throws {
        XCTAssertEqual(try route(now), .current)
        XCTAssertEqual(try route(now.addingTimeInterval(-59 * 60)), .current)
        XCTAssertEqual(try route(now.addingTimeInterval(-3600)), .current)
        XCTAssertEqual(try route(now.addingTimeInterval(10 * 60)), .current)  // a fast camera clock
    }

    func testTheLastDaysUseTheForecastAPIsHourlyValues() throws {
        XCTAssertEqual(try route(now.addingTimeInterval(-3601)), .recentHours)
        XCTAssertEqual(try route(now.addingTimeInterval(-3 * 86_400)), .recentHours)
        XCTAssertEqual(try route(now.addingTimeInterval(-5 * 86_400)), .recentHours)
    }

    func testOlderMomentsFrom2022UseHistoricalForecasts() throws {
        XCTAssertEqual(try route(now.addingTimeInterval(-5 * 86_400 - 1)), .historicalForecast)
        XCTAssertEqual(try route(try utc("2023-07-01T12:00:00Z")), .historicalForecast)
        XCTAssertEqual(try route(try utc("2022-01-02T00:00:00Z")), .historicalForecast)
        XCTAssertEqual(OpenMeteoRoute.historicalForecast.fallback, .archive)
        XCTAssertEqual(OpenMeteoRoute.historicalForecast.source, .openMeteo)
    }

    func testEarlierMomentsUseTheArchive() throws {
        XCTAssertEqual(try route(try utc("2022-01-01T23:59:59Z")), .archive)
        XCTAssertEqual(try route(try utc("1990-07-01T12:00:00Z")), .archive)
        XCTAssertEqual(try route(try utc("1940-01-01T00:00:00Z")), .archive)
        XCTAssertEqual(OpenMeteoRoute.archive.source, .openMeteoArchive)
        XCTAssertNil(OpenMeteoRoute.archive.fallback)
        XCTAssertEqual(OpenMeteoRoute.archive.source.attribution.count, 2)
    }

    func testBefore1940IsAnError() throws {
        let instant = try utc("1930-05-01T12:00:00Z")
        XCTAssertThrowsError(try route(instant)) { error in
            XCTAssertEqual(
                error as? WeatherLookupError,
                .momentBeforeRecords(instant: instant, earliest: OpenMeteoRoute.archiveStart))
            XCTAssertTrue("\(error)".contains("1940-01-01T00:00:00Z"), "\(error)")
            XCTAssertFalse((error as? WeatherLookupError)?.isTemporary ?? true)
        }
        XCTAssertThrowsError(try route(try utc("1939-12-31T23:59:59Z")))
    }

    func testTheFutureIsAnError() throws {
        let instant = now.addingTimeInterval(16 * 60)
        XCTAssertThrowsError(try route(instant)) { error in
            XCTAssertEqual(error as? WeatherLookupError, .momentInFuture(instant: instant, now: now))
            XCTAssertTrue("\(error)".contains("camera's clock"), "\(error)")
        }
        XCTAssertThrowsError(try route(now.addingTimeInterval(365 * 86_400)))
    }

    func testEndpointsComeFromTheEnvironmentWithDefaults() throws {
        let defaults = try OpenMeteoEndpoints(environment: [:])
        XCTAssertEqual(defaults.forecast.absoluteString, "https://api.open-meteo.com/v1/forecast")
        XCTAssertEqual(
            defaults.historicalForecast.absoluteString,
            "https://historical-forecast-api.open-meteo.com/v1/forecast")
        XCTAssertEqual(defaults.archive.absoluteString, "https://archive-api.open-meteo.com/v1/archive")

        let custom = try OpenMeteoEndpoints(environment: [
            "OUTDOOR_OPEN_METEO_FORECAST_URL": "http://127.0.0.1:8080/v1/forecast",
            "OUTDOOR_OPEN_METEO_HISTORICAL_URL": "  ",
            "OUTDOOR_OPEN_METEO_ARCHIVE_URL": "https://customer-archive.example/v1/archive?apikey=k1",
            "UNRELATED": "x",
        ])
        XCTAssertEqual(custom.forecast.absoluteString, "http://127.0.0.1:8080/v1/forecast")
        XCTAssertEqual(custom.historicalForecast, defaults.historicalForecast)  // blank means default
        XCTAssertEqual(
            custom.url(for: .archive).absoluteString, "https://customer-archive.example/v1/archive?apikey=k1")
        XCTAssertEqual(custom.url(for: .current), custom.forecast)
        XCTAssertEqual(custom.url(for: .recentHours), custom.forecast)
        XCTAssertEqual(custom.url(for: .historicalForecast), custom.historicalForecast)
    }

    func testMalformedEndpointVariablesAreClearErrors() {
        let cases: [(String, String, String)] = [
            ("OUTDOOR_OPEN_METEO_FORECAST_URL", "not a url", "http:// or https://"),
            ("OUTDOOR_OPEN_METEO_FORECAST_URL", "https://exa mple.org/v1", "not a valid URL"),
            ("OUTDOOR_OPEN_METEO_HISTORICAL_URL", "ftp://example.org/v1", "http:// or https://"),
            ("OUTDOOR_OPEN_METEO_ARCHIVE_URL", "api.open-meteo.com/v1/archive", "http:// or https://"),
            ("OUTDOOR_OPEN_METEO_FORECAST_URL", "http:///v1/forecast", "no host name"),
            ("OUTDOOR_OPEN_METEO_FORECAST_URL", "https://x.example/v1#frag", "#fragment"),
        ]
        for (variable, value, reason) in cases {
            XCTAssertThrowsError(try OpenMeteoEndpoints(environment: [variable: value]), value) { error in
                guard case .invalidEndpoint(let v, let given, _) = error as? WeatherConfigurationError else {
                    return XCTFail("unexpected \(error)")
                }
                XCTAssertEqual(v, variable)
                XCTAssertEqual(given, value)
                XCTAssertTrue("\(error)".contains(variable), "\(error)")
                XCTAssertTrue("\(error)".contains(reason), "\(error)")
            }
        }
    }

    func testQueriesAskForUnixTimeAutomaticZoneCelsiusAndAWindowOfDays() throws {
        let endpoints = try OpenMeteoEndpoints(environment: [
            "OUTDOOR_OPEN_METEO_ARCHIVE_URL": "https://a.example/v1/archive?apikey=secret&timezone=UTC"
        ])
        let place = Coordinate(latitude: 59.913868, longitude: -10.752245)
        func items(_ route: OpenMeteoRoute, _ instant: Date) throws -> [String: String] {
            let url = OpenMeteoQuery.url(
                for: route, endpoints: endpoints, coordinate: place, instant: instant)
            let components = try XCTUnwrap(URLComponents(url: url, resolvingAgainstBaseURL: false))
            var result: [String: String] = [:]
            for item in components.queryItems ?? [] {
                XCTAssertNil(result[item.name], "\(item.name) appears twice")
                result[item.name] = item.value ?? ""
            }
            return result
        }
        let current = try items(.current, now)
        XCTAssertEqual(current["latitude"], "59.91387")
        XCTAssertEqual(current["longitude"], "-10.75225")
        XCTAssertEqual(current["current"], "temperature_2m,weather_code,is_day")
        XCTAssertEqual(current["timezone"], "auto")
        XCTAssertEqual(current["timeformat"], "unixtime")
        XCTAssertEqual(current["temperature_unit"], "celsius")
        XCTAssertNil(current["hourly"])
        XCTAssertNil(current["start_date"])

        let recent = try items(.recentHours, try utc("2024-06-12T00:30:00Z"))
        XCTAssertEqual(recent["hourly"], "temperature_2m,weather_code,is_day")
        XCTAssertEqual(recent["start_date"], "2024-06-11")
        XCTAssertEqual(recent["end_date"], "2024-06-13")

        let archive = try items(.archive, try utc("1990-01-15T20:10:00Z"))
        XCTAssertEqual(archive["hourly"], "temperature_2m,weather_code")
        XCTAssertEqual(archive["start_date"], "1990-01-14")
        XCTAssertEqual(archive["end_date"], "1990-01-16")
        XCTAssertEqual(archive["apikey"], "secret")  // the endpoint's own items are kept
        XCTAssertEqual(archive["timezone"], "auto")  // ...except those the lookup must set

        let earliest = try items(.archive, try utc("1940-01-01T03:00:00Z"))
        XCTAssertEqual(earliest["start_date"], "1940-01-01")  // never before the archive starts
    }

    func testCoordinatesAreWrittenAsPlainDecimals() {
        XCTAssertEqual(OpenMeteoQuery.decimal(52.52), "52.52")
        XCTAssertEqual(OpenMeteoQuery.decimal(0), "0")
        XCTAssertEqual(OpenMeteoQuery.decimal(-0.000001), "0")
        XCTAssertEqual(OpenMeteoQuery.decimal(0.00001), "0.00001")
        XCTAssertEqual(OpenMeteoQuery.decimal(-180), "-180")
        XCTAssertEqual(OpenMeteoQuery.decimal(-33.868820), "-33.86882")
    }
}
