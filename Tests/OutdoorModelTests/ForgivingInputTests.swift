import Foundation
import OutdoorModel
import XCTest

/// Pasted coordinate pairs and relative dates, read the way people type them.
final class ForgivingInputTests: XCTestCase {
    private func pair(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> (
        Double, Double
    ) {
        let c = try CoordinateText.parse(text)
        return (c.latitude, c.longitude)
    }

    func testPastedPairsInEveryCommonForm() throws {
        let cases: [(String, Double, Double)] = [
            ("43.5, -2.1", 43.5, -2.1),
            ("43.5,-2.1", 43.5, -2.1),
            ("  43.5 -2.1 ", 43.5, -2.1),
            ("43.5; -2.1", 43.5, -2.1),
            ("43.5N 2.1W", 43.5, -2.1),
            ("43.5° N, 2.1° W", 43.5, -2.1),
            ("43°30'N 2°6'W", 43.5, -2.1),
            ("43° 30' 36\" S, 2° 6' E", -43.51, 2.1),
            ("43°30′N 2°6′W", 43.5, -2.1),
            ("N 43.5 W 2.1", 43.5, -2.1),
            ("−33.8688, 151.2093", -33.8688, 151.2093),
        ]
        for (text, lat, lng) in cases {
            let (a, b) = try pair(text)
            XCTAssertEqual(a, lat, accuracy: 1e-9, text)
            XCTAssertEqual(b, lng, accuracy: 1e-9, text)
        }
    }

    func testBadPairsSayWhatIsWrong() {
        let cases: [(String, String)] = [
            ("43.5", "two numbers"),
            ("", "two numbers"),
            ("91, 0", "latitude"),
            ("0, 181", "longitude"),
            ("43°75'N 2°6'W", "minutes and seconds"),
            ("43.5E, 2.1N", "where N or S belongs"),
            ("abc, def", "not a number"),
        ]
        for (text, message) in cases {
            XCTAssertThrowsError(try CoordinateText.parse(text), text) { error in
                XCTAssertTrue("\(error)".contains(message), "\(text): \(error)")
            }
        }
    }

    func testRelativeDates() throws {
        // Wednesday 2025-06-18 10:00 UTC.
        let now = Date(timeIntervalSince1970: 1_750_240_800)
        let utc = try XCTUnwrap(TimeZone(identifier: "UTC"))
        func parse(_ text: String) throws -> ISO8601Text.Parsed {
            try XCTUnwrap(RelativeTime.parse(text, now: now, timeZone: utc), text)
        }
        XCTAssertEqual(try parse("yesterday 18:30").local.description, "2025-06-17T18:30:00")
        XCTAssertNil(try parse("yesterday 18:30").offsetSeconds, "a wall-clock time at the place")
        XCTAssertEqual(try parse("Yesterday").dateOnly, true)
        XCTAssertEqual(try parse("today 7:05").local.description, "2025-06-18T07:05:00")
        XCTAssertEqual(try parse("monday").local.description, "2025-06-16T00:00:00")
        XCTAssertEqual(
            try parse("last wed 9:15").local.description, "2025-06-11T09:15:00", "a week back, not today")
        XCTAssertEqual(try parse("3 days ago").local.description, "2025-06-15T10:00:00")
        XCTAssertEqual(try parse("3 days ago").offsetSeconds, 0, "an exact instant")
        XCTAssertEqual(try parse("90 minutes ago").local.description, "2025-06-18T08:30:00")
        for bad in [
            "yesterdy", "tomorrow", "25:00", "yesterday 25:00", "3 fortnights ago", "monday tuesday", "",
        ] {
            XCTAssertNil(RelativeTime.parse(bad, now: now, timeZone: utc), bad)
        }
        // A day is the day in the time zone given.
        let tokyo = try XCTUnwrap(TimeZone(identifier: "Asia/Tokyo"))
        let late = Date(timeIntervalSince1970: 1_750_280_400)  // 2025-06-18T21:00Z = 19th in Tokyo
        XCTAssertEqual(
            RelativeTime.parse("yesterday", now: late, timeZone: tokyo)?.local.description,
            "2025-06-18T00:00:00")
    }
}
