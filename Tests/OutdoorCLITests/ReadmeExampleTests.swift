import Foundation
import OutdoorModel
import TestSupport
import XCTest

/// Runs every command line of the README's "Using it" section, in order, against the built
/// binary, a temporary journal and a fake Open-Meteo: an example that stops working fails here.
final class ReadmeExampleTests: CLIServerTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        server.serveOpenMeteo(FakeOpenMeteoWeather(temperatureCelsius: 6.5, weatherCode: 71))
        // `map --radar` in the README: the latest frame from a fake RainViewer, on the same server.
        let latest = Date(timeIntervalSince1970: (Date().timeIntervalSince1970 / 600).rounded(.down) * 600)
        server.serveRainViewer([FakeRainViewerFrame(time: latest, cells: [])])
        cli.environment.merge(server.rainViewerEnvironment) { $1 }
    }

    /// One command of a README line: its words, and the file its output is redirected to.
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

    /// The README's example lines: the indented lines starting with "outdoor " in "Using it".
    private func exampleLines() throws -> [String] {
        let readme = try String(
            contentsOf: RepositoryRoot.url.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try XCTUnwrap(readme.range(of: "## Using it\n"))
        let rest = readme[start.upperBound...]
        let end = rest.range(of: "\n#")?.lowerBound ?? rest.endIndex
        return rest[..<end].split(separator: "\n").map(String.init).filter { $0.hasPrefix("    outdoor ") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
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
    /// iPhone app's store, a JSON file, a GPX track and camera photos without GPS.
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
        store.close()
        let entries: [[String: Any]] = [
            [
                "timestamp": "2024-06-14T08:42:00-07:00", "title": "From a script", "lat": 37.77,
                "lng": -122.42,
            ]
        ]
        _ = try write(try JSONSerialization.data(withJSONObject: entries), "entries.json")
    }

    func testEveryReadmeExampleRuns() throws {
        try makeTheirFiles()
        let lines = try exampleLines()
        XCTAssertGreaterThan(lines.count, 20)
        var ids: [String] = []
        for line in lines {
            for command in Self.commands(in: line) where command.words.first == "outdoor" {
                // The README's made-up ids name the first and second entries added.
                let words = command.words.dropFirst().map { word -> String in
                    if word == "1a2b", let id = ids.first { return String(id.prefix(8)) }
                    if word == "9f8e", ids.count > 1 { return String(ids[1].prefix(8)) }
                    if word.hasPrefix("~/") { return dir.path(String(word.dropFirst(2))) }
                    return word
                }
                let result = try run(words)
                if result.status != 0 { XCTFail("\(line)\n\(result.stderr)") }
                if words.first == "add", let id = result.output.split(separator: "\n").first {
                    ids.append(String(id))
                }
                if let redirect = command.redirect {
                    try result.stdout.write(to: URL(fileURLWithPath: dir.path(redirect)))
                }
                if command.piped || command.redirect != nil {
                    XCTAssertFalse(result.stdout.isEmpty, line)
                }
            }
        }
        // What the lines promise, checked after the run.
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.path("iceland-cards/index.html")))
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.path("walk.txt")))
        XCTAssertEqual(FileManager.default.contents(atPath: dir.path("original.heic"))?.count ?? 0 > 0, true)
        let titles = try logJSON().compactMap { $0["title"] as? String }
        XCTAssertFalse(titles.contains("Evening walk"), "deleted by the last lines")
        XCTAssertTrue(titles.contains("Hut"), "\(titles)")
        let placed = try logJSON().filter { $0["positionSource"] as? String == "track" }
        XCTAssertEqual(placed.count, 2, "both camera photos placed from the track")
        XCTAssertEqual(placed.first?["clockOffsetSeconds"] as? Double, 120)
        // The trip of a track and camera photos became an activity card, cards, a summary, a
        // book and an overview.
        for file in [
            "2024-07-02-ridge-loop.png", "iceland-cards/00-summary.png", "iceland.pdf", "iceland-map.png",
        ] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: dir.path(file)), "\(file) was not written")
        }
        let cards = try FileManager.default.contentsOfDirectory(atPath: dir.path("iceland-cards"))
        XCTAssertEqual(cards.filter { $0.hasPrefix("2024-07-02-") }.count, 3, "\(cards)")
    }
}
