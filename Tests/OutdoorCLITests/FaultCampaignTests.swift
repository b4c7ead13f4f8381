import Foundation
import OutdoorModel
import TestSupport
import XCTest

/// Issue 17's numbered defects, each run against the built binary as the campaign found it.
final class FaultCampaignTests: CLITestCase {
    let bilbao = ["--lat", "43.3", "--lng", "-2.9"]

    /// Asserts a run ended by itself with a status (never a trap) and, when it failed, said why.
    func assertNoTrap(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try cli.run(arguments)
        XCTAssertTrue(
            [0, 1].contains(result.status),
            "outdoor \(arguments.joined(separator: " ")) ended with \(result.status): "
                + result.stderr.prefix(300), file: file, line: line)
        if result.status != 0 { XCTAssertFalse(result.stderr.isEmpty, file: file, line: line) }
        XCTAssertFalse(result.stderr.contains("Fatal error"), result.stderr, file: file, line: line)
    }

    // 1. Extreme numbers.

    func testItem1ExtremeTemperaturesAndTimesAreRefusedOnImport() throws {
        var export: [[String: Any]] = []
        for (i, temperature) in [1e19, -1e308, 1e308, 150].enumerated() {
            export.append([
                "id": "11111111-1111-4111-8111-11111111111\(i)", "timestamp": "2024-06-01T12:00:00+02:00",
                "title": "Hot \(i)", "lat": 43.3, "lng": -2.9, "weatherSummary": "Sunny",
                "weatherTemp": temperature, "weatherSymbol": "sun.max",
            ])
        }
        export.append(["timestamp": 1e300, "title": "Far", "lat": 1.0, "lng": 2.0])
        export.append(["timestampUnix": -1e18, "title": "Long ago", "lat": 1.0, "lng": 2.0])
        let file = try write(try JSONSerialization.data(withJSONObject: export), "hot.json")
        let result = try run(["import", file, "--no-weather"], status: 1)
        XCTAssertEqual(try logJSON().count, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("hot.json, entry 1: "), result.stderr)
        XCTAssertTrue(result.stderr.contains("temperature"), result.stderr)
        XCTAssertTrue(result.stderr.contains("entry 5: "), result.stderr)
        XCTAssertFalse(result.stderr.contains("Fatal error"), result.stderr)
    }

    func testItem1AnExtremeReadingAlreadyInAJournalNeverTraps() throws {
        let id = try addEntry(title: "Hot", lat: 43.3, lng: -2.9)
        try run(["trip", "create", "Heat"])
        try run(["trip", "add", "Heat", id])
        for temperature in ["1e19", "-1e308", "9e18"] {
            let other = try addEntry(
                title: "Also \(temperature)", lat: 43.4, lng: -2.8, at: "2024-06-15T08:00")
            try run(["trip", "add", "Heat", other])
            try sql(
                "UPDATE entry SET weather_summary = 'Sunny', weather_temp = \(temperature), weather_symbol = 'sun.max', "
                    + "weather_source = 'manual' WHERE id = '\(other)'")
        }
        try sql(
            "UPDATE entry SET weather_summary = 'Sunny', weather_temp = 1e19, weather_symbol = 'sun.max', "
                + "weather_source = 'manual' WHERE id = '\(id)'")
        let out = dir.path("out")
        for arguments in [
            ["show", id], ["show", id, "--units", "imperial"], ["log"], ["log", "--json"],
            ["card", id, "-o", dir.path("hot.png")], ["trip", "show", "Heat"],
            ["trip", "show", "Heat", "--units", "imperial"],
            ["export", "--trip", "Heat", "-o", out, "--jobs", "1"],
        ] {
            try assertNoTrap(arguments)
        }
        XCTAssertTrue(try run(["show", id]).output.contains("Sunny"))
    }

    // 2. Special files: see WritePathTests.

    // 4. Photos read from standard input or a device are capped while they are read.

    func testItem4AnEndlessStandardInputIsRefusedAtTheLimit() throws {
        let process = Process()
        process.executableURL = OutdoorProcess.executable
        process.arguments = ["add", "--title", "zeros", "--photo", "-", "--no-weather"] + bilbao
        process.environment = cli.environment
        process.standardInput = try XCTUnwrap(FileHandle(forReadingAtPath: "/dev/zero"))
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = err.fileHandleForReading.readDataToEndOfFile()
        XCTAssertTrue(waitForExit(process, upTo: 60), "outdoor kept reading standard input")
        XCTAssertEqual(process.terminationStatus, 1)
        XCTAssertTrue(String(decoding: message, as: UTF8.self).contains("larger than 200 MB"))
        XCTAssertNil(journalBytes())
    }

