import Foundation
import OutdoorGeo
import OutdoorImage
import OutdoorMap
import OutdoorMapModel
import OutdoorModel
import OutdoorRadar
import OutdoorRaster
import TestSupport
import XCTest

/// A frame fetched from the fake RainViewer and drawn on real maps: each rain cell lies where
/// the map puts its coordinate, to within a pixel or two.
final class RadarOnMapTests: RadarServerTestCase {
    /// Renders `request` with and without the frame of `cells` fetched for its view; returns both
    /// images, the details of the radar render and the frame.
    private func renderPair(_ request: MapRequest, cells: [FakeRainCell]) async throws -> (
        plain: PixelBuffer, radar: PixelBuffer, details: MapRenderDetails, frame: RadarFrame
    ) {
        server.serveRainViewer([FakeRainViewerFrame(time: RadarFixtures.frameTime, cells: cells)])
        let renderer = try RadarFixtures.renderer()
        let layout = try renderer.layout(request)
        let frame = try await RadarFixtures.client(server).latestFrame(
            covering: try RadarArea(viewport: layout.viewport))
        var withRadar = request
        withRadar.overlays.append(MapRadar(frame: frame, timeText: "14:20 UTC"))
        let plain = try renderer.render(request)
        let drawn = try renderer.renderWithDetails(withRadar)
        return (plain, drawn.image, drawn.details, frame)
    }

    /// Checks the drawn cell's centre against the map's projection of its coordinate.
    private func assertCell(
        _ cell: FakeRainCell, plain: PixelBuffer, radar: PixelBuffer, details: MapRenderDetails,
        scale: Double,
        tolerance: Double = 1.5, minimumShare: Double = 0.5, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let viewport = details.viewport
        // What is drawn over the radar (names, marks, legend, credit) is left out, with its
        // reflection through the expected centre, so a cell partly under a name keeps its centre.
        let covered =
            [details.legendFrame, details.attributionFrame].compactMap { $0 }
            + details.labels.map { $0.frame.insetBy(dx: -2, dy: -2) }
            + details.labels.compactMap(\.dot).map { CGRect(x: $0.x - 6, y: $0.y - 6, width: 12, height: 12) }
            + details.markers.map { $0.frame.insetBy(dx: -2, dy: -2) }
        let furniture = covered.map {
            CGRect(x: $0.minX * scale, y: $0.minY * scale, width: $0.width * scale, height: $0.height * scale)
        }
        let expected = viewport.project(Coordinate(latitude: cell.latitude, longitude: cell.longitude))
        let radius = cell.radiusKilometres * 1000 / viewport.metresPerPixel * scale
        let window = CGRect(
            x: expected.x * scale - 2 * radius, y: expected.y * scale - 2 * radius, width: 4 * radius,
            height: 4 * radius)
        let found = try XCTUnwrap(
            RadarFixtures.differenceCentroid(
                plain, radar, in: window, excluding: furniture,
                mirror: CGPoint(x: expected.x * scale, y: expected.y * scale)),
            "no cell drawn near \(expected)",
            file: file, line: line)
        XCTAssertGreaterThan(
            Double(found.count), radius * radius * minimumShare, "the cell is too small", file: file,
            line: line)
        XCTAssertEqual(found.x, expected.x * scale, accuracy: tolerance, "x", file: file, line: line)
        XCTAssertEqual(found.y, expected.y * scale, accuracy: tolerance, "y", file: file, line: line)
    }

    func testACellNearBergenLiesWhereTheMapPutsItsCoordinate() async throws {
        // A 1080x540 card panel 100 km across: the frame is zoom 7, magnified about 9 times.
        let cell = FakeRainCell(latitude: 60.3, longitude: 5.7, radiusKilometres: 6)
        let request = MapRequest(
            width: 1080, height: 540,
            overlays: [MapMarkers([MapPin(Coordinate(latitude: 60.3913, longitude: 5.3221))])])
        let pair = try await renderPair(request, cells: [cell])
        XCTAssertEqual(pair.frame.info.zoom, 7)
        try assertCell(cell, plain: pair.plain, radar: pair.radar, details: pair.details, scale: 1)
        XCTAssertEqual(
            pair.details.radarFrame.map { Double($0.width) / Double(pair.frame.info.pixelWidth) } ?? 0,
            1080.0 / 100_000 * 1223 * cos(60.39 * .pi / 180), accuracy: 0.5,
            "a zoom-7 pixel spans about 6.6 map pixels")
    }

    func testCellsOnBothSidesOfTheAntimeridianLieWhereTheyBelong() async throws {
        let west = FakeRainCell(latitude: -16.5, longitude: 179.6, radiusKilometres: 8)
        let east = FakeRainCell(latitude: -17.3, longitude: -179.55, radiusKilometres: 8)
        let request = MapRequest(
            width: 1080, height: 540,
            view: .centered(Coordinate(latitude: -17, longitude: 179.95), widthKilometres: 300))
        let pair = try await renderPair(request, cells: [west, east])
        XCTAssertGreaterThan(pair.frame.info.bounds.east, 180)
        for cell in [west, east] {
            try assertCell(cell, plain: pair.plain, radar: pair.radar, details: pair.details, scale: 1)
        }
    }

