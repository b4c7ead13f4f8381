import Foundation
import OutdoorGeo
import OutdoorModel
import OutdoorOSM
import TestSupport
import XCTest

/// An extract's header box is untrusted input: the region's bounds and coverage come from what
/// the extract holds (issue 35 item 7, issue 43 item 7).
final class HeaderBoxTests: XCTestCase {
    private var dir: TemporaryDirectory!

    override func setUpWithError() throws {
        dir = try TemporaryDirectory(prefix: "outdoor-osm-header")
    }

    override func tearDownWithError() throws {
        dir = nil
    }

    private func importing(_ file: String, as name: String) throws -> DetailRegionInfo {
        let folder = MapDataFolder(url: dir.url.appendingPathComponent("mapdata"))
        return try DetailImport(folder: folder, now: { Date(timeIntervalSince1970: 0) })
            .run(path: Extracts.folder.appendingPathComponent(file).path, name: name).info
    }

    func testAHeaderClaimingTheWorldCoversOnlyTheData() throws {
        let info = try importing("lying-world.osm.pbf", as: "lying")
        // The data lies within about 26.93-26.97 E, 60.52-60.54 N: the region is that, not the world.
        XCTAssertLessThan(info.bounds.longitudeSpan, 0.2, "\(info.bounds)")
        XCTAssertLessThan(info.bounds.latitudeSpan, 0.2, "\(info.bounds)")
        let coverage = try XCTUnwrap(info.coverage)
        XCTAssertTrue(info.covers(Coordinate(latitude: 60.530, longitude: 26.948)), "the data's middle")
        XCTAssertFalse(info.covers(Coordinate(latitude: 0, longitude: 0)))
        XCTAssertFalse(info.covers(Coordinate(latitude: 60.60, longitude: 26.95)), "8 km north of the data")
        XCTAssertLessThanOrEqual(coverage.cellDegrees, DetailCoverage.finestCell + 1e-12)
        // Maps meet it only where its data is.
        let regions = DetailRegions(directory: dir.url.appendingPathComponent("mapdata"))
        XCTAssertEqual(
            regions.regions(meeting: GeoBox(west: 26.9, south: 60.5, east: 27, north: 60.6)).count, 1)
        XCTAssertTrue(regions.regions(meeting: GeoBox(west: 10, south: 40, east: 11, north: 41)).isEmpty)
    }

    func testABoxAcrossTheAntimeridianIsNotThreeHundredAndFiftyEightDegrees() throws {
        let info = try importing("antimeridian.osm.pbf", as: "taveuni")
        XCTAssertLessThan(info.bounds.longitudeSpan, 1, "\(info.bounds)")
        XCTAssertTrue(info.covers(Coordinate(latitude: -16.80, longitude: 179.90)), "the eastern village")
        XCTAssertTrue(info.covers(Coordinate(latitude: -16.84, longitude: -179.93)), "the western village")
        XCTAssertFalse(info.covers(Coordinate(latitude: -16.8, longitude: 0)), "the other side of the Earth")
        XCTAssertFalse(info.covers(Coordinate(latitude: -16.8, longitude: 170)))
        XCTAssertFalse(info.hasCoastline)
        let regions = DetailRegions(directory: dir.url.appendingPathComponent("mapdata"))
        XCTAssertEqual(
            regions.regions(meeting: GeoBox(west: 179.5, south: -17, east: 180.5, north: -16.5)).count, 1)
        XCTAssertTrue(regions.regions(meeting: GeoBox(west: -10, south: -17, east: 10, north: -16.5)).isEmpty)
    }

    func testAHonestHeaderIsKept() throws {
        let info = try importing("test.osm.pbf", as: "kotka")
        // The header's box (26.93-26.97 E, 60.52-60.54 N) is borne out by the data.
        XCTAssertEqual(info.bounds.west, 26.93, accuracy: 0.001)
        XCTAssertEqual(info.bounds.north, 60.54, accuracy: 0.001)
        XCTAssertNotNil(info.coverage)
    }
}
