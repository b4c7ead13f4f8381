import Foundation
import OutdoorGeo
import OutdoorModel
import TestSupport
import XCTest

final class ReverseGeocodingTests: XCTestCase {
    func testLocalityRadiusGrowsWithPopulation() {
        XCTAssertEqual(ReverseGeocoding.localityRadiusKilometres(population: 0), 2)
        XCTAssertEqual(ReverseGeocoding.localityRadiusKilometres(population: 10_000), 3.5, accuracy: 1e-9)
        XCTAssertEqual(ReverseGeocoding.localityRadiusKilometres(population: 1_000_000), 17, accuracy: 1e-9)
        XCTAssertEqual(ReverseGeocoding.localityRadiusKilometres(population: 40_000_000), 30)
        // Three locality radii and 8 km: about 15 km for a village, capped at 50 km.
        XCTAssertEqual(ReverseGeocoding.nearLimitKilometres(population: 1_000), 15.42, accuracy: 0.01)
        XCTAssertEqual(ReverseGeocoding.nearLimitKilometres(population: 100_000), 28.2, accuracy: 0.1)
        XCTAssertEqual(ReverseGeocoding.nearLimitKilometres(population: 1_000_000), 50)
        XCTAssertEqual(ReverseGeocoding.nearLimitKilometres(population: 40_000_000), 50)
    }

    func testABigCityBeatsAHamletFurtherInside() {
        // A hamlet 5 km away versus a million people 15 km away: the city wins.
        let hamlet = ReverseGeocoding.score(distanceKilometres: 5, population: 1_200)
        let city = ReverseGeocoding.score(distanceKilometres: 15, population: 1_000_000)
        XCTAssertLessThan(city, hamlet)
        // Standing in a village 1 km from its centre beats the city 15 km away.
        XCTAssertLessThan(ReverseGeocoding.score(distanceKilometres: 1, population: 1_200), city)
    }

    func testNominalTimeZonesUseInvertedSigns() {
        XCTAssertEqual(ReverseGeocoding.nominalTimeZoneIdentifier(longitude: 0), "Etc/GMT")
        XCTAssertEqual(ReverseGeocoding.nominalTimeZoneIdentifier(longitude: 15), "Etc/GMT-1")
        XCTAssertEqual(ReverseGeocoding.nominalTimeZoneIdentifier(longitude: -40), "Etc/GMT+3")
        XCTAssertEqual(ReverseGeocoding.nominalTimeZoneIdentifier(longitude: -7.4), "Etc/GMT")
        XCTAssertEqual(ReverseGeocoding.nominalTimeZoneIdentifier(longitude: 180), "Etc/GMT-12")
        XCTAssertEqual(ReverseGeocoding.nominalTimeZoneIdentifier(longitude: -180), "Etc/GMT+12")
        // Every nominal zone is one Foundation knows, with the offset the name promises.
        for lon in stride(from: -180.0, through: 180.0, by: 7.5) {
            let id = ReverseGeocoding.nominalTimeZoneIdentifier(longitude: lon)
            let zone = try? XCTUnwrap(TimeZone(identifier: id), id)
            XCTAssertEqual(zone?.secondsFromGMT(), Int((lon / 15).rounded()) * 3600, id)
        }
    }

    /// A places file around Boulder and north Iceland, in `dir`.
    private func database(in dir: TemporaryDirectory) throws -> GeoDatabase {
        var writer = GeoPlaceWriter()
        try writer.addCountry(code: "US", name: "United States")
        try writer.addCountry(code: "IS", name: "Iceland")
        let denver = "America/Denver"
        for place in [
            Place(
                name: "Boulder", coordinate: Coordinate(latitude: 40.01499, longitude: -105.27055),
                population: 106_803, countryCode: "US", admin1: "Colorado", timeZoneIdentifier: denver),
            Place(
                name: "Nederland", coordinate: Coordinate(latitude: 39.96138, longitude: -105.51083),
                population: 1_500, countryCode: "US", admin1: "Colorado", timeZoneIdentifier: denver),
            Place(
                name: "Denver", coordinate: Coordinate(latitude: 39.73915, longitude: -104.9847),
                population: 715_522, countryCode: "US", admin1: "Colorado", timeZoneIdentifier: denver),
            Place(
                name: "Grimsey", coordinate: Coordinate(latitude: 66.54, longitude: -18.0), population: 1_000,
                countryCode: "IS", admin1: "Northeast", timeZoneIdentifier: "Atlantic/Reykjavik"),
        ] {
            try writer.add(place)
        }
        try writer.encoded().write(to: dir.url.appendingPathComponent(GeoDatabase.placesFileName))
        // The countries and regions as rectangles: Colorado in the United States, north Iceland.
        var countries = try GeoAreaWriter(layer: .countries, unitsPerDegree: 1000, cellSizeDegrees: 1)
        var regions = try GeoAreaWriter(layer: .regions, unitsPerDegree: 1000, cellSizeDegrees: 1)
        for (code, name, region, box) in [
            ("US", "United States", "Colorado", (-109.0, 37.0, -102.0, 41.0)),
            ("IS", "Iceland", "Northeast", (-19.0, 65.0, -13.0, 66.6)),
        ] {
            let ring = [
                Coordinate(latitude: box.1, longitude: box.0), Coordinate(latitude: box.1, longitude: box.2),
                Coordinate(latitude: box.3, longitude: box.2), Coordinate(latitude: box.3, longitude: box.0),
            ]
            let country = try countries.addArea(
                GeoArea(kind: .country, name: name, countryCode: code, code: code))
            try countries.addPolygon([ring], owner: .area(country))
            let area = try regions.addArea(
                GeoArea(kind: .region, name: region, countryCode: code, code: code + ".1"))
            try regions.addPolygon([ring], owner: .area(area))
        }
        try countries.encoded().write(
            to: dir.url.appendingPathComponent(GeoDatabase.fileName(areas: .countries)))
        try regions.encoded().write(to: dir.url.appendingPathComponent(GeoDatabase.fileName(areas: .regions)))
        return try GeoDatabase(directory: dir.url)
    }