    func testADarkHighDensityPanelKeepsTheCellInPlace() async throws {
        let cell = FakeRainCell(latitude: 60.5, longitude: 5.8, radiusKilometres: 5)
        let request = MapRequest(
            width: 540, height: 270, scale: 2, theme: .dark,
            overlays: [MapMarkers([MapPin(Coordinate(latitude: 60.3913, longitude: 5.3221))])])
        let pair = try await renderPair(request, cells: [cell])
        try assertCell(
            cell, plain: pair.plain, radar: pair.radar, details: pair.details, scale: 2, tolerance: 2)
    }

    func testTheWorldOverviewShowsNoRadarAndSaysSo() async throws {
        let cells = [
            FakeRainCell(latitude: 52, longitude: 10, radiusKilometres: 400),
            FakeRainCell(latitude: -30, longitude: 150, radiusKilometres: 500),
            FakeRainCell(latitude: 10, longitude: -170, radiusKilometres: 600),
        ]
        // The world is drawn in Equal Earth; radar frames are Web Mercator pictures of regions.
        let pair = try await renderPair(MapRequest.overview(of: []), cells: cells)
        XCTAssertEqual(pair.details.viewport.projection, .equalEarth)
        XCTAssertNil(pair.details.radarFrame, "no radar picture on a world map")
        XCTAssertEqual(pair.details.radarNotice, "Radar not shown on world maps")
        let notice = try XCTUnwrap(pair.details.legendFrame, "the legend's place says why")
        for label in pair.details.labels {
            XCTAssertFalse(label.frame.intersects(notice), "\(label.name) is under the notice")
        }
        // A continent in Web Mercator shows each storm where it is.
        let europe = try await renderPair(
            MapRequest(
                width: 1080, height: 540,
                view: .centered(Coordinate(latitude: 50, longitude: 8), widthKilometres: 3000)),
            cells: [cells[0]])
        XCTAssertNotNil(europe.details.radarFrame)
        try assertCell(
            cells[0], plain: europe.plain, radar: europe.radar, details: europe.details, scale: 1,
            tolerance: 2,
            minimumShare: 0.25)
    }

    func testTheLegendAndCreditComeWithTheRadarAndNamesKeepClearOfTheLegend() async throws {
        let request = MapRequest.overview(
            of: [
                Coordinate(latitude: 60.3913, longitude: 5.3221),
                Coordinate(latitude: 59.9139, longitude: 10.7522),
            ])
        XCTAssertEqual(request.attribution, MapAttribution.bundledData)
        let pair = try await renderPair(request, cells: [])
        let legend = try XCTUnwrap(pair.details.legendFrame)
        XCTAssertEqual(Double(legend.minX), 8)
        XCTAssertEqual(Double(legend.minY), 8)
        for label in pair.details.labels {
            XCTAssertFalse(label.frame.intersects(legend), "\(label.name) is under the legend")
        }
        var withRadar = request
        withRadar.overlays.append(MapRadar(frame: pair.frame, timeText: "14:20 UTC"))
        XCTAssertEqual(
            withRadar.attribution,
            "Map: GSHHG (LGPL-3.0), Natural Earth · Places: GeoNames (CC BY 4.0) · Radar: RainViewer")
        XCTAssertEqual(withRadar.overlays(of: MapRadar.self).map(\.legendTitle), ["Radar 14:20 UTC"])
        // A frame whose picture is not what it claims is refused with a sentence, not drawn wrong.
        var broken = pair.frame
        broken.image = Data("not a picture".utf8)
        withRadar.overlays = request.overlays + [MapRadar(frame: broken, timeText: "14:20 UTC")]
        XCTAssertThrowsError(try RadarFixtures.renderer().render(withRadar)) { error in
            XCTAssertTrue("\(error)".contains("radar frame cannot be drawn"), "\(error)")
        }
        withRadar.overlays = request.overlays + [MapRadar(frame: pair.frame, timeText: "x", opacity: 1.5)]
        XCTAssertThrowsError(try RadarFixtures.renderer().render(withRadar))
    }

    func testTheOverviewWithRadarMatchesItsGolden() async throws {
        // Entries across western Europe under three storms and a band of drizzle.
        let entries = [
            Coordinate(latitude: 60.39, longitude: 5.32), Coordinate(latitude: 42.98, longitude: -2.4),
            Coordinate(latitude: 46.69, longitude: 7.86), Coordinate(latitude: 48.14, longitude: 11.58),
            Coordinate(latitude: 53.35, longitude: -6.26), Coordinate(latitude: 51.51, longitude: -0.13),
        ]
        let cells =
            RadarFixtures.storm(latitude: 47.2, longitude: 9.4, radiusKilometres: 160)
            + RadarFixtures.storm(latitude: 54.2, longitude: -4.5, radiusKilometres: 220)
            + RadarFixtures.storm(latitude: 43.4, longitude: -1.2, radiusKilometres: 110)
            + (0..<6).map { i in
                FakeRainCell(
                    latitude: 58.5 + Double(i) * 0.5, longitude: 2 + Double(i) * 1.6, radiusKilometres: 70,
                    color: 0x88DDEE)
            }
        let pair = try await renderPair(MapRequest.overview(of: entries), cells: cells)
        try Golden.verify(pair.radar, named: "map-overview-radar")
    }
}
