import Foundation
import OutdoorGeo
import OutdoorModel
import XCTest

/// Queries on the map data the project ships in Sources/OutdoorGeo/Data.
final class ShippedDataTests: XCTestCase {
    /// The repository root is three levels up from this file (Tests/OutdoorGeoTests/ShippedDataTests.swift).
    static let dataDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/OutdoorGeo/Data")

    private func database() throws -> GeoDatabase {
        try GeoDatabase(directory: ShippedDataTests.dataDirectory)
    }

    func testAllLevelsOfAllLayersArePresent() throws {
        let db = try database()
        for layer in [GeoLayer.coast, .rivers, .borders] {
            XCTAssertEqual(db.availableLevels(layer), GeoLevel.allCases, "\(layer)")
        }
        // Natural Earth's 1:50m urban areas and glaciers suit one level, drawn on overview maps.
        XCTAssertEqual(db.availableLevels(.landCover), [.low])
        XCTAssertTrue(db.hasRelief)
        for name in [
            "PROVENANCE.md", "FORMAT.md", "LICENSES/LGPL-3.0.txt", "LICENSES/GPL-3.0.txt",
            "LICENSES/CC-BY-4.0.txt", "LICENSES/NATURAL-EARTH.md",
        ] {
            XCTAssertTrue(
                FileManager.default.fileExists(
                    atPath: ShippedDataTests.dataDirectory.appendingPathComponent(name).path),
                name)
        }
    }

    func testBergenHasCoastPiecesLakesAndSeams() throws {
        let db = try database()
        let view = try MapViewport(center: KnownPlaces.bergen, widthKilometres: 100, width: 1080, height: 540)
        XCTAssertEqual(view.detailLevel(), .high)
        let coast = try db.features(.coast, in: view)
        let box = view.visibleBox
        XCTAssertGreaterThan(coast.count, 100)
        XCTAssertTrue(coast.allSatisfy { $0.isClosed && ($0.bounds.map(box.intersects) ?? false) })
        XCTAssertTrue(coast.contains { $0.kind == .coast(.land) })
        // The mainland is cut along the 1-degree grid: some pieces carry hidden seams.
        XCTAssertTrue(coast.contains { !$0.hiddenEdges.isEmpty })
        // A view near Bergen reads only its own cells, never all of Eurasia.
        XCTAssertLessThan(coast.reduce(0) { $0 + $1.points.count }, 60_000)
        // Bergen's centre (GeoNames puts it by the harbour) is surrounded by land: a point 5 km
        // south-east of it is in a land piece.
        let fana = Coordinate(latitude: 60.35, longitude: 5.40)
        XCTAssertTrue(coast.contains { $0.kind == .coast(.land) && contains($0.points, fana) })
        // The sea west of Sotra is not land.
        let sea = Coordinate(latitude: 60.3, longitude: 4.6)
        XCTAssertFalse(coast.contains { $0.kind == .coast(.land) && contains($0.points, sea) })
    }

    func testBoulder() throws {
        let db = try database()
        let result = try XCTUnwrap(try db.reverseGeocode(KnownPlaces.boulder))
        XCTAssertEqual(result.displayName, "Boulder, Colorado, US")
        XCTAssertEqual(result.relation, .within)
        XCTAssertEqual(result.countryName, "United States")
        XCTAssertEqual(result.timeZoneIdentifier, "America/Denver")
        XCTAssertEqual(try db.timeZone(for: KnownPlaces.boulder).identifier, "America/Denver")
        // A 150 km view holds Lake Granby and stretches of the South Platte and Colorado rivers.
        let view = try MapViewport(
            center: KnownPlaces.boulder, widthKilometres: 150, width: 1080, height: 540)
        XCTAssertTrue(try db.features(.coast, in: view).contains { $0.kind == .coast(.lake) })
        let rivers = try db.features(.rivers, in: view)
        XCTAssertTrue(
            rivers.contains { $0.kind == .river(.permanentMajor) || $0.kind == .river(.additionalMajor) })
        XCTAssertTrue(rivers.allSatisfy { !$0.isClosed && $0.hiddenEdges.isEmpty })
        // Up in the Indian Peaks, 25 km west of town and far from any village: near Boulder... or a
        // nearer village; either way in Colorado.
        let peaks = try XCTUnwrap(try db.reverseGeocode(Coordinate(latitude: 40.05, longitude: -105.62)))
        XCTAssertEqual(peaks.admin1, "Colorado")
        XCTAssertEqual(
            try db.timeZone(for: Coordinate(latitude: 40.05, longitude: -105.62)).identifier, "America/Denver"
        )
    }

