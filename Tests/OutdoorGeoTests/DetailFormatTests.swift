import Foundation
import OutdoorGeo
import OutdoorModel
import TestSupport
import XCTest

/// The files of an imported OpenStreetMap region: tiers, fine cells, named points, descriptions.
final class DetailFormatTests: XCTestCase {
    func testTierFollowsTheViewsWidth() {
        XCTAssertEqual(DetailTier.forView(widthKilometres: 3), .high)
        XCTAssertEqual(DetailTier.forView(widthKilometres: 12), .high)
        XCTAssertEqual(DetailTier.forView(widthKilometres: 20), .intermediate)
        XCTAssertEqual(DetailTier.forView(widthKilometres: 100), .low)
        XCTAssertNil(DetailTier.forView(widthKilometres: 250))
        XCTAssertNil(DetailTier.forView(widthKilometres: .nan))
        for tier in DetailTier.allCases { XCTAssertEqual(DetailTier(level: tier.level), tier) }
    }

    func testWaysAtTheHighTierKeepMetrePrecisionInFineCells() throws {
        let dir = try TemporaryDirectory()
        // A path 300 m long crossing several 0.02-degree cells, with points 1-2 m apart.
        let pairs: [(Double, Double)] = (0..<200).map { (i: Int) -> (Double, Double) in
            let lon: Double = 24.93 + Double(i) * 0.00002
            let lat: Double = 60.17 + Double(i % 3) * 0.00001
            return (lon, lat)
        }
        let path = GeoFixtures.line(.detailWay(.path), pairs)
        let lake = GeoFixtures.rectangle(
            .detailArea(.water), west: 24.931, south: 60.171, east: 24.95, north: 60.2)
        for (layer, feature) in [(GeoLayer.detailWays, path), (.detailAreas, lake)] {
            var writer = try DetailTier.high.writer(layer)
            try writer.add(feature)
            try writer.encoded().write(
                to: dir.url.appendingPathComponent(GeoDatabase.fileName(layer: layer, level: .high)))
        }
        let db = try GeoDatabase(directory: dir.url)
        let ways = try db.features(
            .detailWays, level: .high, in: GeoBox(west: 24, south: 60, east: 25, north: 61))
        XCTAssertEqual(Set(ways.map(\.kind)), [.detailWay(.path)])
        let decoded = ways.flatMap(\.points)
        // Every written point comes back within the quantum (1/100,000 degree).
        for (lon, lat) in pairs {
            XCTAssertTrue(
                decoded.contains { abs($0.longitude - lon) < 1.1e-5 && abs($0.latitude - lat) < 1.1e-5 },
                "\(lon), \(lat)")
        }
        let areas = try db.features(
            .detailAreas, level: .high, in: GeoBox(west: 24.94, south: 60.18, east: 24.941, north: 60.181))
        XCTAssertFalse(areas.isEmpty)
        XCTAssertTrue(areas.allSatisfy { $0.kind == .detailArea(.water) && $0.isClosed })
        // A box away from both finds nothing, and the other tiers have no files.
        XCTAssertTrue(
            try db.features(.detailWays, level: .high, in: GeoBox(west: 10, south: 10, east: 11, north: 11))
                .isEmpty)
        XCTAssertEqual(db.availableLevels(.detailWays), [.high])
    }

