import Foundation
import OutdoorImage
import OutdoorModel
import XCTest

/// The GPS rules, as plain values: components, refs, zero denominators, altitude, heading, time.
final class GPSFieldsTests: XCTestCase {
    private func axis(_ parts: [(Int64, Int64)], _ ref: String?) -> GPSFields.Axis {
        GPSFields.Axis(components: parts.map { ExifRational($0.0, $0.1) }, ref: ref)
    }

    private func position(_ lat: GPSFields.Axis, _ lng: GPSFields.Axis) -> GPSFields.Position {
        GPSFields.position(latitude: lat, longitude: lng)
    }

    func testOneTwoOrThreeComponents() throws {
        let degreesOnly = position(axis([(4_346_7448, 1_000_000)], "N"), axis([(1_234, 1_000)], "E"))
        XCTAssertEqual(try XCTUnwrap(degreesOnly.coordinate?.latitude), 43.467448, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(degreesOnly.coordinate?.longitude), 1.234, accuracy: 1e-9)
        let decimalMinutes = position(axis([(43, 1), (280_469, 10_000)], "N"), axis([(1, 1), (30, 1)], "W"))
        XCTAssertEqual(try XCTUnwrap(decimalMinutes.coordinate?.latitude), 43 + 28.0469 / 60, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(decimalMinutes.coordinate?.longitude), -1.5, accuracy: 1e-9)
        let full = position(
            axis([(59, 1), (54, 1), (5004, 100)], "N"), axis([(10, 1), (45, 1), (79, 10)], "E"))
        XCTAssertEqual(try XCTUnwrap(full.coordinate?.latitude), 59 + 54 / 60 + 50.04 / 3600, accuracy: 1e-9)
        XCTAssertEqual(full.assumptions, [])
        // More than three components: the first three count.
        let extra = position(axis([(10, 1), (30, 1), (0, 1), (99, 1)], "S"), axis([(20, 1)], "E"))
        XCTAssertEqual(extra.coordinate, Coordinate(latitude: -10.5, longitude: 20))
    }

    func testZeroDenominatorsAreRefusedWithTheReason() {
        let result = position(axis([(59, 1), (0, 0), (0, 1)], "N"), axis([(10, 1)], "E"))
        XCTAssertNil(result.coordinate)
        XCTAssertEqual(result.problem, "its GPSLatitude has a zero denominator (0/0), so it has no value")
        let allZero = position(axis([(0, 0), (0, 0), (0, 0)], ""), axis([(0, 0), (0, 0), (0, 0)], ""))
        XCTAssertNil(allZero.coordinate)
        XCTAssertNotNil(allZero.problem)
    }

    func testLowerCaseAndSpelledOutRefs() {
        XCTAssertEqual(
            position(axis([(10, 1)], "s"), axis([(20, 1)], " w ")).coordinate,
            Coordinate(latitude: -10, longitude: -20))
        XCTAssertEqual(
            position(axis([(10, 1)], "North"), axis([(20, 1)], "west")).coordinate,
            Coordinate(latitude: 10, longitude: -20))
    }

    func testMissingRefsAreAssumedAndSaidSo() {
        let positive = position(axis([(10, 1)], nil), axis([(20, 1)], ""))
        XCTAssertEqual(positive.coordinate, Coordinate(latitude: 10, longitude: 20))
        XCTAssertEqual(
            positive.assumptions,
            ["GPSLatitudeRef is missing: assumed N", "GPSLongitudeRef is missing: assumed E"])
        // SRATIONAL values carry their own sign.
        let signed = position(axis([(-33, 1), (30, 1)], nil), axis([(-70, 1), (-39, 1)], nil))
        XCTAssertEqual(signed.coordinate, Coordinate(latitude: -33.5, longitude: -70.65))
        XCTAssertEqual(
            signed.assumptions.first, "GPSLatitudeRef is missing: read as S from the negative GPSLatitude")
    }

    func testContradictoryOrUnknownRefsAreRefused() {
        let unknown = position(axis([(10, 1)], "X"), axis([(20, 1)], "E"))
        XCTAssertNil(unknown.coordinate)
        XCTAssertEqual(unknown.problem, "its GPSLatitudeRef is \"X\", not N or S")
        let contradiction = position(axis([(-10, 1)], "N"), axis([(20, 1)], "E"))
        XCTAssertNil(contradiction.coordinate)
        XCTAssertEqual(
            contradiction.problem,
            "its GPSLatitude is negative but GPSLatitudeRef says N, so the hemisphere is unclear")
        // A negative value with the matching ref is simply that hemisphere.
        XCTAssertEqual(
            position(axis([(-10, 1)], "S"), axis([(20, 1)], "E")).coordinate,
            Coordinate(latitude: -10, longitude: 20))
    }

