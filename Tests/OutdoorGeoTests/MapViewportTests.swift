import Foundation
import OutdoorGeo
import OutdoorModel
import XCTest

final class MapViewportTests: XCTestCase {
    private let bergen = Coordinate(latitude: 60.3913, longitude: 5.3221)

    func testExtentSetsTheGroundResolution() throws {
        let view = try MapViewport(center: bergen, widthKilometres: 100, width: 1080, height: 540)
        XCTAssertEqual(view.metresPerPixel, 100_000 / 1080, accuracy: 1e-9)
        XCTAssertEqual(view.widthKilometres, 100, accuracy: 1e-9)
        XCTAssertEqual(view.metresPerDevicePixel, view.metresPerPixel)
        let retina = try MapViewport(center: bergen, widthKilometres: 100, width: 1080, height: 540, scale: 2)
        XCTAssertEqual(retina.metresPerDevicePixel, view.metresPerPixel / 2, accuracy: 1e-9)
        // The world is 2 pi R cos(lat) / (metres per pixel) pixels wide.
        let expected = WebMercator.earthCircumference * cos(bergen.latitude * .pi / 180) / view.metresPerPixel
        XCTAssertEqual(view.worldSize, expected, accuracy: 1e-6)
    }

    func testCentreProjectsToTheMiddle() throws {
        let view = try MapViewport(center: bergen, widthKilometres: 100, width: 1080, height: 540)
        let p = view.project(bergen)
        XCTAssertEqual(p.x, 540, accuracy: 1e-9)
        XCTAssertEqual(p.y, 270, accuracy: 1e-9)
        // North is up, east is right.
        let northEast = view.project(Coordinate(latitude: 60.5, longitude: 5.5))
        XCTAssertGreaterThan(northEast.x, 540)
        XCTAssertLessThan(northEast.y, 270)
    }

    func testGroundDistanceAcrossTheCentreMatchesTheExtent() throws {
        let view = try MapViewport(center: bergen, widthKilometres: 100, width: 1000, height: 500)
        let west = view.unproject(MapPoint(x: 450, y: 250))
        let east = view.unproject(MapPoint(x: 550, y: 250))
        // 100 pixels are 10 km on the ground (to within the sphere radii's 0.1 % difference).
        XCTAssertEqual(west.distance(to: east), 10_000, accuracy: 25)
    }

    func testProjectAndUnprojectRoundTrip() throws {
        let view = try MapViewport(center: bergen, widthKilometres: 300, width: 800, height: 600, scale: 2)
        for point in [MapPoint(x: 0, y: 0), MapPoint(x: 800, y: 600), MapPoint(x: 123.5, y: 456.25)] {
            let back = view.project(view.unproject(point))
            XCTAssertEqual(back.x, point.x, accuracy: 1e-6)
            XCTAssertEqual(back.y, point.y, accuracy: 1e-6)
        }
    }

    func testVisibleBoxOfARegionalView() throws {
        let view = try MapViewport(center: bergen, widthKilometres: 100, width: 1080, height: 540)
        let box = view.visibleBox
        // 100 km at 60.4°N is about 1.8 degrees of longitude; the height is half the width.
        XCTAssertEqual(box.longitudeSpan, 100 / (111.32 * cos(60.3913 * .pi / 180)), accuracy: 0.01)
        XCTAssertEqual(box.latitudeSpan, 50 / 111.2, accuracy: 0.01)
        XCTAssertEqual((box.west + box.east) / 2, bergen.longitude, accuracy: 1e-9)
        XCTAssertEqual(view.visiblePieces.count, 1)
    }

    func testViewAcrossTheAntimeridianIsContinuous() throws {
        let view = try MapViewport(
            center: Coordinate(latitude: -17.5, longitude: 179.5), widthKilometres: 500, width: 1080,
            height: 540)
        let box = view.visibleBox
        XCTAssertLessThan(box.west, 180)
        XCTAssertGreaterThan(box.east, 180)
        let pieces = view.visiblePieces
        XCTAssertEqual(pieces.count, 2)
        XCTAssertEqual(pieces[0].box.east, 180)
        XCTAssertEqual(pieces[0].longitudeShift, 0)
        XCTAssertEqual(pieces[1].box.west, -180)
        XCTAssertEqual(pieces[1].longitudeShift, 360)
        // A point at 179°W appears to the right of the centre, not across the world.
        let suva = view.project(Coordinate(latitude: -18.14, longitude: 178.44))
        let east = view.project(Coordinate(latitude: -17.5, longitude: -179.0))
        XCTAssertLessThan(suva.x, 540)
        XCTAssertGreaterThan(east.x, 540)
        XCTAssertLessThan(east.x, 1080)
        XCTAssertEqual(
            east.x, view.projectUnwrapped(Coordinate(latitude: -17.5, longitude: 181)).x, accuracy: 1e-9)
        let ring = [Coordinate(latitude: -17, longitude: 179.9), Coordinate(latitude: -17, longitude: 180.2)]
        XCTAssertEqual(view.projectUnwrapped(ring), ring.map { view.projectUnwrapped($0) })
    }

    func testHighLatitudeView() throws {
        let longyearbyen = Coordinate(latitude: 78.2233, longitude: 15.6469)
        let view = try MapViewport(center: longyearbyen, widthKilometres: 60, width: 1080, height: 540)
        let box = view.visibleBox
        // At 78°N a degree of longitude is only 22.7 km, so 60 km spans about 2.6 degrees.
        XCTAssertEqual(box.longitudeSpan, 60 / (111.32 * cos(78.2233 * .pi / 180)), accuracy: 0.02)
        XCTAssertLessThan(box.north, 79)
        let p = view.project(Coordinate(latitude: 78.3, longitude: 15.6469))
        XCTAssertLessThan(p.y, 270)
    }

    func testWorldViewReachesThePoles() throws {
        let view = try MapViewport(
            center: Coordinate(latitude: 0, longitude: 0), metresPerPixel: 40_075_016.686 / 512, width: 1080,
            height: 540)
        let box = view.visibleBox
        XCTAssertEqual(box.north, 90)
        XCTAssertEqual(box.south, -90)
        XCTAssertGreaterThan(box.longitudeSpan, 360)
        // Wider than the world: the pieces repeat it.
        XCTAssertGreaterThanOrEqual(view.visiblePieces.count, 3)
    }

    func testInvalidViewsAreRefused() {
        let c = Coordinate(latitude: 0, longitude: 0)
        XCTAssertThrowsError(try MapViewport(center: c, widthKilometres: 10, width: 0, height: 10)) { error in
            XCTAssertEqual(error as? MapViewportError, .invalidSize(width: 0, height: 10))
            XCTAssertTrue("\(error)".contains("0 x 10 pixels"))
        }
        XCTAssertThrowsError(try MapViewport(center: c, widthKilometres: -1, width: 10, height: 10))
        XCTAssertThrowsError(try MapViewport(center: c, widthKilometres: .nan, width: 10, height: 10))
        XCTAssertThrowsError(
            try MapViewport(
                center: Coordinate(latitude: .nan, longitude: 0), widthKilometres: 1, width: 9, height: 9))
        XCTAssertThrowsError(try MapViewport(center: c, widthKilometres: 10, width: 10, height: 10, scale: 0))
        // So far out that the world would be a few pixels wide.
        XCTAssertThrowsError(try MapViewport(center: c, metresPerPixel: 1e9, width: 1000, height: 500)) {
            error in
            XCTAssertEqual(error as? MapViewportError, .invalidResolution(1e9))
        }
    }
}
