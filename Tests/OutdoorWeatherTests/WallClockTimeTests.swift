import Foundation
import XCTest

@testable import OutdoorWeather

/// Resolving camera wall-clock times in a zone, across DST gaps and overlaps.
final class WallClockTimeTests: XCTestCase {
    private func zone(_ id: String) throws -> TimeZone { try XCTUnwrap(TimeZone(identifier: id)) }
    private func utc(_ text: String) throws -> Date {
        let formatter = ISO8601DateFormatter()
        return try XCTUnwrap(formatter.date(from: text))
    }

    func testAnOrdinaryTimeIsUnique() throws {
        let r = try WallClockTime(year: 2024, month: 6, day: 14, hour: 8, minute: 42, second: 5)
            .resolved(in: zone("Europe/Oslo"))
        XCTAssertEqual(r.date, try utc("2024-06-14T06:42:05Z"))
        XCTAssertEqual(r.kind, .unique)
    }

    func testATimeInTheSpringGapMovesForwardByTheGap() throws {
        // Europe/Berlin, 2024-03-31: 02:00 CET jumps to 03:00 CEST (01:00Z).
        let r = try WallClockTime(year: 2024, month: 3, day: 31, hour: 2, minute: 30).resolved(
            in: zone("Europe/Berlin"))
        XCTAssertEqual(r.date, try utc("2024-03-31T01:30:00Z"))  // 03:30 CEST
        XCTAssertEqual(r.kind, .skipped(seconds: 3600))
        // The minutes either side of the gap are ordinary.
        let before = try WallClockTime(year: 2024, month: 3, day: 31, hour: 1, minute: 59).resolved(
            in: zone("Europe/Berlin"))
        XCTAssertEqual(before.date, try utc("2024-03-31T00:59:00Z"))
        XCTAssertEqual(before.kind, .unique)
        let after = try WallClockTime(year: 2024, month: 3, day: 31, hour: 3, minute: 0).resolved(
            in: zone("Europe/Berlin"))
        XCTAssertEqual(after.date, try utc("2024-03-31T01:00:00Z"))
        XCTAssertEqual(after.kind, .unique)
    }

    func testATimeInTheAutumnOverlapTakesTheEarlierInstant() throws {
        // Europe/Berlin, 2024-10-27: 03:00 CEST falls back to 02:00 CET (01:00Z).
        let r = try WallClockTime(year: 2024, month: 10, day: 27, hour: 2, minute: 15).resolved(
            in: zone("Europe/Berlin"))
        XCTAssertEqual(r.date, try utc("2024-10-27T00:15:00Z"))  // 02:15 CEST
        XCTAssertEqual(r.kind, .repeated(later: try utc("2024-10-27T01:15:00Z")))  // 02:15 CET
        let three = try WallClockTime(year: 2024, month: 10, day: 27, hour: 3, minute: 0).resolved(
            in: zone("Europe/Berlin"))
        XCTAssertEqual(three.date, try utc("2024-10-27T02:00:00Z"))
        XCTAssertEqual(three.kind, .unique)
    }

    func testSouthernHemisphereAndHalfHourZones() throws {
        // Australia/Adelaide (+10:30 summer): 2024-10-06 02:00 ACST jumps to 03:00 ACDT.
        let gap = try WallClockTime(year: 2024, month: 10, day: 6, hour: 2, minute: 45).resolved(
            in: zone("Australia/Adelaide"))
        XCTAssertEqual(gap.date, try utc("2024-10-05T17:15:00Z"))
        XCTAssertEqual(gap.kind, .skipped(seconds: 3600))
        // Lord Howe Island changes by only 30 minutes.
        let lordHowe = try WallClockTime(year: 2024, month: 4, day: 7, hour: 1, minute: 45).resolved(
            in: zone("Australia/Lord_Howe"))
        XCTAssertEqual(lordHowe.date, try utc("2024-04-06T14:45:00Z"))  // 01:45 at +11:00
        XCTAssertEqual(lordHowe.kind, .repeated(later: try utc("2024-04-06T15:15:00Z")))  // at +10:30
    }

