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

    func testWildernessIsNamedByItsRegionAndSmallPlacesByThemselves() throws {
        // Sprengisandur, in Iceland's highlands: no town within 50 km.
        let result = try XCTUnwrap(
            try database().reverseGeocode(Coordinate(latitude: 64.75, longitude: -18.0)))
        XCTAssertEqual(result.relation, .region)
        XCTAssertEqual(result.displayName, "South, IS")
        XCTAssertNil(try database().reverseGeocode(Coordinate(latitude: 30, longitude: -40)))
        // Vík (300 people) is in the data now (GeoNames cities500), as are Reine and Hallstatt.
        let vik = try XCTUnwrap(
            try database().reverseGeocode(Coordinate(latitude: 63.4186, longitude: -19.0060)))
        XCTAssertEqual(vik.relation, .within)
        XCTAssertEqual(vik.displayName, "Vík í Mýrdal, South, IS")
        XCTAssertEqual(
            try database().reverseGeocode(Coordinate(latitude: 67.932, longitude: 13.089))?.displayName,
            "Reine, Nordland, NO")
        XCTAssertEqual(
            try database().reverseGeocode(Coordinate(latitude: 47.5622, longitude: 13.6493))?.name,
            "Hallstatt")
    }

    /// Torres del Paine is in Chile, whatever Argentine town is nearer; Perito Moreno, with no
    /// town near, is named by its lake.
    func testNoTownAcrossABorderAndLakesWhereNoTownIsNear() throws {
        let torres = try XCTUnwrap(
            try database().reverseGeocode(Coordinate(latitude: -50.942, longitude: -72.972)))
        XCTAssertEqual(torres.countryCode, "CL")
        XCTAssertEqual(torres.displayName, "Magallanes, CL")
        let glacier = try XCTUnwrap(
            try database().reverseGeocode(Coordinate(latitude: -50.4967, longitude: -73.1377)))
        XCTAssertEqual(glacier.relation, .feature)
        XCTAssertEqual(glacier.displayName, "near Lago Argentino, Santa Cruz, AR")
    }

    /// One search for both answers gives what the two separate lookups give, town, region, sea or pole.
    func testDescribeAnswersAsReverseGeocodeAndTimeZoneDo() throws {
        let db = try database()
        var points = [
            Coordinate(latitude: 63.4186, longitude: -19.0060),  // Vík: region
            Coordinate(latitude: 40.015, longitude: -105.27),  // Boulder: within
            Coordinate(latitude: 60.39, longitude: 4.9),  // off Bergen: zone from the coast
            Coordinate(latitude: 30, longitude: -40),  // mid-Atlantic: nominal
            Coordinate(latitude: -18.14, longitude: 178.44),  // Suva, by the antimeridian
            Coordinate(latitude: 78.22, longitude: 15.65),  // Longyearbyen
            Coordinate(latitude: 89.5, longitude: 179.9),  // near the North Pole
            Coordinate(latitude: -90, longitude: -180),
        ]
        var random = SeededRandom(seed: 7)
        for _ in 0..<300 {
            points.append(
                Coordinate(
                    latitude: Double.random(in: -70...75, using: &random),
                    longitude: Double.random(in: -180...180, using: &random)))
        }
        for point in points {
            let both = try db.describe(point)
            XCTAssertEqual(both.place, try db.reverseGeocode(point), "\(point)")
            XCTAssertEqual(both.timeZone, try db.timeZone(for: point), "\(point)")
        }
        XCTAssertThrowsError(try db.describe(Coordinate(latitude: 91, longitude: 0)))
    }
}
