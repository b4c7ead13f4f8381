import Foundation
import OutdoorGeo
import OutdoorModel
import TestSupport
import XCTest

/// The area files (countries, regions, lakes): point-in-area lookups, enclaves, groups decided
/// by seeds, distances, and damaged files.
final class AreaFormatTests: XCTestCase {
    private func square(_ west: Double, _ south: Double, _ east: Double, _ north: Double) -> [Coordinate] {
        [
            Coordinate(latitude: south, longitude: west), Coordinate(latitude: south, longitude: east),
            Coordinate(latitude: north, longitude: east), Coordinate(latitude: north, longitude: west),
        ]
    }

    /// Country A covers 0...6 x 0...6 with a hole 2...3 x 2...3 that is country B (an enclave);
    /// country C, east of A, holds a region group split by two seeds.
    private func database(in dir: TemporaryDirectory) throws -> GeoDatabase {
        var countries = try GeoAreaWriter(layer: .countries, unitsPerDegree: 1000, cellSizeDegrees: 1)
        let a = try countries.addArea(GeoArea(kind: .country, name: "Aland", countryCode: "AA", code: "AA"))
        let b = try countries.addArea(GeoArea(kind: .country, name: "Beland", countryCode: "BB", code: "BB"))
        let c = try countries.addArea(GeoArea(kind: .country, name: "Celand", countryCode: "CC", code: "CC"))
        try countries.addPolygon([square(0, 0, 6, 6), square(2, 2, 3, 3)], owner: .area(a))
        try countries.addPolygon([square(2, 2, 3, 3)], owner: .area(b))
        try countries.addPolygon([square(6, 0, 9, 2)], owner: .area(c))
        try countries.encoded().write(
            to: dir.url.appendingPathComponent(GeoDatabase.fileName(areas: .countries)))

        var regions = try GeoAreaWriter(layer: .regions, unitsPerDegree: 1000, cellSizeDegrees: 1)
        let north = try regions.addArea(
            GeoArea(kind: .region, name: "North", countryCode: "CC", code: "CC.1", sharesNameWithTown: true))
        let south = try regions.addArea(
            GeoArea(kind: .region, name: "South", countryCode: "CC", code: "CC.2"))
        let group = try regions.addGroup(seeds: [
            (Coordinate(latitude: 1.8, longitude: 7.5), north),
            (Coordinate(latitude: 0.2, longitude: 7.5), south),
        ])
        try regions.addPolygon([square(6, 0, 9, 2)], owner: .group(group))
        try regions.encoded().write(to: dir.url.appendingPathComponent(GeoDatabase.fileName(areas: .regions)))

        var places = GeoPlaceWriter()
        for code in ["AA", "BB", "CC"] { try places.addCountry(code: code, name: code) }
        try places.encoded().write(to: dir.url.appendingPathComponent(GeoDatabase.placesFileName))
        return try GeoDatabase(directory: dir.url)
    }

