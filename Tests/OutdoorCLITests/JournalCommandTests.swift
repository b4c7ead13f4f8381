import Foundation
import OutdoorModel
import Synchronization
import TestSupport
import XCTest

/// The journal's commands from the outside: add, log, show, photo, edit, delete.
final class JournalCommandTests: CLITestCase {
    func testAddFromAJPEGReadsLocationAndTimeFromEXIF() throws {
        let exif = FixtureExif(
            latitude: 40.015, longitude: 105.27, longitudeRef: "W", dateTimeOriginal: "2025:06:14 08:42:05",
            offsetTimeOriginal: "-06:00")
        let photo = try write(try PhotoFixtures.jpeg(width: 80, height: 60, exif: exif), "boulder.jpg")
        let result = try run(["add", "--title", "  Flatirons  ", "--photo", photo, "--no-weather"])
        let id = try XCTUnwrap(result.output.split(separator: "\n").first.map(String.init))
        XCTAssertNotNil(UUID(uuidString: id), "the first line of stdout is the id alone")
        XCTAssertTrue(result.stderr.contains("without weather"), result.stderr)
        let entry = try XCTUnwrap(try logJSON().first)
        XCTAssertEqual(entry["id"] as? String, id)
        XCTAssertEqual(entry["title"] as? String, "Flatirons")
        XCTAssertEqual(entry["timestamp"] as? String, "2025-06-14T08:42:05-06:00")
        XCTAssertEqual(entry["timeZone"] as? String, "America/Denver")
        XCTAssertEqual(entry["placeName"] as? String, "Boulder, Colorado, US")
        XCTAssertEqual(try XCTUnwrap(entry["lat"] as? Double), 40.015, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(entry["lng"] as? Double), -105.27, accuracy: 1e-6)
        XCTAssertTrue(entry["weatherTemp"] is NSNull)
        XCTAssertNil(entry["photoData"], "no photo bytes in JSON")
    }

    func testAnEXIFTimeWithoutOffsetIsWallClockTimeAtThePlace() throws {
        let exif = FixtureExif(latitude: 60.3913, longitude: 5.3221, dateTimeOriginal: "2024:01:15 12:00:00")
        let photo = try write(try PhotoFixtures.jpeg(exif: exif), "bergen.jpg")
        try run(["add", "--title", "Winter noon", "--photo", photo, "--no-weather"])
        let entry = try XCTUnwrap(try logJSON().first)
        XCTAssertEqual(entry["timestamp"] as? String, "2024-01-15T12:00:00+01:00")
        XCTAssertEqual(entry["timeZone"] as? String, "Europe/Oslo")
    }

    func testAddFromAHEICReadsItsEXIF() throws {
        let exif = FixtureExif(
            latitude: 64.1466, longitude: 21.9426, longitudeRef: "W", dateTimeOriginal: "2023:07:01 22:15:00")
        let photo = try write(try PhotoFixtures.heic(width: 64, height: 48, exif: exif), "iceland.heic")
        try run(["add", "--title", "Midnight sun", "--photo", photo, "--no-weather"])
        let entry = try XCTUnwrap(try logJSON().first)
        XCTAssertEqual(entry["timestamp"] as? String, "2023-07-01T22:15:00Z")
        XCTAssertEqual(entry["timeZone"] as? String, "Atlantic/Reykjavik")
        XCTAssertEqual((entry["photo"] as? [String: Any])?["format"] as? String, "heif")
    }

    func testThePhotoComesBackByteForByte() throws {
        let bytes = try PhotoFixtures.jpeg(width: 120, height: 90, exif: .sample)
        let photo = try write(bytes, "in.jpg")
        let id = try XCTUnwrap(
            try run(["add", "--title", "t", "--photo", photo, "--no-weather"]).output.split(separator: "\n")
                .first)
        try run(["photo", String(id.prefix(6)), "-o", dir.path("out.jpg")])
        XCTAssertEqual(FileManager.default.contents(atPath: dir.path("out.jpg")), bytes)
        let piped = try run(["photo", String(id), "-o", "-"])
        XCTAssertEqual(piped.stdout, bytes)
        XCTAssertEqual(SHA256.hex(of: piped.stdout), SHA256.hex(of: bytes))
    }

