import Foundation
import OutdoorModel
import TestSupport
import XCTest

/// Issue 17, items 8 and 9: a weather service that hangs, and one that answers with another zone.
final class WeatherFaultTests: CLIServerTestCase {
    /// A service that accepts every connection and never answers.
    func hang() {
        for path in [
            FakeHTTPServer.openMeteoForecastPath, FakeHTTPServer.openMeteoHistoricalPath,
            FakeHTTPServer.openMeteoArchivePath,
        ] {
            server.route(path, response: FakeHTTPResponse.json("{}").delayed(by: 600))
        }
    }

    func testItem8ABatchStopsAfterAFewTimeoutsInARowAndSaysHowToResume() throws {
        for i in 0..<12 {
            try addEntry(title: "Stop \(i)", at: String(format: "2024-06-%02dT10:00", i + 1))
        }
        hang()
        let result = try cli.run(["weather", "fill", "--jobs", "4"], timeout: 120)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertLessThanOrEqual(server.requests.count, 6, "every entry was tried: \(server.requests.count)")
        XCTAssertTrue(result.stderr.contains("timed out 3 times in a row"), result.stderr)
        XCTAssertTrue(result.stderr.contains("run 'outdoor weather fill'"), result.stderr)
        XCTAssertEqual(try logJSON().filter { !($0["weatherSource"] is NSNull) }.count, 0)
    }

    func testItem9TheInstantNeverDependsOnTheWeatherService() throws {
        let add = ["add", "--title", "Bilbao", "--lat", "43.3", "--lng", "-2.9", "--at", "2023-06-01T12:00"]
        // The service answers, in a zone of its own.
        server.serveOpenMeteo(
            FakeOpenMeteoWeather(temperatureCelsius: 18, weatherCode: 1, timeZoneIdentifier: "GMT"))
        let answered = try XCTUnwrap(try run(add).output.split(separator: "\n").first.map(String.init))
        // The service fails.
        server.route(FakeHTTPServer.openMeteoHistoricalPath, response: .json("{}", status: 503))
        server.route(FakeHTTPServer.openMeteoForecastPath, response: .json("{}", status: 503))
        server.route(FakeHTTPServer.openMeteoArchivePath, response: .json("{}", status: 503))
        let failed = try XCTUnwrap(try run(add).output.split(separator: "\n").first.map(String.init))
        let entries = try logJSON()
        let a = try XCTUnwrap(entries.first { $0["id"] as? String == answered })
        let b = try XCTUnwrap(entries.first { $0["id"] as? String == failed })
        XCTAssertEqual(a["weatherSummary"] as? String, "Mainly clear")
        XCTAssertTrue(b["weatherSource"] is NSNull)
        for entry in [a, b] {
            XCTAssertEqual(entry["timestamp"] as? String, "2023-06-01T12:00:00+02:00")
            XCTAssertEqual(entry["timeZone"] as? String, "Europe/Madrid")
        }
    }
}
