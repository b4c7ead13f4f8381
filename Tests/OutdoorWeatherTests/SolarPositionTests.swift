import Foundation
import OutdoorModel
import XCTest

@testable import OutdoorWeather

/// NOAA's solar position: checked against astronomical facts, then the day/night decision.
final class SolarPositionTests: XCTestCase {
    private func utc(_ text: String) throws -> Date {
        try XCTUnwrap(ISO8601DateFormatter().date(from: text))
    }

    func testDeclinationAtSolsticesAndEquinox() throws {
        let origin = Coordinate(latitude: 0, longitude: 0)
        let june = SolarPosition(date: try utc("2024-06-20T20:51:00Z"), coordinate: origin)
        let december = SolarPosition(date: try utc("2024-12-21T09:20:00Z"), coordinate: origin)
        let march = SolarPosition(date: try utc("2024-03-20T03:06:00Z"), coordinate: origin)
        XCTAssertEqual(june.declination, 23.44, accuracy: 0.02)
        XCTAssertEqual(december.declination, -23.44, accuracy: 0.02)
        XCTAssertEqual(march.declination, 0, accuracy: 0.02)
    }

    func testEquationOfTimeAtItsExtremes() throws {
        let origin = Coordinate(latitude: 0, longitude: 0)
        // About -14.2 minutes in mid-February and +16.4 minutes in early November.
        XCTAssertEqual(
            SolarPosition(date: try utc("2024-02-11T12:00:00Z"), coordinate: origin).equationOfTimeMinutes,
            -14.2, accuracy: 0.2)
        XCTAssertEqual(
            SolarPosition(date: try utc("2024-11-03T12:00:00Z"), coordinate: origin).equationOfTimeMinutes,
            16.4, accuracy: 0.2)
    }

    func testHighestSunOfTheDayMatchesLatitudeAndDeclination() throws {
        // Boulder, Colorado, on the June solstice: 90 - 40.015 + 23.44 degrees at solar noon,
        // due south.
        let boulder = Coordinate(latitude: 40.015, longitude: -105.27)
        let start = try utc("2024-06-20T12:00:00Z")
        let noon = (0..<720).map {
            SolarPosition(date: start.addingTimeInterval(Double($0) * 60), coordinate: boulder)
        }
        .max { $0.elevation < $1.elevation }
        let highest = try XCTUnwrap(noon)
        XCTAssertEqual(highest.elevation, 73.43, accuracy: 0.05)
        XCTAssertEqual(highest.azimuth, 180, accuracy: 1.5)
        // Sunrise is in the east-north-east and sunset in the west-north-west in June.
        let morning = SolarPosition(date: try utc("2024-06-20T12:30:00Z"), coordinate: boulder)
        XCTAssertTrue((55...80).contains(morning.azimuth), "\(morning.azimuth)")
        let evening = SolarPosition(date: try utc("2024-06-21T02:00:00Z"), coordinate: boulder)
        XCTAssertTrue((280...305).contains(evening.azimuth), "\(evening.azimuth)")
    }

    func testNoonIsDayAndMidnightIsNightAroundTheWorld() throws {
        // (place, local solar noon in UTC on 2024-03-15, roughly 12:00 - longitude / 15 h)
        let places: [(String, Coordinate, String, String)] = [
            (
                "Oslo", Coordinate(latitude: 59.91, longitude: 10.75), "2024-03-15T11:20:00Z",
                "2024-03-14T23:20:00Z"
            ),
            (
                "Quito", Coordinate(latitude: -0.18, longitude: -78.47), "2024-03-15T17:20:00Z",
                "2024-03-15T05:20:00Z"
            ),
            (
                "Sydney", Coordinate(latitude: -33.87, longitude: 151.21), "2024-03-15T02:00:00Z",
                "2024-03-15T14:00:00Z"
            ),
            (
                "Anchorage", Coordinate(latitude: 61.22, longitude: -149.9), "2024-03-15T22:00:00Z",
                "2024-03-15T10:00:00Z"
            ),
            (
                "Cape Town", Coordinate(latitude: -33.92, longitude: 18.42), "2024-03-15T10:50:00Z",
                "2024-03-14T22:50:00Z"
            ),
            (
                "Tokyo", Coordinate(latitude: 35.68, longitude: 139.69), "2024-03-15T02:40:00Z",
                "2024-03-15T14:40:00Z"
            ),
        ]
        for (name, place, noon, midnight) in places {
            let day = SolarPosition(date: try utc(noon), coordinate: place)
            let night = SolarPosition(date: try utc(midnight), coordinate: place)
            XCTAssertTrue(day.isDaylight, "\(name) at noon: \(day.elevation)")
            XCTAssertGreaterThan(day.elevation, 20, name)
            XCTAssertFalse(night.isDaylight, "\(name) at midnight: \(night.elevation)")
            XCTAssertLessThan(night.elevation, -20, name)
        }
    }

