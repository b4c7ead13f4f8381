import CardTestSupport
import Foundation
import OutdoorCard
import OutdoorCardMap
import OutdoorDisclosure
import OutdoorGeo
import OutdoorImage
import OutdoorMap
import OutdoorMapModel
import OutdoorModel
import OutdoorRadar
import OutdoorRaster
import TestSupport
import XCTest

/// Frozen radar on the entry card: fetched for the area of the entry's card map, drawn on the
/// map panel where it belongs, with legend, time and credit; and the golden cards.
final class RadarOnCardTests: RadarServerTestCase {
    private func provider() throws -> OfflineMapProvider {
        OfflineMapProvider(database: try RadarFixtures.database(), fonts: try CardFixtures.hermeticFonts())
    }

    /// The frame a fresh entry would freeze: the one nearest its moment, over its card map's area.
    private func frozenFrame(for entry: JournalEntry, cells: [FakeRainCell]) async throws -> RadarFrame {
        let time = Date(timeIntervalSince1970: (entry.timestamp.timeIntervalSince1970 / 600).rounded() * 600)
        server.serveRainViewer([
            FakeRainViewerFrame(time: time.addingTimeInterval(-600), cells: []),
            FakeRainViewerFrame(time: time, cells: cells),
        ])
        let views = try provider().entryCardViews(for: [
            try entry.disclosed(.precise), try entry.disclosed(.hidden),
        ])
        let area = try RadarArea(covering: views, margin: 0.1)
        return try await RadarFixtures.client(server).frame(nearest: entry.timestamp, covering: area)
    }

    /// Where the card puts `coordinate` on its map panel, and the boxes of the names and marks
    /// drawn over the radar there, in device pixels of the card.
    private func cardPoint(_ coordinate: Coordinate, card: RenderedCard, entry: DisclosedEntry) throws -> (
        point: CGPoint, covered: [CGRect]
    ) {
        let panel = try XCTUnwrap(card.layout.map)
        let scale = Double(card.options.scale)
        var mapRequest = CardMap.request(
            pixelSize: PixelSize(
                width: Int((Double(panel.width) * scale).rounded()),
                height: Int((Double(panel.height) * scale).rounded())),
            scale: scale, medium: .screen, theme: card.options.theme, units: card.options.units,
            overlays: entry.mapOverlays())
        mapRequest.overlays.append(
            MapRadar(frame: try RadarFixtures.blank(like: try XCTUnwrap(radarFrame)), timeText: ""))
        let details = try RadarFixtures.renderer().layout(mapRequest)
        let s = mapRequest.scale
        func onCard(_ rect: CGRect) -> CGRect {
            CGRect(
                x: Double(panel.minX) * scale + Double(rect.minX) * s,
                y: Double(panel.minY) * scale + Double(rect.minY) * s, width: Double(rect.width) * s,
                height: Double(rect.height) * s)
        }
        let covered =
            details.labels.map { onCard($0.frame.insetBy(dx: -2, dy: -2)) }
            + details.labels.compactMap(\.dot).map {
                onCard(CGRect(x: $0.x - 6, y: $0.y - 6, width: 12, height: 12))
            }
            + details.markers.map { onCard($0.frame.insetBy(dx: -2, dy: -2)) }
            + [details.legendFrame].compactMap { $0 }.map(onCard)
        let point = details.viewport.project(coordinate)
        return (
            CGPoint(x: Double(panel.minX) * scale + point.x * s, y: Double(panel.minY) * scale + point.y * s),
            covered
        )
    }

    private var radarFrame: RadarFrame?

    private func assertCell(
        _ cell: FakeRainCell, entry: JournalEntry, options: CardOptions, frame: RadarFrame,
        coordinates: CoordinatesMode = .precise, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        radarFrame = frame
        let entry = try entry.disclosed(coordinates)
        let fonts = try CardFixtures.hermeticFonts()
        let renderer = CardRenderer(fonts: fonts, map: try provider())
        let plain = try renderer.render(
            entry, photo: nil, options: options, radar: try RadarFixtures.blank(like: frame))
        let withRadar = try renderer.render(entry, photo: nil, options: options, radar: frame)
        let (expected, covered) = try cardPoint(
            Coordinate(latitude: cell.latitude, longitude: cell.longitude), card: withRadar, entry: entry)
        let panel = try XCTUnwrap(withRadar.layout.map)
        let scale = Double(options.scale)
        let panelPixels = CGRect(
            x: panel.minX * scale, y: panel.minY * scale, width: panel.width * scale,
            height: panel.height * scale)
        XCTAssertTrue(panelPixels.contains(expected), "the cell is off the panel", file: file, line: line)
        let window = CGRect(
            x: expected.x - 60 * scale, y: expected.y - 60 * scale, width: 120 * scale, height: 120 * scale)
        let found = try XCTUnwrap(
            RadarFixtures.differenceCentroid(
                plain.pixels, withRadar.pixels, in: window.intersection(panelPixels), excluding: covered,
                mirror: expected), file: file, line: line)
        XCTAssertEqual(found.x, expected.x, accuracy: 2, "x", file: file, line: line)
        XCTAssertEqual(found.y, expected.y, accuracy: 2, "y", file: file, line: line)
    }

