import OutdoorModel
import XCTest

/// Vincenty's inverse formula on WGS 84, against published values.
final class GeodesicTests: XCTestCase {
    /// Degrees from degrees, minutes and seconds.
    func dms(_ d: Double, _ m: Double, _ s: Double) -> Double {
        (abs(d) + m / 60 + s / 3600) * (d < 0 ? -1 : 1)
    }

    func testVincentysOwnExampleFlindersPeakToBuninyong() {
        // Vincenty (1975) / Geoscience Australia's worked example: 54,972.271 m.
        let flinders = Coordinate(latitude: -dms(37, 57, 3.72030), longitude: dms(144, 25, 29.52440))
        let buninyong = Coordinate(latitude: -dms(37, 39, 10.15610), longitude: dms(143, 55, 35.38390))
        XCTAssertEqual(Geodesic.distance(flinders, buninyong), 54_972.271, accuracy: 0.001)
    }

    func testAQuarterOfTheMeridianAndAnEquatorialArc() {
        // The meridian quadrant of WGS 84 is 10,001,965.729 m; a degree along the equator 111,319.491 m.
        XCTAssertEqual(
            Geodesic.distance(Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 90, longitude: 0)),
            10_001_965.729, accuracy: 0.001)
        XCTAssertEqual(
            Geodesic.distance(Coordinate(latitude: 0, longitude: 10), Coordinate(latitude: 0, longitude: 11)),
            111_319.491, accuracy: 0.001)
    }

    func testNeighboursAcrossTheAntimeridianAreClose() {
        let west = Coordinate(latitude: -17.7, longitude: 179.9999)
        let east = Coordinate(latitude: -17.7, longitude: -179.9999)
        XCTAssertEqual(Geodesic.distance(west, east), 21.2, accuracy: 0.1)
        XCTAssertEqual(Geodesic.distance(west, west), 0)
    }

    func testShortDistancesAgreeWithTheSphereToAFractionOfAPercent() {
        let a = Coordinate(latitude: 46.4349, longitude: 13.7482)
        let b = Coordinate(latitude: 46.4300, longitude: 13.7388)
        let ellipsoid = Geodesic.distance(a, b)
        XCTAssertEqual(ellipsoid / a.distance(to: b), 1, accuracy: 0.005)
    }

    func testNearlyAntipodalPointsStillGetADistance() {
        let d = Geodesic.distance(
            Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 0.5, longitude: 179.7))
        XCTAssertTrue(d.isFinite)
        XCTAssertEqual(d, 19_936_000, accuracy: 60_000)
    }
}
