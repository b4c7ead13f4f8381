import Foundation
import OutdoorImage
import OutdoorModel
import TestSupport
import XCTest

/// `add`, `import`, `show`, `card --radar` and `map --radar` against a fake RainViewer on
/// 127.0.0.1 that the test starts, with frames around the real clock (the binary reads it).
final class RadarCommandTests: CLIServerTestCase {
    /// Bergen, and a storm just east of it (inside the 100 km card map).
    let bergen = (lat: 60.3913, lng: 5.3221)
    let storm = FakeRainCell(latitude: 60.45, longitude: 5.75, radiusKilometres: 12, color: 0xFF00FF)

    override var serverEnvironment: [String: String] { server.rainViewerEnvironment }

    /// The newest frame time on RainViewer's 10-minute grid at or before now.
    private var latestFrameTime: Date {
        Date(timeIntervalSince1970: (Date().timeIntervalSince1970 / 600).rounded(.down) * 600)
    }

    /// Serves the past two hours of frames; only the newest shows `cells`.
    private func serveFrames(
        _ cells: [FakeRainCell], tile: (@Sendable (Int, Int, Int) -> FakeHTTPResponse?)? = nil
    ) {
        let latest = latestFrameTime
        let frames = (0..<12).map { step in
            FakeRainViewerFrame(
                time: latest.addingTimeInterval(Double(step - 11) * 600), cells: step == 11 ? cells : [])
        }
        server.serveRainViewer(frames, tile: tile)
    }

    /// Adds an entry at Bergen now (no --at) and returns the run.
    private func addNow(_ extra: [String] = []) throws -> OutdoorProcess.Result {
        try run(
            ["add", "--title", "Squall", "--lat", "\(bergen.lat)", "--lng", "\(bergen.lng)", "--no-weather"]
                + extra)
    }

    private func id(_ result: OutdoorProcess.Result) -> String {
        String(result.output.split(separator: "\n").first ?? "")
    }

