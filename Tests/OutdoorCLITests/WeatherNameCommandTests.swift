import Foundation
import XCTest

/// Weather names typed by hand, from the outside: every name the tool prints is accepted back.
final class WeatherNameCommandTests: CLITestCase {
    func testTheNamesTheToolPrintsAreAcceptedBack() throws {
        for (typed, shown) in [
            ("light snow", "Slight snow fall"), ("clear sky", "Clear sky"), ("heavy rain", "Heavy rain"),
            ("THUNDERSTORM WITH HEAVY HAIL", "Thunderstorm with heavy hail"),
            ("rain showers", "Rain showers"),
        ] {
            let added = try run([
                "add", "--title", "Hut", "--lat", "46.5", "--lng", "8.0", "--at", "2025-01-10T12:00",
                "--weather-temp", "-4.5", "--weather-code", typed,
            ])
            let newID = try XCTUnwrap(added.output.split(separator: "\n").first.map(String.init))
            let json = try XCTUnwrap(
                try JSONSerialization.jsonObject(with: run(["show", newID, "--json"]).stdout)
                    as? [String: Any])
            XCTAssertEqual(json["weatherSummary"] as? String, shown, typed)
            // What show prints is accepted back as it is.
            try run([
                "add", "--title", "Again", "--lat", "46.5", "--lng", "8.0", "--at", "2025-01-10T12:00",
                "--weather-temp", "1", "--weather-code", shown,
            ])
        }
    }

    func testAnUnknownNameGetsADidYouMean() throws {
        let refused = try run(
            [
                "add", "--title", "Hut", "--lat", "46.5", "--lng", "8.0", "--weather-temp", "1",
                "--weather-code", "thunderstrom",
            ], status: 1)
        XCTAssertTrue(refused.stderr.contains("did you mean \"Thunderstorm\"?"), refused.stderr)
        XCTAssertNil(journalBytes(), "nothing written")
    }
}
