import Foundation
import OutdoorDrawing
import OutdoorGeo
import OutdoorMapModel
import OutdoorModel
import TestSupport
import XCTest

@testable import OutdoorMap

/// Requests, precision rounding, route unwrapping and the projection helper.
final class MapRequestTests: XCTestCase {
    func testBadRequestsAreRefusedWithSentences() {
        let cases: [(MapRequest, MapError)] = [
            (MapRequest(width: 0, height: 540), .invalidSize(width: 0, height: 540)),
            (MapRequest(width: 9000, height: 540), .invalidSize(width: 9000, height: 540)),
            (MapRequest(width: 5000, height: 540, scale: 4), .invalidSize(width: 5000, height: 540)),
            (MapRequest(width: 100, height: 100, scale: .nan), .invalidScale(.nan)),
            (MapRequest(width: 100, height: 100, scale: 8), .invalidScale(8)),
            (
                MapRequest(
                    width: 100, height: 100,
                    overlays: [MapMarkers([MapPin(Coordinate(latitude: 91, longitude: 0))])]),
                .invalidCoordinate(Coordinate(latitude: 91, longitude: 0))
            ),
            (
                MapRequest(
                    width: 100, height: 100,
                    overlays: [MapMarkers([MapPin(MapFixtures.bergen, mark: .number(10_000))])]),
                .invalidPinNumber(10_000)
            ),
            (
                MapRequest(width: 100, height: 100, view: .centered(MapFixtures.bergen, widthKilometres: -1)),
                .invalidExtent(-1)
            ),
            (MapRequest(width: 100, height: 100, minimumWidthKilometres: 0), .invalidExtent(0)),
            (MapRequest(width: 100, height: 100, padding: -1), .invalidPadding(-1)),
        ]
        for (request, expected) in cases {
            XCTAssertThrowsError(try request.validate()) { error in
                guard let error = error as? MapError else { return XCTFail("not a MapError: \(error)") }
                if case .invalidScale(let s) = expected, s.isNaN {
                    guard case .invalidScale(let got) = error, got.isNaN else { return XCTFail("\(error)") }
                } else {
                    XCTAssertEqual(error, expected)
                }
                XCTAssertTrue(error.description.hasSuffix("."), error.description)
                XCTAssertFalse(error.description.isEmpty)
            }
        }
        let nanPin = MapRequest(
            width: 10, height: 10, overlays: [MapMarkers([MapPin(Coordinate(latitude: .nan, longitude: 0))])])
        XCTAssertThrowsError(try nanPin.validate())
        XCTAssertNoThrow(try MapRequest(width: 1080, height: 540, scale: 2).validate())
    }

    func testPrecisionRoundsToItsGrid() {
        let truth = Coordinate(latitude: 40.01499, longitude: -105.27055)
        XCTAssertEqual(LocationPrecision.exact.displayedCoordinate(for: truth), truth)
        XCTAssertEqual(
            LocationPrecision.approximate.displayedCoordinate(for: truth),
            Coordinate(latitude: 40.0, longitude: -105.3))
        XCTAssertEqual(
            LocationPrecision.hidden.displayedCoordinate(for: truth),
            Coordinate(latitude: 40, longitude: -105))
        // Rounding never leaves the valid range.
        let edge = LocationPrecision.hidden.displayedCoordinate(
            for: Coordinate(latitude: 89.9, longitude: 179.9))
        XCTAssertEqual(edge, Coordinate(latitude: 90, longitude: 180))
        XCTAssertEqual(
            LocationPrecision.approximate.displayedCoordinate(
                for: Coordinate(latitude: 0.3, longitude: -0.04)),
            Coordinate(latitude: 0.3, longitude: 0))
    }

    func testApproximateAreaAlwaysContainsTheTruePosition() {
        var random = SeededRandom(seed: 5)
        var farthest = 0.0
        for _ in 0..<5_000 {
            let truth = Coordinate(
                latitude: Double.random(in: -80...80, using: &random),
                longitude: Double.random(in: -180...180, using: &random))
            let shown = LocationPrecision.approximate.displayedCoordinate(for: truth)
            farthest = max(farthest, truth.distance(to: shown))
        }
        XCTAssertLessThan(farthest, 8_000)
        XCTAssertLessThan(farthest, LocationPrecision.approximateRadiusKilometres * 1000)
    }

    func testOverviewRequest() {
        let empty = MapRequest.overview(of: [])
        XCTAssertEqual(empty.view, .world)
        XCTAssertTrue(empty.showsAttribution)
        XCTAssertEqual(empty.width, 1200)
        XCTAssertEqual(empty.height, 800)
        let some = MapRequest.overview(of: [MapFixtures.bergen, MapFixtures.boulder], theme: .dark)
        XCTAssertEqual(some.view, .automatic)
        XCTAssertEqual(some.overlays(of: MapMarkers.self).map(\.clusters), [true])
        XCTAssertEqual(some.pins.map(\.mark), [.dot, .dot])
        XCTAssertEqual(some.style, MapStyle.dark)
        let marked = MapRequest.overview(showing: [MapMarkers([MapPin(MapFixtures.bergen, mark: .dot)])])
        XCTAssertEqual(marked.pins, [MapPin(MapFixtures.bergen, mark: .dot)])
        XCTAssertEqual(marked.view, .automatic)
        XCTAssertEqual(MapRequest.overview(showing: [MapMarkers([], clusters: true)]).view, .world)
        XCTAssertEqual(MapRequest.overview(showing: []).view, .world)
        var accented = some
        accented.accentColor = .white
        XCTAssertEqual(accented.style.accent, .white)
    }