    func testLogIsNewestFirstWithTheOriginalFormat() throws {
        let a = try addEntry(title: "Older", at: "2024-06-13T10:00")
        let b = try addEntry(title: "Newer", at: "2024-06-14T10:00")
        let lines = try run(["log"]).output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 2)
        XCTAssertTrue(lines[0].hasPrefix("2024 JUN 14 Newer"), lines[0])
        XCTAssertTrue(lines[0].contains(String(b.prefix(8))))
        XCTAssertTrue(lines[0].contains("Bergen"), lines[0])
        XCTAssertTrue(lines[1].hasPrefix("2024 JUN 13 Older"), lines[1])
        XCTAssertTrue(lines[1].contains(String(a.prefix(8))))
        let since = try run(["log", "--since", "2024-06-14"]).output
        XCTAssertTrue(since.contains("Newer") && !since.contains("Older"))
        let until = try run(["log", "--until", "2024-06-13"]).output
        XCTAssertTrue(until.contains("Older") && !until.contains("Newer"))
    }

    func testShowPrintsTheWeatherWithItsAttribution() throws {
        let id = try XCTUnwrap(
            try run([
                "add", "--title", "Hand reading", "--lat", "60.39", "--lng", "5.32", "--at",
                "2024-06-14T12:00",
                "--weather-temp", "14.5", "--weather-code", "61",
            ]).output.split(separator: "\n").first)
        let text = try run(["show", String(id.prefix(5))]).output
        XCTAssertTrue(text.contains("15°C, Slight rain"), text)
        XCTAssertTrue(text.contains("Weather recorded by hand"), text)
        XCTAssertTrue(try run(["show", String(id), "--units", "imperial"]).output.contains("58°F"))
        let json = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: run(["show", String(id), "--json"]).stdout)
                as? [String: Any])
        XCTAssertEqual(json["weatherSummary"] as? String, "Slight rain")
        XCTAssertEqual(json["weatherTemp"] as? Double, 14.5)
        XCTAssertEqual(json["weatherSymbol"] as? String, "cloud.rain")
        XCTAssertEqual(json["weatherSource"] as? String, "manual")
        XCTAssertEqual(json["weatherAttribution"] as? [String], ["Weather recorded by hand"])
    }

    func testEditChangesTitleNoteAndPhotoButNotTheMoment() throws {
        let id = try addEntry(extra: ["--note", "first"])
        let before = try XCTUnwrap(try logJSON().first)
        let photo = try write(PhotoFixtures.quadrantPNG(), "new.png")
        try run(["edit", id, "--title", "Evening walk", "--note", "", "--photo", photo])
        let after = try XCTUnwrap(try logJSON().first)
        XCTAssertEqual(after["title"] as? String, "Evening walk")
        XCTAssertTrue(after["note"] is NSNull)
        XCTAssertEqual((after["photo"] as? [String: Any])?["format"] as? String, "png")
        for key in ["timestamp", "lat", "lng", "timeZone", "placeName"] {
            XCTAssertEqual("\(before[key] ?? "")", "\(after[key] ?? "")", key)
        }
        for option in [["--at", "2020-01-01"], ["--lat", "1"], ["--weather-temp", "3"]] {
            let refused = try run(["edit", id] + option, status: 1)
            XCTAssertTrue(refused.stderr.contains("frozen"), refused.stderr)
        }
        try run(["edit", id], status: 2)
    }

    func testDeleteRemovesTheEntry() throws {
        let id = try addEntry()
        try run(["delete", String(id.prefix(8)), "--yes"])
        XCTAssertTrue(try logJSON().isEmpty)
        let again = try run(["delete", id], status: 1)
        XCTAssertTrue(again.stderr.contains("no entry"), again.stderr)
    }

    func testTwoProcessesAddingAtOnceBothSucceed() throws {
        try addEntry(title: "first")
        let group = DispatchGroup()
        let failures = FailureList()
        for worker in 0..<2 {
            group.enter()
            DispatchQueue.global().async { [cli] in
                defer { group.leave() }
                for i in 0..<5 {
                    let result = try? cli?.run([
                        "add", "--title", "w\(worker)-\(i)", "--lat", "1", "--lng", "2", "--at",
                        "2024-01-01T00:00Z",
                        "--no-weather",
                    ])
                    if result?.status != 0 { failures.add(result?.stderr ?? "did not run") }
                }
            }
        }
        XCTAssertEqual(group.wait(timeout: .now() + 120), .success)
        XCTAssertEqual(failures.all, [])
        XCTAssertEqual(try logJSON().count, 11)
    }

    func testHelpVersionAndUsageErrors() throws {
        XCTAssertTrue(try run(["--version"]).output.hasPrefix("outdoor "))
        XCTAssertTrue(try run(["add", "--help"]).output.contains("--title TEXT"))
        let typo = try run(["add", "--titel", "x"], status: 2)
        XCTAssertTrue(typo.stderr.contains("did you mean --title?"), typo.stderr)
        let missing = try run(["add", "--title"], status: 2)
        XCTAssertTrue(missing.stderr.contains("needs a value"), missing.stderr)
        let unknown = try run(["shwo"], status: 2)
        XCTAssertTrue(unknown.stderr.contains("did you mean 'show'?"), unknown.stderr)
        XCTAssertTrue(try run(["about"]).output.contains("GPL-3.0"))
    }
}

/// Collects failure messages from several threads.
final class FailureList: Sendable {
    private let items = Mutex<[String]>([])

    func add(_ item: String) {
        items.withLock { $0.append(item) }
    }

    var all: [String] { items.withLock { $0 } }
}
