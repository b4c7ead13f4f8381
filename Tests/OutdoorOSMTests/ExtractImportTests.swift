import Foundation
import OutdoorGeo
import OutdoorModel
import OutdoorOSM
import TestSupport
import XCTest

/// Imports of the two real extracts: what is kept, names, interruption, reruns and bad files.
final class ExtractImportTests: XCTestCase {
    private var dir: TemporaryDirectory!
    private var folder: MapDataFolder { MapDataFolder(url: dir.url.appendingPathComponent("mapdata")) }

    override func setUpWithError() throws {
        dir = try TemporaryDirectory(prefix: "outdoor-osm")
    }

    override func tearDown() {
        dir = nil
    }

    private func importing(_ path: String, as name: String, stop: @escaping @Sendable () -> Bool = { false })
        throws -> DetailImportSummary
    {
        try DetailImport(
            folder: folder, now: { Date(timeIntervalSince1970: 1_780_000_000) }, shouldStop: stop
        )
        .run(path: path, name: name)
    }

    /// Every file of the folder and its bytes, to check that a failed import changed nothing.
    private func snapshot() -> [String: Data] {
        var files: [String: Data] = [:]
        let root = folder.url
        for path in (try? FileManager.default.subpathsOfDirectory(atPath: root.path)) ?? [] {
            files[path] = FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
        }
        return files
    }

    // Expected figures, computed independently of outdoor: `osmium tags-count FILE -t way
    // 'highway=*' 'railway=*' ...` (osmium-tool 1.15), less the ways that have fewer than two of
    // their nodes inside the extract (counted over `osmium cat -f opl`), and for areas the closed
    // ways whose nodes are all there plus the multipolygon relations (osmium tags-count -t relation).
    //
    // Helsinki: highway=primary 145 + primary_link 7 - 6 cut = 146; secondary 144 - 3 = 141;
    // tertiary 47 + tertiary_link 2 - 4 = 45; railway=rail 144 - 6 + tram 182 - 5 = 315 (subway
    // and abandoned left out). Areas: commercial 41 + residential 13 + retail 2 = 56 built-up;
    // grass 85 + heath 3 + one grass relation = 89 meadow; park 11 + garden 1 + one park
    // relation = 13; basin 7 + water 6 = 13 water; scree 1 rock; wetland 1. Places: suburb 5 +
    // neighbourhood 1 = 6 suburbs, 1 city (their names from `osmium tags-filter -t n/place`).
    func testHelsinkiKeepsWhatItsTagsSay() throws {
        let summary = try importing(Extracts.helsinki, as: "helsinki")
        let counts = summary.info.counts
        let expected: [DetailCountKind: Int] = [
            .way(.primary): 146, .way(.secondary): 141, .way(.tertiary): 45, .way(.railway): 315,
            .area(.builtUp): 56, .area(.meadow): 89, .area(.park): 13, .area(.water): 13, .area(.rock): 1,
            .area(.wetland): 1, .point(.suburb): 6, .point(.city): 1, .coastlineWay: 3, .area(.land): 2,
        ]
        for (kind, count) in expected { XCTAssertEqual(counts[kind], count, kind.key) }
        XCTAssertNil(counts[.way(.motorway)])
        XCTAssertTrue(summary.info.hasCoastline)
        XCTAssertNil(summary.coastlineProblem)
        XCTAssertEqual(summary.info.sourceFile, "Helsinki.osm.pbf")
        XCTAssertEqual(summary.info.sourceBytes, 685_110)
        XCTAssertEqual(
            summary.info.bounds,
            GeoBox(west: 24.9351762, south: 60.164155, east: 24.9534145, north: 60.179113))

        // The region reads back: its description, its points by name, its tiers.
        let regions = folder.regions()
        XCTAssertEqual(regions.problems, [])
        let region = try XCTUnwrap(regions.regions.first)
        XCTAssertEqual(region.info, summary.info)
        let points = try region.database.detailPoints(in: summary.info.bounds)
        XCTAssertEqual(points.first { $0.kind == .city }?.name, "Helsinki")
        XCTAssertEqual(
            Set(points.filter { $0.kind == .suburb }.map(\.name)),
            ["Keskusta", "Siltasaari", "Hakaniemi", "Kluuvi", "Kaartinkaupunki", "Kaisaniemi"])
        for tier in DetailTier.allCases {
            XCTAssertEqual(region.database.availableLevels(.detailWays), DetailTier.allCases.map(\.level))
            let ways = try region.database.features(.detailWays, level: tier.level, in: summary.info.bounds)
            let kinds = Set(ways.map(\.kind))
            XCTAssertTrue(kinds.contains(.detailWay(.primary)), "\(tier)")
            // Paths from the intermediate tier on, service roads only at the high one.
            XCTAssertEqual(kinds.contains(.detailWay(.path)), tier >= .intermediate, "\(tier)")
            XCTAssertEqual(kinds.contains(.detailWay(.service)), tier == .high, "\(tier)")
            let areas = try region.database.features(.detailAreas, level: tier.level, in: summary.info.bounds)
            XCTAssertTrue(areas.contains { $0.kind == .detailArea(.land) }, "\(tier)")
        }
        // Finer tiers keep more points of the same lines.
        let low = try region.database.features(.detailWays, level: .low, in: summary.info.bounds)
        let high = try region.database.features(.detailWays, level: .high, in: summary.info.bounds)
        let lowPrimary = low.filter { $0.kind == .detailWay(.primary) }.reduce(0) { $0 + $1.points.count }
        let highPrimary = high.filter { $0.kind == .detailWay(.primary) }.reduce(0) { $0 + $1.points.count }
        XCTAssertLessThan(lowPrimary, highPrimary)
    }

