import Foundation
import OutdoorModel
import TestSupport
import XCTest

/// Issue 30, items 12 and 13: a weather service that redirects elsewhere, and a reply no
/// person could type in.
final class WeatherReplyGuardTests: CLIServerTestCase {
    let add = ["add", "--title", "Bilbao", "--lat", "43.3", "--lng", "-2.9", "--at", "2023-06-01T12:00"]

    func testAReplyOutsideWhatAHandReadingAcceptsIsNotFrozen() throws {
        server.serveOpenMeteo(FakeOpenMeteoWeather(temperatureCelsius: 75, weatherCode: 1))
        let result = try run(add)
        XCTAssertTrue(result.stderr.contains("75.0 °C is outside what the Earth has recorded"), result.stderr)
        XCTAssertTrue(try logJSON()[0]["weatherSource"] is NSNull)
        // The same value by hand is refused the same way.
        let hand = try run(
            [
                "add", "--title", "Hot", "--lat", "43.3", "--lng", "-2.9", "--weather-temp", "75",
                "--weather-code", "1",
            ],
            status: 1)
        XCTAssertTrue(hand.stderr.contains("-90"), hand.stderr)
    }

    func testARedirectToAnotherPortIsNotFollowedAndSaysWhere() throws {
        let other = try FakeHTTPServer()
        defer { other.stop() }
        other.serveOpenMeteo(FakeOpenMeteoWeather(temperatureCelsius: 18, weatherCode: 1))
        for path in [
            FakeHTTPServer.openMeteoForecastPath, FakeHTTPServer.openMeteoHistoricalPath,
            FakeHTTPServer.openMeteoArchivePath,
        ] {
            let target = try other.url(path).absoluteString
            server.route(
                prefix: path,
                { _ in FakeHTTPResponse(status: 302, headers: [("Location", target)], body: Data()) })
        }
        let result = try run(add)
        XCTAssertTrue(result.stderr.contains("redirected to http://127.0.0.1:\(other.port)"), result.stderr)
        XCTAssertTrue(other.requests.isEmpty, "the other port was asked")
        XCTAssertTrue(try logJSON()[0]["weatherSource"] is NSNull)
    }
}