    func testMissingHalvesOutOfRangeVoidAndNullIsland() {
        XCTAssertEqual(
            GPSFields.position(
                latitude: axis([(10, 1)], "N"), longitude: GPSFields.Axis(components: nil, ref: "E")
            ).problem,
            "it has GPSLatitude but no GPSLongitude")
        XCTAssertNotNil(position(axis([(91, 1)], "N"), axis([(20, 1)], "E")).problem)
        XCTAssertNotNil(position(axis([(89, 1), (2000, 1)], "N"), axis([(20, 1)], "E")).problem)
        XCTAssertEqual(
            GPSFields.position(latitude: axis([(10, 1)], "N"), longitude: axis([(20, 1)], "E"), status: "V")
                .problem,
            "its GPS receiver marked the position void (GPSStatus V)")
        XCTAssertNotNil(position(axis([(0, 1)], "N"), axis([(0, 1)], "E")).problem)
        let absent = GPSFields.position(
            latitude: GPSFields.Axis(components: nil, ref: nil),
            longitude: GPSFields.Axis(components: nil, ref: nil))
        XCTAssertEqual(absent, GPSFields.Position())
    }

    func testAltitudeAndDirection() throws {
        XCTAssertEqual(
            try XCTUnwrap(GPSFields.altitude(ExifRational(13822, 191), belowSeaLevel: false)), 72.366,
            accuracy: 1e-3)
        XCTAssertEqual(GPSFields.altitude(ExifRational(12, 1), belowSeaLevel: true), -12)
        XCTAssertNil(GPSFields.altitude(ExifRational(12, 0), belowSeaLevel: false))
        XCTAssertNil(GPSFields.altitude(ExifRational(4_000_000_000, 1), belowSeaLevel: false))
        let heading = try XCTUnwrap(GPSFields.direction(ExifRational(137162, 401), ref: "T"))
        XCTAssertEqual(heading.degrees, 342.05, accuracy: 1e-2)
        XCTAssertEqual(heading.compassPoint, "NNW")
        XCTAssertEqual(GPSFields.direction(ExifRational(90, 1), ref: "m")?.reference, .magneticNorth)
        XCTAssertEqual(GPSFields.direction(ExifRational(90, 1), ref: nil)?.reference, .trueNorth)
        XCTAssertEqual(GPSFields.direction(ExifRational(360, 1), ref: "T")?.degrees, 0)
        XCTAssertNil(GPSFields.direction(ExifRational(361, 1), ref: "T"))
        XCTAssertNil(GPSFields.direction(ExifRational(-5, 1), ref: "T"))
    }

    func testGPSTimeAndTheOffsetItFixes() throws {
        let stamp = [ExifRational(17, 1), ExifRational(17, 1), ExifRational(1173, 20)]
        let gps = try XCTUnwrap(GPSFields.time(dateStamp: "2016:09:28", timeStamp: stamp))
        XCTAssertEqual(gps.timeIntervalSince1970, 1_475_083_078.65, accuracy: 1e-6)
        XCTAssertNil(GPSFields.time(dateStamp: "2016:02:30", timeStamp: stamp))
        XCTAssertNil(
            GPSFields.time(dateStamp: "2016:09:28", timeStamp: [ExifRational(25, 1), stamp[1], stamp[2]]))
        XCTAssertNil(
            GPSFields.time(dateStamp: "2016:09:28", timeStamp: [ExifRational(1, 0), stamp[1], stamp[2]]))
        XCTAssertNil(GPSFields.time(dateStamp: nil, timeStamp: stamp))
        func local(_ h: Int, _ m: Int, _ s: Int) -> LocalDateTime {
            LocalDateTime(year: 2016, month: 9, day: 28, hour: h, minute: m, second: s)!
        }
        XCTAssertEqual(GPSFields.offset(local: local(18, 18, 5), gps: gps), 3600)
        XCTAssertEqual(GPSFields.offset(local: local(13, 21, 0), gps: gps), -4 * 3600 + 0)
        XCTAssertEqual(GPSFields.offset(local: local(22, 47, 58), gps: gps), 5 * 3600 + 1800)  // India
        XCTAssertEqual(GPSFields.offset(local: local(17, 17, 58), gps: gps), 0)
        XCTAssertNil(
            GPSFields.offset(local: local(18, 25, 5), gps: gps), "seven minutes off agrees with no zone")
        XCTAssertNil(GPSFields.offset(local: local(17, 17, 58).adding(days: 1), gps: gps), "beyond 14 hours")
    }
}

extension LocalDateTime {
    fileprivate func adding(days: Int) -> LocalDateTime {
        LocalDateTime(year: year, month: month, day: day + days, hour: hour, minute: minute, second: second)!
    }
}