    func testEnclavesFillCellsAndGroups() throws {
        let dir = try TemporaryDirectory()
        let db = try database(in: dir)
        // Inside A, in a cell wholly inside it (stored as one number).
        XCTAssertEqual(
            try db.areas(.countries, at: Coordinate(latitude: 4.5, longitude: 4.5)).map(\.code), ["AA"])
        // In the enclave: B, not A.
        XCTAssertEqual(try db.country(at: Coordinate(latitude: 2.5, longitude: 2.5))?.code, "BB")
        XCTAssertEqual(
            try db.areas(.countries, at: Coordinate(latitude: 2.5, longitude: 2.5)).map(\.code), ["BB"])
        // Outside everything, far out at sea: nothing; 20 km off A's coast: A.
        XCTAssertNil(try db.country(at: Coordinate(latitude: -3, longitude: 3)))
        XCTAssertEqual(try db.country(at: Coordinate(latitude: -0.18, longitude: 3))?.code, "AA")
        // The group's region is the nearest seed's.
        XCTAssertEqual(try db.region(at: Coordinate(latitude: 1.5, longitude: 8))?.name, "North")
        XCTAssertEqual(try db.region(at: Coordinate(latitude: 0.5, longitude: 8))?.name, "South")
        let line = try XCTUnwrap(try db.regionLine(for: Coordinate(latitude: 1.5, longitude: 8)))
        XCTAssertTrue(line.sharesNameWithTown)
        XCTAssertEqual(line.text, "North region, CC")
        // Distances: the enclave's edge is 55 km from A's centre cell point; B holds its own centre.
        let near = try db.areas(.countries, within: 60, of: Coordinate(latitude: 1.5, longitude: 2.5))
        XCTAssertEqual(near.map(\.area.code), ["AA", "BB"])
        XCTAssertEqual(near[0].distanceKilometres, 0)
        XCTAssertEqual(near[1].distanceKilometres, 55.6, accuracy: 0.5)
        XCTAssertEqual(try db.validate()[GeoDatabase.fileName(areas: .countries)], 3)
        XCTAssertThrowsError(try db.areas(.countries, within: -1, of: Coordinate(latitude: 0, longitude: 0)))
        XCTAssertThrowsError(try db.country(at: Coordinate(latitude: 91, longitude: 0)))
    }

    func testDamagedAreaFilesGiveErrorsNotCrashes() throws {
        let dir = try TemporaryDirectory()
        _ = try database(in: dir)
        let url = dir.url.appendingPathComponent(GeoDatabase.fileName(areas: .countries))
        let bytes = [UInt8](try Data(contentsOf: url))
        let point = Coordinate(latitude: 4.5, longitude: 4.5)
        // Truncated anywhere, and every byte of the header and directory flipped in turn.
        var cases: [[UInt8]] = [Array(bytes.prefix(40)), Array(bytes.dropLast(7))]
        for i in stride(from: 16, to: min(bytes.count, 200), by: 3) {
            var damaged = bytes
            damaged[i] ^= 0x5A
            cases.append(damaged)
        }
        for damaged in cases {
            try Data(damaged).write(to: url)
            let db = try GeoDatabase(directory: dir.url)
            do {
                _ = try db.areas(.countries, at: point)
                _ = try db.areas(.countries, within: 200, of: point)
                _ = try db.validate()
            } catch is GeoDataError {
                continue
            }
        }
        // A regions file is not a countries file.
        let regions = try Data(
            contentsOf: dir.url.appendingPathComponent(GeoDatabase.fileName(areas: .regions)))
        try regions.write(to: url)
        guard
            case .wrongContent = GeoFixtures.dataError({
                _ = try GeoDatabase(directory: dir.url).country(at: point)
            })
        else { return XCTFail("a regions file must not pass as countries") }
    }

    func testWriterRefusesBadAreas() throws {
        var writer = try GeoAreaWriter(layer: .lakes, unitsPerDegree: 1000, cellSizeDegrees: 1)
        XCTAssertThrowsError(try writer.addArea(GeoArea(kind: .lake, name: "")))
        XCTAssertThrowsError(try writer.addArea(GeoArea(kind: .country, name: "X", countryCode: "xx")))
        XCTAssertThrowsError(try writer.addPolygon([square(0, 0, 1, 1)], owner: .area(0)))
        let lake = try writer.addArea(GeoArea(kind: .lake, name: "Lake"))
        XCTAssertThrowsError(try writer.addPolygon([Array(square(0, 0, 1, 1).prefix(2))], owner: .area(lake)))
        XCTAssertThrowsError(try writer.addGroup(seeds: [(Coordinate(latitude: 0, longitude: 0), 5)]))
        XCTAssertThrowsError(try GeoAreaWriter(layer: .lakes, unitsPerDegree: 1000, cellSizeDegrees: 7))
    }
}
