import Foundation
import OutdoorGeo
import OutdoorModel
import TestSupport
import XCTest

/// Points on land with no town in reach are named by their region; points at sea by nothing.
final class ReverseGeocodingRegionTests: XCTestCase {
    func database() throws -> GeoDatabase {
        try GeoDatabase(directory: RepositoryRoot.url.appendingPathComponent("Sources/OutdoorGeo/Data"))
    }

    func testLandAndSea() throws {
        let db = try database()
        XCTAssertTrue(try db.isLand(Coordinate(latitude: 63.4186, longitude: -19.0060)))  // Vík
        XCTAssertTrue(try db.isLand(Coordinate(latitude: 40.015, longitude: -105.27)))  // Boulder
        XCTAssertFalse(try db.isLand(Coordinate(latitude: 30, longitude: -40)))  // mid-Atlantic
        XCTAssertFalse(try db.isLand(Coordinate(latitude: 60.39, longitude: 4.9)))  // off Bergen
        XCTAssertFalse(try db.isLand(Coordinate(latitude: 41.8, longitude: -87.3)))  // Lake Michigan
    }

    func testAPlaceTooSmallForTheDataIsNamedByItsRegion() throws {
        let result = try XCTUnwrap(
            try database().reverseGeocode(Coordinate(latitude: 63.4186, longitude: -19.0060)))
        XCTAssertEqual(result.relation, .region)
        XCTAssertEqual(result.countryCode, "IS")
        XCTAssertFalse(result.displayName.hasPrefix("near"))
        XCTAssertNil(try database().reverseGeocode(Coordinate(latitude: 30, longitude: -40)))
    }
}
