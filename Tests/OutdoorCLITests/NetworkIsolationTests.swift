import Foundation
import TestSupport
import XCTest

/// Only commands that talk to the network load networking code: the built binary's own memory
/// map, recorded when each command ends (the hidden OUTDOOR_DEBUG_MAPS_FILE hook), is read.
final class NetworkIsolationTests: CLITestCase {
    /// Libraries that only a network transfer brings: libcurl, its TLS and HTTP/2 libraries,
    /// and Foundation's URLSession.
    private static let networkLibraries = [
        "libcurl", "libssl", "libcrypto", "libgnutls", "libnghttp2", "FoundationNetworking",
    ]

    /// The libraries mapped by `outdoor arguments` when it ended.
    private func mappedLibraries(_ arguments: [String], env: [String: String] = [:]) throws -> Set<String> {
        let maps = dir.path("maps-\(arguments[0]).txt")
        try run(arguments, env: env.merging(["OUTDOOR_DEBUG_MAPS_FILE": maps]) { $1 })
        let text = try String(contentsOfFile: maps, encoding: .utf8)
        return Set(
            text.split(separator: "\n").compactMap { line in
                line.split(separator: " ", omittingEmptySubsequences: true).dropFirst(5).first.map {
                    String($0.split(separator: "/").last ?? "")
                }
            })
    }

    private func assertNoNetwork(
        _ libraries: Set<String>, _ command: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let network = libraries.filter { name in Self.networkLibraries.contains { name.contains($0) } }
        XCTAssertTrue(
            network.isEmpty, "outdoor \(command) mapped \(network.sorted())", file: file, line: line)
    }

    func testCommandsThatDoNotTalkToTheNetworkMapNoNetworkLibrary() throws {
        let photo = try write(try PhotoFixtures.jpeg(width: 640, height: 480), "photo.jpg")
        let id = try addEntry(extra: ["--photo", photo])
        let card = try mappedLibraries(["card", id, "-o", dir.path("card.png")])
        // The map is real: a card process draws with cairo and decodes with libjpeg.
        XCTAssertTrue(card.contains { $0.hasPrefix("libcairo") }, "\(card.sorted())")
        XCTAssertTrue(card.contains { $0.hasPrefix("libjpeg") }, "\(card.sorted())")
        assertNoNetwork(card, "card")
        // HEIF and HEVC codecs are loaded only when a HEIC photo is read.
        let codecs = card.filter { $0.hasPrefix("libavcodec") || $0.hasPrefix("libheif") }
        XCTAssertTrue(codecs.isEmpty, "a JPEG card mapped \(codecs.sorted())")
        // libxml2 and the ICU it brings are loaded only when a track file is read.
        let xml = card.filter { $0.hasPrefix("libxml2") || $0.hasPrefix("libicu") }
        XCTAssertTrue(xml.isEmpty, "a card mapped \(xml.sorted())")
        for arguments in [
            ["card", id, "--format", "jpeg", "-o", dir.path("card.jpg")], ["map", "-o", dir.path("map.png")],
            ["log"], ["show", id], ["photo", id, "-o", dir.path("copy.jpg")],
            ["export", "--all", "-o", dir.path("export")],
            ["add", "--title", "Hut", "--lat", "46.5", "--lng", "8.0", "--no-weather", "--no-radar"],
            [
                "add", "--title", "Old hut", "--lat", "46.5", "--lng", "8.0", "--at", "2024-06-14T08:42",
                "--no-weather",
            ],
        ] {
            assertNoNetwork(try mappedLibraries(arguments), arguments.joined(separator: " "))
        }
    }

    func testAHEICCardLoadsLibavcodecAtFirstUseAndNoNetworkLibrary() throws {
        let photo = try write(try PhotoFixtures.heic(width: 640, height: 480), "photo.heic")
        let id = try addEntry(extra: ["--photo", photo])
        let card = try mappedLibraries(["card", id, "-o", dir.path("card.png")])
        // The HEVC image is decoded by libavcodec, opened when the photo is decoded (CAVCodec);
        // its ~100 libraries bring no network library with them.
        XCTAssertTrue(card.contains { $0.hasPrefix("libavcodec") }, "\(card.sorted())")
        assertNoNetwork(card, "card (HEIC photo)")
    }

    func testAWeatherLookupLoadsLibcurlThenAndOnlyThen() throws {
        let server = try FakeHTTPServer()
        defer { server.stop() }
        server.serveOpenMeteo(FakeOpenMeteoWeather(temperatureCelsius: 12, weatherCode: 1))
        let libraries = try mappedLibraries(
            ["add", "--title", "Fjord", "--lat", "60.3913", "--lng", "5.3221", "--at", "2024-06-14T08:42"],
            env: server.openMeteoEnvironment)
        XCTAssertTrue(libraries.contains { $0.hasPrefix("libcurl") }, "\(libraries.sorted())")
        let entry = try XCTUnwrap(try logJSON().first)
        XCTAssertEqual(entry["weatherTemp"] as? Double, 12)
    }

    func testATrackImportLoadsLibxml2ThenAndOnlyThen() throws {
        let gpx = Corpus.folder.appendingPathComponent("gpx/togeojson/run_gpxtpx.gpx").path
        let libraries = try mappedLibraries(["track", "import", gpx, "--no-weather"])
        XCTAssertTrue(libraries.contains { $0.hasPrefix("libxml2") }, "\(libraries.sorted())")
        assertNoNetwork(libraries, "track import --no-weather")
        for arguments in [
            ["track", "list"], ["track", "show", "Greeting SF with a dumb, dumb route"], ["check"],
        ] {
            let mapped = try mappedLibraries(arguments)
            XCTAssertFalse(
                mapped.contains { $0.hasPrefix("libxml2") }, "outdoor \(arguments.joined(separator: " "))")
        }
    }
}
