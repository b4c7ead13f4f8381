import Foundation
import OutdoorModel
import TestSupport
import XCTest

/// `add` and `weather fill` against a fake Open-Meteo on 127.0.0.1 that the test starts.
final class WeatherCommandTests: CLIServerTestCase {
    @discardableResult
    func addBergen(at time: String = "2024-06-14T08:42") throws -> OutdoorProcess.Result {
        try run(["add", "--title", "Fjord", "--lat", "60.3913", "--lng", "5.3221", "--at", time])
    }

    func testAddFreezesTheWeatherAndShowsItsAttribution() throws {
        server.serveOpenMeteo(FakeOpenMeteoWeather(temperatureCelsius: 13.6, weatherCode: 2))
        let result = try addBergen()
        XCTAssertFalse(result.stderr.contains("without weather"), result.stderr)
        let entry = try XCTUnwrap(try logJSON().first)
        XCTAssertEqual(entry["weatherSummary"] as? String, "Partly cloudy")
        XCTAssertEqual(entry["weatherTemp"] as? Double, 13.6)
        XCTAssertEqual(entry["weatherSymbol"] as? String, "cloud.sun")
        XCTAssertEqual(entry["weatherSource"] as? String, "open-meteo")
        XCTAssertEqual(
            entry["weatherAttribution"] as? [String], ["Weather data by Open-Meteo.com (CC BY 4.0)"])
        let show = try run(["show", String((entry["id"] as? String ?? "").prefix(8))]).output
        XCTAssertTrue(show.contains("14°C, Partly cloudy\n            Weather data by Open-Meteo.com"), show)
        let request = try XCTUnwrap(server.requests(to: FakeHTTPServer.openMeteoHistoricalPath).first)
        XCTAssertTrue(request.headers["user-agent"]?.hasPrefix("outdoor/") == true, "\(request.headers)")
    }

    func testArchiveReadingsCarryTheCopernicusLine() throws {
        server.serveOpenMeteo(FakeOpenMeteoWeather(temperatureCelsius: 9, weatherCode: 3))
        try addBergen(at: "1995-08-01T12:00")
        let entry = try XCTUnwrap(try logJSON().first)
        XCTAssertEqual(entry["weatherSource"] as? String, "open-meteo-archive")
        let lines = try XCTUnwrap(entry["weatherAttribution"] as? [String])
        XCTAssertTrue(lines.contains { $0.contains("Copernicus") }, "\(lines)")
        XCTAssertEqual(server.requests(to: FakeHTTPServer.openMeteoArchivePath).count, 1)
    }

    func testAFailedLookupSavesTheEntryAndSaysHowToFillItLater() throws {
        server.route(
            FakeHTTPServer.openMeteoHistoricalPath,
            response: .json(FakeOpenMeteo.errorBody("Parameter start_date is out of range"), status: 400))
        server.route(
            FakeHTTPServer.openMeteoArchivePath,
            response: .json(FakeOpenMeteo.errorBody("Parameter start_date is out of range"), status: 400))
        let result = try addBergen()
        XCTAssertTrue(result.stderr.contains("saved without weather"), result.stderr)
        XCTAssertTrue(result.stderr.contains("out of range"), result.stderr)
        XCTAssertTrue(result.stderr.contains("outdoor weather fill"), result.stderr)
        XCTAssertTrue(try XCTUnwrap(try logJSON().first)["weatherSummary"] is NSNull)
    }

    func testNoServiceAtAllNeverLosesTheEntry() throws {
        cli.environment.merge([
            "OUTDOOR_OPEN_METEO_FORECAST_URL": "http://127.0.0.1:9/v1/forecast",
            "OUTDOOR_OPEN_METEO_HISTORICAL_URL": "http://127.0.0.1:9/v1/forecast",
            "OUTDOOR_OPEN_METEO_ARCHIVE_URL": "http://127.0.0.1:9/v1/archive",
        ]) { $1 }
        let result = try addBergen()
        XCTAssertTrue(result.stderr.contains("saved without weather"), result.stderr)
        XCTAssertEqual(try logJSON().count, 1)
    }

    func testMalformedJSONAndServerErrors() throws {
        server.route(
            FakeHTTPServer.openMeteoHistoricalPath, response: .json("{\"latitude\": 60.4, \"hourly\": [1, 2"))
        server.route(
            FakeHTTPServer.openMeteoArchivePath, response: .json("{\"latitude\": 60.4, \"hourly\": [1, 2"))
        XCTAssertTrue(try addBergen().stderr.contains("saved without weather"))
        XCTAssertEqual(try logJSON().count, 1)
    }

    func testFillLooksUpOnlyWhatIsMissing() throws {
        let first = try XCTUnwrap(try addBergen().output.split(separator: "\n").first.map(String.init))
        try run([
            "add", "--title", "By hand", "--lat", "1", "--lng", "2", "--at", "2024-01-01T12:00Z",
            "--weather-temp", "30", "--weather-code", "0",
        ])
        server.serveOpenMeteo(FakeOpenMeteoWeather(temperatureCelsius: 11.2, weatherCode: 61))
        let fill = try run(["weather", "fill"])
        XCTAssertTrue(fill.stderr.contains("filled 1 of 1"), fill.stderr)
        let entries = try logJSON()
        let bergen = try XCTUnwrap(entries.first { $0["id"] as? String == first })
        XCTAssertEqual(bergen["weatherSummary"] as? String, "Slight rain")
        let manual = try XCTUnwrap(entries.first { $0["title"] as? String == "By hand" })
        XCTAssertEqual(manual["weatherTemp"] as? Double, 30, "a frozen reading is never changed")
        // A second run changes nothing and asks nothing.
        let requestsBefore = server.requests.count
        XCTAssertTrue(try run(["weather", "fill"]).stderr.contains("already has its weather"))
        XCTAssertEqual(server.requests.count, requestsBefore)
        XCTAssertTrue(try run(["weather", "fill", String(first.prefix(6))]).stderr.contains("left as it is"))
    }

    func testFillReportsFailuresWithANonZeroExit() throws {
        try addBergen()
        let fill = try run(["weather", "fill"], status: 1)
        XCTAssertTrue(fill.stderr.contains("failed"), fill.stderr)
        XCTAssertTrue(try XCTUnwrap(try logJSON().first)["weatherSummary"] is NSNull)
    }

    func testABadEndpointVariableIsAClearError() throws {
        let result = try run(
            ["add", "--title", "x", "--lat", "1", "--lng", "2"], status: 1,
            env: ["OUTDOOR_OPEN_METEO_FORECAST_URL": "not a url"])
        XCTAssertTrue(result.stderr.contains("OUTDOOR_OPEN_METEO_FORECAST_URL"), result.stderr)
        XCTAssertTrue(try logJSON().isEmpty)
    }
}
