import OutdoorGeo
import OutdoorModel
import XCTest

final class WebMercatorTests: XCTestCase {
    func testKnownPoints() {
        let origin = WebMercator.project(Coordinate(latitude: 0, longitude: 0))
        XCTAssertEqual(origin.x, 0.5, accuracy: 1e-12)
        XCTAssertEqual(origin.y, 0.5, accuracy: 1e-12)
        XCTAssertEqual(WebMercator.x(longitude: -180), 0, accuracy: 1e-12)
        XCTAssertEqual(WebMercator.x(longitude: 180), 1, accuracy: 1e-12)
        XCTAssertEqual(WebMercator.y(latitude: WebMercator.maximumLatitude), 0, accuracy: 1e-9)
        XCTAssertEqual(WebMercator.y(latitude: -WebMercator.maximumLatitude), 1, accuracy: 1e-9)
        // 45°N: y = (1 - ln(tan(67.5°)) / pi) / 2.
        XCTAssertEqual(WebMercator.y(latitude: 45), 0.359_725_036_8, accuracy: 1e-9)
    }

    func testLatitudeIsClampedAtTheLimit() {
        XCTAssertEqual(WebMercator.y(latitude: 90), 0, accuracy: 1e-9)
        XCTAssertEqual(WebMercator.y(latitude: -89.9), 1, accuracy: 1e-9)
        XCTAssertEqual(WebMercator.clampLatitude(88), WebMercator.maximumLatitude)
        XCTAssertEqual(WebMercator.latitude(y: -0.5), WebMercator.maximumLatitude, accuracy: 1e-9)
        XCTAssertEqual(WebMercator.latitude(y: 1.5), -WebMercator.maximumLatitude, accuracy: 1e-9)
    }

    func testRoundTrip() {
        for lat in stride(from: -85.0, through: 85.0, by: 8.5) {
            for lon in stride(from: -180.0, through: 180.0, by: 22.5) {
                let c = WebMercator.unproject(WebMercator.project(Coordinate(latitude: lat, longitude: lon)))
                XCTAssertEqual(c.latitude, lat, accuracy: 1e-9)
                XCTAssertEqual(c.longitude, lon, accuracy: 1e-9)
            }
        }
        // Unwrapped longitudes continue past the edges.
        XCTAssertEqual(WebMercator.x(longitude: 190), 370.0 / 360.0, accuracy: 1e-12)
        XCTAssertEqual(WebMercator.longitude(x: 1.1), 216, accuracy: 1e-9)
    }

    func testScaleShrinksWithLatitude() {
        XCTAssertEqual(WebMercator.metresPerWorldUnit(atLatitude: 0), 40_075_016.686, accuracy: 0.01)
        XCTAssertEqual(
            WebMercator.metresPerWorldUnit(atLatitude: 60), WebMercator.earthCircumference / 2, accuracy: 1e-6
        )
    }

    func testNormalizedLongitude() {
        XCTAssertEqual(WebMercator.normalizedLongitude(181), -179, accuracy: 1e-12)
        XCTAssertEqual(WebMercator.normalizedLongitude(-181), 179, accuracy: 1e-12)
        XCTAssertEqual(WebMercator.normalizedLongitude(180), -180, accuracy: 1e-12)
        XCTAssertEqual(WebMercator.normalizedLongitude(540), -180, accuracy: 1e-12)
        XCTAssertEqual(WebMercator.normalizedLongitude(-720.5), -0.5, accuracy: 1e-12)
        XCTAssertEqual(WebMercator.normalizedLongitude(12.25), 12.25)
    }
}
