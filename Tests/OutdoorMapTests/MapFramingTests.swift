import Foundation
import OutdoorGeo
import OutdoorMapModel
import OutdoorModel
import XCTest

@testable import OutdoorMap

/// Views, fitting bounds and level-of-detail choice: pure arithmetic, no drawing.
final class MapFramingTests: XCTestCase {
    private func view(_ request: MapRequest) throws -> MapViewport {
        try MapFraming.viewport(for: request)
    }

    func testSingleEntryGetsTheMinimumExtentAndHighDetail() throws {
        let v = try view(
            MapRequest(width: 1080, height: 540, overlays: [MapMarkers([MapPin(MapFixtures.boulder)])]))
        XCTAssertEqual(v.widthKilometres, 100, accuracy: 0.1)
        XCTAssertEqual(v.detailLevel(), .high)
        let wider = try view(
            MapRequest(
                width: 1080, height: 540, overlays: [MapMarkers([MapPin(MapFixtures.boulder)])],
                minimumWidthKilometres: 150))
        // Measured at the centre, which moves a little to make room for the pin and furniture.
        XCTAssertEqual(wider.widthKilometres, 150, accuracy: 0.1)
    }

    func testLevelOfDetailFollowsGroundResolutionNotZoom() throws {
        let iceland = try view(
            MapRequest(
                width: 1080, height: 540, overlays: [MapMarkers(MapFixtures.iceland.map { MapPin($0) })]))
        // About 500 km across: 470 m per pixel, where the 1 km coast would show its corners.
        XCTAssertEqual(iceland.detailLevel(), .high)
        // The same trip at 2x needs data at least as fine for the same logical size.
        let sharp = try view(
            MapRequest(
                width: 1080, height: 540, scale: 2,
                overlays: [MapMarkers(MapFixtures.iceland.map { MapPin($0) })]))
        XCTAssertEqual(sharp.detailLevel(), .high)
        XCTAssertEqual(try view(MapRequest(width: 1200, height: 800, view: .world)).detailLevel(), .coarse)
        let europe = try view(
            MapRequest(width: 1080, height: 540, view: .centered(MapFixtures.bergen, widthKilometres: 2500)))
        XCTAssertEqual(europe.detailLevel(), .intermediate, "2.3 km per pixel: the 1 km coast")
        let continent = try view(
            MapRequest(width: 1080, height: 540, view: .centered(MapFixtures.boulder, widthKilometres: 6000)))
        XCTAssertEqual(continent.detailLevel(), .low, "5.6 km per pixel: the 5 km coast")
    }

    func testFittedPinsAndTheirMarkersStayInsideThePadding() throws {
        // Several pins keep at least 7% of the shorter side (37.8 px of 540) around them.
        for (padding, margin) in [(24.0, 37.8), (100, 100)] {
            let request = MapRequest(
                width: 1080, height: 540, overlays: [MapMarkers(MapFixtures.iceland.map { MapPin($0) })],
                padding: padding)
            let v = try view(request)
            let insets = MapFraming.insets(for: request)
            var top = Double.infinity
            for pin in request.pins {
                let p = v.project(pin.coordinate)
                let frame = MarkerGeometry.footprint(of: .pin, at: p)
                XCTAssertGreaterThanOrEqual(Double(frame.minX), margin - 1e-6)
                XCTAssertLessThanOrEqual(Double(frame.maxX), 1080 - margin + 1e-6)
                XCTAssertGreaterThanOrEqual(Double(frame.minY), margin - 1e-6)
                XCTAssertLessThanOrEqual(p.y, 540 - insets.bottom + 1e-6)
                top = min(top, Double(frame.minY))
            }
            // North to south the trip fills the room exactly: Akureyri's pin touches the margin.
            XCTAssertEqual(top, margin, accuracy: 0.5)
            // The teardrop reaches up, so the top keeps more room than the bottom.
            XCTAssertGreaterThan(insets.top, insets.left)
            XCTAssertEqual(insets.bottom, margin + 3 + MapFraming.furnitureHeight, accuracy: 1e-9)
        }
    }

