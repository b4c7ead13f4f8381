import Foundation
import OutdoorModel
import TestSupport
import XCTest

/// Runs every example line of the front page (README.md), the handbook's index and its guides.
///
/// Each document's lines run in order against a journal of its own, the built binary, a fake
/// Open-Meteo and a fake RainViewer, then what its lines promise is checked. An example that
/// stops working fails here, named by its document.
///
/// An example is an indented line starting with "outdoor "; in a document `1a2b` names the first
/// entry its lines add and `9f8e` the second.
final class ReadmeExampleTests: CLIServerTestCase {
    /// The documents whose examples run, each by a test of its own below.
    static let documents = [
        "README.md", "Documentation/README.md", "Documentation/Guides/Journal.md",
        "Documentation/Guides/Cards.md", "Documentation/Guides/Messaging.md", "Documentation/Guides/Maps.md",
        "Documentation/Guides/Tracks.md", "Documentation/Guides/Trips.md",
    ]

    override func setUpWithError() throws {
        try super.setUpWithError()
        server.serveOpenMeteo(FakeOpenMeteoWeather(temperatureCelsius: 6.5, weatherCode: 71))
        // `map --radar` in the examples: the latest frame from a fake RainViewer, on the same server.
        let latest = Date(timeIntervalSince1970: (Date().timeIntervalSince1970 / 600).rounded(.down) * 600)
        server.serveRainViewer([FakeRainViewerFrame(time: latest, cells: [])])
        cli.environment.merge(server.rainViewerEnvironment) { $1 }
    }

    /// One command of an example line: its words, and the file its output is redirected to.
    struct ShellCommand: Equatable {
        var words: [String]
        var redirect: String?
        /// Whether its output is piped into another program.
        var piped = false
    }

