import Foundation
import OutdoorModel
import TestSupport
import XCTest

@testable import OutdoorWeather

/// Lookups against the fake server replaying replies of the documented shape.
final class OpenMeteoProviderTests: XCTestCase {
    private var server: FakeHTTPServer?

    override func setUpWithError() throws { server = try FakeHTTPServer() }

    override func tearDown() {
        server?.stop()
        server = nil
    }

    private func running() throws -> FakeHTTPServer { try XCTUnwrap(server) }

    private func utc(_ text: String) throws -> Date {
        try XCTUnwrap(ISO8601DateFormatter().date(from: text))
    }

    private let berlin = Coordinate(latitude: 52.52, longitude: 13.41)
    private let forecastPath = FakeHTTPServer.openMeteoForecastPath
    private let historicalPath = FakeHTTPServer.openMeteoHistoricalPath
    private let archivePath = FakeHTTPServer.openMeteoArchivePath

    func testCurrentConditionsForAMomentJustTaken() async throws {
        let server = try running()
        server.route(forecastPath, response: .json(OpenMeteoFixtures.currentBerlin))
        let now = OpenMeteoFixtures.currentBerlinTime.addingTimeInterval(5 * 60)
        let lookup = try await TestClients.provider(server).lookUp(
            WeatherRequest(coordinate: berlin, instant: now.addingTimeInterval(-10 * 60), now: now))

        XCTAssertEqual(lookup.reading.summary, "Partly cloudy")
        XCTAssertEqual(lookup.reading.temperatureCelsius, 21.3)
        XCTAssertEqual(lookup.reading.symbol, .cloudSun)
        XCTAssertEqual(lookup.reading.wmoCode, 2)
        XCTAssertEqual(lookup.reading.source, .openMeteo)
        XCTAssertEqual(lookup.reading.observedAt, OpenMeteoFixtures.currentBerlinTime)
        XCTAssertEqual(lookup.timeZoneIdentifier, "Europe/Berlin")

        let request = try XCTUnwrap(server.requests(to: forecastPath).first)
        XCTAssertEqual(server.requests.count, 1)
        XCTAssertEqual(request.header("user-agent"), TestClients.userAgentValue)
        XCTAssertEqual(request.query("latitude"), "52.52")
        XCTAssertEqual(request.query("longitude"), "13.41")
        XCTAssertEqual(request.query("current"), "temperature_2m,weather_code,is_day")
        XCTAssertEqual(request.query("timezone"), "auto")
        XCTAssertEqual(request.query("timeformat"), "unixtime")
        XCTAssertEqual(request.query("temperature_unit"), "celsius")
        XCTAssertNil(request.query("hourly"))
    }

    func testRecentHoursSkipAMissingHour() async throws {
        let server = try running()
        server.route(forecastPath, response: .json(OpenMeteoFixtures.recentBerlin))
        let instant = try utc("2024-06-14T08:10:00Z")  // the 08:00Z hour is null in the reply
        let lookup = try await TestClients.provider(server).lookUp(
            WeatherRequest(coordinate: berlin, instant: instant, now: instant.addingTimeInterval(2 * 86_400)))
        XCTAssertEqual(lookup.reading.observedAt, try utc("2024-06-14T09:00:00Z"))
        XCTAssertEqual(lookup.reading.temperatureCelsius, 19.8)
        XCTAssertEqual(lookup.reading.summary, "Overcast")
        XCTAssertEqual(lookup.reading.symbol, .cloud)
        XCTAssertEqual(lookup.reading.source, .openMeteo)

        let request = try XCTUnwrap(server.requests(to: forecastPath).first)
        XCTAssertEqual(request.query("hourly"), "temperature_2m,weather_code,is_day")
        XCTAssertEqual(request.query("start_date"), "2024-06-13")
        XCTAssertEqual(request.query("end_date"), "2024-06-15")
        XCTAssertEqual(request.query("timeformat"), "unixtime")
        XCTAssertEqual(request.query("timezone"), "auto")
        XCTAssertNil(request.query("current"))
    }

