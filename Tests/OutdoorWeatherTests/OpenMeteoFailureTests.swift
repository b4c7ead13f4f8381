import Foundation
import OutdoorHTTP
import OutdoorModel
import TestSupport
import XCTest

@testable import OutdoorWeather

/// Every way a lookup can fail ends in a typed error whose description says why.
final class OpenMeteoFailureTests: XCTestCase {
    private var server: FakeHTTPServer?

    override func setUpWithError() throws { server = try FakeHTTPServer() }

    override func tearDown() {
        server?.stop()
        server = nil
    }

    private func running() throws -> FakeHTTPServer { try XCTUnwrap(server) }

    private let berlin = Coordinate(latitude: 52.52, longitude: 13.41)
    private let forecastPath = FakeHTTPServer.openMeteoForecastPath
    /// A moment two days old: routed to the forecast API's hourly values.
    private let instant = Date(timeIntervalSince1970: 1_718_353_800)
    private var now: Date { instant.addingTimeInterval(2 * 86_400) }

    /// Looks up `instant` and returns the error, failing the test if there is none.
    private func lookupError(
        client: HTTPClient? = nil, coordinate: Coordinate? = nil, instant: Date? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) async throws -> WeatherLookupError {
        let provider = try TestClients.provider(try running(), client: client)
        let request = WeatherRequest(
            coordinate: coordinate ?? berlin, instant: instant ?? self.instant, now: now)
        do {
            let lookup = try await provider.lookUp(request)
            XCTFail("expected an error, got \(lookup.reading)", file: file, line: line)
        } catch let error as WeatherLookupError {
            XCTAssertFalse(error.description.isEmpty, file: file, line: line)
            return error
        }
        throw UnexpectedSuccess()
    }

    func testConnectionRefusedOnAClosedPort() async throws {
        let server = try running()
        let provider = try TestClients.provider(server)
        server.stop()
        do {
            _ = try await provider.lookUp(WeatherRequest(coordinate: berlin, instant: instant, now: now))
            XCTFail("expected an error")
        } catch let error as WeatherLookupError {
            XCTAssertEqual(
                error, .cannotConnect(host: "127.0.0.1:\(server.port)", detail: "connection refused"))
            XCTAssertEqual(
                error.description,
                "could not connect to the weather service at 127.0.0.1:\(server.port) (connection refused);"
                    + " check the network connection")
            XCTAssertTrue(error.isTemporary)
        }
    }

    func testTimeoutOnASlowServer() async throws {
        try running().route(
            forecastPath, response: FakeHTTPResponse.json(OpenMeteoFixtures.recentBerlin).delayed(by: 5))
        let client = try TestClients.client(connectTimeout: 0.3, totalTimeout: 10, attempts: 1)
        let error = try await lookupError(client: client)
        XCTAssertEqual(error, .timedOut(host: "127.0.0.1:\(try running().port)", seconds: 0.3))
        XCTAssertTrue(error.description.contains("did not answer within 0.3 seconds"), error.description)
        XCTAssertTrue(error.isTemporary)
    }

    func testHTTP400SurfacesTheProvidersReason() async throws {
        try running().route(forecastPath, response: .json(OpenMeteoFixtures.errorOutOfRange, status: 400))
        let error = try await lookupError()
        let reason = "Parameter 'start_date' is out of allowed range from 1940-01-01 to 2024-06-20"
        XCTAssertEqual(error, .rejected(provider: "Open-Meteo", status: 400, reason: reason))
        XCTAssertEqual(error.description, "Open-Meteo refused the request (HTTP 400): \(reason)")
        XCTAssertFalse(error.isTemporary)
        XCTAssertEqual(try running().requests.count, 1)  // a 400 is not retried
    }

    func testTooManyRequestsThenSuccessRetriesAndSucceeds() async throws {
        let server = try running()
        server.route(
            forecastPath,
            responses: [
                .json(OpenMeteoFixtures.errorDailyLimit, status: 429), .json(OpenMeteoFixtures.recentBerlin),
            ])
        let lookup = try await TestClients.provider(server).lookUp(
            WeatherRequest(coordinate: berlin, instant: instant, now: now))
        XCTAssertEqual(lookup.reading.summary, "Overcast")
        XCTAssertEqual(server.requests(to: forecastPath).count, 2)
    }