    /// The commands of one shell line: quotes removed, split at "&&", a "|" keeping only its
    /// left side, "> FILE" as a redirect, and a "#" comment dropped.
    static func commands(in line: String) -> [ShellCommand] {
        var tokens: [(text: String, isOperator: Bool)] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var characters = Array(line)[...]
        func endWord() {
            if inWord { tokens.append((word, false)) }
            word = ""
            inWord = false
        }
        while let c = characters.first {
            characters = characters.dropFirst()
            if let open = quote {
                if c == open { quote = nil } else { word.append(c) }
                continue
            }
            switch c {
            case "\"", "'":
                quote = c
                inWord = true
            case " ", "\t":
                endWord()
            case "#" where !inWord:
                characters = []
            case "&" where characters.first == "&":
                characters = characters.dropFirst()
                endWord()
                tokens.append(("&&", true))
            case "|", ">":
                endWord()
                tokens.append((String(c), true))
            default:
                word.append(c)
                inWord = true
            }
        }
        endWord()
        var result: [ShellCommand] = [ShellCommand(words: [])]
        var index = 0
        var skipToNext = false
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            if token.isOperator {
                switch token.text {
                case "&&":
                    result.append(ShellCommand(words: []))
                    skipToNext = false
                case "|":
                    result[result.count - 1].piped = true
                    skipToNext = true
                default:
                    if index < tokens.count { result[result.count - 1].redirect = tokens[index].text }
                    index += 1
                }
            } else if !skipToNext {
                result[result.count - 1].words.append(token.text)
            }
        }
        return result.filter { !$0.words.isEmpty }
    }

    func testTheShellWordsAreReadAsAShellWould() {
        XCTAssertEqual(
            Self.commands(in: #"outdoor add --title "Summit" --at "yesterday 18:30"   # echoed"#),
            [ShellCommand(words: ["outdoor", "add", "--title", "Summit", "--at", "yesterday 18:30"])])
        XCTAssertEqual(
            Self.commands(in: #"outdoor add --latlng "46°33'N 7°58'E" && outdoor log | less"#),
            [
                ShellCommand(words: ["outdoor", "add", "--latlng", "46°33'N 7°58'E"]),
                ShellCommand(words: ["outdoor", "log"], piped: true),
            ])
        XCTAssertEqual(
            Self.commands(in: "outdoor man > outdoor.1 && source x"),
            [
                ShellCommand(words: ["outdoor", "man"], redirect: "outdoor.1"),
                ShellCommand(words: ["source", "x"]),
            ])
    }

    /// A GPX file of a three-hour loop from Vík on 2 July 2024 (a point every 10 s, a 20-minute
    /// rest at the top, 400 m of climb), named "Ridge loop", and two camera photos without GPS
    /// taken on it by a camera whose clock was 2 minutes slow.
    private func makeTrackFiles() throws {
        var gpx = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<gpx version=\"1.1\" creator=\"test\" "
        gpx +=
            "xmlns=\"http://www.topografix.com/GPX/1/1\"><metadata><name>Ridge loop</name></metadata><trk><trkseg>\n"
        let start = 1_719_913_200  // 2024-07-02T09:40:00Z
        for step in 0...1080 {
            let walking = step < 540 ? step : max(540, step - 120)  // 120 steps (20 min) at rest
            let angle = Double(walking) / 960 * 2 * .pi
            let lat = 63.4186 + 0.013 * (1 - cos(angle))
            let lng = -19.0060 + 0.029 * sin(angle)
            let ele = 20 + 400 * sin(min(1, Double(walking) / 960) * .pi)
            let time = Date(timeIntervalSince1970: Double(start + step * 10))
            gpx += "<trkpt lat=\"\(lat)\" lon=\"\(lng)\"><ele>\(String(format: "%.1f", ele))</ele>"
            gpx += "<time>\(EntryDateFormat.iso8601UTC(time))</time></trkpt>\n"
        }
        gpx += "</trkseg></trk></gpx>\n"
        _ = try write(Data(gpx.utf8), "ridge-loop.gpx")
        let camera = dir.url.appendingPathComponent("Pictures/Camera")
        try FileManager.default.createDirectory(at: camera, withIntermediateDirectories: true)
        for (name, time) in [
            ("DSC_0101.jpg", "2024:07:02 10:28:00"), ("DSC_0102.jpg", "2024:07:02 11:43:00"),
        ] {
            let exif = FixtureExif(dateTimeOriginal: time, make: "NIKON CORPORATION", model: "NIKON D5300")
            try PhotoFixtures.jpeg(width: 96, height: 72, exif: exif).write(
                to: camera.appendingPathComponent(name))
        }
    }

    /// The files the examples name: a HEIC from Grindelwald, a folder of Iceland photos, the
    /// iPhone app's store (twice: copied off the phone and as a backup extracts it), a JSON file, a
    /// GPX track, camera photos without GPS and an OpenStreetMap extract of central Helsinki.
    private func makeTheirFiles() throws {
        try makeTrackFiles()
        let heic = try PhotoFixtures.heic(
            width: 64, height: 48,
            exif: FixtureExif(
                latitude: 46.6242, longitude: 8.0414, dateTimeOriginal: "2025:06:14 08:42:00",
                offsetTimeOriginal: "+02:00"))
        _ = try write(heic, "IMG_0412.HEIC")
        let iceland = dir.url.appendingPathComponent("Pictures/Iceland")
        try FileManager.default.createDirectory(at: iceland, withIntermediateDirectories: true)
        for (name, lat, lng, time) in [
            ("a.jpg", 64.1466, 21.9426, "2024:07:01 09:10:00"),
            ("b.jpg", 63.4186, 19.0060, "2024:07:02 11:05:00"),
        ] {
            let exif = FixtureExif(latitude: lat, longitude: lng, longitudeRef: "W", dateTimeOriginal: time)
            try PhotoFixtures.jpeg(width: 96, height: 72, exif: exif).write(
                to: iceland.appendingPathComponent(name))
        }
        let store = try AppStoreFixture(
            folder: dir.url.appendingPathComponent("phone"), spelling: .publishedSource)
        try store.insert([
            AppStoreFixture.Log(
                timestamp: AppStoreFixture.seconds("2024-07-03T09:10:30Z"), title: "Harbour",
                latitude: 64.1466,
                longitude: -21.9426, weatherSummary: "Mostly Cloudy", temperature: 9.5,
                symbol: "cloud.sun.fill",
                photo: .inline(try PhotoFixtures.jpeg(width: 96, height: 72)))
        ])
        try store.copy(to: dir.url.appendingPathComponent("iphone"))
        // The path the iPhone guide names, as a device backup extracts it.
        try store.copy(
            to: dir.url.appendingPathComponent("AppDomain-<bundle id>/Library/Application Support"))
        store.close()
        try FileManager.default.copyItem(
            at: RepositoryRoot.url.appendingPathComponent(
                "Sources/OutdoorCLI/SampleJournal/maps/Helsinki.osm.pbf"),
            to: dir.url.appendingPathComponent("helsinki.osm.pbf"))
        let entries: [[String: Any]] = [
            [
                "timestamp": "2024-06-14T08:42:00-07:00", "title": "From a script", "lat": 37.77,
                "lng": -122.42,
            ]
        ]
        _ = try write(try JSONSerialization.data(withJSONObject: entries), "entries.json")
    }

    /// The example lines of `document` (a path from the repository's root), in order.
    static func exampleLines(of document: String) throws -> [String] {
        let text = try String(
            contentsOf: RepositoryRoot.url.appendingPathComponent(document), encoding: .utf8)
        return text.split(separator: "\n").filter { $0.hasPrefix("    outdoor ") }.map {
            $0.trimmingCharacters(in: .whitespaces)
        }
    }

    /// Runs `document`'s example lines in order, each command of a line as a shell would; the
    /// output of `add` names the ids `1a2b` and `9f8e` stand for.
    private func runExamples(of document: String) throws {
        try makeTheirFiles()
        let lines = try Self.exampleLines(of: document)
        XCTAssertFalse(lines.isEmpty, "\(document) has no example lines")
        var ids: [String] = []
        for line in lines {
            for command in Self.commands(in: line) where command.words.first == "outdoor" {
                let words = command.words.dropFirst().map { word -> String in
                    if word == "1a2b", let id = ids.first { return String(id.prefix(8)) }
                    if word == "9f8e", ids.count > 1 { return String(ids[1].prefix(8)) }
                    if word.hasPrefix("~/") { return dir.path(String(word.dropFirst(2))) }
                    return word
                }
                let result = try cli.run(words)
                if result.status != 0 { XCTFail("\(document): \(line)\n\(result.stderr)") }
                if words.first == "add", let id = result.output.split(separator: "\n").first {
                    ids.append(String(id))
                }
                if let redirect = command.redirect {
                    try result.stdout.write(to: URL(fileURLWithPath: dir.path(redirect)))
                }
                if command.piped || command.redirect != nil {
                    XCTAssertFalse(result.stdout.isEmpty, "\(document): \(line)")
                }
            }
        }
    }

    /// Asserts that each of `files` (paths in the test folder) was written.
    private func assertWritten(_ files: [String], file: StaticString = #filePath, line: UInt = #line) {
        for name in files {
            XCTAssertTrue(
                FileManager.default.fileExists(atPath: dir.path(name)), "\(name) was not written", file: file,
                line: line)
        }
    }

    /// Every document of the front page, the index and the guides that holds examples has its test.
    func testEveryDocumentWithExamplesIsRun() throws {
        let guides = try FileManager.default.contentsOfDirectory(
            atPath: RepositoryRoot.url.appendingPathComponent("Documentation/Guides").path)
        let candidates =
            ["README.md", "Documentation/README.md"]
            + guides.filter { $0.hasSuffix(".md") }.map { "Documentation/Guides/" + $0 }
        for document in candidates where !(try Self.exampleLines(of: document)).isEmpty {
            XCTAssertTrue(Self.documents.contains(document), "\(document) has examples no test runs")
        }
        XCTAssertEqual(Self.documents.count, Set(Self.documents).count)
    }

    func testTheFrontPageExamplesRun() throws {
        try runExamples(of: "README.md")
        assertWritten([
            "2025-06-14-morning-walk.png", "iceland-cards/index.html", "iceland-cards/00-summary.png",
            "iceland.pdf",
            "journal-map.png",
        ])
    }

    func testTheHandbookIndexExamplesRun() throws {
        try runExamples(of: "Documentation/README.md")
        XCTAssertTrue(
            try String(contentsOfFile: dir.path("outdoor.bash"), encoding: .utf8).contains("__complete"))
    }

    func testTheJournalGuideExamplesRun() throws {
        try runExamples(of: "Documentation/Guides/Journal.md")
        XCTAssertEqual(FileManager.default.contents(atPath: dir.path("original.heic"))?.count ?? 0 > 0, true)
        assertWritten(["journal-backup.sqlite"])
        let titles = try logJSON().compactMap { $0["title"] as? String }
        XCTAssertFalse(titles.contains("Evening walk"), "deleted by the delete line")
        XCTAssertTrue(titles.contains("Hut"), "\(titles)")
        XCTAssertTrue(titles.contains("Harbour"), "the iPhone app's entry: \(titles)")
        XCTAssertEqual(
            titles.filter { $0 == "Harbour" }.count, 1, "imported once from two copies of the store")
    }

    func testTheCardsGuideExamplesRun() throws {
        try runExamples(of: "Documentation/Guides/Cards.md")
        assertWritten(["2025-06-14-morning-walk.png", "walk.png", "walk.txt"])
    }

    func testTheMessagingGuideExamplesRun() throws {
        try runExamples(of: "Documentation/Guides/Messaging.md")
        let card = try XCTUnwrap(FileManager.default.contents(atPath: dir.path("walk.jpg")))
        XCTAssertLessThanOrEqual(card.count, 300_000, "--max-bytes 300KB")
        XCTAssertEqual(Array(card.prefix(3)), [0xFF, 0xD8, 0xFF], "a JPEG")
        XCTAssertTrue(
            try String(contentsOfFile: dir.path("walk.txt"), encoding: .utf8).hasPrefix("Morning walk\n"))
    }

    func testTheMapsGuideExamplesRun() throws {
        try runExamples(of: "Documentation/Guides/Maps.md")
        assertWritten(["journal-map.png", "rain-now.png", "2024-06-12-harbour-market.png"])
        XCTAssertFalse(
            try run(["mapdata", "list"]).output.contains("helsinki"), "removed by the guide's last line")
    }

    func testTheTracksGuideExamplesRun() throws {
        try runExamples(of: "Documentation/Guides/Tracks.md")
        let placed = try logJSON().filter { $0["positionSource"] as? String == "track" }
        XCTAssertEqual(placed.count, 2, "both camera photos placed from the track")
        XCTAssertEqual(placed.first?["clockOffsetSeconds"] as? Double, 120)
        assertWritten(["2024-07-02-ridge-loop.png", "iceland-map.png"])
    }

    /// The trip of a track and camera photos became cards, a summary, a book and an overview.
    func testTheTripsGuideExamplesRun() throws {
        try runExamples(of: "Documentation/Guides/Trips.md")
        assertWritten([
            "iceland-cards/index.html", "iceland-cards/00-summary.png", "iceland.pdf", "iceland-map.png",
            "july.pdf",
        ])
        let cards = try FileManager.default.contentsOfDirectory(atPath: dir.path("iceland-cards"))
        XCTAssertEqual(cards.filter { $0.hasPrefix("2024-07-02-") }.count, 3, "\(cards)")
        XCTAssertFalse(cards.contains { $0.contains("blue-lagoon") }, "added and removed again: \(cards)")
        let page = try String(contentsOfFile: dir.path("iceland-cards/index.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("https://example.org/iceland/00-summary.png"), "--base-url")
    }
}