    func testAWholeSkippedDay() throws {
        // Samoa skipped 2011-12-30 when it moved from UTC-10 to UTC+14.
        let r = try WallClockTime(year: 2011, month: 12, day: 30, hour: 12, minute: 0).resolved(
            in: zone("Pacific/Apia"))
        XCTAssertEqual(r.date, try utc("2011-12-30T22:00:00Z"))
        XCTAssertEqual(r.kind, .skipped(seconds: 86_400))
    }

    func testUTCAndFixedOffsets() throws {
        let gmt = try XCTUnwrap(TimeZone(secondsFromGMT: 0))
        let r = try WallClockTime(year: 1969, month: 12, day: 31, hour: 23, minute: 59, second: 59).resolved(
            in: gmt)
        XCTAssertEqual(r.date.timeIntervalSince1970, -1)
        let plusFive = try XCTUnwrap(TimeZone(secondsFromGMT: 5 * 3600 + 1800))
        let india = try WallClockTime(year: 2000, month: 2, day: 29, hour: 5, minute: 30).resolved(
            in: plusFive)
        XCTAssertEqual(india.date, try utc("2000-02-29T00:00:00Z"))
    }

    func testComponentsOutOfRangeAreRefused() {
        XCTAssertThrowsError(try WallClockTime(year: 2023, month: 2, day: 29, hour: 0, minute: 0)) {
            XCTAssertEqual($0 as? WallClockError, .dayOutOfRange(day: 29, month: 2, year: 2023))
            XCTAssertTrue("\($0)".contains("28 days"))
        }
        XCTAssertNoThrow(try WallClockTime(year: 2024, month: 2, day: 29, hour: 0, minute: 0))
        XCTAssertThrowsError(try WallClockTime(year: 0, month: 1, day: 1, hour: 0, minute: 0))
        XCTAssertThrowsError(try WallClockTime(year: 2024, month: 13, day: 1, hour: 0, minute: 0))
        XCTAssertThrowsError(try WallClockTime(year: 2024, month: 4, day: 31, hour: 0, minute: 0))
        XCTAssertThrowsError(try WallClockTime(year: 2024, month: 1, day: 1, hour: 24, minute: 0))
        XCTAssertThrowsError(try WallClockTime(year: 2024, month: 1, day: 1, hour: 0, minute: 60))
        XCTAssertThrowsError(try WallClockTime(year: 2024, month: 1, day: 1, hour: 0, minute: 0, second: 60))
    }

    func testDescription() throws {
        XCTAssertEqual(
            try WallClockTime(year: 2024, month: 6, day: 4, hour: 8, minute: 2, second: 9).description,
            "2024-06-04 08:02:09")
    }

    func testCivilDateRoundTripsAcrossCenturies() {
        for days in stride(from: -800_000, through: 800_000, by: 997) {
            let c = CivilDate.date(daysSinceEpoch: days)
            XCTAssertEqual(CivilDate.daysSinceEpoch(year: c.year, month: c.month, day: c.day), days)
        }
        XCTAssertEqual(CivilDate.isoDay(Date(timeIntervalSince1970: -1)), "1969-12-31")
        XCTAssertEqual(CivilDate.isoInstant(Date(timeIntervalSince1970: 951_782_400)), "2000-02-29T00:00:00Z")
        XCTAssertEqual(CivilDate.isoInstant(Date(timeIntervalSince1970: .nan)), "invalid time")
        XCTAssertEqual(CivilDate.isoInstant(Date(timeIntervalSince1970: 1e300)), "invalid time")
        XCTAssertEqual(CivilDate.isoDay(Date(timeIntervalSince1970: -.infinity)), "invalid date")
        // An impossible moment is refused with a readable message, not a crash.
        let nowhen = Date(timeIntervalSince1970: .nan)
        XCTAssertThrowsError(try OpenMeteoRoute.choose(for: nowhen, now: Date())) {
            XCTAssertEqual($0 as? WeatherLookupError, .invalidMoment)
        }
        XCTAssertThrowsError(
            try OpenMeteoRoute.choose(for: Date(timeIntervalSince1970: .infinity), now: Date()))
    }
}
