import OutdoorGeo
import XCTest

final class GeoLevelTests: XCTestCase {
    func testLevelFollowsTheGroundResolution() {
        // The coarsest level whose simplification is at most one device pixel.
        XCTAssertEqual(GeoLevel.forGroundResolution(100_000 / 1080), .high)  // 100 km across
        XCTAssertEqual(GeoLevel.forGroundResolution(300_000 / 1080), .high)  // 300 km: 278 m/px
        XCTAssertEqual(GeoLevel.forGroundResolution(1_000_000 / 1080), .high)  // 926 m/px
        XCTAssertEqual(GeoLevel.forGroundResolution(1_500_000 / 1080), .intermediate)  // Norway's coast
        XCTAssertEqual(GeoLevel.forGroundResolution(5_000_000 / 1080), .intermediate)
        XCTAssertEqual(GeoLevel.forGroundResolution(8_000_000 / 1080), .low)
        XCTAssertEqual(GeoLevel.forGroundResolution(40_000_000 / 1080), .coarse)  // the world
    }

    func testBoundariesAreInclusive() {
        XCTAssertEqual(GeoLevel.forGroundResolution(200.0), .high)
        XCTAssertEqual(GeoLevel.forGroundResolution(1000.0), .intermediate)
        XCTAssertEqual(GeoLevel.forGroundResolution(5000.0), .low)
        XCTAssertEqual(GeoLevel.forGroundResolution(25000.0), .coarse)
        XCTAssertEqual(GeoLevel.forGroundResolution(25000.0 - 1), .low)
    }

    func testFinerThanTheDataUsesTheFinestLevel() {
        XCTAssertEqual(GeoLevel.forGroundResolution(1), .high)
        XCTAssertEqual(GeoLevel.forGroundResolution(1, available: [.coarse, .low]), .low)
        XCTAssertEqual(GeoLevel.forGroundResolution(1e6, available: [.low, .high]), .low)
        XCTAssertEqual(GeoLevel.forGroundResolution(400, available: [.low, .high]), .high)
        XCTAssertEqual(GeoLevel.forGroundResolution(400, available: []), .high)
    }

    func testViewportUsesDevicePixels() throws {
        let center = KnownPlaces.bergen
        let normal = try MapViewport(center: center, widthKilometres: 1_500, width: 1080, height: 540)
        let retina = try MapViewport(
            center: center, widthKilometres: 1_500, width: 1080, height: 540, scale: 2)
        XCTAssertEqual(normal.detailLevel(), .intermediate)
        XCTAssertEqual(retina.detailLevel(), .high)
    }

    func testLettersRoundTrip() {
        for level in GeoLevel.allCases {
            XCTAssertEqual(GeoLevel(letter: level.letter), level)
        }
        XCTAssertNil(GeoLevel(letter: "f"))
    }
}