    func testItem4ADeviceIsNotReadToTheEnd() throws {
        let result = try run(
            ["add", "--title", "zeros", "--photo", "/dev/zero", "--no-weather"] + bilbao, status: 1)
        XCTAssertTrue(result.stderr.contains("larger than 200 MB"), result.stderr)
        let fifo = dir.path("fifo")
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        // A pipe that nobody writes to holds no photo: refused at once rather than waited on forever.
        let refused = try cli.run(
            ["add", "--title", "pipe", "--photo", fifo, "--no-weather"] + bilbao, timeout: 20)
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.stderr.contains("empty"), refused.stderr)
    }

    // 5. Titles that carry terminal escapes or NUL.

    func testItem5ControlCharactersInTitlesAreRefused() throws {
        let result = try run(
            ["add", "--title", "\u{1B}[31mred\u{1B}[0m", "--no-weather"] + bilbao, status: 1)
        XCTAssertTrue(result.stderr.contains("control character"), result.stderr)
        XCTAssertFalse(result.stderr.contains("\u{1B}[31m"), result.stderr)
        let export: [[String: Any]] = [
            ["timestamp": "2024-06-01T12:00:00+02:00", "title": "a\u{0}b", "lat": 43.3, "lng": -2.9],
            ["timestamp": "2024-06-01T13:00:00+02:00", "title": "bell\u{7}", "lat": 43.3, "lng": -2.9],
            ["timestamp": "2024-06-01T14:00:00+02:00", "title": "fine", "lat": 43.3, "lng": -2.9],
        ]
        let file = try write(try JSONSerialization.data(withJSONObject: export), "titles.json")
        let imported = try run(["import", file, "--no-weather"], status: 1)
        XCTAssertEqual(try logJSON().map { $0["title"] as? String }, ["fine"], imported.stderr)
        let id = try addEntry(title: "Plain")
        let edit = try run(["edit", id, "--title", "x\u{9B}31m"], status: 1)
        XCTAssertTrue(edit.stderr.contains("control character"), edit.stderr)
        try run(["edit", id, "--note", "two\nlines\tand a tab"])
        try run(["edit", id, "--note", "escape \u{1B}]0;owned\u{7}"], status: 1)
    }

    func testItem5EscapesAlreadyInAJournalAreShownHarmlessly() throws {
        let id = try addEntry(title: "Plain")
        try sql(
            "UPDATE entry SET title = 'red' || char(27) || '[31m' || char(0) || 'x', note = 'n' || char(27) WHERE id = '\(id)'"
        )
        for arguments in [["log"], ["show", id]] {
            let result = try run(arguments)
            XCTAssertFalse(result.stdout.contains(0x1B), "\(arguments): \(result.output)")
            XCTAssertFalse(result.stdout.contains(0), "\(arguments): \(result.output)")
            XCTAssertTrue(result.output.contains("red"), result.output)
        }
    }

    // 6. A photo damaged inside the journal.

    func testItem6ADamagedPhotoIsAnErrorNamingTheEntry() throws {
        let photo = try write(try PhotoFixtures.jpeg(width: 300, height: 200), "p.jpg")
        let id = try addEntry(title: "Damaged", extra: ["--photo", photo])
        try sql(
            "UPDATE photo SET data = CAST(substr(data, 1, 300) || randomblob(16) || substr(data, 317) AS BLOB)"
        )
        let short = String(id.prefix(8))
        let card = try run(["card", id, "-o", dir.path("card.png")], status: 1)
        XCTAssertTrue(card.stderr.contains(short) && card.stderr.contains("damaged"), card.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.path("card.png")))
        let file = try run(["photo", id, "-o", dir.path("out.jpg")], status: 1)
        XCTAssertTrue(file.stderr.contains(short), file.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.path("out.jpg")))
        let piped = try run(["photo", id, "-o", "-"], status: 1)
        XCTAssertEqual(piped.stdout.count, 0)
    }

    // 7. One bad row never aborts an import; a HEIC that claims no pixels is refused in words.

    func testItem7ADuplicateIDInAnImportIsReportedAndTheRestImported() throws {
        let id = "6f9619ff-8b86-4011-b42d-00cf4fc964ff"
        let export: [[String: Any]] = [
            ["id": id, "timestamp": "2024-06-01T12:00:00+02:00", "title": "First", "lat": 43.3, "lng": -2.9],
            [
                "id": id, "timestamp": "2024-06-02T12:00:00+02:00", "title": "Second", "lat": 43.3,
                "lng": -2.9,
            ],
            ["timestamp": "2024-06-03T12:00:00+02:00", "title": "Third", "lat": 43.3, "lng": -2.9],
        ]
        let file = try write(try JSONSerialization.data(withJSONObject: export), "dupes.json")
        let result = try run(["import", file, "--no-weather"], status: 1)
        XCTAssertEqual(Set(try logJSON().compactMap { $0["title"] as? String }), ["First", "Third"])
        XCTAssertTrue(result.stderr.contains("dupes.json, entry 2"), result.stderr)
        XCTAssertFalse(result.stderr.contains("constraint"), result.stderr)
    }

    func testItem7AHEICThatClaimsNoPixelsIsSavedWithItsRealSize() throws {
        let heic: Data
        do {
            heic = try PhotoFixtures.heic(width: 64, height: 48)
        } catch FixtureError.noHEVCEncoder {
            throw XCTSkip("libheif has no HEVC encoder here")
        }
        var bytes = [UInt8](heic)
        let ispe = Array("ispe".utf8)
        let at = try XCTUnwrap((0..<(bytes.count - 12)).first { Array(bytes[$0..<($0 + 4)]) == ispe })
        for k in (at + 8)..<(at + 16) { bytes[k] = 0 }  // version/flags, then width 0 and height 0
        let path = try write(Data(bytes), "empty.heic")
        // The box lies; the coded image does not: the photo is saved with its real size and renders.
        let result = try run(
            ["add", "--title", "Empty", "--photo", path, "--at", "now", "--no-weather"] + bilbao)
        XCTAssertFalse(result.stderr.contains("constraint"), result.stderr)
        let photo = try XCTUnwrap(try logJSON().first?["photo"] as? [String: Any])
        XCTAssertEqual(photo["width"] as? Int, 64)
        XCTAssertEqual(photo["height"] as? Int, 48)
        let id = try XCTUnwrap(try logJSON().first?["id"] as? String)
        try run(["card", id, "-o", dir.path("empty-card.png")])
    }

    // 10. Moments of long ago, and errors that say something to a person.

    func testItem10TheFirstDayOfYearOneIsShownAsItWasGiven() throws {
        let id = try addEntry(title: "Long ago", lat: 10, lng: 10, at: "0001-01-01T00:00")
        XCTAssertTrue(try run(["log"]).output.hasPrefix("0001 JAN 01 Long ago"))
        XCTAssertTrue(try run(["show", id]).output.contains("0001-01-01T00:00:00"))
        try addEntry(title: "Julian switch", lat: 10, lng: 10, at: "1582-10-10T12:00")
        XCTAssertTrue(try run(["log"]).output.contains("1582 OCT 10 Julian switch"))
    }

    func testItem10ErrorsSaySomethingToAPerson() throws {
        try addEntry()
        _ = try write(Data("x".utf8), "afile")
        let folder = try run(["export", "--all", "-o", dir.path("afile/sub")], status: 1)
        XCTAssertFalse(folder.stderr.contains("NSCocoaErrorDomain"), folder.stderr)
        XCTAssertTrue(folder.stderr.contains("afile is a file, not a folder"), folder.stderr)
        XCTAssertEqual(symlink(dir.path("loop1"), dir.path("loop2")), 0)
        XCTAssertEqual(symlink(dir.path("loop2"), dir.path("loop1")), 0)
        let loop = try run(
            ["add", "--title", "x", "--photo", dir.path("loop1"), "--no-weather"] + bilbao, status: 1)
        XCTAssertTrue(loop.stderr.contains("symbolic link"), loop.stderr)
        let card = try run(
            ["card", String(try XCTUnwrap(try logJSON().first?["id"] as? String)), "-o", dir.path("loop1")],
            status: 1)
        XCTAssertTrue(card.stderr.contains("symbolic link"), card.stderr)
    }

    func testItem10OutputThatCannotBeWrittenFailsTheCommand() throws {
        try addEntry()
        for arguments in [["log"], ["log", "--json"], ["--help"], ["about"]] {
            let process = Process()
            process.executableURL = OutdoorProcess.executable
            process.arguments = arguments
            process.environment = cli.environment
            process.standardOutput = try XCTUnwrap(FileHandle(forWritingAtPath: "/dev/full"))
            let err = Pipe()
            process.standardError = err
            try process.run()
            let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 1, "\(arguments)")
            XCTAssertTrue(message.contains("standard output"), "\(arguments): \(message)")
        }
    }

    // Found by other engineers, same class.

    func testAnImportWithABadTripNameWritesNothing() throws {
        let photo = try write(
            try PhotoFixtures.jpeg(exif: FixtureExif(latitude: 60.39, longitude: 5.32)), "ok.jpg")
        let result = try run(["import", photo, "--trip", "   ", "--no-weather"], status: 1)
        XCTAssertTrue(result.stderr.contains("trip name"), result.stderr)
        XCTAssertEqual(try logJSON().count, 0)
        let json = try write(
            try JSONSerialization.data(withJSONObject: [
                ["timestamp": "2024-06-01T12:00:00+02:00", "title": "t", "lat": 43.3, "lng": -2.9]
            ]), "one.json")
        try run(["import", json, "--trip", String(repeating: "x", count: 300), "--no-weather"], status: 1)
        XCTAssertEqual(try logJSON().count, 0)
    }

    func testAJSONFileThatIsNotJSONIsAnError() throws {
        let file = try write(Data("title,lat,lng\nwalk,1,2\n".utf8), "x.json")
        let result = try run(["import", file, "--no-weather"], status: 1)
        XCTAssertTrue(result.stderr.contains("x.json"), result.stderr)
        XCTAssertTrue(result.stderr.contains("not JSON"), result.stderr)
    }
}