    func testPolarDayAndPolarNightInSvalbard() throws {
        let longyearbyen = Coordinate(latitude: 78.22, longitude: 15.65)
        // Midnight sun: even at local midnight on the June solstice the Sun is about 11.7 degrees up.
        let midnightSun = SolarPosition(date: try utc("2024-06-20T23:00:00Z"), coordinate: longyearbyen)
        XCTAssertTrue(midnightSun.isDaylight)
        XCTAssertEqual(midnightSun.elevation, 23.44 - (90 - 78.22), accuracy: 0.3)
        // Polar night: even at local noon in December the Sun stays about 11.7 degrees down.
        let polarNoon = SolarPosition(date: try utc("2024-12-21T11:00:00Z"), coordinate: longyearbyen)
        XCTAssertFalse(polarNoon.isDaylight)
        XCTAssertEqual(polarNoon.elevation, -(23.44 - (90 - 78.22)), accuracy: 0.3)
        // Every hour of those two days agrees.
        for hour in 0..<24 {
            let summer = try utc("2024-06-21T00:00:00Z").addingTimeInterval(Double(hour) * 3600)
            let winter = try utc("2024-12-21T00:00:00Z").addingTimeInterval(Double(hour) * 3600)
            XCTAssertTrue(
                SolarPosition(date: summer, coordinate: longyearbyen).isDaylight, "June hour \(hour)")
            XCTAssertFalse(
                SolarPosition(date: winter, coordinate: longyearbyen).isDaylight, "December hour \(hour)")
        }
    }

    func testAtThePolesAndInTheZenithNothingBreaks() throws {
        let date = try utc("2024-06-21T12:00:00Z")
        for latitude in [90.0, -90.0] {
            let p = SolarPosition(date: date, coordinate: Coordinate(latitude: latitude, longitude: 0))
            XCTAssertTrue(p.elevation.isFinite && p.azimuth.isFinite)
            XCTAssertEqual(p.isDaylight, latitude > 0)
        }
        // The subsolar point: the Sun straight overhead.
        let subsolar = SolarPosition(
            date: try utc("2024-06-20T12:02:00Z"), coordinate: Coordinate(latitude: 23.44, longitude: 0))
        XCTAssertEqual(subsolar.elevation, 90, accuracy: 0.3)
        XCTAssertTrue(subsolar.azimuth.isFinite)
    }

    func testRefractionLiftsTheSunNearTheHorizon() {
        XCTAssertEqual(SolarPosition.refractionDegrees(elevation: 0), 1735.0 / 3600, accuracy: 1e-9)
        XCTAssertEqual(SolarPosition.refractionDegrees(elevation: 90), 0)
        XCTAssertLessThan(SolarPosition.refractionDegrees(elevation: 45), 0.02)
    }

    func testTheSunsetConventionIsMinusPoint833Degrees() throws {
        // Oslo's sunset on 2024-06-14, found by bisection on the day/night flag, against the
        // time the astral Python package (a separate NOAA-based implementation) gives,
        // 20:40:13Z. At 60 degrees north in June, taking the horizon at 0 degrees instead of
        // -0.833 would move it by more than 5 minutes.
        let oslo = Coordinate(latitude: 59.91, longitude: 10.75)
        var low = try utc("2024-06-14T18:00:00Z").timeIntervalSince1970
        var high = try utc("2024-06-14T22:00:00Z").timeIntervalSince1970
        while high - low > 1 {
            let middle = (low + high) / 2
            if SolarPosition(date: Date(timeIntervalSince1970: middle), coordinate: oslo).isDaylight {
                low = middle
            } else {
                high = middle
            }
        }
        XCTAssertEqual(low, try utc("2024-06-14T20:40:13Z").timeIntervalSince1970, accuracy: 90)
    }

    func testElevationAndAzimuthAgreeWithAnIndependentImplementation() throws {
        // Reference values from the astral Python package, geometric elevation, Boulder.
        let boulder = Coordinate(latitude: 40.015, longitude: -105.27)
        let cases: [(String, Double, Double)] = [
            ("2024-06-20T19:03:00Z", 73.4236, 180.1195),
            ("2024-06-20T12:30:00Z", 8.9491, 66.8246),
            ("2024-06-21T02:00:00Z", 4.7343, 296.8468),
        ]
        for (time, elevation, azimuth) in cases {
            let p = SolarPosition(date: try utc(time), coordinate: boulder)
            XCTAssertEqual(p.elevation, elevation, accuracy: 0.05, time)
            XCTAssertEqual(p.azimuth, azimuth, accuracy: 0.1, time)
        }
    }
}