    func testNamedPointsRoundTripAndAreFoundByBox() throws {
        let dir = try TemporaryDirectory()
        var writer = DetailPointWriter()
        let points = [
            DetailPoint(
                kind: .peak, name: "Matterhorn", coordinate: Coordinate(latitude: 45.9763, longitude: 7.6586),
                elevation: 4478),
            DetailPoint(
                kind: .alpineHut, name: "Hörnlihütte",
                coordinate: Coordinate(latitude: 45.9822, longitude: 7.6764), elevation: 3260),
            DetailPoint(
                kind: .village, name: "Zermatt", coordinate: Coordinate(latitude: 46.0207, longitude: 7.7491)),
            DetailPoint(
                kind: .peak, name: "", coordinate: Coordinate(latitude: 45.99, longitude: 7.70),
                elevation: -12),
            DetailPoint(
                kind: .town, name: "富士吉田", coordinate: Coordinate(latitude: 35.4875, longitude: 138.8078)),
            DetailPoint(
                kind: .campsite, name: "Zermatt", coordinate: Coordinate(latitude: 46.03, longitude: 7.75)),
        ]
        for point in points { try writer.add(point) }
        try writer.encoded().write(to: dir.url.appendingPathComponent(GeoDatabase.detailPointsFileName))
        let db = try GeoDatabase(directory: dir.url)
        XCTAssertTrue(db.hasDetailPoints)
        let alps = try db.detailPoints(in: GeoBox(west: 7.6, south: 45.9, east: 7.8, north: 46.1))
        XCTAssertEqual(Set(alps.map(\.name)), ["Matterhorn", "Hörnlihütte", "Zermatt", ""])
        XCTAssertEqual(alps.count, 5)
        let matterhorn = try XCTUnwrap(alps.first { $0.name == "Matterhorn" })
        XCTAssertEqual(matterhorn.elevation, 4478)
        XCTAssertEqual(matterhorn.coordinate.latitude, 45.9763, accuracy: 1e-6)
        XCTAssertNil(alps.first { $0.kind == .village }?.elevation)
        XCTAssertEqual(alps.first { $0.name.isEmpty }?.elevation, -12)
        XCTAssertEqual(
            try db.detailPoints(in: GeoBox(west: 138, south: 35, east: 139, north: 36)).map(\.name), ["富士吉田"])
        XCTAssertEqual(try db.detailPoints(in: GeoBox(west: -180, south: -90, east: 180, north: 90)).count, 6)
    }

    func testRegionsListOnlyCompleteRegionsAndSayWhatIsWrong() throws {
        let dir = try TemporaryDirectory()
        let info = DetailRegionInfo(
            name: "helsinki", sourceFile: "Helsinki.osm.pbf", sourceBytes: 685_110,
            importedAt: Date(timeIntervalSince1970: 1_700_000_000),
            bounds: GeoBox(west: 24.93, south: 60.16, east: 24.96, north: 60.18), hasCoastline: true,
            counts: [.way(.path): 3])
        for name in ["helsinki", ".helsinki.importing-42", "broken"] {
            try FileManager.default.createDirectory(
                at: dir.url.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        try info.encoded().write(to: dir.url.appendingPathComponent("helsinki/region.json"))
        try info.encoded().write(to: dir.url.appendingPathComponent(".helsinki.importing-42/region.json"))
        try Data("{".utf8).write(to: dir.url.appendingPathComponent("broken/region.json"))
        let regions = DetailRegions(directory: dir.url)
        XCTAssertEqual(regions.regions.map(\.info), [info])
        XCTAssertEqual(regions.problems.count, 1)
        XCTAssertTrue(regions.problems[0].hasPrefix("broken:"))
        XCTAssertEqual(regions.regions(meeting: GeoBox(west: 24, south: 60, east: 25, north: 61)).count, 1)
        XCTAssertTrue(regions.regions(meeting: GeoBox(west: 7, south: 45, east: 8, north: 46)).isEmpty)
        XCTAssertTrue(DetailRegions(directory: dir.url.appendingPathComponent("absent")).isEmpty)
    }
}

/// Rings near cell lines at the finest tier: cutting ends and keeps every ring's area.
final class DetailCellSplitTests: XCTestCase {
    func testRingsOnAndNearCellLinesAreCutAndKeepTheirArea() throws {
        // Squares whose edges lie on, or a rounding error away from, the 0.02-degree cell lines,
        // moved by sums of decimal steps (as a region's features moved by its own size are):
        // this once sent the cutting into endless halving.
        var total = 0.0
        var writer = try DetailTier.high.writer(.detailAreas)
        for i in 0..<40 {
            let west = 24.94 + Double(i) * 0.0182 + 0.0182 * 3
            let south = 60.16 + Double(i % 7) * 0.02 - 0.0149 * 3
            let east = west + 0.02 * Double(1 + i % 3)
            let north = south + 0.02
            total += (east - west) * (north - south)
            try writer.add(
                GeoFixtures.rectangle(.detailArea(.wood), west: west, south: south, east: east, north: north))
        }
        let dir = try TemporaryDirectory()
        try writer.encoded().write(
            to: dir.url.appendingPathComponent(GeoDatabase.fileName(layer: .detailAreas, level: .high)))
        let pieces = try GeoDatabase(directory: dir.url).features(
            .detailAreas, level: .high, in: GeoBox(west: 24, south: 59, east: 27, north: 62))
        var area = 0.0
        for piece in pieces {
            let p = piece.points
            for k in p.indices {
                let next = p[(k + 1) % p.count]
                area += p[k].longitude * next.latitude - next.longitude * p[k].latitude
            }
        }
        XCTAssertEqual(area / 2, total, accuracy: total * 1e-3)
    }
}
