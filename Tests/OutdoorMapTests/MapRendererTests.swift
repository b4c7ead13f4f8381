import Foundation
import OutdoorDrawing
import OutdoorGeo
import OutdoorMapModel
import OutdoorModel
import TestSupport
import XCTest

@testable import OutdoorMap

/// What the renderer decides and draws, checked through its details and a few pixels.
final class MapRendererTests: XCTestCase {
    private var renderer: MapRenderer {
        get throws { try MapFixtures.threadRenderer() }
    }

    /// Asserts that no two labels overlap and no label covers a marker, the scale bar or attribution.
    private func assertClean(_ details: MapRenderDetails, file: StaticString = #filePath, line: UInt = #line)
    {
        let labels = details.labels.map(\.frame)
        for i in labels.indices {
            for j in labels.indices where j > i {
                XCTAssertFalse(
                    LabelPlacer.overlaps(labels[i], labels[j]),
                    "\(details.labels[i].name) overlaps \(details.labels[j].name)", file: file,
                    line: line)
            }
            for marker in details.markers {
                XCTAssertFalse(
                    LabelPlacer.overlaps(labels[i], marker.frame),
                    "\(details.labels[i].name) covers a marker", file: file, line: line)
            }
            if let attribution = details.attributionFrame {
                XCTAssertFalse(LabelPlacer.overlaps(labels[i], attribution), file: file, line: line)
            }
            let view = CGRect(x: 0, y: 0, width: details.viewport.width, height: details.viewport.height)
            XCTAssertTrue(
                view.contains(labels[i]), "\(details.labels[i].name) runs off the map", file: file,
                line: line)
        }
    }

    func testEntryPlaceIsNamedBesideItsPin() throws {
        let rendering = try renderer.renderWithDetails(
            MapRequest(width: 1080, height: 540, overlays: [MapMarkers([MapPin(MapFixtures.boulder)])]))
        let details = rendering.details
        let first = try XCTUnwrap(details.labels.first)
        XCTAssertEqual(first.name, "Boulder")
        XCTAssertNil(first.dot, "the pin marks Boulder; it gets no dot of its own")
        XCTAssertEqual(details.markers.count, 1)
        XCTAssertEqual(details.level, .high)
        XCTAssertNotNil(details.scaleBar)
        XCTAssertNotNil(details.attributionFrame)
        XCTAssertGreaterThan(details.labels.count, 4)
        assertClean(details)
        XCTAssertEqual(rendering.image.width, 1080)
        XCTAssertEqual(rendering.image.height, 540)
        XCTAssertFalse(rendering.image.hasAlpha)
    }

    func testLabelsStayClearOnEveryKindOfMap() throws {
        let requests = [
            MapRequest(width: 1080, height: 540, overlays: [MapMarkers([MapPin(MapFixtures.bergen)])]),
            MapRequest(
                width: 1080, height: 540,
                overlays: MapFixtures.trip(MapFixtures.numberedPins(MapFixtures.iceland))),
            MapRequest(
                width: 540, height: 270, scale: 2, theme: .dark,
                overlays: [MapMarkers([MapPin(MapFixtures.longyearbyen)])]),
            MapRequest.overview(of: []),
            MapRequest.overview(of: MapFixtures.thousandEntries()),
            MapRequest(
                width: 300, height: 160,
                overlays: [MapMarkers([MapPin(MapFixtures.boulder, precision: .hidden)])]),
        ]
        for request in requests {
            assertClean(try renderer.renderWithDetails(request).details)
        }
    }

    func testOverviewOfAThousandEntriesMergesThemDeterministically() throws {
        let request = MapRequest.overview(of: MapFixtures.thousandEntries())
        let first = try renderer.renderWithDetails(request).details
        XCTAssertEqual(first.markers.reduce(0) { $0 + $1.count }, 1000, "every entry is on the map once")
        XCTAssertLessThan(first.markers.count, 40)
        XCTAssertTrue(first.markers.contains { $0.kind == .cluster && $0.count > 100 })
        for (i, a) in first.markers.enumerated() {
            for b in first.markers[(i + 1)...] {
                let d = hypot(a.position.x - b.position.x, a.position.y - b.position.y)
                XCTAssertGreaterThanOrEqual(d, Double(a.frame.width + b.frame.width) / 2, "markers overlap")
            }
        }
        let second = try renderer.renderWithDetails(request).details
        XCTAssertEqual(first.markers, second.markers)
        XCTAssertEqual(first.labels, second.labels)
    }

    func testEmptyJournalDrawsTheWorldWithoutAScaleBar() throws {
        let details = try renderer.renderWithDetails(MapRequest.overview(of: [])).details
        XCTAssertEqual(details.level, .coarse)
        XCTAssertNil(details.scaleBar, "a world in Equal Earth has no one scale for a bar")
        XCTAssertNotNil(details.attributionFrame)
        XCTAssertTrue(details.markers.isEmpty)
        // Oceans and countries first on a world map, then the biggest cities where room is left.
        XCTAssertTrue(details.labels.contains { $0.name == "North Pacific Ocean" })
        XCTAssertTrue(details.labels.contains { $0.name == "Russia" && $0.area?.kind == .country })
        XCTAssertGreaterThanOrEqual(details.labels.filter { $0.place != nil }.count, 3)
    }

    func testApproximateAndHiddenPositionsGetNoPin() throws {
        let approximate = try renderer.renderWithDetails(
            MapRequest(
                width: 1080, height: 540,
                overlays: [MapMarkers([MapPin(MapFixtures.boulder, precision: .approximate)])])
        )
        XCTAssertTrue(approximate.details.markers.isEmpty)
        // The area is drawn: the centre pixel is tinted towards the accent (red above green).
        let centre = approximate.image.rgba(x: 540, y: 270)
        XCTAssertGreaterThan(Int(centre.r), Int(centre.g) + 20)

        let hidden = try renderer.renderWithDetails(
            MapRequest(
                width: 1080, height: 540,
                overlays: [MapMarkers([MapPin(MapFixtures.boulder, precision: .hidden)])]))
        XCTAssertTrue(hidden.details.markers.isEmpty)
        XCTAssertGreaterThanOrEqual(hidden.details.viewport.widthKilometres, 320 - 0.01)
        let tinted = hidden.image.rgba(x: 540, y: 270)
        XCTAssertLessThan(abs(Int(tinted.r) - Int(tinted.g)), 12, "no accent area either")
    }

    func testPinAtSeaWidensTheViewUntilLandShows() throws {
        let details = try renderer.renderWithDetails(
            MapRequest(width: 1080, height: 540, overlays: [MapMarkers([MapPin(MapFixtures.openAtlantic)])])
        ).details
        XCTAssertGreaterThan(details.viewport.widthKilometres, 1000)
        XCTAssertFalse(details.labels.isEmpty)
        // A coastal pin keeps the minimum extent.
        let coast = try renderer.renderWithDetails(
            MapRequest(width: 1080, height: 540, overlays: [MapMarkers([MapPin(MapFixtures.bergen)])])
        ).details
        XCTAssertEqual(coast.viewport.widthKilometres, 100, accuracy: 0.1)
    }

    func testScaleAndFurnitureOptions() throws {
        let request = MapRequest(
            width: 400, height: 200, scale: 2, overlays: [MapMarkers([MapPin(MapFixtures.bergen)])],
            showsAttribution: false,
            showsScaleBar: false, showsPlaceLabels: false)
        let rendering = try renderer.renderWithDetails(request)
        XCTAssertEqual(rendering.image.width, 800)
        XCTAssertEqual(rendering.image.height, 400)
        XCTAssertNil(rendering.details.attributionFrame)
        XCTAssertNil(rendering.details.scaleBar)
        XCTAssertTrue(rendering.details.labels.isEmpty)
        let miles = try renderer.renderWithDetails(
            MapRequest(
                width: 1080, height: 540, units: .imperial,
                overlays: [MapMarkers([MapPin(MapFixtures.boulder)])]))
        XCTAssertEqual(miles.details.scaleBar?.unit, .miles)
    }

    func testManyUnmergedPinsAndALongRouteStillPlaceCleanLabels() throws {
        var random = SeededRandom(seed: 9)
        let pins = (0..<400).map { i in
            MapPin(
                Coordinate(
                    latitude: 45 + Double.random(in: -3...3, using: &random),
                    longitude: 8 + Double.random(in: -6...6, using: &random)),
                mark: i % 2 == 0 ? .dot : .number(i))
        }
        let request = MapRequest(width: 800, height: 400, overlays: MapFixtures.trip(pins))
        let details = try renderer.renderWithDetails(request).details
        // Unmerged dots stay one marker each; numbered stops that would overlap are merged or
        // fanned, but every stop is still shown exactly once.
        XCTAssertEqual(details.markers.filter { $0.kind == .single(.dot) }.count, 200)
        XCTAssertEqual(details.markers.flatMap(\.pins).sorted(), Array(0..<400))
        assertClean(details)
    }

    func testBadRequestIsAnErrorNotACrash() throws {
        XCTAssertThrowsError(try renderer.render(MapRequest(width: -3, height: 10))) { error in
            XCTAssertEqual(error as? MapError, .invalidSize(width: -3, height: 10))
        }
        XCTAssertThrowsError(
            try renderer.render(
                MapRequest(
                    width: 10, height: 10,
                    overlays: [MapMarkers([MapPin(Coordinate(latitude: 0, longitude: .infinity))])])))
    }

    func testMissingDataIsReportedAsADataError() throws {
        let empty = try TemporaryDirectory()
        let broken = MapRenderer(
            database: try GeoDatabase(directory: empty.url), fonts: try renderer.fonts)
        XCTAssertThrowsError(try broken.render(MapRequest(width: 100, height: 50, view: .world))) { error in
            XCTAssertTrue(error is GeoDataError, "\(error)")
        }
    }

    func testReliefShowsOnRegionalMapsAndFadesWhereItWouldBlur() throws {
        func opacity(_ km: Double, latitude: Double, width: Int = 1080, scale: Double = 1) throws -> Double {
            let viewport = try MapViewport(
                center: Coordinate(latitude: latitude, longitude: 0),
                metresPerPixel: km * 1000 / Double(width),
                width: width, height: width / 2, scale: scale)
            return MapRenderer.reliefOpacity(
                metresPerDevicePixel: viewport.metresPerDevicePixel, widthKilometres: viewport.widthKilometres
            )
        }
        XCTAssertGreaterThan(try opacity(400, latitude: 46.5), 0.95, "the Alps at 400 km")
        XCTAssertGreaterThan(try opacity(330, latitude: 40), 0.1, "Boulder at 330 km, fading")
        XCTAssertEqual(
            try opacity(100, latitude: 40, width: 492, scale: 2), 0, "a card's 100 km panel stays clean")
        XCTAssertEqual(try opacity(100, latitude: 78), 0, "Svalbard's card")
        XCTAssertEqual(try opacity(1_500, latitude: 60), 1, "a country")
        XCTAssertEqual(try opacity(20_000, latitude: 0), 0, "the world: brush strokes, left out")
    }

    func testOverviewNamesTheEntriesPlacesBeforeOtherCities() throws {
        let cities: [(Coordinate, String)] = [
            (Coordinate(latitude: 40.015, longitude: -105.27), "Boulder, Colorado, US"),
            (Coordinate(latitude: 64.15, longitude: -21.94), "Reykjavík, Capital Region, IS"),
            (Coordinate(latitude: 38.72, longitude: -9.14), "Lisbon, PT"),
            (Coordinate(latitude: -1.29, longitude: 36.82), "Nairobi, Nairobi Area, KE"),
            (Coordinate(latitude: 28.61, longitude: 77.21), "Delhi, NCT, IN"),
        ]
        let request = MapRequest.overview(
            of: cities.map(\.0), places: cities.map { PlaceLine.written($0.1).locality })
        let details = try renderer.layout(request)
        let named = details.labels.filter { $0.role == .stopPlace }.map(\.name)
        XCTAssertEqual(Set(named), ["Boulder", "Reykjavík", "Lisbon", "Nairobi", "Delhi"])
        assertClean(details)
    }

    func testAFittedViewLeansTowardsLand() throws {
        // Bilbao on a tall panel: centred, half the map would be the Bay of Biscay.
        let bilbao = Coordinate(latitude: 43.259, longitude: -2.9236)
        let request = MapRequest(width: 480, height: 700, scale: 2, overlays: [MapMarkers([MapPin(bilbao)])])
        let viewport = try renderer.layout(request).viewport
        XCTAssertLessThan(viewport.center.latitude, bilbao.latitude - 0.05, "the view moved south, inland")
        let pin = viewport.project(bilbao)
        XCTAssertLessThan(pin.y, 700 * 0.5 - 20, "the pin sits above the middle, with the land below it")
        XCTAssertGreaterThanOrEqual(pin.y, 700 * 0.3 - 1, "at most 20% of the height off centre")
    }
}
