import OutdoorMap
import XCTest

/// The scale bar's 1-2-5 length choice in kilometres, metres, miles and feet.
final class ScaleBarTests: XCTestCase {
    func testMetricPicksTheLongestOneTwoFiveLengthThatFits() throws {
        // 160 px at 55.6 m/px is 8.9 km of room: 5 km.
        let bar = try XCTUnwrap(ScaleBar.choose(metresPerPixel: 55.6, maximumPixels: 160, units: .metric))
        XCTAssertEqual(bar.length, 5)
        XCTAssertEqual(bar.unit, .kilometres)
        XCTAssertEqual(bar.pixelLength, 5000 / 55.6, accuracy: 1e-9)
        XCTAssertEqual(bar.label, "5 km")

        let cases: [(room: Double, length: Double)] = [
            (1.0, 1), (1.99, 1), (2.0, 2), (4.99, 2), (5.0, 5), (9.99, 5), (10, 10), (19, 10), (20, 20),
            (49, 20), (50, 50), (120, 100), (250, 200), (999, 500), (1000, 1000), (3000, 2000),
        ]
        for (room, length) in cases {
            // Room in kilometres at 1 km per pixel over 1000 pixels is the same as `room` km.
            let chosen = try XCTUnwrap(
                ScaleBar.choose(metresPerPixel: room, maximumPixels: 1000, units: .metric))
            XCTAssertEqual(chosen.length, length, "room \(room) km")
            XCTAssertEqual(chosen.unit, .kilometres)
            XCTAssertLessThanOrEqual(chosen.pixelLength, 1000 + 1e-6)
        }
    }

    func testMetricUsesMetresBelowOneKilometre() throws {
        let bar = try XCTUnwrap(ScaleBar.choose(metresPerPixel: 5, maximumPixels: 150, units: .metric))
        XCTAssertEqual(bar.unit, .metres)
        XCTAssertEqual(bar.length, 500)
        XCTAssertEqual(bar.pixelLength, 100, accuracy: 1e-9)
        XCTAssertEqual(bar.label, "500 m")
        let exactlyOne = try XCTUnwrap(
            ScaleBar.choose(metresPerPixel: 10, maximumPixels: 100, units: .metric))
        XCTAssertEqual(exactlyOne.label, "1 km")
    }

    func testImperialUsesMilesAndFeet() throws {
        // 160 px at 55.6 m/px is 8,896 m = 5.53 mi: 5 mi.
        let miles = try XCTUnwrap(ScaleBar.choose(metresPerPixel: 55.6, maximumPixels: 160, units: .imperial))
        XCTAssertEqual(miles.unit, .miles)
        XCTAssertEqual(miles.length, 5)
        XCTAssertEqual(miles.pixelLength, 5 * 1609.344 / 55.6, accuracy: 1e-9)
        XCTAssertEqual(miles.label, "5 mi")
        // 100 px at 10 m/px is 1,000 m = 3,281 ft, under a mile: 2,000 ft.
        let feet = try XCTUnwrap(ScaleBar.choose(metresPerPixel: 10, maximumPixels: 100, units: .imperial))
        XCTAssertEqual(feet.unit, .feet)
        XCTAssertEqual(feet.length, 2000)
        XCTAssertEqual(feet.label, "2000 ft")
        // 4,000 km of room: 2,000 mi.
        let far = try XCTUnwrap(ScaleBar.choose(metresPerPixel: 40_000, maximumPixels: 100, units: .imperial))
        XCTAssertEqual(far.label, "2000 mi")
    }

    func testNoBarWhenNothingFitsOrInputIsNotUsable() {
        XCTAssertNil(ScaleBar.choose(metresPerPixel: 0.001, maximumPixels: 100, units: .metric))
        XCTAssertNil(ScaleBar.choose(metresPerPixel: 0.001, maximumPixels: 100, units: .imperial))
        XCTAssertNil(ScaleBar.choose(metresPerPixel: 0, maximumPixels: 100, units: .metric))
        XCTAssertNil(ScaleBar.choose(metresPerPixel: .nan, maximumPixels: 100, units: .metric))
        XCTAssertNil(ScaleBar.choose(metresPerPixel: 10, maximumPixels: -5, units: .metric))
        XCTAssertNil(ScaleBar.choose(metresPerPixel: .infinity, maximumPixels: 100, units: .metric))
    }
}