    func testApproximateAreaIsFittedWholeAndCentredOnTheRoundedPosition() throws {
        let truth = Coordinate(latitude: 46.6863, longitude: 7.8632)
        let request = MapRequest(
            width: 1080, height: 540, overlays: [MapMarkers([MapPin(truth, precision: .approximate)])])
        XCTAssertEqual(
            MapFraming.fitCoordinates(for: request).count, 5, "the rounded position and four area extremes")
        let v = try view(request)
        // The rounded position sits in the middle of the room left by the padding and furniture.
        let insets = MapFraming.insets(for: request)
        let centre = v.project(Coordinate(latitude: 46.7, longitude: 7.9))
        XCTAssertEqual(centre.x, 540, accuracy: 1e-6)
        // (Half a pixel: the area reaches a little further north than south in Mercator.)
        XCTAssertEqual(centre.y, (insets.top + 540 - insets.bottom) / 2, accuracy: 0.5)
        let metresPerPixel = WebMercator.metresPerWorldUnit(atLatitude: 46.7) / v.worldSize
        let radius = LocationPrecision.approximateRadiusKilometres * 1000 / metresPerPixel
        XCTAssertLessThanOrEqual(270 + radius, 540 - request.padding + 1e-6, "area fits vertically")
    }

    func testHiddenPositionGivesAWideViewAroundTheRoundedPositionOnly() throws {
        let truth = Coordinate(latitude: 40.01499, longitude: -105.27055)
        let v = try view(
            MapRequest(width: 1080, height: 540, overlays: [MapMarkers([MapPin(truth, precision: .hidden)])]))
        XCTAssertGreaterThanOrEqual(v.widthKilometres, LocationPrecision.hiddenMinimumWidthKilometres - 0.01)
        // The centre says nothing finer than the 1-degree grid (the fit leaves room for furniture below).
        XCTAssertEqual(v.center.longitude, -105, accuracy: 1e-6)
        XCTAssertEqual(v.center.latitude, 40, accuracy: 0.15)
        XCTAssertTrue(v.visibleBox.contains(truth), "the true place is still on the map")
    }

    func testTripAcrossTheAntimeridianIsFittedAsOneNarrowView() throws {
        let v = try view(
            MapRequest(width: 1080, height: 540, overlays: [MapMarkers(MapFixtures.fiji.map { MapPin($0) })]))
        XCTAssertLessThan(v.widthKilometres, 700)
        XCTAssertGreaterThan(v.center.longitude, 178.5)
        let box = v.visibleBox
        XCTAssertLessThan(box.west, 178.4)
        XCTAssertGreaterThan(box.east, 181.2, "the box runs past 180 instead of wrapping")
        for c in MapFixtures.fiji {
            let p = v.project(c)
            XCTAssertTrue((0...1080).contains(p.x) && (0...540).contains(p.y), "\(c) is at \(p)")
        }
    }

    func testWorldViewIsWholeInEqualEarthAndAsLargeAsTheMapAllows() throws {
        for (width, height) in [(1200, 800), (400, 800), (1080, 540)] {
            let v = try view(MapRequest(width: width, height: height, view: .world))
            XCTAssertEqual(v.projection, .equalEarth)
            XCTAssertEqual(v.center.longitude, 0, accuracy: 1e-9)
            // The world's outline (poles and edge meridians) lies inside the map, touching its
            // sides or its top and bottom, less margins and the credit's strip.
            let north = v.project(Coordinate(latitude: 90, longitude: 0))
            let south = v.project(Coordinate(latitude: -90, longitude: 0))
            let west = v.projectUnwrapped(Coordinate(latitude: 0, longitude: -180))
            let east = v.projectUnwrapped(Coordinate(latitude: 0, longitude: 180))
            XCTAssertGreaterThanOrEqual(north.y, -1e-6, "\(width)x\(height)")
            XCTAssertLessThanOrEqual(south.y, Double(height) + 1e-6, "\(width)x\(height)")
            XCTAssertGreaterThanOrEqual(west.x, -1e-6, "\(width)x\(height)")
            XCTAssertLessThanOrEqual(east.x, Double(width) + 1e-6, "\(width)x\(height)")
            let fillsWidth = (east.x - west.x) / Double(width)
            let fillsHeight = (south.y - north.y) / Double(height)
            XCTAssertGreaterThan(
                max(fillsWidth, fillsHeight), 0.85, "\(width)x\(height) shows the world large")
        }
    }