    // test.osm.pbf: highway=motorway 4 + motorway_link 11 - 3 cut = 12; secondary 14 - 1 = 13;
    // tertiary 20; residential 124 + living_street 1 + unclassified 1 = 126 minor roads; track
    // 3 - 1 = 2; railway=rail 1; waterway=stream 1. Areas: natural=wood 5 whole of 9 (the
    // landuse=forest is cut) = 5 wood; residential 17 + industrial 4 + retail 2 = 23 built-up;
    // grass 1 + meadow 2 = 3 meadow; the one park is cut. Places: 1 hamlet, 2 suburbs + 3
    // neighbourhoods. No coastline.
    func testRuralExtractKeepsWhatItsTagsSay() throws {
        let summary = try importing(Extracts.rural, as: "rural")
        let counts = summary.info.counts
        let expected: [DetailCountKind: Int] = [
            .way(.motorway): 12, .way(.secondary): 13, .way(.tertiary): 20, .way(.minorRoad): 126,
            .way(.track): 2, .way(.railway): 1, .way(.stream): 1, .area(.wood): 5, .area(.builtUp): 23,
            .area(.meadow): 3, .point(.hamlet): 1, .point(.suburb): 5,
        ]
        for (kind, count) in expected { XCTAssertEqual(counts[kind], count, kind.key) }
        XCTAssertNil(counts[.area(.park)])
        XCTAssertNil(counts[.area(.land)])
        XCTAssertFalse(summary.info.hasCoastline)
    }

