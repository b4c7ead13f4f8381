import Foundation
import OutdoorModel
import XCTest

@testable import OutdoorWeather

/// Nearest-hour selection: instants, not wall clocks, so zones and DST cannot mislead it.
final class HourlySeriesTests: XCTestCase {
    private func series(
        start: TimeInterval, temperatures: [Double?], codes: [Int?], isDay: [Bool?]? = nil
    ) throws -> HourlySeries {
        try HourlySeries(
            times: temperatures.indices.map { Date(timeIntervalSince1970: start + Double($0) * 3600) },
            temperatureCelsius: temperatures, weatherCode: codes, isDay: isDay)
    }

    private let t0: TimeInterval = 1_718_344_800  // 2024-06-14T06:00:00Z

    func testPicksTheNearestHour() throws {
        let s = try series(start: t0, temperatures: [10, 11, 12, 13], codes: [0, 1, 2, 3])
        let sample = try XCTUnwrap(s.nearestSample(to: Date(timeIntervalSince1970: t0 + 3600 + 20 * 60)))
        XCTAssertEqual(sample.time, Date(timeIntervalSince1970: t0 + 3600))
        XCTAssertEqual(sample.temperatureCelsius, 11)
        XCTAssertEqual(sample.weatherCode, 1)
        XCTAssertNil(sample.isDay)
    }

    func testHalfPastGoesToTheLaterHour() throws {
        let s = try series(start: t0, temperatures: [10, 11], codes: [0, 3])
        let sample = try XCTUnwrap(s.nearestSample(to: Date(timeIntervalSince1970: t0 + 1800)))
        XCTAssertEqual(sample.weatherCode, 3)
    }

    func testSkipsHoursWithAGapInEitherValue() throws {
        let s = try series(
            start: t0, temperatures: [10, 11, nil, 13, 14], codes: [0, 1, 2, nil, 61],
            isDay: [true, true, true, nil, false])
        // 08:10 -> 08:00 has no temperature, 09:00 no code: 07:00 (70 min) beats 10:00 (110 min).
        let sample = try XCTUnwrap(s.nearestSample(to: Date(timeIntervalSince1970: t0 + 2 * 3600 + 600)))
        XCTAssertEqual(sample.time, Date(timeIntervalSince1970: t0 + 3600))
        XCTAssertEqual(sample.isDay, true)
    }

    func testNothingUsableWithinTheWindowGivesNil() throws {
        let s = try series(
            start: t0, temperatures: [10, nil, nil, nil, nil, nil, 16], codes: [0, 0, 0, 0, 0, 0, 0])
        let middle = Date(timeIntervalSince1970: t0 + 3 * 3600)
        XCTAssertNil(s.nearestSample(to: middle))  // 3 h to either usable hour
        XCTAssertNotNil(s.nearestSample(to: middle, within: 3 * 3600))
        // A moment outside the series entirely.
        XCTAssertNil(s.nearestSample(to: Date(timeIntervalSince1970: t0 - 5 * 3600)))
        XCTAssertNil(try series(start: t0, temperatures: [], codes: []).nearestSample(to: middle))
    }

    func testAcrossTheSpringForwardNightInBerlin() throws {
        // Hourly instants 2023-03-25T22:00Z..2023-03-26T03:00Z; local clocks skip 02:00-03:00.
        let start: TimeInterval = 1_679_781_600
        let s = try series(
            start: start, temperatures: [4.2, 3.9, 3.5, 3.1, 2.8, 2.6], codes: [3, 3, 61, 61, 63, 3])
        let berlin = try XCTUnwrap(TimeZone(identifier: "Europe/Berlin"))
        // The camera says 02:30, a time Berlin skipped: it is 01:30Z, half-way to 02:00Z.
        let resolved = try wall(2023, 3, 26, 2, 30).date(in: berlin)
        XCTAssertEqual(resolved, Date(timeIntervalSince1970: start + 3.5 * 3600))
        let sample = try XCTUnwrap(s.nearestSample(to: resolved))
        XCTAssertEqual(sample.time, Date(timeIntervalSince1970: start + 4 * 3600))
        XCTAssertEqual(sample.weatherCode, 63)
        // 03:40 CEST is 01:40Z: nearest is 02:00Z although the local clock hour reads 03.
        let later = try wall(2023, 3, 26, 3, 40).date(in: berlin)
        XCTAssertEqual(
            try XCTUnwrap(s.nearestSample(to: later)).time, Date(timeIntervalSince1970: start + 4 * 3600)
        )
    }

