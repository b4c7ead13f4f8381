import OutdoorModel
import XCTest

/// The one rule for showing a coordinate with less precision: rounding and hemisphere texts.
final class CoordinateRoundingTests: XCTestCase {
    func testValuesRoundHalfAwayFromZeroWithoutNegativeZero() {
        XCTAssertEqual(Coordinate.rounded(0.15, decimals: 1), 0.2)
        XCTAssertEqual(Coordinate.rounded(-0.15, decimals: 1), -0.2)
        XCTAssertEqual(Coordinate.rounded(-105.27055, decimals: 1), -105.3)
        XCTAssertEqual(Coordinate.rounded(-0.04, decimals: 1).sign, .plus, "no -0.0")
        XCTAssertEqual(Coordinate.rounded(.nan, decimals: 1), 0)
        XCTAssertEqual(Coordinate.rounded(42.5, decimals: 0), 43)
    }

    func testCoordinatesRoundOntoTheGridAndStayInRange() {
        let boulder = Coordinate(latitude: 40.014986, longitude: -105.270546)
        XCTAssertEqual(boulder.rounded(decimals: 1), Coordinate(latitude: 40.0, longitude: -105.3))
        XCTAssertEqual(boulder.rounded(decimals: 0), Coordinate(latitude: 40, longitude: -105))
        XCTAssertEqual(
            Coordinate(latitude: 89.9, longitude: 179.9).rounded(decimals: 0),
            Coordinate(latitude: 90, longitude: 180))
        XCTAssertEqual(
            Coordinate(latitude: -89.96, longitude: -179.96).rounded(decimals: 1),
            Coordinate(latitude: -90, longitude: -180))
    }

    func testHemisphereTexts() {
        let bergen = Coordinate(latitude: 60.3913, longitude: 5.3221)
        XCTAssertEqual(bergen.hemisphereText(decimals: 5), "60.39130° N, 5.32210° E")
        XCTAssertEqual(bergen.hemisphereText(decimals: 2, compact: true), "60.39°N 5.32°E")
        let sydney = Coordinate(latitude: -33.856784, longitude: 151.215297)
        XCTAssertEqual(sydney.hemisphereText(decimals: 1), "33.9° S, 151.2° E")
        let nearZero = Coordinate(latitude: -0.04, longitude: -0.000001)
        XCTAssertEqual(
            nearZero.hemisphereText(decimals: 1), "0.0° N, 0.0° E", "zero counts as north and east")
        XCTAssertEqual(nearZero.hemisphereText(decimals: 5), "0.04000° S, 0.00000° E")
    }

    func testTheBundledMapDataIsCreditedByName() {
        XCTAssertEqual(
            MapAttribution.bundledData, "Map: GSHHG (LGPL-3.0), Natural Earth · Places: GeoNames (CC BY 4.0)")
    }
}
