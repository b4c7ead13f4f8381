import Foundation
import TestSupport
import XCTest

/// `outdoor mapdata import`, `list` and `remove` as a user runs them.
final class MapdataCommandTests: CLITestCase {
    private var extracts: URL {
        RepositoryRoot.url.appendingPathComponent("Tests/OutdoorOSMTests/Resources")
    }
    private var data: String { dir.path("data") }
    private var env: [String: String] { ["XDG_DATA_HOME": data] }

    func testImportListAndRemove() throws {
        let helsinki = RepositoryRoot.url.appendingPathComponent(
            "Sources/OutdoorCLI/SampleJournal/maps/Helsinki.osm.pbf"
        ).path
        let imported = try run(["mapdata", "import", helsinki], env: env)
        XCTAssertEqual(imported.output, "Helsinki\n")
        XCTAssertTrue(
            imported.stderr.contains("imported region 'Helsinki' from Helsinki.osm.pbf"), imported.stderr)
        XCTAssertTrue(imported.stderr.contains("primary road 146"), imported.stderr)
        // Not a terminal and no --verbose: no progress lines.
        XCTAssertFalse(imported.stderr.contains("%"), imported.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: data + "/outdoor/mapdata/Helsinki/region.json"))

        let verbose = try run(
            [
                "mapdata", "import", extracts.appendingPathComponent("test.osm.pbf").path, "--name", "kotka",
                "--verbose",
            ],
            env: env)
        XCTAssertTrue(verbose.stderr.contains("mapdata import kotka: 100%"), verbose.stderr)

        let list = try run(["mapdata", "list"], env: env)
        XCTAssertTrue(list.output.contains("Helsinki"), list.output)
        XCTAssertTrue(list.output.contains("from test.osm.pbf"), list.output)
        XCTAssertTrue(list.output.contains("land from its coastline"), list.output)
        let json = try run(["mapdata", "list", "--json"], env: env)
        let regions = try XCTUnwrap(JSONSerialization.jsonObject(with: json.stdout) as? [[String: Any]])
        XCTAssertEqual(regions.map { $0["name"] as? String }, ["Helsinki", "kotka"])
        XCTAssertEqual(regions.first?["hasCoastline"] as? Bool, true)
        XCTAssertEqual((regions.first?["counts"] as? [String: Int])?["way.railway"], 315)