    func testViewsNeverShowRepeatedWorldsOrRunOffThePoles() throws {
        // Pins around the whole world are shown on one world in Equal Earth, never repeated.
        let spread = [-170.0, -60, 30, 120].map { MapPin(Coordinate(latitude: 10, longitude: $0)) }
        let v = try view(MapRequest(width: 1080, height: 540, overlays: [MapMarkers(spread)]))
        XCTAssertEqual(v.projection, .equalEarth)
        for pin in spread {
            let p = v.project(pin.coordinate)
            XCTAssertTrue((0...1080).contains(p.x) && (0...540).contains(p.y), "\(pin.coordinate) is at \(p)")
        }
        let wide = try view(
            MapRequest(
                width: 1080, height: 540, view: .centered(MapFixtures.bergen, widthKilometres: 100_000)))
        XCTAssertEqual(wide.projection, .equalEarth, "wider than the world: the whole world, once")
        XCTAssertGreaterThanOrEqual(wide.worldSize, 1080 - 1e-6)
        // A pin at the North Pole is drawn at Web Mercator's edge; the view reaches past the
        // edge only as far as the pin's marker needs.
        let north = MapRequest(
            width: 1080, height: 540,
            overlays: [MapMarkers([MapPin(Coordinate(latitude: 89.9, longitude: 0))])])
        let pole = try view(north)
        let tip = pole.project(Coordinate(latitude: 89.9, longitude: 0))
        XCTAssertGreaterThanOrEqual(tip.y - MarkerGeometry.reach(of: .pin).top, -1e-6, "the whole pin shows")
        let overshoot = -(pole.centerWorldPoint.y - 270 / pole.worldSize) * pole.worldSize
        XCTAssertLessThanOrEqual(overshoot, MapFraming.insets(for: north).top + 1e-6)
        let south = try view(
            MapRequest(
                width: 1080, height: 540,
                overlays: [MapMarkers([MapPin(Coordinate(latitude: -89, longitude: 120))])]))
        let bottomTip = south.project(Coordinate(latitude: -89, longitude: 120))
        XCTAssertLessThanOrEqual(bottomTip.y, 540 - MapFraming.insets(for: north).bottom + 1e-6)
        // Views that are not fitted stay inside the world.
        let centred = try view(
            MapRequest(
                width: 1080, height: 540,
                view: .centered(Coordinate(latitude: 89, longitude: 0), widthKilometres: 500)))
        XCTAssertGreaterThanOrEqual(centred.centerWorldPoint.y - 270 / centred.worldSize, -1e-9)
    }

    func testEmptyAutomaticViewWidensUntilSomethingShows() throws {
        let request = MapRequest(
            width: 1080, height: 540, overlays: [MapMarkers([MapPin(MapFixtures.openAtlantic)])])
        var asked: [Double] = []
        let v = try MapFraming.viewport(for: request) { viewport in
            asked.append(viewport.widthKilometres)
            return viewport.widthKilometres < 1000
        }
        XCTAssertEqual(asked.map { ($0).rounded() }, [100, 300, 900, 2700])
        XCTAssertEqual(v.widthKilometres, 2700, accuracy: 0.5)
        // Never more than four steps, and never for explicit views.
        let never = try MapFraming.viewport(for: request) { _ in true }
        XCTAssertEqual(never.widthKilometres, 100 * 81, accuracy: 3)
        let explicit = MapRequest(
            width: 1080, height: 540, view: .centered(MapFixtures.openAtlantic, widthKilometres: 60),
            overlays: request.overlays)
        XCTAssertEqual(
            try MapFraming.viewport(for: explicit) { _ in true }.widthKilometres, 60, accuracy: 0.01)
    }
}