    func testAcrossTheFallBackNightInNewYork() throws {
        // 2024-11-03: New York's clocks go from 02:00 EDT back to 01:00 EST at 06:00Z.
        let start: TimeInterval = 1_730_606_400  // 04:00Z = 00:00 EDT
        let s = try series(
            start: start, temperatures: [9, 8.5, 8, 7.5, 7, 6.5], codes: [0, 1, 2, 3, 45, 48])
        let newYork = try XCTUnwrap(TimeZone(identifier: "America/New_York"))
        let resolved = try wall(2024, 11, 3, 1, 10).date(in: newYork)
        // The first 01:10 (EDT) is 05:10Z, which is chosen; the repeated one (EST) is 06:10Z.
        XCTAssertEqual(resolved, Date(timeIntervalSince1970: start + 3600 + 600))
        XCTAssertEqual(try XCTUnwrap(s.nearestSample(to: resolved)).weatherCode, 1)
        XCTAssertEqual(try XCTUnwrap(s.nearestSample(to: resolved.addingTimeInterval(3600))).weatherCode, 2)
    }

    func testTheSameInstantIsFoundWhateverZoneTheSeriesCameFrom() throws {
        // Tokyo (UTC+9) and Honolulu (UTC-10) replies both list instants; a moment given as
        // local wall-clock time in each zone resolves to the same hour of the same series.
        let s = try series(start: t0, temperatures: [20, 21, 22], codes: [0, 1, 2])
        let tokyo = try XCTUnwrap(TimeZone(identifier: "Asia/Tokyo"))
        let honolulu = try XCTUnwrap(TimeZone(identifier: "Pacific/Honolulu"))
        let inTokyo = try wall(2024, 6, 14, 16, 5).date(in: tokyo)
        let inHonolulu = try wall(2024, 6, 13, 21, 5).date(in: honolulu)
        XCTAssertEqual(inTokyo, inHonolulu)
        XCTAssertEqual(try XCTUnwrap(s.nearestSample(to: inTokyo)).temperatureCelsius, 21)
    }

    private func wall(_ y: Int, _ mo: Int, _ d: Int, _ h: Int, _ mi: Int) throws -> LocalDateTime {
        try XCTUnwrap(LocalDateTime(year: y, month: mo, day: d, hour: h, minute: mi))
    }

    func testInconsistentArraysAreRefused() {
        let times = [Date(timeIntervalSince1970: t0), Date(timeIntervalSince1970: t0 + 3600)]
        XCTAssertThrowsError(try HourlySeries(times: times, temperatureCelsius: [1], weatherCode: [1, 2])) {
            XCTAssertEqual(
                $0 as? HourlySeriesError, .lengthMismatch(field: "temperature_2m", count: 1, times: 2))
        }
        XCTAssertThrowsError(try HourlySeries(times: times, temperatureCelsius: [1, 2], weatherCode: [1])) {
            XCTAssertEqual(
                $0 as? HourlySeriesError, .lengthMismatch(field: "weather_code", count: 1, times: 2))
        }
        XCTAssertThrowsError(
            try HourlySeries(times: times, temperatureCelsius: [1, 2], weatherCode: [1, 2], isDay: [true]))
        XCTAssertThrowsError(
            try HourlySeries(times: times.reversed(), temperatureCelsius: [1, 2], weatherCode: [1, 2])
        ) {
            XCTAssertEqual($0 as? HourlySeriesError, .timesNotIncreasing(at: 1))
        }
    }
}