    func testACellLiesOnTheCardWhereItsCoordinateIs() async throws {
        var entry = CardFixtures.meadow
        entry.timestamp = RadarFixtures.frameTime.addingTimeInterval(130)
        let cell = FakeRainCell(latitude: 42.93, longitude: -2.27, radiusKilometres: 3, color: 0xFF00FF)
        let frame = try await frozenFrame(for: entry, cells: [cell])
        XCTAssertEqual(frame.info.time, RadarFixtures.frameTime)
        XCTAssertEqual(frame.info.zoom, 7)
        try assertCell(cell, entry: entry, options: CardOptions(preset: .story, theme: .light), frame: frame)
        try assertCell(
            cell, entry: entry, options: CardOptions(preset: .square, theme: .dark, scale: 2), frame: frame)
        try assertCell(
            cell, entry: entry, options: CardOptions(preset: .landscape), frame: frame, coordinates: .approx)
    }

    func testCellsOnBothSidesOfTheAntimeridianLieWhereTheyBelong() async throws {
        var entry = CardFixtures.meadow
        entry.coordinate = Coordinate(latitude: -16.82, longitude: -179.95)  // Taveuni, Fiji
        entry.placeCorrection = nil
        entry.timestamp = RadarFixtures.frameTime
        let west = FakeRainCell(latitude: -16.7, longitude: 179.75, radiusKilometres: 3, color: 0xFF00FF)
        let east = FakeRainCell(latitude: -16.95, longitude: -179.7, radiusKilometres: 3, color: 0xFF00FF)
        let frame = try await frozenFrame(for: entry, cells: [west, east])
        XCTAssertLessThan(frame.info.bounds.west, 180)
        XCTAssertGreaterThan(frame.info.bounds.east, 180, "the frame runs on across the antimeridian")
        let options = CardOptions(preset: .story, theme: .light)
        try assertCell(west, entry: entry, options: options, frame: frame)
        try assertCell(east, entry: entry, options: options, frame: frame)
    }

    func testTheCardCreditsTheRadarAndItsAltTextSaysWhen() async throws {
        var entry = CardFixtures.meadow
        entry.timestamp = RadarFixtures.frameTime
        let frame = try await frozenFrame(for: entry, cells: [])
        let renderer = CardRenderer(fonts: try CardFixtures.hermeticFonts(), map: try provider())
        let card = try renderer.render(entry, photo: nil, options: CardOptions(), radar: frame)
        XCTAssertEqual(
            card.text.mapAttribution,
            "Map: GSHHG (LGPL-3.0), Natural Earth · Places: GeoNames (CC BY 4.0) · Radar: RainViewer")
        // 14:20 UTC is 15:20 in Madrid in March (CET, which Foundation on Linux names by its offset).
        XCTAssertEqual(card.text.radar, "Radar: precipitation at 15:20 UTC+01:00, from RainViewer.")
        XCTAssertTrue(
            CardAltText.make(for: try entry.disclosed(), text: card.text).contains(
                "Radar: precipitation at 15:20 UTC+01:00, from RainViewer.\n"))
        let plain = try renderer.render(entry, photo: nil, options: CardOptions())
        XCTAssertNil(plain.text.radar)
        XCTAssertEqual(plain.text.mapAttribution, MapAttribution.bundledData)
    }

    /// Rain over Bilbao as a radar shows a squall line: a band of storms from the sea inland,
    /// drizzle around them.
    private var bilbaoRain: [FakeRainCell] {
        let cores = [(43.42, -3.35, 9.0), (43.33, -3.05, 12.0), (43.22, -2.72, 8.0), (43.1, -2.45, 10.0)]
        var cells: [FakeRainCell] = []
        for (lat, lng, radius) in cores {
            cells += RadarFixtures.storm(latitude: lat, longitude: lng, radiusKilometres: radius)
        }
        cells += (0..<8).map { i in
            FakeRainCell(
                latitude: 43.55 - Double(i) * 0.07, longitude: -3.6 + Double(i) * 0.16, radiusKilometres: 14,
                color: 0x88DDEE)
        }
        return cells
    }

    /// The story card of an evening in Bilbao with its frozen radar, light theme with the photo.
    func testTheStoryCardWithFrozenRadarMatchesItsGolden() async throws {
        let entry = CardFixtures.rainInBilbao
        let frame = try await frozenFrame(for: entry, cells: bilbaoRain)
        let renderer = CardRenderer(fonts: try CardFixtures.hermeticFonts(), map: try provider())
        let card = try renderer.render(
            entry, photo: CardFixtures.paintedLandscapePNG,
            options: CardOptions(preset: .story, theme: .light),
            radar: frame)
        try Golden.verify(card.pixels, named: "card-radar-story-light")
    }

    /// The same moment on a dark square card without a photo: the map panel is the tallest.
    func testTheDarkCardWithFrozenRadarMatchesItsGolden() async throws {
        let entry = CardFixtures.rainInBilbao
        let frame = try await frozenFrame(for: entry, cells: bilbaoRain)
        let renderer = CardRenderer(fonts: try CardFixtures.hermeticFonts(), map: try provider())
        let card = try renderer.render(
            entry, photo: nil, options: CardOptions(preset: .square, theme: .dark), radar: frame)
        try Golden.verify(card.pixels, named: "card-radar-square-dark")
    }
}