    func testTooManyRequestsEveryTimeIsARateLimitError() async throws {
        try running().route(forecastPath, response: .json(OpenMeteoFixtures.errorDailyLimit, status: 429))
        let error = try await lookupError()
        let reason = "Daily API request limit exceeded. Please try again tomorrow."
        XCTAssertEqual(error, .rateLimited(provider: "Open-Meteo", reason: reason))
        // The service's reason says when: said once, without "tomorrow.; try again later".
        XCTAssertTrue(error.description.hasSuffix("Please try again tomorrow"), error.description)
        XCTAssertEqual(error.description.components(separatedBy: "try again").count, 2, error.description)
        XCTAssertTrue(error.isTemporary)
        XCTAssertEqual(try running().requests.count, 3)
    }

    func testServerErrorsAreRetriedThenReported() async throws {
        try running().route(forecastPath, response: .text("Internal Server Error", status: 500))
        let error = try await lookupError()
        XCTAssertEqual(error, .serverError(provider: "Open-Meteo", status: 500, attempts: 3, reason: nil))
        XCTAssertEqual(error.description, "Open-Meteo had a server error (HTTP 500) on all 3 attempts")
        XCTAssertTrue(error.isTemporary)
        XCTAssertEqual(try running().requests.count, 3)
    }

    func testMalformedJSON() async throws {
        try running().route(forecastPath, response: .json(#"{"latitude":52.52,"hourly":{"time":[1,2"#))
        let error = try await lookupError()
        XCTAssertEqual(error, .malformedResponse(provider: "Open-Meteo", detail: "it is not valid JSON"))
        XCTAssertFalse(error.isTemporary)
    }

    func testAnHTMLPageInsteadOfJSON() async throws {
        try running().route(
            forecastPath,
            response: FakeHTTPResponse(
                status: 200, headers: [("Content-Type", "text/html")],
                body: Data("<html>captive portal</html>".utf8)))
        guard case .malformedResponse = try await lookupError() else { return XCTFail("expected malformed") }
    }

    func testAResponseMissingFields() async throws {
        let server = try running()
        server.route(forecastPath, response: .json(OpenMeteoFixtures.hourlyWithoutWeatherCode))
        var error = try await lookupError()
        XCTAssertEqual(error, .missingField(provider: "Open-Meteo", field: "hourly.weather_code"))
        XCTAssertEqual(
            error.description,
            "Open-Meteo's reply has no \"hourly.weather_code\", which the weather reading needs")

        server.route(forecastPath, response: .json(#"{"latitude":52.52,"longitude":13.41,"timezone":"GMT"}"#))
        error = try await lookupError()
        XCTAssertEqual(error, .missingField(provider: "Open-Meteo", field: "hourly"))

        // Asked for current conditions, the reply holds only hourly values.
        error = try await lookupError(instant: now.addingTimeInterval(-60))
        XCTAssertEqual(error, .missingField(provider: "Open-Meteo", field: "current"))
    }

    func testCurrentConditionsWithNullValues() async throws {
        let reply = OpenMeteoFixtures.currentBerlin.replacingOccurrences(
            of: #""temperature_2m":21.3"#, with: #""temperature_2m":null"#)
        try running().route(forecastPath, response: .json(reply))
        let moment = now.addingTimeInterval(-60)
        let error = try await lookupError(instant: moment)
        XCTAssertEqual(error, .noReadingNearTime(provider: "Open-Meteo", instant: moment, window: 0))
        XCTAssertTrue(
            error.description.hasPrefix("Open-Meteo gave no current temperature"), error.description)
    }

    func testValuesOfTheWrongTypeOrShape() async throws {
        let server = try running()
        server.route(forecastPath, response: .json(OpenMeteoFixtures.hourlyWrongType))
        var error = try await lookupError()
        XCTAssertEqual(
            error,
            .malformedResponse(
                provider: "Open-Meteo", detail: "\"hourly.temperature_2m[0]\" has a value of the wrong type"))

        server.route(forecastPath, response: .json(OpenMeteoFixtures.hourlyLengthMismatch))
        error = try await lookupError()
        XCTAssertEqual(
            error,
            .malformedResponse(
                provider: "Open-Meteo", detail: "the hourly temperature_2m list has 1 values for 2 times"))

        server.route(forecastPath, response: .json(OpenMeteoFixtures.hourlyFahrenheit))
        error = try await lookupError()
        XCTAssertEqual(
            error, .unexpectedUnit(provider: "Open-Meteo", field: "hourly_units.temperature_2m", unit: "°F"))

        let oddCode = OpenMeteoFixtures.recentBerlin.replacingOccurrences(
            of: "[1,2,null,3,3,61]", with: "[1,2,null,42,3,61]")
        server.route(forecastPath, response: .json(oddCode))
        error = try await lookupError()
        XCTAssertEqual(error, .unknownWeatherCode(provider: "Open-Meteo", code: 42))

        let fractional = OpenMeteoFixtures.recentBerlin.replacingOccurrences(
            of: "[1,2,null,3,3,61]", with: "[1,2,null,3.5,3,61]")
        server.route(forecastPath, response: .json(fractional))
        guard case .malformedResponse = try await lookupError() else { return XCTFail("expected malformed") }
    }

    func testAnErrorBodyWithStatus200() async throws {
        try running().route(
            forecastPath, response: .json(#"{"error":true,"reason":"Cannot initialize WeatherVariable"}"#))
        let error = try await lookupError()
        XCTAssertEqual(
            error, .rejected(provider: "Open-Meteo", status: 200, reason: "Cannot initialize WeatherVariable")
        )
    }

    func testAConnectionCutMidReply() async throws {
        try running().route(
            forecastPath,
            response: FakeHTTPResponse(
                status: 200, body: Data(OpenMeteoFixtures.recentBerlin.utf8), behavior: .truncateBody))
        guard case .network(let host, _) = try await lookupError() else { return XCTFail("expected network") }
        XCTAssertEqual(host, "127.0.0.1:\(try running().port)")
    }

    func testAnEndlessReplyIsCutOff() async throws {
        try running().route(forecastPath, response: FakeHTTPResponse(status: 200, body: Data(count: 300_000)))
        let client = try TestClients.client(maximumResponseBytes: 100_000)
        let error = try await lookupError(client: client)
        XCTAssertEqual(error, .responseTooLarge(host: "127.0.0.1:\(try running().port)", limit: 100_000))
    }

    func testBadRequestsAreRefusedWithoutAsking() async throws {
        var error = try await lookupError(coordinate: Coordinate(latitude: 95, longitude: 0))
        XCTAssertEqual(error, .invalidCoordinate(Coordinate(latitude: 95, longitude: 0)))
        error = try await lookupError(coordinate: Coordinate(latitude: .nan, longitude: 0))
        guard case .invalidCoordinate = error else { return XCTFail("expected invalidCoordinate") }
        error = try await lookupError(instant: now.addingTimeInterval(3600))
        XCTAssertEqual(error, .momentInFuture(instant: now.addingTimeInterval(3600), now: now))
        let old = Date(timeIntervalSince1970: -1_262_304_000)  // 1930-01-01
        error = try await lookupError(instant: old)
        XCTAssertEqual(error, .momentBeforeRecords(instant: old, earliest: OpenMeteoRoute.archiveStart))
        XCTAssertTrue(try running().requests.isEmpty)
    }

    func testOnlyNetworkAndServerTroubleIsTemporary() {
        let host = "h"
        let temporary: [WeatherLookupError] = [
            .cannotConnect(host: host, detail: "x"), .timedOut(host: host, seconds: 1),
            .rateLimited(provider: "P", reason: nil),
            .serverError(provider: "P", status: 503, attempts: 3, reason: nil),
            .network(host: host, detail: "x"),
            .unexpected(host: host, cause: ErrorCause(CancellationError())),
            .cancelled,
        ]
        let lasting: [WeatherLookupError] = [
            .invalidCoordinate(berlin), .invalidMoment, .momentInFuture(instant: instant, now: instant),
            .momentBeforeRecords(instant: instant, earliest: instant),
            .rejected(provider: "P", status: 400, reason: "r"),
            .malformedResponse(provider: "P", detail: "d"), .missingField(provider: "P", field: "f"),
            .unexpectedUnit(provider: "P", field: "f", unit: "u"),
            .unknownWeatherCode(provider: "P", code: 5),
            .noReadingNearTime(provider: "P", instant: instant, window: 3600),
            .responseTooLarge(host: host, limit: 1),
            .failed(provider: "P", cause: ErrorCause(CancellationError())),
        ]
        for error in temporary { XCTAssertTrue(error.isTemporary, "\(error)") }
        for error in lasting { XCTAssertFalse(error.isTemporary, "\(error)") }
        for error in temporary + lasting { XCTAssertFalse(error.description.isEmpty) }
    }
}

/// Thrown after a lookup that should have failed did not.
private struct UnexpectedSuccess: Error {}