    func testRouteLegsTakeTheShortWayAcrossTheAntimeridian() throws {
        let request = MapRequest(
            width: 1080, height: 540, overlays: [MapMarkers(MapFixtures.fiji.map { MapPin($0) })])
        let v = try MapFraming.viewport(for: request)
        let points = MapRenderer.routePoints(MapFixtures.fiji, viewport: v)
        XCTAssertEqual(points.count, 4)
        // West to east all the way: Lakeba (178.8°W) lies east of Taveuni (180°), not 359° west.
        for (a, b) in zip(points, points.dropFirst()) { XCTAssertGreaterThan(b.x, a.x) }
        XCTAssertLessThan(points[3].x - points[0].x, 1080)
        XCTAssertEqual(MapRenderer.routePoints([], viewport: v), [])
    }

    func testOnAWorldMapARouteOffOneSideComesBackAtTheOther() {
        let world = 1000.0
        func points(_ xs: [Double]) -> [MapPoint] { xs.map { MapPoint(x: $0, y: 100) } }
        // Fiji (x 990) to Samoa, unwrapped past the right edge (x 1010): a copy a world to the left.
        XCTAssertEqual(
            MapRenderer.routeCopies(of: points([990, 1010]), worldSize: world, width: 1000), [-world, 0])
        XCTAssertEqual(
            MapRenderer.routeCopies(of: points([10, -20]), worldSize: world, width: 1000), [0, world])
        // Inside the view, or a zoomed-in view whose world is far wider: one copy.
        XCTAssertEqual(MapRenderer.routeCopies(of: points([100, 900]), worldSize: world, width: 1000), [0])
        XCTAssertEqual(
            MapRenderer.routeCopies(of: points([-50, 1200]), worldSize: 400_000, width: 1000), [0])
        XCTAssertEqual(MapRenderer.routeCopies(of: [], worldSize: world, width: 1000), [0])
    }

    func testRouteObstaclesCoverTheLineInsideTheViewOnly() {
        let view = CGRect(x: 0, y: 0, width: 100, height: 50)
        let boxes = MapRenderer.obstacleBoxes(
            alongRoute: [MapPoint(x: -1000, y: 25), MapPoint(x: 60, y: 25)], within: view)
        XCTAssertFalse(boxes.isEmpty)
        XCTAssertTrue(boxes.allSatisfy { $0.intersects(view) })
        // Every point of the visible line is under some box.
        for x in stride(from: 0.0, through: 60, by: 0.5) {
            XCTAssertTrue(boxes.contains { $0.contains(CGPoint(x: x, y: 25)) }, "x = \(x)")
        }
        XCTAssertFalse(boxes.contains { $0.contains(CGPoint(x: 70, y: 25)) })
        XCTAssertEqual(MapRenderer.obstacleBoxes(alongRoute: [MapPoint(x: 1, y: 1)], within: view), [])
    }

    func testProjectorMatchesTheViewport() throws {
        let v = try MapViewport(center: MapFixtures.bergen, widthKilometres: 80, width: 1080, height: 540)
        let projector = MapProjector(viewport: v, tolerance: 0.25)
        for c in [
            MapFixtures.bergen, Coordinate(latitude: 61, longitude: 7.5),
            Coordinate(latitude: 89, longitude: 5),
        ] {
            let expected = v.projectUnwrapped(c)
            let got = projector.point(c)
            XCTAssertEqual(got.x, expected.x, accuracy: 1e-6)
            XCTAssertEqual(got.y, expected.y, accuracy: 1e-6)
        }
    }

    func testThinningDropsSubpixelPointsButKeepsSeams() throws {
        let v = try MapViewport(
            center: Coordinate(latitude: 0, longitude: 0), widthKilometres: 1000, width: 1000, height: 500)
        let projector = MapProjector(viewport: v, tolerance: 0.5)
        // Ten points 1 m apart (far under a pixel), then a far point.
        var points = (0..<10).map { Coordinate(latitude: 0, longitude: Double($0) * 0.00001) }
        points.append(Coordinate(latitude: 1, longitude: 1))
        var path = OutdoorDrawing.Path()
        var scratch: [Double] = []
        XCTAssertEqual(projector.append(points, closed: false, to: &path, scratch: &scratch), 2)
        var seamPath = OutdoorDrawing.Path()
        XCTAssertEqual(
            projector.append(points, closed: false, keep: [4, 5], to: &seamPath, scratch: &scratch), 4)
        let ring = GeoFeature(kind: .coast(.land), points: points, isClosed: true, hiddenEdges: [3, 10])
        XCTAssertEqual(MapProjector.seamPoints(of: ring), [0, 3, 4, 10])
    }
}