    func testHistoricalForecastAcrossTheSpringForwardNight() async throws {
        let server = try running()
        server.route(historicalPath, response: .json(OpenMeteoFixtures.historicalBerlinSpringForward))
        // The camera said 02:30 on a night Berlin skipped from 02:00 to 03:00.
        let zone = try XCTUnwrap(TimeZone(identifier: "Europe/Berlin"))
        let instant = try XCTUnwrap(LocalDateTime(year: 2023, month: 3, day: 26, hour: 2, minute: 30)).date(
            in: zone)
        let lookup = try await TestClients.provider(server).lookUp(
            WeatherRequest(coordinate: berlin, instant: instant, now: try utc("2024-06-14T08:30:00Z")))
        XCTAssertEqual(lookup.reading.observedAt, try utc("2023-03-26T02:00:00Z"))
        XCTAssertEqual(lookup.reading.summary, "Moderate rain")
        XCTAssertEqual(lookup.reading.symbol, .cloudRain)
        XCTAssertEqual(lookup.reading.temperatureCelsius, 2.8)
        XCTAssertEqual(lookup.reading.source, .openMeteo)
        XCTAssertEqual(server.requests(to: historicalPath).count, 1)
        XCTAssertTrue(server.requests(to: archivePath).isEmpty)
        let request = try XCTUnwrap(server.requests(to: historicalPath).first)
        XCTAssertEqual(request.query("start_date"), "2023-03-25")
        XCTAssertEqual(request.query("end_date"), "2023-03-27")
    }

    func testArchiveReadingsUseTheSunForNightAndCreditCopernicus() async throws {
        let server = try running()
        server.route(archivePath, response: .json(OpenMeteoFixtures.archiveOslo1990))
        let oslo = Coordinate(latitude: 59.91, longitude: 10.75)
        let lookup = try await TestClients.provider(server).lookUp(
            WeatherRequest(coordinate: oslo, instant: try utc("1990-01-15T20:10:00Z"), now: Date()))
        XCTAssertEqual(lookup.reading.observedAt, try utc("1990-01-15T20:00:00Z"))
        XCTAssertEqual(lookup.reading.summary, "Clear sky")
        XCTAssertEqual(lookup.reading.temperatureCelsius, -7.9)
        XCTAssertEqual(lookup.reading.symbol, .moonStars)  // a January evening in Oslo
        XCTAssertEqual(lookup.reading.source, .openMeteoArchive)
        XCTAssertEqual(
            lookup.reading.source.attribution.last,
            "Generated using Copernicus Climate Change Service information")
        XCTAssertEqual(lookup.timeZoneIdentifier, "Europe/Oslo")
        let request = try XCTUnwrap(server.requests(to: archivePath).first)
        XCTAssertEqual(request.query("hourly"), "temperature_2m,weather_code")
        XCTAssertEqual(request.query("start_date"), "1990-01-14")
        XCTAssertEqual(request.query("end_date"), "1990-01-16")
    }

    func testAGapInHistoricalForecastsFallsBackToTheArchive() async throws {
        let server = try running()
        server.route(historicalPath, response: .json(OpenMeteoFixtures.historicalAllNull))
        server.route(archivePath, response: .json(OpenMeteoFixtures.archiveBerlinSpringForward))
        let lookup = try await TestClients.provider(server).lookUp(
            WeatherRequest(
                coordinate: berlin, instant: try utc("2023-03-26T01:30:00Z"),
                now: try utc("2024-06-14T08:30:00Z")))
        XCTAssertEqual(lookup.reading.summary, "Dense drizzle")
        XCTAssertEqual(lookup.reading.source, .openMeteoArchive)
        XCTAssertEqual(server.requests(to: historicalPath).count, 1)
        XCTAssertEqual(server.requests(to: archivePath).count, 1)
    }

