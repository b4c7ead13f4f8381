import Foundation
import OutdoorModel
import TestSupport
import XCTest

@testable import OutdoorGeo

/// The boxes of regions and countries that hidden places' maps frame: the part of the area that
/// holds the point, the short way round the globe.
final class PlaceExtentTests: XCTestCase {
    func database() throws -> GeoDatabase {
        try GeoDatabase(directory: RepositoryRoot.url.appendingPathComponent("Sources/OutdoorGeo/Data"))
    }

    func testTheShortestCoverLeavesOutTheWidestGap() {
        XCTAssertTrue(AreaFile.shortestCover([(-10, -5), (0, 3), (-6, 1)]) == (-10, 3))
        // Spans on both sides of the 180th meridian: the cover crosses it.
        XCTAssertTrue(AreaFile.shortestCover([(170, 180), (-180, -170), (175, 178)]) == (170, -170))
        // The widest gap is between the spans, not round the back.
        XCTAssertTrue(AreaFile.shortestCover([(-170, -160), (160, 170), (0, 10)]) == (0, -160))
        XCTAssertTrue(AreaFile.shortestCover([(5, 7)]) == (5, 7))
    }

    func testARegionsBoxHoldsItAndTheSameBoxComesBackAnywhereInIt() throws {
        let db = try database()
        let bilbao = try XCTUnwrap(try db.regionLine(for: Coordinate(latitude: 43.2630, longitude: -2.9350)))
        let vitoria = try XCTUnwrap(try db.regionLine(for: Coordinate(latitude: 42.8467, longitude: -2.6716)))
        XCTAssertEqual(bilbao.region?.name, "Basque Country")
        let box = try XCTUnwrap(bilbao.regionExtent)
        XCTAssertEqual(vitoria.regionExtent, box)
        // The Basque Country: about 42.47-43.46 N, 3.45-1.73 W.
        XCTAssertEqual(box.south, 42.47, accuracy: 0.1)
        XCTAssertEqual(box.north, 43.46, accuracy: 0.1)
        XCTAssertEqual(box.west, -3.45, accuracy: 0.1)
        XCTAssertEqual(box.east, -1.73, accuracy: 0.1)
        XCTAssertFalse(box.crossesAntimeridian)
    }

    func testABoxAcrossTheAntimeridianAndAPartFarFromTheRest() throws {
        let db = try database()
        // Chukotka reaches past 180 degrees: its box crosses it, and is not 350 degrees wide.
        let anadyr = try XCTUnwrap(try db.regionLine(for: Coordinate(latitude: 64.73, longitude: 177.51)))
        let chukotka = try XCTUnwrap(anadyr.regionExtent)
        XCTAssertTrue(chukotka.crossesAntimeridian, "\(chukotka)")
        XCTAssertLessThan(chukotka.longitudeSpan, 40)
        // Mainland Portugal and the Azores are parts of one country, framed apart.
        let lisbon = try XCTUnwrap(try db.regionLine(for: Coordinate(latitude: 38.72, longitude: -9.14)))
        let azores = try XCTUnwrap(try db.regionLine(for: Coordinate(latitude: 37.74, longitude: -25.67)))
        let mainland = try XCTUnwrap(lisbon.countryExtent)
        let islands = try XCTUnwrap(azores.countryExtent)
        XCTAssertGreaterThan(mainland.west, -10)
        XCTAssertLessThan(islands.east, -24)
    }
}