    func testBergenAndNorway() throws {
        let db = try database()
        let result = try XCTUnwrap(try db.reverseGeocode(KnownPlaces.bergen))
        XCTAssertEqual(result.name, "Bergen")
        XCTAssertEqual(result.countryCode, "NO")
        XCTAssertEqual(result.countryName, "Norway")
        XCTAssertEqual(try db.timeZone(for: KnownPlaces.bergen).identifier, "Europe/Oslo")
        // Out at sea off Bergen there is no place, but the time zone is still Norway's.
        let offshore = Coordinate(latitude: 60.4, longitude: 3.0)
        XCTAssertNil(try db.reverseGeocode(offshore))
        XCTAssertEqual(try db.timeZone(for: offshore).identifier, "Europe/Oslo")
        let norway = try db.places(in: GeoBox(west: 4, south: 57.9, east: 31.5, north: 71.2), limit: 50)
            .filter { $0.countryCode == "NO" }
        XCTAssertEqual(norway.first?.name, "Oslo")
        XCTAssertEqual(norway.first?.isCapital, true)
        // Most important first: population, with capitals and seats counting more.
        XCTAssertEqual(norway.map(\.importance), norway.map(\.importance).sorted(by: >))
        XCTAssertEqual(try db.countryName(code: "NO"), "Norway")
    }

    func testReykjavik() throws {
        let db = try database()
        let result = try XCTUnwrap(try db.reverseGeocode(KnownPlaces.reykjavik))
        XCTAssertEqual(result.name, "Reykjavík")
        XCTAssertEqual(result.countryCode, "IS")
        XCTAssertEqual(result.town?.isCapital, true)
        XCTAssertEqual(try db.timeZone(for: KnownPlaces.reykjavik).identifier, "Atlantic/Reykjavik")
    }

    func testSuvaAcrossTheAntimeridian() throws {
        let db = try database()
        let result = try XCTUnwrap(try db.reverseGeocode(KnownPlaces.suva))
        XCTAssertEqual(result.name, "Suva")
        XCTAssertEqual(result.countryCode, "FJ")
        XCTAssertEqual(try db.timeZone(for: KnownPlaces.suva).identifier, "Pacific/Fiji")
        // Fiji straddles 180°: fitting Suva and Taveuni's east coast gives a small view whose
        // coast comes from both sides of the antimeridian, the far side shifted past 180.
        let taveuniEast = Coordinate(latitude: -16.8, longitude: -179.9)
        let view = try MapViewport.fitting(
            [KnownPlaces.suva, taveuniEast], width: 1080, height: 540, padding: 40)
        XCTAssertLessThan(view.widthKilometres, 600)
        let coast = try db.features(.coast, in: view)
        let longitudes = coast.flatMap(\.points).map(\.longitude)
        XCTAssertGreaterThan(longitudes.max() ?? 0, 180)
        XCTAssertLessThan(longitudes.min() ?? 0, 180)
        XCTAssertTrue(longitudes.allSatisfy { $0 > 170 && $0 < 190 })
        XCTAssertTrue(try db.places(in: view).contains { $0.name == "Suva" })
    }

    func testLongyearbyen() throws {
        let db = try database()
        let result = try XCTUnwrap(try db.reverseGeocode(KnownPlaces.longyearbyen))
        XCTAssertEqual(result.name, "Longyearbyen")
        // Natural Earth's Norway holds Svalbard (ISO's SJ): the region says where.
        XCTAssertEqual(result.countryCode, "NO")
        XCTAssertEqual(result.displayName, "Longyearbyen, Svalbard, NO")
        XCTAssertEqual(try db.timeZone(for: KnownPlaces.longyearbyen).identifier, "Arctic/Longyearbyen")
        let view = try MapViewport(
            center: KnownPlaces.longyearbyen, widthKilometres: 60, width: 1080, height: 540)
        let coast = try db.features(.coast, in: view)
        // The town lies on the fjord's shore; the valley 8 km south of it is land.
        let valley = Coordinate(latitude: 78.15, longitude: 15.60)
        XCTAssertTrue(coast.contains { $0.kind == .coast(.land) && contains($0.points, valley) })
        let fjord = Coordinate(latitude: 78.26, longitude: 15.45)
        XCTAssertFalse(coast.contains { $0.kind == .coast(.land) && contains($0.points, fjord) })
    }

    func testOpenOceanHasNoPlaceButANominalTimeZone() throws {
        let db = try database()
        XCTAssertNil(try db.reverseGeocode(KnownPlaces.openAtlantic))
        let zone = try db.timeZone(for: KnownPlaces.openAtlantic)
        XCTAssertEqual(zone.identifier, "Etc/GMT+3")
        XCTAssertTrue(zone.isNominal)
        XCTAssertNil(try db.reverseGeocode(Coordinate(latitude: -40, longitude: -120)))
    }