    func testInterruptedImportLeavesTheOldRegionAndARerunWorks() throws {
        // How often a whole import asks whether to stop (into another folder).
        let asked = CallCounter()
        let probe = try TemporaryDirectory(prefix: "outdoor-osm-probe")
        _ = try DetailImport(folder: MapDataFolder(url: probe.url), shouldStop: { asked.next() < 0 })
            .run(path: Extracts.helsinki, name: "probe")
        let total = asked.next() - 1
        XCTAssertGreaterThan(total, 1_000)
        _ = try importing(Extracts.rural, as: "region")
        let before = snapshot()
        // Stop at the first object, after a few hundred, and at the last moments (between files).
        for limit in [0, 300, total - 3, total - 1] {
            let calls = CallCounter()
            XCTAssertThrowsError(
                try importing(Extracts.helsinki, as: "region", stop: { calls.next() > limit })
            ) { error in
                XCTAssertEqual(error as? MapDataError, .interrupted, "\(limit)")
            }
            XCTAssertEqual(snapshot(), before, "stopped after \(limit) calls")
        }
        // A new name is not created by an interrupted import either.
        XCTAssertThrowsError(try importing(Extracts.helsinki, as: "other", stop: { true }))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.regionURL("other").path))
        // The rerun replaces the old region whole.
        let summary = try importing(Extracts.helsinki, as: "region")
        XCTAssertTrue(summary.replacedExisting)
        XCTAssertEqual(folder.regions().regions.map(\.info.sourceFile), ["Helsinki.osm.pbf"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path), ["region"])
    }

    func testLeftoversOfAKilledImportAreCleanedUp() throws {
        _ = try importing(Extracts.rural, as: "rural")
        let fm = FileManager.default
        // A killed import's half-written folder, and a region renamed aside just before the swap.
        try fm.createDirectory(
            at: folder.url.appendingPathComponent(".rural.importing-99999"),
            withIntermediateDirectories: false)
        try fm.moveItem(
            at: folder.regionURL("rural"), to: folder.url.appendingPathComponent(".rural.replaced-99999"))
        XCTAssertTrue(folder.regions().isEmpty)
        let lock = try folder.lock(for: "a test")
        withExtendedLifetime(lock) {}
        XCTAssertEqual(try fm.contentsOfDirectory(atPath: folder.url.path), ["rural"])
        XCTAssertEqual(folder.regions().regions.map(\.info.name), ["rural"])
    }

    func testBadFilesAreRefusedAndChangeNothing() throws {
        _ = try importing(Extracts.rural, as: "rural")
        let before = snapshot()
        let original = try Data(contentsOf: URL(fileURLWithPath: Extracts.helsinki))
        var corrupted = original
        for i in stride(from: 5_000, to: 200_000, by: 997) { corrupted[i] ^= 0x5A }
        let cases: [(String, Data?, String)] = [
            ("cut.osm.pbf", original.prefix(300_000), "unexpected EOF"),
            ("header-only.osm.pbf", original.prefix(200), "unexpected EOF"),
            ("corrupt.osm.pbf", corrupted, "failed to uncompress data"),
            ("text.osm.pbf", Data("<?xml version='1.0'?><osm></osm>\n".utf8), "PBF"),
            ("empty.osm.pbf", Data(), "empty"),
            ("missing.osm.pbf", nil, "no such file"),
        ]
        for (name, data, words) in cases {
            let path = dir.path(name)
            if let data { try data.write(to: URL(fileURLWithPath: path)) }
            XCTAssertThrowsError(try importing(path, as: "rural"), name) { error in
                let text = String(describing: error)
                XCTAssertTrue(error is OSMError, "\(name): \(text)")
                XCTAssertTrue(text.contains(path), "\(name): \(text)")
                XCTAssertTrue(text.contains(words), "\(name): \(text)")
            }
            XCTAssertEqual(snapshot(), before, name)
        }
    }

    func testNamesAreChecked() {
        for bad in ["", ".hidden", "a/b", "../up", "with space", String(repeating: "x", count: 65)] {
            XCTAssertNotNil(RegionName.problem(bad), bad)
            XCTAssertThrowsError(try importing(Extracts.rural, as: bad), bad)
        }
        for good in ["alps", "finland-latest", "Île_de.France", "Σύμη2"] {
            XCTAssertNil(RegionName.problem(good), good)
        }
        XCTAssertEqual(RegionName.defaultName(forFile: "/x/finland-latest.osm.pbf"), "finland-latest")
        XCTAssertEqual(RegionName.defaultName(forFile: "alps.pbf"), "alps")
    }

    func testRemove() throws {
        _ = try importing(Extracts.rural, as: "rural")
        XCTAssertThrowsError(try folder.remove("nope")) { error in
            XCTAssertEqual(error as? MapDataError, .unknownRegion("nope", known: ["rural"]))
        }
        try folder.remove("rural")
        XCTAssertTrue(folder.regions().isEmpty)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path), [])
    }
}
