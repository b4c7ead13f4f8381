import Foundation
import OutdoorGeo
import OutdoorModel
import TestSupport
import XCTest

final class PlaceFormatTests: XCTestCase {
    /// A small places file around Bergen and Oslo, plus one place across the antimeridian.
    ///
    /// The database lives in `dir`, which is deleted when the caller lets go of it.
    private func database(in dir: TemporaryDirectory) throws -> GeoDatabase {
        var writer = GeoPlaceWriter()
        try writer.addCountry(code: "NO", name: "Norway")
        try writer.addCountry(code: "FJ", name: "Fiji")
        let places = [
            Place(
                name: "Oslo", coordinate: Coordinate(latitude: 59.91273, longitude: 10.74609),
                population: 580_000,
                countryCode: "NO", admin1: "Oslo", timeZoneIdentifier: "Europe/Oslo", isCapital: true),
            Place(
                name: "Bergen", coordinate: Coordinate(latitude: 60.39299, longitude: 5.32415),
                population: 285_911,
                countryCode: "NO", admin1: "Vestland", timeZoneIdentifier: "Europe/Oslo"),
            Place(
                name: "Knarvik", coordinate: Coordinate(latitude: 60.54737, longitude: 5.28570),
                population: 4_000,
                countryCode: "NO", admin1: "Vestland", timeZoneIdentifier: "Europe/Oslo"),
            Place(
                name: "Ågotnes", coordinate: Coordinate(latitude: 60.40540, longitude: 5.01020),
                population: 1_500,
                countryCode: "NO", admin1: "Vestland", timeZoneIdentifier: "Europe/Oslo"),
            Place(
                name: "Suva", coordinate: Coordinate(latitude: -18.13683, longitude: 178.42531),
                population: 77_366,
                countryCode: "FJ", admin1: "Central", timeZoneIdentifier: "Pacific/Fiji", isCapital: true),
            Place(
                name: "Nowhere", coordinate: Coordinate(latitude: -16.5, longitude: -179.9),
                population: 1_000,
                countryCode: ""),
        ]
        for place in places.reversed() { try writer.add(place) }
        XCTAssertEqual(writer.placeCount, 6)
        try writer.encoded().write(to: dir.url.appendingPathComponent(GeoDatabase.placesFileName))
        return try GeoDatabase(directory: dir.url)
    }

    func testPlacesRoundTripMostPopulousFirst() throws {
        let dir = try TemporaryDirectory()
        let db = try database(in: dir)
        let norway = try db.places(in: GeoBox(west: 4, south: 58, east: 12, north: 62))
        XCTAssertEqual(norway.map(\.name), ["Oslo", "Bergen", "Knarvik", "Ågotnes"])
        let oslo = try XCTUnwrap(norway.first)
        XCTAssertEqual(oslo.population, 580_000)
        XCTAssertEqual(oslo.countryCode, "NO")
        XCTAssertEqual(oslo.countryName, "Norway")
        XCTAssertEqual(oslo.admin1, "Oslo")
        XCTAssertEqual(oslo.timeZoneIdentifier, "Europe/Oslo")
        XCTAssertTrue(oslo.isCapital)
        XCTAssertFalse(norway[1].isCapital)
        // Positions are kept to 1/65535 of a degree.
        XCTAssertEqual(oslo.coordinate.latitude, 59.91273, accuracy: 2e-5)
        XCTAssertEqual(oslo.coordinate.longitude, 10.74609, accuracy: 2e-5)
        XCTAssertEqual(norway[3].name, "Ågotnes")
    }

    func testLimitsAndMinimumPopulation() throws {
        let dir = try TemporaryDirectory()
        let db = try database(in: dir)
        let box = GeoBox(west: 4, south: 58, east: 12, north: 62)
        XCTAssertEqual(try db.places(in: box, limit: 2).map(\.name), ["Oslo", "Bergen"])
        XCTAssertEqual(try db.places(in: box, minimumPopulation: 5_000).map(\.name), ["Oslo", "Bergen"])
        XCTAssertEqual(try db.places(in: box, limit: 0), [])
        XCTAssertEqual(
            try db.places(in: GeoBox(west: 5.1, south: 60.3, east: 5.5, north: 60.6)).map(\.name),
            ["Bergen", "Knarvik"])
        XCTAssertThrowsError(try db.places(in: box, limit: -1))
        XCTAssertThrowsError(try db.places(in: GeoBox(west: 3, south: 0, east: 2, north: 1)))
    }

    func testPlacesAcrossTheAntimeridian() throws {
        let dir = try TemporaryDirectory()
        let db = try database(in: dir)
        let fiji = try db.places(in: GeoBox(west: 178, south: -19, east: 181, north: -16))
        XCTAssertEqual(fiji.map(\.name), ["Suva", "Nowhere"])
        XCTAssertEqual(fiji.last?.countryCode, "")
        XCTAssertNil(fiji.last?.countryName)
        XCTAssertEqual(try db.places(in: .world).count, 6)
        XCTAssertEqual(try db.countryName(code: "fj"), "Fiji")
        XCTAssertNil(try db.countryName(code: "SE"))
        XCTAssertEqual(try db.countries().map(\.code), ["NO", "FJ"])
    }

    func testDisplayNames() {
        let boulder = Place(
            name: "Boulder", coordinate: KnownPlaces.boulder, population: 106_803, countryCode: "US",
            admin1: "Colorado")
        XCTAssertEqual(boulder.displayName, "Boulder, Colorado, US")
        // An admin-1 name that repeats the place's name (even without its accents) is left out.
        let zurich = Place(
            name: "Zürich", coordinate: Coordinate(latitude: 47.37, longitude: 8.55), population: 415_367,
            countryCode: "CH", admin1: "Zurich")
        XCTAssertEqual(zurich.displayName, "Zürich, CH")
        let bare = Place(
            name: "Somewhere", coordinate: KnownPlaces.openAtlantic, population: 1, countryCode: "")
        XCTAssertEqual(bare.displayName, "Somewhere")
        let near = ReverseGeocodeResult(place: boulder, distanceKilometres: 12, relation: .near)
        XCTAssertEqual(near.displayName, "near Boulder, Colorado, US")
        XCTAssertEqual(near.name, "Boulder")
        XCTAssertEqual(near.admin1, "Colorado")
    }

    func testWriterRefusesBadPlaces() throws {
        var writer = GeoPlaceWriter()
        XCTAssertThrowsError(try writer.addCountry(code: "nor", name: "Norway"))
        try writer.addCountry(code: "NO", name: "Norway")
        XCTAssertThrowsError(try writer.addCountry(code: "NO", name: "Norway again"))
        let c = Coordinate(latitude: 60, longitude: 5)
        XCTAssertThrowsError(try writer.add(Place(name: "", coordinate: c, population: 1, countryCode: "NO")))
        XCTAssertThrowsError(
            try writer.add(Place(name: "X", coordinate: c, population: -1, countryCode: "NO")))
        XCTAssertThrowsError(
            try writer.add(Place(name: "X", coordinate: c, population: 1, countryCode: "SE"))
        ) {
            error in
            XCTAssertTrue("\(error)".contains("not in the country table"))
        }
        XCTAssertThrowsError(
            try writer.add(
                Place(
                    name: "X", coordinate: Coordinate(latitude: 0, longitude: 190), population: 1,
                    countryCode: "")))
    }
}