    private func radarJSON(_ id: String) throws -> [String: Any] {
        let show = try run(["show", id, "--json"])
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: show.stdout) as? [String: Any])
        return try XCTUnwrap(object["radar"] as? [String: Any])
    }

    /// How many pixels differ clearly between two PNG files of the same size.
    private func differingPixels(_ a: String, _ b: String) throws -> Int {
        let pa = try ImageDecoder.decode(try Data(contentsOf: URL(fileURLWithPath: a))).pixels
        let pb = try ImageDecoder.decode(try Data(contentsOf: URL(fileURLWithPath: b))).pixels
        XCTAssertEqual(pa.width, pb.width)
        XCTAssertEqual(pa.height, pb.height)
        var count = 0
        for y in 0..<min(pa.height, pb.height) {
            let ra = (pa.baseAddress + y * pa.bytesPerRow).assumingMemoryBound(to: UInt8.self)
            let rb = (pb.baseAddress + y * pb.bytesPerRow).assumingMemoryBound(to: UInt8.self)
            for x in 0..<min(pa.width, pb.width) * 4 where abs(Int(ra[x]) - Int(rb[x])) > 24 {
                count += 1
            }
        }
        return count
    }

    func testAFreshEntryFreezesTheFrameNearestItsMomentAndItsCardDrawsIt() throws {
        serveFrames([storm])
        let added = try addNow()
        XCTAssertTrue(added.stderr.contains("saved with RainViewer's radar frame of"), added.stderr)
        let id = id(added)
        let radar = try radarJSON(id)
        XCTAssertEqual(radar["captured"] as? Bool, true)
        XCTAssertEqual(radar["status"] as? String, "captured")
        XCTAssertEqual(radar["source"] as? String, "rainviewer")
        XCTAssertEqual(radar["attribution"] as? String, "Radar: RainViewer")
        XCTAssertEqual(radar["zoom"] as? Int, 7)
        let time = try XCTUnwrap(radar["time"] as? String)
        XCTAssertEqual(time, EntryDateFormat.iso8601UTC(latestFrameTime))
        let tiles = server.rainViewerTileRequests
        XCTAssertFalse(tiles.isEmpty)
        XCTAssertTrue(tiles.allSatisfy { $0.zoom == 7 }, "\(tiles)")
        let show = try run(["show", id]).output
        XCTAssertTrue(show.contains("radar     RainViewer frame of"), show)
        XCTAssertTrue(show.contains("Radar: RainViewer"), show)

        // The card draws the frozen frame from the journal: the service is gone now.
        server.stop()
        let card = try run([
            "card", id, "--radar", "-o", dir.path("radar.png"), "--alt-text", dir.path("alt.txt"),
        ])
        XCTAssertFalse(card.stderr.contains("no radar"), card.stderr)
        try run(["card", id, "-o", dir.path("plain.png")])
        XCTAssertGreaterThan(try differingPixels(dir.path("radar.png"), dir.path("plain.png")), 2000)
        let alt = try String(contentsOfFile: dir.path("alt.txt"), encoding: .utf8)
        XCTAssertTrue(alt.contains("Radar: precipitation at "), alt)
        XCTAssertTrue(alt.contains(", from RainViewer."), alt)
    }

    func testNoRadarOldMomentsAndFailuresSaveTheEntryAndSayWhy() throws {
        serveFrames([storm])
        let skipped = try addNow(["--no-radar"])
        XCTAssertTrue(
            skipped.stderr.contains("saved without radar: it was saved with --no-radar"), skipped.stderr)
        XCTAssertTrue(server.rainViewerTileRequests.isEmpty)
        XCTAssertEqual(try radarJSON(id(skipped))["reason"] as? String, "it was saved with --no-radar")

        let old = try run(
            [
                "add", "--title", "Old", "--lat", "60.39", "--lng", "5.32", "--at", "2024-06-14T08:42",
                "--no-weather",
            ])
        // Radar could never apply to an older moment: add does not speak of it (issue 27); show does.
        XCTAssertFalse(old.stderr.contains("radar"), old.stderr)
        let oldRadar = try radarJSON(id(old))
        XCTAssertEqual(oldRadar["captured"] as? Bool, false)
        XCTAssertEqual(oldRadar["status"] as? String, "too-old")
        XCTAssertTrue(
            try run(["show", id(old)]).output.contains("radar     none: the moment was 2 hours old"))
        let card = try run(["card", id(old), "--radar", "-o", dir.path("old.png")])
        XCTAssertTrue(card.stderr.contains("has no radar: the moment was 2 hours old or more"), card.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.path("old.png")))

        // Tiles failing on every attempt: saved without radar, and why.
        serveFrames([storm]) { _, _, _ in .text("overloaded", status: 503) }
        let failed = try addNow()
        XCTAssertTrue(
            failed.stderr.contains("saved without radar: RainViewer had a server error"), failed.stderr)
        XCTAssertTrue(failed.stderr.contains("HTTP 503"), failed.stderr)
        XCTAssertEqual(try radarJSON(id(failed))["status"] as? String, "failed")

        // A tile that is not a picture.
        serveFrames([storm]) { _, _, _ in
            FakeHTTPResponse(status: 200, headers: [], body: Data("<html>".utf8))
        }
        let bad = try addNow()
        XCTAssertTrue(bad.stderr.contains("radar tile 7/"), bad.stderr)
        XCTAssertTrue(bad.stderr.contains("is not usable"), bad.stderr)

        // No service at all.
        let unreachable = try run(
            ["add", "--title", "Offline", "--lat", "60.39", "--lng", "5.32", "--no-weather"],
            env: ["OUTDOOR_RAINVIEWER_URL": "http://127.0.0.1:9/public/weather-maps.json"])
        XCTAssertTrue(
            unreachable.stderr.contains("could not connect to the radar service"), unreachable.stderr)
        XCTAssertEqual(try logJSON().count, 5, "every entry was saved")

        // A malformed variable is a usage problem: nothing is saved.
        let before = journalBytes()
        let refused = try run(
            ["add", "--title", "x", "--lat", "60.39", "--lng", "5.32", "--no-weather"], status: 1,
            env: ["OUTDOOR_RAINVIEWER_URL": "ftp://example.org/maps.json"])
        XCTAssertTrue(refused.stderr.contains("OUTDOOR_RAINVIEWER_URL"), refused.stderr)
        XCTAssertEqual(journalBytes(), before)
    }

    func testAnImportedRecentPhotoFreezesRadarAndAnOldOneSaysNothingOfIt() throws {
        serveFrames([storm])
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "Europe/Oslo")
        formatter.dateFormat = "yyyy:MM:dd HH:mm:ss"
        let folder = dir.url.appendingPathComponent("today")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, time) in [("new.jpg", formatter.string(from: Date())), ("old.jpg", "2024:06:14 08:42:00")]
        {
            let exif = FixtureExif(latitude: bergen.lat, longitude: bergen.lng, dateTimeOriginal: time)
            try PhotoFixtures.jpeg(width: 96, height: 72, exif: exif).write(
                to: folder.appendingPathComponent(name))
        }
        let result = try run(["import", folder.path, "--no-weather"])
        XCTAssertTrue(result.stderr.contains("saved with RainViewer's radar frame of"), result.stderr)
        let statuses = try logJSON().compactMap { ($0["id"] as? String).map { String($0.prefix(8)) } }.map {
            try radarJSON($0)["status"] as? String
        }
        XCTAssertEqual(statuses.compactMap { $0 }.sorted(), ["captured", "too-old"])
    }

    func testMapRadarDrawsTheLatestFrameWithItsLocalTimeOrWritesNothing() throws {
        try run(
            [
                "add", "--title", "Fjord", "--lat", "60.39", "--lng", "5.32", "--at", "2024-06-14T08:42",
                "--no-weather",
            ])
        serveFrames([FakeRainCell(latitude: 60.6, longitude: 6.2, radiusKilometres: 60, color: 0xFF7700)])
        let drawn = try run(
            ["map", "--radar", "-o", dir.path("radar.png"), "--width", "800", "--height", "500"],
            env: ["TZ": "Asia/Tokyo"])
        let zone = TimeZone(identifier: "Asia/Tokyo") ?? .current
        let local = EntryDateFormat.timeOfDay(latestFrameTime, in: zone)
        XCTAssertTrue(drawn.stderr.contains("radar: RainViewer's frame of \(local) "), drawn.stderr)
        try run(["map", "-o", dir.path("plain.png"), "--width", "800", "--height", "500"])
        XCTAssertGreaterThan(try differingPixels(dir.path("radar.png"), dir.path("plain.png")), 1000)

        let failed = try run(
            ["map", "--radar", "-o", dir.path("failed.png")], status: 1,
            env: ["OUTDOOR_RAINVIEWER_URL": "http://127.0.0.1:9/public/weather-maps.json"])
        XCTAssertTrue(failed.stderr.contains("the map was not drawn"), failed.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.path("failed.png")))
    }
}