        // A script cannot be asked: without --yes nothing is removed.
        let refused = try run(["mapdata", "remove", "kotka"], status: 2, env: env)
        XCTAssertTrue(refused.stderr.contains("pass --yes to remove"), refused.stderr)
        XCTAssertTrue(try run(["mapdata", "list"], env: env).output.contains("kotka"))
        try run(["mapdata", "remove", "kotka", "--yes"], env: env)
        let missing = try run(["mapdata", "remove", "kotka", "--yes"], status: 1, env: env)
        XCTAssertTrue(missing.stderr.contains("no region named 'kotka' (imported: Helsinki)"), missing.stderr)
        let after = try run(["mapdata", "list", "--json"], env: env)
        let left = try XCTUnwrap(JSONSerialization.jsonObject(with: after.stdout) as? [[String: Any]])
        XCTAssertEqual(left.map { $0["name"] as? String }, ["Helsinki"])
    }

    func testCardsAndAboutUseTheImportedRegion() throws {
        let helsinki = RepositoryRoot.url.appendingPathComponent(
            "Sources/OutdoorCLI/SampleJournal/maps/Helsinki.osm.pbf"
        ).path
        let journal = dir.path("journal.sqlite")
        var env = self.env
        env["OUTDOOR_JOURNAL"] = journal
        XCTAssertFalse(try run(["about"], env: env).output.contains("OpenStreetMap"))
        try run(["mapdata", "import", helsinki, "--name", "helsinki"], env: env)
        let about = try run(["about"], env: env).output
        XCTAssertTrue(about.contains("© OpenStreetMap contributors (ODbL)"), about)
        XCTAssertTrue(about.contains("helsinki: from Helsinki.osm.pbf"), about)

        let added = try run(
            [
                "add", "--title", "Harbour market", "--lat", "60.1675", "--lng", "24.9527", "--at",
                "2024-06-01 10:00", "--weather-temp", "17", "--weather-code", "partly cloudy",
            ], env: env)
        let id = added.output.trimmingCharacters(in: .whitespacesAndNewlines)
        let card = dir.path("card.png")
        try run(["card", id, "-o", card, "--map-width", "2"], env: env)
        XCTAssertTrue(FileManager.default.fileExists(atPath: card))
        try run(["card", id, "-o", dir.path("hidden.png"), "--coords", "hidden"], env: env)
        let refused = try run(
            ["card", id, "-o", dir.path("no.png"), "--map-width", "0"], status: 2, env: env)
        XCTAssertTrue(
            refused.stderr.contains("--map-width must be 0.5 to 20000 kilometres, not '0'"), refused.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.path("no.png")))
    }

    func testTheExportCreditsOpenStreetMapWhereItsCardsDrawIt() throws {
        // The gallery's footer named GeoNames and Natural Earth but not OpenStreetMap, though the
        // cards drew its detail (issue 37 item 5).
        let helsinki = RepositoryRoot.url.appendingPathComponent(
            "Sources/OutdoorCLI/SampleJournal/maps/Helsinki.osm.pbf"
        ).path
        var env = self.env
        env["OUTDOOR_JOURNAL"] = dir.path("journal.sqlite")
        try run(["mapdata", "import", helsinki, "--name", "helsinki"], env: env)
        let added = try run(
            [
                "add", "--title", "Harbour market", "--lat", "60.1675", "--lng", "24.9527", "--at",
                "2024-06-01 10:00", "--weather-temp", "17", "--weather-code", "partly cloudy",
            ], env: env)
        let id = added.output.trimmingCharacters(in: .whitespacesAndNewlines)
        try run(["trip", "create", "Helsinki"], env: env)
        try run(["trip", "add", "Helsinki", id], env: env)
        let out = dir.path("out")
        try run(["export", "--trip", "Helsinki", "-o", out, "--map-width", "2"], env: env)
        let gallery = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        let footer = try XCTUnwrap(
            gallery.split(separator: "\n").first { $0.contains("class=\"credits\"") }, gallery)
        XCTAssertTrue(footer.contains("OpenStreetMap"), String(footer))
        XCTAssertTrue(footer.contains("GeoNames"), String(footer))
        let manifest = try XCTUnwrap(
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: out + "/manifest.json")))
                as? [String: Any])
        let credits = try XCTUnwrap(manifest["credits"] as? [String], "\(manifest)")
        XCTAssertTrue(credits.contains { $0.contains("OpenStreetMap") }, "\(credits)")
        let card = try XCTUnwrap((manifest["cards"] as? [[String: Any]])?.first)
        XCTAssertTrue(
            (card["credits"] as? [String] ?? []).contains { $0.contains("OpenStreetMap") }, "\(card)")
        // A world-wide card draws none of the detail, and credits none.
        let wide = dir.path("wide")
        try run(["export", "--trip", "Helsinki", "-o", wide, "--map-width", "2000"], env: env)
        let wideGallery = try String(contentsOfFile: wide + "/index.html", encoding: .utf8)
        XCTAssertFalse(wideGallery.contains("OpenStreetMap contributors"), wideGallery)
    }

    func testBadInputIsRefusedByName() throws {
        let text = try write(Data("not a pbf\n".utf8), "notes.osm.pbf")
        let refused = try run(["mapdata", "import", text], status: 1, env: env)
        XCTAssertTrue(
            refused.stderr.contains("cannot read '\(text)' as an OpenStreetMap PBF extract"), refused.stderr)
        let badName = try run(
            ["mapdata", "import", extracts.appendingPathComponent("test.osm.pbf").path, "--name", "a/b"],
            status: 1,
            env: env)
        XCTAssertTrue(badName.stderr.contains("cannot hold a slash"), badName.stderr)
        try run(["mapdata", "import"], status: 2, env: env)
        let empty = try run(["mapdata", "list"], env: env)
        XCTAssertTrue(empty.stderr.contains("no map data imported yet"), empty.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: data + "/outdoor/mapdata/notes"))
    }
}
