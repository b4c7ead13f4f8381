import Foundation
import OutdoorGeo
import OutdoorModel
import XCTest

/// The faults issue 23 found in the shipped places, each checked on the data as shipped.
final class PlaceTruthTests: XCTestCase {
    private func database() throws -> GeoDatabase {
        try GeoDatabase(directory: ShippedDataTests.dataDirectory)
    }

    private func names(near c: Coordinate, kilometres: Double) throws -> [String] {
        try database().places(in: box(around: c, kilometres: kilometres), limit: 10_000).map(\.name)
    }

    private func box(around c: Coordinate, kilometres: Double) -> GeoBox {
        let dLat = kilometres / 111
        let dLon = kilometres / (111 * cos(c.latitude * .pi / 180))
        return GeoBox(
            west: c.longitude - dLon, south: c.latitude - dLat, east: c.longitude + dLon,
            north: c.latitude + dLat)
    }

    func testSourceFaultsAreGone() throws {
        // A Tokyo ward filed in the mountains of Shikoku; Wakayama's district filed as a city of
        // 375,000; a river filed as a town; Malaysian districts filed as towns.
        XCTAssertFalse(
            try names(near: Coordinate(latitude: 33.636, longitude: 133.006), kilometres: 30).contains(
                "Shinagawa"))
        XCTAssertFalse(
            try names(near: Coordinate(latitude: 34.2152, longitude: 135.1501), kilometres: 10).contains(
                "Minato"))
        XCTAssertTrue(
            try names(near: Coordinate(latitude: 34.2152, longitude: 135.1501), kilometres: 10).contains(
                "Wakayama"))
        XCTAssertFalse(
            try names(near: Coordinate(latitude: 6.68, longitude: 3.14), kilometres: 10).contains(
                "River Atuwara"))
        let johor = try names(near: Coordinate(latitude: 1.5, longitude: 103.7), kilometres: 40)
        XCTAssertFalse(johor.contains { $0.hasPrefix("Mukim ") }, "\(johor.filter { $0.hasPrefix("Mukim") })")
        // No Japanese town keeps "-shi"; Sion is named in French beside Sierre.
        let japan = try database().places(
            in: GeoBox(west: 129, south: 30, east: 146, north: 46), limit: 20_000)
        XCTAssertGreaterThan(japan.count, 1000)
        XCTAssertTrue(
            japan.allSatisfy { !$0.name.hasSuffix("-shi") }, "\(japan.filter { $0.name.hasSuffix("-shi") })")
        let valais = try names(near: Coordinate(latitude: 46.26, longitude: 7.45), kilometres: 15)
        XCTAssertTrue(valais.contains("Sion") && valais.contains("Sierre"), "\(valais.prefix(20))")
        XCTAssertFalse(valais.contains("Sitten"))
    }

    func testWholeCitiesAreBack() throws {
        let db = try database()
        for (point, town) in [
            (Coordinate(latitude: 52.4043, longitude: 13.0386), "Potsdam"),
            (Coordinate(latitude: 35.4560, longitude: 139.6320), "Yokohama"),
            (Coordinate(latitude: 48.8049, longitude: 2.1204), "Versailles"),
            (Coordinate(latitude: 40.7440, longitude: -74.0324), "Hoboken"),
            (Coordinate(latitude: 1.4655, longitude: 103.7578), "Johor Bahru"),
            (Coordinate(latitude: 43.9356, longitude: 12.4473), "San Marino"),
        ] {
            XCTAssertEqual(try db.reverseGeocode(point)?.name, town)
        }
        // Potsdam is on the map of Berlin's region, not only in the place line.
        let view = try MapViewport(
            center: Coordinate(latitude: 52.45, longitude: 13.2), widthKilometres: 80, width: 1080,
            height: 540)
        XCTAssertTrue(try db.places(in: view, limit: 40).contains { $0.name == "Potsdam" })
    }

    func testBordersExclavesAndDisputedLand() throws {
        let db = try database()
        for (point, code) in [
            (Coordinate(latitude: 42.4636, longitude: 1.9810), "ES"),  // Llívia, inside France
            (Coordinate(latitude: 48.9857, longitude: -123.0707), "US"),  // Point Roberts
            (Coordinate(latitude: 54.7104, longitude: 20.4522), "RU"),  // Kaliningrad
            (Coordinate(latitude: 46.1994, longitude: 6.2384), "FR"),  // Annemasse, by Geneva
            (Coordinate(latitude: 31.7043, longitude: 35.2073), "PS"),  // Bethlehem
            (Coordinate(latitude: 44.95, longitude: 34.1), "UA"),  // Simferopol: borders as recognised
            (Coordinate(latitude: -50.942, longitude: -72.972), "CL"),  // Torres del Paine
        ] {
            XCTAssertEqual(try db.country(at: point)?.code, code, "\(point)")
            XCTAssertEqual(try db.reverseGeocode(point)?.countryCode, code, "\(point)")
        }
        // The town named is in the point's country: Annemasse, not Geneva.
        XCTAssertEqual(
            try db.reverseGeocode(Coordinate(latitude: 46.1994, longitude: 6.2384))?.name, "Annemasse")
    }

    func testRegionLinesAndWhatIsNear() throws {
        let db = try database()
        let madrid = try XCTUnwrap(try db.regionLine(for: Coordinate(latitude: 40.4168, longitude: -3.7038)))
        XCTAssertEqual(madrid.text, "Madrid region, ES")
        XCTAssertEqual(madrid.plainText, "Madrid, ES")
        XCTAssertEqual(madrid.countryText, "Spain")
        XCTAssertEqual(
            try db.regionLine(for: Coordinate(latitude: 43.2687, longitude: -2.9340))?.text,
            "Basque Country, ES")
        XCTAssertNil(try db.regionLine(for: KnownPlaces.openAtlantic))
        // A region whose name begins with a town's is flagged too: Buenos Aires's federal district.
        XCTAssertEqual(
            try db.regionLine(for: Coordinate(latitude: -34.6037, longitude: -58.3816))?.sharesNameWithTown,
            true)
        XCTAssertEqual(
            try db.regionLine(for: Coordinate(latitude: 40.015, longitude: -105.27))?.sharesNameWithTown,
            false)
        // Kamakura's great Buddha: Fujisawa is 8 km away, and listed as near.
        let kamakura = try db.namedFeatures(
            within: 25, of: Coordinate(latitude: 35.3167, longitude: 139.5358))
        XCTAssertEqual(kamakura.first?.name, "Kamakura")
        XCTAssertTrue(kamakura.contains { $0.name == "Fujisawa" && $0.distanceKilometres < 10 })
        XCTAssertEqual(kamakura.map(\.distanceKilometres), kamakura.map(\.distanceKilometres).sorted())
        XCTAssertTrue(kamakura.allSatisfy { $0.distanceKilometres <= 25 })
        // Lakes count as named features: Lake Geneva from Lausanne.
        let lausanne = try db.namedFeatures(within: 5, of: Coordinate(latitude: 46.52, longitude: 6.63))
        XCTAssertTrue(lausanne.contains { if case .lake = $0.kind { return true } else { return false } })
        XCTAssertTrue(try db.namedFeatures(within: 25, of: KnownPlaces.openAtlantic).isEmpty)
    }
}
