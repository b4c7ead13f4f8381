import Foundation
import OutdoorGeo
import OutdoorModel
import OutdoorRadar
import XCTest

/// The tile arithmetic: zoom choice, the tiles an area needs, the antimeridian, the bounds.
final class RadarTilePlanTests: XCTestCase {
    func testTheZoomIsTheOneNearestTheMapsPixelsAndNeverAboveSeven() {
        // A world 1024 device pixels wide is zoom 2 exactly; 1.4 times more rounds down, 1.5 up.
        XCTAssertEqual(RadarTilePlan.nearestZoom(worldPixels: 1024, maximumZoom: 7), 2)
        XCTAssertEqual(RadarTilePlan.nearestZoom(worldPixels: 1024 * 1.4, maximumZoom: 7), 2)
        XCTAssertEqual(RadarTilePlan.nearestZoom(worldPixels: 1024 * 1.5, maximumZoom: 7), 3)
        XCTAssertEqual(RadarTilePlan.nearestZoom(worldPixels: 10, maximumZoom: 7), 0)
        // A card's map (100 km across 1080 device pixels) would want zoom 12: it gets 7.
        XCTAssertEqual(RadarTilePlan.nearestZoom(worldPixels: 40_075_017 / 93, maximumZoom: 7), 7)
    }

    func testACardsViewNeedsAFewZoomSevenTilesAndKeepsAPixelToSpare() throws {
        let viewport = try MapViewport(
            center: Coordinate(latitude: 60.39, longitude: 5.32), widthKilometres: 100, width: 1080,
            height: 540)
        let area = try RadarArea(viewport: viewport)
        let plan = try RadarTilePlan.make(for: area)
        XCTAssertEqual(plan.zoom, 7)
        let worldPixels = Double(256 << 7)
        XCTAssertEqual(plan.cropX, Int((area.left * worldPixels).rounded(.down)) - 1)
        XCTAssertEqual(plan.cropY, Int((area.top * worldPixels).rounded(.down)) - 1)
        XCTAssertEqual(Double(plan.width), (area.right - area.left) * worldPixels + 2, accuracy: 1.01)
        XCTAssertLessThanOrEqual(plan.tileCount, 4)
        let bounds = try plan.bounds
        let box = viewport.visibleBox
        XCTAssertLessThan(bounds.west, box.west)
        XCTAssertGreaterThan(bounds.east, box.east)
        XCTAssertGreaterThan(bounds.north, box.north)
        XCTAssertLessThan(bounds.south, box.south)
        // The picture's pixels are square in Web Mercator: width over height matches the bounds.
        let projectedHeight = WebMercator.y(latitude: bounds.south) - WebMercator.y(latitude: bounds.north)
        XCTAssertEqual(
            Double(plan.width) / Double(plan.height), bounds.longitudeSpan / 360 / projectedHeight,
            accuracy: 1e-9)
    }

    func testTilesAcrossTheAntimeridianWrapAndKeepTheirPlaces() throws {
        let viewport = try MapViewport(
            center: Coordinate(latitude: -17.8, longitude: 179.95), widthKilometres: 300, width: 1080,
            height: 540)
        let plan = try RadarTilePlan.make(for: try RadarArea(viewport: viewport))
        let tiles = plan.tiles
        XCTAssertEqual(Set(tiles.map(\.x)), [127, 0], "the last column of the world and the first")
        // Tiles are placed side by side in the picture: x 127 left of x 0.
        let east = try XCTUnwrap(tiles.first { $0.x == 0 })
        let west = try XCTUnwrap(tiles.first { $0.x == 127 && $0.y == east.y })
        XCTAssertEqual(east.originX - west.originX, 256)
        let bounds = try plan.bounds
        XCTAssertLessThan(bounds.west, 180)
        XCTAssertGreaterThan(bounds.east, 180)
        XCTAssertEqual(bounds.west, WebMercator.normalizedLongitude(bounds.west))
    }

    func testAWorldViewFetchesEachColumnOnceAtALowZoom() throws {
        let viewport = try MapViewport(
            center: Coordinate(latitude: 20, longitude: 0), metresPerPixel: 40_075_017 / 1200, width: 1200,
            height: 800)
        let plan = try RadarTilePlan.make(for: try RadarArea(viewport: viewport))
        XCTAssertEqual(plan.zoom, 2)
        XCTAssertEqual(plan.width, 1024, "one world wide")
        XCTAssertEqual(Set(plan.tiles.map(\.x)).count, 4)
        // A tile cut by the picture's left and right edges is placed twice but fetched once.
        XCTAssertEqual(plan.fetches.count, 16)
        XCTAssertEqual(plan.fetches.map(\.placements.count).reduce(0, +), plan.tiles.count)
        XCTAssertEqual(try plan.bounds.longitudeSpan, 360, accuracy: 1e-9)
    }

    func testALargeDenseMapLowersTheZoomToStayWithinTheTileLimit() throws {
        // 8000 x 6000 pixels over 4000 km: zoom 7 would take hundreds of tiles.
        let viewport = try MapViewport(
            center: Coordinate(latitude: 48, longitude: 10), widthKilometres: 4000, width: 8000, height: 6000)
        let plan = try RadarTilePlan.make(for: try RadarArea(viewport: viewport), maximumTiles: 64)
        XCTAssertLessThan(plan.zoom, 7)
        XCTAssertLessThanOrEqual(plan.tileCount, 64)
        XCTAssertLessThanOrEqual(max(plan.width, plan.height), 2048)
    }

    func testAreasJoinAcrossTheAntimeridianAndRefuseNonsense() throws {
        let west = try RadarArea(left: 0.99, right: 0.999, top: 0.5, bottom: 0.51, worldPixels: 1000)
        let east = try RadarArea(left: 0.001, right: 0.01, top: 0.49, bottom: 0.5, worldPixels: 2000)
        let both = try west.union(east)
        XCTAssertEqual(both.left, 0.99, accuracy: 1e-12)
        XCTAssertEqual(both.right, 1.01, accuracy: 1e-12)
        XCTAssertEqual(both.top, 0.49, accuracy: 1e-12)
        XCTAssertEqual(both.worldPixels, 2000)
        XCTAssertThrowsError(try RadarArea(left: 0.5, right: 0.4, top: 0, bottom: 1, worldPixels: 100))
        XCTAssertThrowsError(try RadarArea(left: .nan, right: 0.4, top: 0, bottom: 1, worldPixels: 100))
        XCTAssertThrowsError(try RadarArea(left: 0, right: 0.4, top: 2, bottom: 3, worldPixels: 100))
    }
}