    func testWhenNeitherHasAValueTheFirstGapIsReported() async throws {
        let server = try running()
        server.route(historicalPath, response: .json(OpenMeteoFixtures.historicalAllNull))
        server.route(archivePath, response: .text("archive down", status: 503))
        let instant = try utc("2023-03-26T01:30:00Z")
        do {
            _ = try await TestClients.provider(server).lookUp(
                WeatherRequest(coordinate: berlin, instant: instant, now: try utc("2024-06-14T08:30:00Z")))
            XCTFail("expected no reading")
        } catch let error as WeatherLookupError {
            XCTAssertEqual(error, .noReadingNearTime(provider: "Open-Meteo", instant: instant, window: 7200))
            XCTAssertEqual(
                error.description, "Open-Meteo has no reading within 2 hours of 2023-03-26T01:30:00Z")
            XCTAssertFalse(error.isTemporary)
        }
    }

    func testTheConvenienceInitializerReadsTheEnvironment() async throws {
        let server = try running()
        server.route(forecastPath, response: .json(OpenMeteoFixtures.currentBerlin))
        let provider = try OpenMeteoProvider(
            environment: server.openMeteoEnvironment, userAgent: TestClients.userAgent())
        XCTAssertEqual(provider.endpoints.forecast, try server.url(forecastPath))
        XCTAssertEqual(provider.client.configuration.totalTimeout, 30)
        let now = OpenMeteoFixtures.currentBerlinTime
        _ = try await provider.lookUp(WeatherRequest(coordinate: berlin, instant: now, now: now))
        XCTAssertEqual(server.requests.first?.header("user-agent"), TestClients.userAgentValue)
        XCTAssertThrowsError(
            try OpenMeteoProvider(
                environment: ["OUTDOOR_OPEN_METEO_FORECAST_URL": "file:///etc/passwd"],
                userAgent: TestClients.userAgent()))
    }

    func testAZoneThisSystemDoesNotKnowIsLeftOut() async throws {
        let server = try running()
        let reply = OpenMeteoFixtures.currentBerlin.replacingOccurrences(
            of: "Europe/Berlin", with: "Mars/Olympus")
        server.route(forecastPath, response: .json(reply))
        let now = OpenMeteoFixtures.currentBerlinTime
        let lookup = try await TestClients.provider(server).lookUp(
            WeatherRequest(coordinate: berlin, instant: now, now: now))
        XCTAssertNil(lookup.timeZoneIdentifier)
        XCTAssertEqual(lookup.reading.summary, "Partly cloudy")
    }

    func testTheGeneratedFakeAnswersEveryRouteForEndToEndTests() async throws {
        let server = try running()
        let now = try utc("2024-06-14T08:30:00Z")
        server.serveOpenMeteo(
            FakeOpenMeteoWeather(
                temperatureCelsius: 14.5, weatherCode: 61, timeZoneIdentifier: "Europe/Oslo", currentTime: now
            ))
        let provider = try TestClients.provider(server)
        let oslo = Coordinate(latitude: 59.91, longitude: 10.75)
        let moments = [
            now, now.addingTimeInterval(-3 * 86_400), try utc("2023-02-01T12:00:00Z"),
            try utc("1990-07-01T12:00:00Z"),
        ]
        var sources: [WeatherSource] = []
        for instant in moments {
            let lookup = try await provider.lookUp(
                WeatherRequest(coordinate: oslo, instant: instant, now: now))
            XCTAssertEqual(lookup.reading.temperatureCelsius, 14.5)
            XCTAssertEqual(lookup.reading.summary, "Slight rain")
            XCTAssertEqual(lookup.timeZoneIdentifier, "Europe/Oslo")
            sources.append(lookup.reading.source)
        }
        XCTAssertEqual(sources, [.openMeteo, .openMeteo, .openMeteo, .openMeteoArchive])
        XCTAssertEqual(
            server.requests.map(\.path), [forecastPath, forecastPath, historicalPath, archivePath])
    }
}