    func testWorldViewAtTheCoarseLevel() throws {
        let db = try database()
        let view = try MapViewport(
            center: Coordinate(latitude: 0, longitude: 0), widthKilometres: 40_000, width: 1080, height: 1080)
        XCTAssertEqual(view.detailLevel(), .coarse)
        let coast = try db.features(.coast, in: view)
        // Antarctica is land down to the pole, and the seams basemap cut into it are hidden.
        let antarctica = coast.filter {
            $0.kind == .coast(.land) && $0.points.contains { $0.latitude < -89.9 }
        }
        XCTAssertFalse(antarctica.isEmpty)
        for piece in antarctica {
            for run in piece.strokeRuns {
                for (a, b) in zip(run, run.dropFirst()) {
                    XCTAssertFalse(
                        a.latitude < -89.9 && b.latitude < -89.9, "a stroked edge runs along the pole")
                }
            }
        }
        let borders = try db.features(.borders, in: view)
        XCTAssertTrue(borders.contains { $0.kind == .border(.national) })
        let places = try db.places(in: view, limit: 10)
        XCTAssertEqual(places.count, 10)
        XCTAssertGreaterThan(places.last?.population ?? 0, 5_000_000)
    }

    func testEveryFileDecodesCompletely() throws {
        let counts = try database().validate()
        // 12 line and polygon files, the land cover, the places, countries, regions, lakes, seas,
        // the area labels and the relief.
        XCTAssertEqual(counts.count, 20)
        XCTAssertGreaterThan(counts["relief.oug"] ?? 0, 500, "stored (non-flat) relief tiles")
        XCTAssertGreaterThan(counts["places.oug"] ?? 0, 220_000, "GeoNames cities500, cleaned")
        XCTAssertGreaterThan(counts["countries.oug"] ?? 0, 230)
        XCTAssertGreaterThan(counts["regions.oug"] ?? 0, 3_000)
        XCTAssertGreaterThan(counts["lakes.oug"] ?? 0, 700)
        XCTAssertGreaterThan(counts["seas.oug"] ?? 0, 280)
        XCTAssertGreaterThan(counts["labels.oug"] ?? 0, 1_200)
        XCTAssertGreaterThan(counts["coast-h.oug"] ?? 0, 150_000)
    }

    /// Even-odd point-in-ring test on longitude/latitude.
    private func contains(_ ring: [Coordinate], _ p: Coordinate) -> Bool {
        var inside = false
        var j = ring.count - 1
        for i in ring.indices {
            let a = ring[i]
            let b = ring[j]
            if (a.latitude > p.latitude) != (b.latitude > p.latitude) {
                let x =
                    a.longitude + (p.latitude - a.latitude) / (b.latitude - a.latitude)
                    * (b.longitude - a.longitude)
                if p.longitude < x { inside.toggle() }
            }
            j = i
        }
        return inside
    }

    func testReliefHoldsShadingOverMountainsAndNothingOverTheSea() throws {
        let db = try database()
        let (levels, tileSize) = try db.reliefLevels()
        XCTAssertEqual(levels.map(\.width), [10800, 5400, 2700, 1350])
        XCTAssertEqual(tileSize, 256)
        // The Alps (46.5 N, 9.3 E) at full resolution: column 5679, row 1305 of level 0.
        let alps = try XCTUnwrap(try db.reliefTile(level: 0, column: 5679 / 256, row: 1305 / 256))
        XCTAssertEqual(Array(alps.prefix(2)), [0xFF, 0xD8], "a JPEG")
        // The middle of the Pacific (0 N, 150 W) is flat: no tile stored.
        XCTAssertNil(try db.reliefTile(level: 0, column: 900 / 256, row: 2700 / 256))
        XCTAssertThrowsError(try db.reliefTile(level: 4, column: 0, row: 0))
        XCTAssertThrowsError(try db.reliefTile(level: 0, column: levels[0].columns, row: 0))
    }

    func testStateBordersCoverTheWholeWorld() throws {
        let db = try database()
        // Spain, India and China had no state borders in WDBII; Natural Earth's admin-1 lines do.
        for box in [
            GeoBox(west: -6, south: 38, east: 0, north: 42), GeoBox(west: 74, south: 18, east: 82, north: 26),
            GeoBox(west: 100, south: 25, east: 110, north: 32),
        ] {
            let states = try db.features(.borders, level: .high, in: box).filter {
                if case .border(.region) = $0.kind { return true }
                return false
            }
            XCTAssertGreaterThan(states.count, 5, "\(box)")
        }
        let glaciers = try db.features(
            .landCover, level: .low, in: GeoBox(west: 6, south: 45, east: 11, north: 47.5))
        XCTAssertTrue(glaciers.contains { $0.kind == .landCover(.glacier) }, "the Alps' glaciers")
    }
}
