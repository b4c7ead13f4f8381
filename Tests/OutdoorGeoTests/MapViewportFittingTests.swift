import OutdoorGeo
import OutdoorModel
import XCTest

final class MapViewportFittingTests: XCTestCase {
    func testSinglePointGetsTheMinimumExtent() throws {
        let boulder = Coordinate(latitude: 40.015, longitude: -105.2705)
        let view = try MapViewport.fitting([boulder], width: 1080, height: 540)
        XCTAssertEqual(view.widthKilometres, MapViewport.defaultMinimumWidthKilometres, accuracy: 1e-6)
        XCTAssertEqual(view.center.latitude, boulder.latitude, accuracy: 1e-9)
        XCTAssertEqual(view.center.longitude, boulder.longitude, accuracy: 1e-9)
        let custom = try MapViewport.fitting([boulder], width: 1080, height: 540, minimumWidthKilometres: 200)
        XCTAssertEqual(custom.widthKilometres, 200, accuracy: 1e-6)
    }

    func testPointsFitInsideThePadding() throws {
        let points = [
            Coordinate(latitude: 59.91, longitude: 10.75),  // Oslo
            Coordinate(latitude: 60.39, longitude: 5.32),  // Bergen
            Coordinate(latitude: 63.43, longitude: 10.40),  // Trondheim
            Coordinate(latitude: 58.97, longitude: 5.73),  // Stavanger
        ]
        let view = try MapViewport.fitting(points, width: 800, height: 600, padding: 40)
        var minX = Double.infinity
        var maxX = -Double.infinity
        var minY = Double.infinity
        var maxY = -Double.infinity
        for p in points.map(view.project) {
            minX = min(minX, p.x)
            maxX = max(maxX, p.x)
            minY = min(minY, p.y)
            maxY = max(maxY, p.y)
        }
        XCTAssertGreaterThanOrEqual(minX, 40 - 1e-6)
        XCTAssertLessThanOrEqual(maxX, 760 + 1e-6)
        XCTAssertGreaterThanOrEqual(minY, 40 - 1e-6)
        XCTAssertLessThanOrEqual(maxY, 560 + 1e-6)
        // The tighter dimension touches the padding on both sides (here the height).
        XCTAssertEqual(minY, 40, accuracy: 1e-6)
        XCTAssertEqual(maxY, 560, accuracy: 1e-6)
    }

    func testAntimeridianPointsFitAsASmallView() throws {
        let points = [
            Coordinate(latitude: -17.8, longitude: 178.0),
            Coordinate(latitude: -16.8, longitude: -179.0),
        ]
        let view = try MapViewport.fitting(points, width: 1080, height: 540, padding: 20)
        XCTAssertEqual(view.center.longitude, 179.5, accuracy: 1e-9)
        XCTAssertLessThan(view.widthKilometres, 1000)
        let a = view.project(points[0])
        let b = view.project(points[1])
        XCTAssertLessThan(a.x, b.x)
        for p in [a, b] {
            XCTAssertGreaterThanOrEqual(p.x, 20 - 1e-6)
            XCTAssertLessThanOrEqual(p.x, 1060 + 1e-6)
        }
    }

    func testCentreWrapsWhenTheSpanCrossesTheAntimeridianOffCentre() throws {
        let points = [
            Coordinate(latitude: 0, longitude: 170),
            Coordinate(latitude: 0, longitude: -160),
        ]
        let view = try MapViewport.fitting(points, width: 1000, height: 500)
        XCTAssertEqual(view.center.longitude, -175, accuracy: 1e-9)
        XCTAssertEqual(view.visibleBox.longitudeSpan, 30, accuracy: 1e-6)
    }

    func testHighLatitudeFit() throws {
        let svalbard = [
            Coordinate(latitude: 78.2233, longitude: 15.6469),  // Longyearbyen
            Coordinate(latitude: 79.9, longitude: 11.9),  // Ny-Alesund area
            Coordinate(latitude: 76.6, longitude: 16.5),  // Sorkapp
        ]
        let view = try MapViewport.fitting(svalbard, width: 600, height: 600, padding: 10)
        for p in svalbard.map(view.project) {
            XCTAssertTrue((10 - 1e-6...590 + 1e-6).contains(p.x))
            XCTAssertTrue((10 - 1e-6...590 + 1e-6).contains(p.y))
        }
        XCTAssertGreaterThan(view.center.latitude, 77)
        XCTAssertLessThan(view.center.latitude, 79.5)
    }

    func testPointsBeyondTheMercatorLimitFitAtTheLimit() throws {
        let view = try MapViewport.fitting(
            [Coordinate(latitude: 89, longitude: 0), Coordinate(latitude: 80, longitude: 10)], width: 500,
            height: 500)
        XCTAssertLessThanOrEqual(view.center.latitude, WebMercator.maximumLatitude)
        XCTAssertGreaterThanOrEqual(view.project(Coordinate(latitude: 89, longitude: 0)).y, -1e-6)
    }

    func testLongitudeSpanUnwrapping() throws {
        // Points spread all around the world: the widest gap (the Pacific here) is left out.
        let points = [-120.0, -70, 0, 30, 100, 140].map { Coordinate(latitude: 10, longitude: $0) }
        let view = try MapViewport.fitting(points, width: 2000, height: 1000)
        XCTAssertEqual(view.visibleBox.longitudeSpan, 260, accuracy: 1)
        XCTAssertEqual(view.center.longitude, 10, accuracy: 1e-9)
    }

    func testBadInputIsRefused() {
        XCTAssertThrowsError(try MapViewport.fitting([], width: 100, height: 100)) { error in
            XCTAssertEqual(error as? MapViewportError, .nothingToFit)
        }
        let c = Coordinate(latitude: 1, longitude: 1)
        XCTAssertThrowsError(try MapViewport.fitting([c], width: 100, height: 100, padding: 50))
        XCTAssertThrowsError(try MapViewport.fitting([c], width: 100, height: 100, padding: -1))
        XCTAssertThrowsError(
            try MapViewport.fitting([Coordinate(latitude: 91, longitude: 0)], width: 10, height: 10))
        XCTAssertThrowsError(try MapViewport.fitting([c], width: 100, height: 100, minimumWidthKilometres: 0))
    }
}