    func testInNearAndNowhere() throws {
        let dir = try TemporaryDirectory()
        let db = try database(in: dir)
        let inBoulder = try XCTUnwrap(try db.reverseGeocode(Coordinate(latitude: 40.02, longitude: -105.28)))
        XCTAssertEqual(inBoulder.displayName, "Boulder, Colorado, US")
        XCTAssertEqual(inBoulder.relation, .within)
        XCTAssertEqual(inBoulder.countryName, "United States")
        XCTAssertEqual(inBoulder.timeZoneIdentifier, "America/Denver")
        XCTAssertLessThan(inBoulder.distanceKilometres, 1.5)

        // In the village of Nederland, 20 km from Boulder: the village.
        XCTAssertEqual(
            try db.reverseGeocode(Coordinate(latitude: 39.962, longitude: -105.505))?.name, "Nederland")

        // 15 km north-east of Boulder, outside its 6.9 km radius: near Boulder.
        let outside = try XCTUnwrap(try db.reverseGeocode(Coordinate(latitude: 40.11, longitude: -105.15)))
        XCTAssertEqual(outside.displayName, "near Boulder, Colorado, US")
        XCTAssertEqual(outside.relation, .near)

        // In the sea 45 km off Iceland's coast: nothing; 10 km off it: the region of the coast.
        XCTAssertNil(try db.reverseGeocode(Coordinate(latitude: 67.0, longitude: -18.0)))
        let offshore = try XCTUnwrap(try db.reverseGeocode(Coordinate(latitude: 66.69, longitude: -15.0)))
        XCTAssertEqual(offshore.displayName, "Northeast, IS")
        XCTAssertEqual(offshore.offshoreKilometres, 10, accuracy: 0.5)
        // A town of another country is never named: Boulder is not "near" a point in Iceland.
        XCTAssertNil(try db.reverseGeocode(Coordinate(latitude: 41.5, longitude: -105.2))?.town)
        XCTAssertNil(try db.reverseGeocode(KnownPlaces.openAtlantic))
        XCTAssertThrowsError(try db.reverseGeocode(Coordinate(latitude: 95, longitude: 0)))
    }

    func testTimeZoneFromTheNearestPlaceThenNominal() throws {
        let dir = try TemporaryDirectory()
        let db = try database(in: dir)
        let boulder = try db.timeZone(for: Coordinate(latitude: 40.0, longitude: -105.3))
        XCTAssertEqual(boulder.identifier, "America/Denver")
        XCTAssertFalse(boulder.isNominal)
        // 200 km offshore of Grimsey: no place is "near", but its time zone still applies.
        let sea = try db.timeZone(for: Coordinate(latitude: 68.3, longitude: -18.0))
        XCTAssertEqual(sea.identifier, "Atlantic/Reykjavik")
        guard case .nearestPlace(let name, let km) = sea.source else { return XCTFail("expected a place") }
        XCTAssertEqual(name, "Grimsey")
        XCTAssertEqual(km, 196, accuracy: 2)
        let ocean = try db.timeZone(for: KnownPlaces.openAtlantic)
        XCTAssertEqual(ocean.identifier, "Etc/GMT+3")
        XCTAssertTrue(ocean.isNominal)
    }

    func testPlaceLinesNameTheirTownAndTheTownIsFoundByName() throws {
        // A line a person wrote names its first part; "near" says near.
        XCTAssertEqual(
            PlaceLine.written("near Potes, Cantabria, ES").locality,
            NamedLocality(name: "Potes", kind: .unknown, relation: .near))
        XCTAssertEqual(PlaceLine.written("Madrid, ES").locality?.name, "Madrid")
        XCTAssertEqual(
            PlaceLine.written("Gasteiz / Vitoria, Basque Country, ES").locality?.name, "Gasteiz / Vitoria")
        XCTAssertNil(PlaceLine.written("  ").locality)
        let database = try GeoDatabase(directory: ShippedDataTests.dataDirectory)
        let madrid = try database.place(
            named: "madrid", near: Coordinate(latitude: 40.447, longitude: -3.725), withinKilometres: 70)
        XCTAssertEqual(madrid?.name, "Madrid")
        let onati = try database.place(
            named: "Onati", near: Coordinate(latitude: 43.03, longitude: -2.41), withinKilometres: 70)
        XCTAssertEqual(onati?.name, "Oñati", "accents are ignored")
        XCTAssertNil(
            try database.place(
                named: "Madrid", near: Coordinate(latitude: 60.39, longitude: 5.32), withinKilometres: 70))
    }
}
