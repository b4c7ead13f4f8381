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
                countryCode: "NO", admin1: "Vestland", timeZoneIdentifier: "Europe/Oslo", seat: .district),
            Place(
                name: "Knarvik", coordinate: Coordinate(latitude: 60.54737, longitude: 5.28570),
                population: 4_000,
                countryCode: "NO", admin1: "Vestland", timeZoneIdentifier: "Europe/Oslo", isEstablished: false
            ),
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

    func testPlacesRoundTripMostImportantFirst() throws {
        let dir = try TemporaryDirectory()
        let db = try database(in: dir)
        let norway = try db.places(in: GeoBox(west: 4, south: 58, east: 12, north: 62))
        XCTAssertEqual(norway.map(\.name), ["Oslo", "Bergen", "Knarvik", "Ågotnes"])
        let oslo = try XCTUnwrap(norway.first)
        XCTAssertEqual(oslo.population, 580_000)
        XCTAssertEqual(oslo.countryCode, "NO")
        XCTAssertEqual(oslo.countryName, "Norway")
        // Regions come from the region areas, not from the places file.
        XCTAssertNil(oslo.admin1)
        XCTAssertEqual(oslo.timeZoneIdentifier, "Europe/Oslo")
        XCTAssertTrue(oslo.isCapital)
        XCTAssertFalse(norway[1].isCapital)
        XCTAssertEqual(norway[1].seat, .district)
        XCTAssertFalse(norway[2].isEstablished)
        XCTAssertTrue(norway[1].isEstablished)
        // Positions are kept to 1/4095 of the 1-degree cell (about 27 m).
        XCTAssertEqual(oslo.coordinate.latitude, 59.91273, accuracy: 1.3e-4)
        XCTAssertEqual(oslo.coordinate.longitude, 10.74609, accuracy: 1.3e-4)
        XCTAssertEqual(norway[3].name, "Ågotnes")
    }

    /// Names are Huffman-coded: any UTF-8 text comes back as it went in; populations beyond
    /// 8 million are kept to 16 people; a seat without a recorded population still ranks.
    func testNamesPopulationsAndImportanceRoundTrip() throws {
        let dir = try TemporaryDirectory()
        var writer = GeoPlaceWriter()
        try writer.addCountry(code: "JP", name: "Japan")
        let names = ["東京", "Ōsaka", "Nuku‘alofa", "Zürich", "Ħal Għargħur", "x"]
        for (i, name) in names.enumerated() {
            try writer.add(
                Place(
                    name: name, coordinate: Coordinate(latitude: 35.1 + 0.1 * Double(i), longitude: 139.5),
                    population: i == 0 ? 37_468_000 : 1_000 * i, countryCode: "JP",
                    seat: i == 5 ? .region : .none))
        }
        try writer.encoded().write(to: dir.url.appendingPathComponent(GeoDatabase.placesFileName))
        let db = try GeoDatabase(directory: dir.url)
        let found = try db.places(in: GeoBox(west: 139, south: 35, east: 140, north: 36))
        XCTAssertEqual(Set(found.map(\.name)), Set(names))
        let tokyo = try XCTUnwrap(found.first)
        XCTAssertEqual(tokyo.name, "東京")
        XCTAssertEqual(tokyo.population, 37_468_000, accuracy: 16)
        // The region seat of no recorded population (20,000 by its floor, 1.5 times for a seat) comes second.
        XCTAssertEqual(found[1].name, "x")
        XCTAssertEqual(found[1].importance, 30_000)
        XCTAssertEqual(try db.validate()[GeoDatabase.placesFileName], names.count)
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
        let colorado = GeoArea(kind: .region, name: "Colorado", countryCode: "US", code: "US.CO")
        let us = GeoArea(kind: .country, name: "United States", countryCode: "US", code: "US")
        let near = ReverseGeocodeResult(
            relation: .near, town: boulder, feature: nil, region: colorado, country: us,
            distanceKilometres: 12)
        XCTAssertEqual(near.displayName, "near Boulder, Colorado, US")
        XCTAssertEqual(near.name, "Boulder")
        XCTAssertEqual(near.admin1, "Colorado")
        // A region named like its town is left out; a lake is named when no town is in reach;
        // without a town or a region the country's name stands alone.
        let madrid = GeoArea(
            kind: .region, name: "Madrid", countryCode: "ES", code: "ES.29", sharesNameWithTown: true)
        let spain = GeoArea(kind: .country, name: "Spain", countryCode: "ES", code: "ES")
        let inMadrid = ReverseGeocodeResult(
            relation: .within,
            town: Place(
                name: "Madrid", coordinate: KnownPlaces.boulder, population: 3_000_000, countryCode: "ES"),
            feature: nil, region: madrid, country: spain, distanceKilometres: 1)
        XCTAssertEqual(inMadrid.displayName, "Madrid, ES")
        let lake = GeoArea(kind: .lake, name: "Lago Grey")
        let magallanes = GeoArea(kind: .region, name: "Magallanes", countryCode: "CL", code: "CL.10")
        let chile = GeoArea(kind: .country, name: "Chile", countryCode: "CL", code: "CL")
        XCTAssertEqual(
            ReverseGeocodeResult(
                relation: .feature, town: nil, feature: lake, region: magallanes, country: chile,
                distanceKilometres: 0
            ).displayName, "Lago Grey, Magallanes, CL")
        XCTAssertEqual(
            ReverseGeocodeResult(
                relation: .feature, town: nil, feature: lake, region: magallanes, country: chile,
                distanceKilometres: 2
            ).displayName, "near Lago Grey, Magallanes, CL")
        XCTAssertEqual(
            ReverseGeocodeResult(
                relation: .region, town: nil, feature: nil, region: magallanes, country: chile,
                distanceKilometres: 0
            ).displayName, "Magallanes, CL")
        let antarctica = GeoArea(kind: .country, name: "Antarctica", countryCode: "AQ", code: "AQ")
        XCTAssertEqual(
            ReverseGeocodeResult(
                relation: .region, town: nil, feature: nil, region: nil, country: antarctica,
                distanceKilometres: 0
            ).displayName, "Antarctica")
        // The hidden line never reads as the town.
        XCTAssertEqual(RegionLine(region: madrid, country: spain).text, "Madrid region, ES")
        XCTAssertEqual(RegionLine(region: madrid, country: spain).plainText, "Madrid, ES")
        XCTAssertEqual(RegionLine(region: magallanes, country: chile).text, "Magallanes, CL")
        XCTAssertEqual(RegionLine(region: nil, country: antarctica).text, "Antarctica")
        let oblast = GeoArea(
            kind: .region, name: "Moscow Oblast", countryCode: "RU", code: "RU.47", sharesNameWithTown: true)
        let russia = GeoArea(kind: .country, name: "Russia", countryCode: "RU", code: "RU")
        XCTAssertEqual(RegionLine(region: oblast, country: russia).text, "Moscow Oblast, RU")
        XCTAssertTrue(RegionLine(region: oblast, country: russia).sharesNameWithTown)
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
