import Foundation
import OutdoorImage
import OutdoorModel
import TestSupport
import XCTest

/// Issue 27, "Dates and times": a photo without a capture time is listed, not dated "now",
/// unless the person says how; the time's source is kept and shown; a photo's own offset that
/// is not its place's is said.
final class CaptureTimeImportTests: CLITestCase {
    /// A folder with one photo that has a capture time and two that have none.
    func makeUndatedFolder() throws -> URL {
        let folder = dir.url.appendingPathComponent("scans")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let dated = FixtureExif(latitude: 46.62, longitude: 8.04, dateTimeOriginal: "2024:08:03 09:15:00")
        try PhotoFixtures.jpeg(width: 80, height: 60, exif: dated).write(
            to: folder.appendingPathComponent("a.jpg"))
        for (name, size) in [("b-scan.jpg", 64), ("c-scan.jpg", 72)] {
            try PhotoFixtures.jpeg(
                width: size, height: 48, exif: FixtureExif(latitude: 46.62, longitude: 8.04)
            )
            .write(to: folder.appendingPathComponent(name))
        }
        return folder
    }

    func testPhotosWithoutACaptureTimeAreListedNotDatedNow() throws {
        let folder = try makeUndatedFolder()
        let result = try run(["import", folder.path, "--no-weather", "--no-radar"], status: 1)
        XCTAssertEqual(result.output.split(separator: "\n").count, 1, result.output)
        XCTAssertTrue(
            result.stderr.contains(
                "b-scan.jpg: not imported: the photo has no capture time in its metadata (--at TIME or "
                    + "--time-from file-mtime date such photos)"), result.stderr)
        XCTAssertTrue(
            result.stderr.contains("1 photo; 2 not imported (2 without a capture time)"), result.stderr)
        XCTAssertFalse(result.stderr.contains("dated now"), result.stderr)
        XCTAssertEqual(try logJSON().count, 1)
    }

    func testAtDatesThemAndShowSaysSo() throws {
        let folder = try makeUndatedFolder()
        try run(["import", folder.path, "--no-weather", "--no-radar", "--at", "2024-08-02T17:30"])
        let entries = try logJSON()
        XCTAssertEqual(entries.count, 3)
        let scans = entries.filter { ($0["timestamp"] as? String) == "2024-08-02T17:30:00+02:00" }
        XCTAssertEqual(scans.count, 2, "\(entries)")
        let id = try XCTUnwrap(scans.first?["id"] as? String)
        let json = try XCTUnwrap(
            JSONSerialization.jsonObject(with: try run(["show", id, "--json"]).stdout) as? [String: Any])
        XCTAssertEqual(json["timeSource"] as? String, "given")
    }

    func testTimeFromFileMtimeDatesByTheFileAndIsStored() throws {
        let folder = try makeUndatedFolder()
        let modified = Date(timeIntervalSince1970: 1_722_700_800)  // 2024-08-03T16:00:00Z
        try FileManager.default.setAttributes(
            [.modificationDate: modified], ofItemAtPath: folder.appendingPathComponent("b-scan.jpg").path)
        try FileManager.default.setAttributes(
            [.modificationDate: modified], ofItemAtPath: folder.appendingPathComponent("c-scan.jpg").path)
        try run(["import", folder.path, "--no-weather", "--no-radar", "--time-from", "file-mtime"])
        let entries = try logJSON()
        let scans = entries.filter { ($0["timestamp"] as? String) == "2024-08-03T18:00:00+02:00" }
        XCTAssertEqual(scans.count, 2, "\(entries)")
        let id = try XCTUnwrap(scans.first?["id"] as? String)
        let json = try XCTUnwrap(
            JSONSerialization.jsonObject(with: try run(["show", id, "--json"]).stdout) as? [String: Any])
        XCTAssertEqual(json["timeSource"] as? String, "file-mtime")
        let shown = try run(["show", id]).output
        XCTAssertTrue(shown.contains("the photo file's modification time (it has no capture time)"), shown)
        // The photo that has a capture time keeps it.
        XCTAssertTrue(entries.contains { ($0["timestamp"] as? String) == "2024-08-03T09:15:00+02:00" })
    }

    func testAtAndTimeFromTogetherAreAUsageError() throws {
        let folder = try makeUndatedFolder()
        let result = try run(
            ["import", folder.path, "--at", "2024-08-02T17:30", "--time-from", "file-mtime"], status: 2)
        XCTAssertTrue(result.stderr.contains("give one"), result.stderr)
        XCTAssertNil(journalBytes())
        XCTAssertTrue(
            try run(["import", "--help"]).output.contains("[--at TIME | --time-from file-mtime]"),
            "import's usage names both")
    }

    func testAddRefusesAPhotoWithoutACaptureTimeUnlessTold() throws {
        let photo = try write(try PhotoFixtures.jpeg(width: 80, height: 60), "screenshot.jpg")
        let place = ["--lat", "46.62", "--lng", "8.04", "--no-weather"]
        let refused = try run(["add", "--title", "Shot", "--photo", photo] + place, status: 1)
        XCTAssertTrue(
            refused.stderr.contains("screenshot.jpg has no capture time in its metadata: give --at TIME"),
            refused.stderr)
        XCTAssertNil(journalBytes(), "nothing saved")
        try run(["add", "--title", "Shot", "--photo", "-", "--time-from", "file-mtime"] + place, status: 2)
        try run(
            ["add", "--title", "Shot", "--photo", photo, "--time-from", "file-mtime", "--at", "now"] + place,
            status: 2)
        let modified = Date(timeIntervalSince1970: 1_722_700_800)  // 2024-08-03T16:00:00Z
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: photo)
        let added = try run(
            ["add", "--title", "Shot", "--photo", photo, "--time-from", "file-mtime"] + place)
        let json = try XCTUnwrap(
            JSONSerialization.jsonObject(
                with: try run(["show", String(added.output.prefix(8)), "--json"]).stdout)
                as? [String: Any])
        XCTAssertEqual(json["timeSource"] as? String, "file-mtime")
        XCTAssertEqual(json["timestamp"] as? String, "2024-08-03T18:00:00+02:00")
        let other = try write(try PhotoFixtures.jpeg(width: 82, height: 60), "now.jpg")
        let now = try run(["add", "--title", "Now", "--photo", other, "--at", "now"] + place)
        XCTAssertFalse(now.stderr.contains("dated now"), now.stderr)
    }

    func testAnOffsetThatIsNotThePlacesIsSaid() throws {
        let exif = FixtureExif(dateTimeOriginal: "2024:04:10 12:55:00", offsetTimeOriginal: "+01:00")
        let photo = try write(try PhotoFixtures.jpeg(width: 80, height: 60, exif: exif), "IMG_0001.jpg")
        let result = try run([
            "add", "--title", "Okonomiyaki", "--photo", photo, "--lat", "35.68", "--lng", "139.69",
            "--no-weather",
        ])
        XCTAssertTrue(
            result.stderr.contains("the photo's clock says 12:55 +01:00, but ")
                && result.stderr.contains("was at +09:00 (Asia/Tokyo): saved as 20:55 there"), result.stderr)
        // A photo whose offset is its place's says nothing of it.
        let home = FixtureExif(dateTimeOriginal: "2024:04:10 12:55:00", offsetTimeOriginal: "+09:00")
        let other = try write(try PhotoFixtures.jpeg(width: 82, height: 60, exif: home), "IMG_0002.jpg")
        let quiet = try run([
            "add", "--title", "Ramen", "--photo", other, "--lat", "35.68", "--lng", "139.69", "--no-weather",
        ])
        XCTAssertFalse(quiet.stderr.contains("clock says"), quiet.stderr)
    }

    func testAnOlderMomentSaysNothingOfRadar() throws {
        // No --no-radar: the moment is years old, so radar could never apply and is not mentioned.
        let result = try run([
            "add", "--title", "Old", "--lat", "46.62", "--lng", "8.04", "--at", "2020-01-01T10:00",
            "--no-weather",
        ])
        XCTAssertFalse(result.stderr.contains("radar"), result.stderr)
    }
}

/// Issue 27, "Finding things": an unknown `--near` name is an error with suggestions; an
/// ambiguous one says which places it took.
final class NearPlaceNameTests: CLITestCase {
    func testAnUnknownNameIsAnErrorWithSuggestions() throws {
        try addEntry(title: "Bern")
        let result = try run(["log", "--near", "Grindelwlad"], status: 1)
        XCTAssertTrue(result.stderr.contains("no place named 'Grindelwlad'"), result.stderr)
        XCTAssertTrue(result.stderr.contains("did you mean Grindelwald, CH"), result.stderr)
        XCTAssertFalse(result.stderr.contains("no entries match"), result.stderr)
    }

    func testAKnownNameIsEchoedAsRead() throws {
        try addEntry(title: "Eiger", lat: 46.58, lng: 8.0)
        let result = try run(["log", "--near", "Grindelwald, CH"])
        XCTAssertTrue(
            result.stderr.contains("read as Grindelwald, CH (46.62° N, 8.04° E), within 25 km"), result.stderr
        )
        XCTAssertTrue(result.output.contains("Eiger"), result.output)
        XCTAssertTrue(try run(["log", "--near", "Interlaken"]).output.contains("Eiger"))
    }

    func testAnAmbiguousNameListsItsPlaces() throws {
        try addEntry(title: "Lincoln's home", lat: 39.7973, lng: -89.6446)
        let result = try run(["log", "--near", "Springfield"])
        XCTAssertTrue(result.output.contains("Lincoln's home"), result.output)
        XCTAssertTrue(result.stderr.contains("places have this name"), result.stderr)
        XCTAssertTrue(result.stderr.contains("Springfield, US (39.80° N, 89.64° W)"), result.stderr)
        let bethlehem = try run(["log", "--near", "Bethlehem, Palestine"])
        XCTAssertTrue(bethlehem.stderr.contains("read as Bethlehem, PS"), bethlehem.stderr)
    }
}

/// Issue 27, "Output": one line per photo, a summary, details behind --verbose; wording.
final class QuietImportOutputTests: CLITestCase {
    func testOneLinePerPhotoAndASummary() throws {
        let folder = try makeTripFolder()
        let result = try run(["import", folder.path, "--trip", "Iceland", "--no-weather"], status: 1)
        let out = result.output.split(separator: "\n")
        XCTAssertEqual(out.count, 3, result.output)
        XCTAssertTrue(out.allSatisfy { $0.split(separator: " ").first?.count == 36 }, "the id first")
        XCTAssertTrue(
            out.contains { $0.hasSuffix("iceland/b-selfoss.jpg  1 Jul 2024, 14:32") }, result.output)
        let err = result.stderr.split(separator: "\n")
        // The duplicate, the corrupt file, the photo without GPS, and the summary.
        XCTAssertEqual(err.count, 4, result.stderr)
        XCTAssertFalse(result.stderr.contains("checking"), "no progress passes when not on a terminal")
        XCTAssertEqual(result.stderr.components(separatedBy: "e-no-gps.jpg").count, 2, "named once")
        XCTAssertTrue(
            result.stderr.contains(
                "imported 3 photos into trip 'Iceland'; 1 already in the journal; 2 not imported "
                    + "(1 without a location, 1 unreadable or refused); skipped 1 file that is not"),
            result.stderr)

        let verbose = try run(["import", folder.path, "--no-weather", "--verbose"], status: 1)
        XCTAssertTrue(verbose.stderr.contains("checking [1/"), verbose.stderr)
        XCTAssertTrue(verbose.stderr.contains("notes.txt: skipped"), verbose.stderr)
    }

    /// On a terminal (a pseudo-terminal made by util-linux's script), each pass's progress line
    /// updates in place and is wiped when the pass ends: what stays is one line a photo.
    func testOnATerminalTheProgressLeavesNoLines() throws {
        let folder = try makeTripFolder()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        let command = [OutdoorProcess.executable.path, "import", folder.path, "--no-weather"].map {
            "'\($0)'"
        }
        process.arguments = ["-qec", command.joined(separator: " "), "/dev/null"]
        process.environment = cli.environment
        process.currentDirectoryURL = dir.url
        let out = Pipe()
        process.standardOutput = out
        process.standardInput = Pipe()
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 1)
        let text = String(decoding: data, as: UTF8.self)
        XCTAssertTrue(text.contains("\rchecking "), "the progress shows on a terminal: \(text)")
        // What a terminal shows of each line: the text after its last carriage return.
        // (The terminal ends lines with CR LF, which Swift counts as one character: made plain first.)
        let lines = text.replacingOccurrences(of: "\r\n", with: "\n").components(separatedBy: "\n")
        let visible = lines.map {
            ($0.components(separatedBy: "\r").last ?? "").trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
        XCTAssertFalse(visible.contains { $0.hasPrefix("checking") || $0.hasPrefix("saving") }, "\(visible)")
        // Three new entries, the duplicate, the corrupt file, the photo without GPS, the summary.
        XCTAssertEqual(visible.count, 7, "\(visible)")
    }

    func testAnExportOfEntriesIsCountedAsEntries() throws {
        let bad = try write(Data("[{\"title\": \"no place\"}]".utf8), "bad.json")
        let result = try run(["import", bad, "--no-weather"], status: 1)
        XCTAssertTrue(result.stderr.contains("imported 0 entries"), result.stderr)
        XCTAssertFalse(result.stderr.contains("photos"), result.stderr)
        let export: [[String: Any]] = [
            [
                "id": "471ac890-8b86-4011-b42d-00cf4fc964ff", "timestamp": 740_000_000.0, "title": "No photo",
                "lat": 37.77, "lng": -122.42,
            ]
        ]
        let file = try write(try JSONSerialization.data(withJSONObject: export), "entries.json")
        try run(["import", file, "--no-weather"])
        let again = try run(["import", file, "--no-weather"])
        XCTAssertTrue(again.stderr.contains("already in the journal as entry 471ac890"), again.stderr)
        XCTAssertFalse(again.stderr.contains("same photo"), again.stderr)
    }

    func testWording() throws {
        // "near Lauterbrunnen", never "at near Lauterbrunnen".
        let summit = try run([
            "add", "--title", "Summit", "--lat", "46.55", "--lng", "7.96", "--at", "2025-06-14T08:42",
            "--no-weather",
        ])
        XCTAssertTrue(summit.stderr.contains("Summit near "), summit.stderr)
        XCTAssertFalse(summit.stderr.contains(" at near "), summit.stderr)
        // An entry without a photo does not speak of the photo's capture time.
        let now = try run(["add", "--title", "Now", "--lat", "46.55", "--lng", "7.96", "--no-weather"])
        let id = String(now.output.prefix(8))
        let shown = try run(["show", id]).output
        XCTAssertTrue(shown.contains("when the entry was made"), shown)
        XCTAssertFalse(shown.contains("photo has no capture time"), shown)
        // A one-day trip is that day.
        try run(["trip", "create", "Day"])
        try run(["trip", "add", "Day", id])
        let trip = try run(["trip", "show", "Day"]).output
        XCTAssertFalse(trip.contains(" – "), trip)
    }

    func testDamagedEXIFSaysWhatWasUsed() throws {
        // Without a place given, the import's line names the file once and the damage once.
        let folder = dir.url.appendingPathComponent("damaged")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Corpus.data("exiftool/XMP.jpg").write(to: folder.appendingPathComponent("XMP.jpg"))
        let imported = try run(["import", folder.path, "--no-weather"], status: 1)
        XCTAssertTrue(
            imported.stderr.contains(
                "XMP.jpg: not imported: the EXIF data of the photo is malformed (ExifData: "), imported.stderr
        )
        XCTAssertEqual(imported.stderr.components(separatedBy: "XMP.jpg").count, 2, imported.stderr)
        XCTAssertFalse(imported.stderr.contains("what could be read was kept"), imported.stderr)
        let photo = try write(try Corpus.data("exiftool/XMP.jpg"), "XMP.jpg")
        let result = try run([
            "add", "--title", "Damaged", "--photo", photo, "--lat", "46.62", "--lng", "8.04", "--no-weather",
        ])
        XCTAssertFalse(result.stderr.contains("it was not used"), result.stderr)
        XCTAssertTrue(
            result.stderr.contains("the entry's capture time came from what could be read"), result.stderr)
    }

    func testDamageInAMakerNoteIsNotBlamedForMissingGPS() throws {
        // A Canon photo whose MakerNote is cut short and which has no GPS at all (issue 37 item 9).
        var exif = FixtureExif(dateTimeOriginal: "2024:06:14 08:42:05", make: "Canon", model: "EOS 5D")
        exif.makerNote = [0x02, 0x00, 0x01]
        let probe = try ExifReader.read(exifBlock: exif.block())
        XCTAssertEqual(probe.damage?.isConfinedToMakerNote, true, String(describing: probe.damage))
        let photo = try write(try PhotoFixtures.jpeg(exif: exif), "IMG_0001.JPG")
        let result = try run(["add", "--title", "Canon", "--photo", photo, "--no-weather"], status: 1)
        XCTAssertTrue(
            result.stderr.contains("IMG_0001.JPG has no GPS position in its EXIF data"), result.stderr)
        XCTAssertFalse(result.stderr.contains("cannot be read"), result.stderr)
        // The same photo with a position is added, and the damage is still told.
        let placed = try run([
            "add", "--title", "Canon", "--photo", photo, "--lat", "46.62", "--lng", "8.04", "--no-weather",
        ])
        XCTAssertTrue(placed.stderr.contains("ExifMnoteCanon"), placed.stderr)
    }

    func testAPhotoWithOnlyDateTimeIsDatedByIt() throws {
        // A Samsung file writes DateTime and no DateTimeOriginal (issue 37 item 9).
        var exif = FixtureExif(make: "samsung", model: "SM-G991B")
        exif.dateTime = "2023:08:01 17:05:09"
        let photo = try write(try PhotoFixtures.jpeg(exif: exif), "20230801_170509.jpg")
        let result = try run([
            "add", "--title", "Samsung", "--photo", photo, "--lat", "46.62", "--lng", "8.04", "--no-weather",
        ])
        XCTAssertFalse(result.stderr.contains("no capture time"), result.stderr)
        XCTAssertTrue(
            result.stderr.contains("the photo has no DateTimeOriginal: dated by its DateTime tag"),
            result.stderr)
        let id = String(result.output.prefix(8))
        let shown = try run(["show", id, "--json"]).output
        XCTAssertTrue(shown.contains("2023-08-01T"), shown)
    }
}

/// Issue 27: `outdoor about` says truthfully where the source is and credits RainViewer, and
/// requests carry the contact the person sets, not an address nothing shows to exist.
final class AboutAndUserAgentTests: CLITestCase {
    func testAboutNamesTheSourceItShipsWithAndRainViewer() throws {
        let about = try run(["about"]).output
        XCTAssertFalse(about.contains("github.com"), about)
        XCTAssertTrue(about.contains("RainViewer"), about)
        let source = try XCTUnwrap(about.split(separator: "\n").first { $0.hasPrefix("Source: ") })
        let path = try XCTUnwrap(source.dropFirst("Source: ".count).split(separator: " ").first)
        XCTAssertTrue(FileManager.default.fileExists(atPath: String(path)), String(source))
        XCTAssertTrue(about.contains("OUTDOOR_CONTACT"), about)
    }

    func testTheUserAgentCarriesOUTDOORCONTACT() throws {
        let server = try FakeHTTPServer()
        defer { server.stop() }
        server.serveOpenMeteo(
            FakeOpenMeteoWeather(temperatureCelsius: 11, weatherCode: 3, timeZoneIdentifier: "Europe/Zurich"))
        cli.environment.merge(server.openMeteoEnvironment) { $1 }
        let place = ["--lat", "46.62", "--lng", "8.04", "--at", "2025-06-14T08:42", "--no-radar"]
        try run(["add", "--title", "Plain"] + place)
        XCTAssertEqual(server.requests.last?.header("User-Agent"), "outdoor/0.1.0")
        try run(["add", "--title", "Contact"] + place, env: ["OUTDOOR_CONTACT": "hiker@example.org"])
        XCTAssertEqual(server.requests.last?.header("User-Agent"), "outdoor/0.1.0 (+hiker@example.org)")
        let count = server.requests.count
        let refused = try run(
            ["add", "--title", "Bad"] + place, status: 1, env: ["OUTDOOR_CONTACT": "me (home)"])
        XCTAssertTrue(refused.stderr.contains("OUTDOOR_CONTACT"), refused.stderr)
        XCTAssertEqual(server.requests.count, count, "nothing sent")
    }
}

/// Issue 37 item 1: a title the program wrote carries no place; the journal records that the
/// program wrote it, and one an earlier import wrote with the place in it is replaced wherever
/// the place is hidden; a typed title is the person's, and `edit --title` makes it theirs.
final class GeneratedTitleTests: CLITestCase {
    func testAnEarlierImportsPlaceTitleIsReplacedWhenThePlaceIsHidden() throws {
        // As imports before titles were the moment alone wrote it: "{place}, {time}", in a journal
        // that did not record who wrote the title (before schema 10).
        let id = try addEntry(title: "Reykjavík, 09:10", lat: 64.1466, lng: -21.9426, at: "2024-07-01T09:10")
        try sql("UPDATE entry SET title_generated = NULL")
        let precise = try run(["card", id, "--alt-text", "-", "-o", dir.path("precise.png")]).output
        XCTAssertTrue(precise.contains("Reykjavík, 09:10"), precise)
        let hidden = try run(["card", id, "--coords", "hidden", "--alt-text", "-"])
        XCTAssertFalse(hidden.output.contains("Reykjavík"), hidden.output)
        XCTAssertTrue(hidden.output.contains("1 Jul 2024, 09:10"), hidden.output)
        XCTAssertTrue(hidden.stderr.contains("2024-07-01-1-jul-2024-09-10.png"), hidden.stderr)
        XCTAssertFalse(hidden.stderr.lowercased().contains("reykjav"), hidden.stderr)
        let approx = try run(["card", id, "--coords", "approx", "--alt-text", "-", "-o", dir.path("a.png")])
        XCTAssertTrue(
            approx.output.hasPrefix("1 Jul 2024, 09:10") || approx.output.contains("\n1 Jul 2024, 09:10"),
            approx.output)
        // The journal keeps the title as it was.
        XCTAssertTrue(try run(["log"]).output.contains("2024 JUL 01 Reykjavík, 09:10"))
    }

    func testImportRecordsItsTitlesAsTheProgramsAndEditMakesThemThePersons() throws {
        let folder = try makeTripFolder()
        try run(
            ["import", folder.path, "--title", "{place}, {time}", "--no-weather", "--no-radar"], status: 1)
        let entries = try logJSON()
        let reykjavik = try XCTUnwrap(entries.first { ($0["title"] as? String)?.hasSuffix("09:10") == true })
        let id = try XCTUnwrap(reykjavik["id"] as? String)
        XCTAssertTrue((reykjavik["title"] as? String)?.contains("Reykjav") == true, "\(reykjavik)")
        XCTAssertEqual(reykjavik["titleGenerated"] as? Bool, true)
        let hidden = try run(["card", id, "--coords", "hidden", "--alt-text", "-", "-o", dir.path("h.png")])
        XCTAssertFalse(hidden.output.contains("Reykjav"), hidden.output)
        XCTAssertTrue(hidden.output.hasPrefix("1 Jul 2024, 09:10"), hidden.output)
        // The person takes the title over: theirs from now on, shown as typed in every mode.
        try run(["edit", id, "--title", "Reykjavík, 09:10"])
        XCTAssertEqual(try logJSON().first { $0["id"] as? String == id }?["titleGenerated"] as? Bool, false)
        let typed = try run(["card", id, "--coords", "hidden", "--alt-text", "-", "-o", dir.path("t.png")])
        XCTAssertTrue(typed.output.hasPrefix("Reykjavík, 09:10"), typed.output)
    }

    func testATitleThePersonTypedPassesUnchanged() throws {
        let id = try addEntry(
            title: "Harbour walk in Reykjavík", lat: 64.1466, lng: -21.9426, at: "2024-07-01T09:10")
        let hidden = try run(["card", id, "--coords", "hidden", "--alt-text", "-", "-o", dir.path("h.png")])
            .output
        XCTAssertTrue(hidden.contains("Harbour walk in Reykjavík"), hidden)
        // A typed title that looks like the rule, even at its own time, is the person's too.
        let other = try addEntry(
            title: "Reykjavík, 09:10", lat: 64.1466, lng: -21.9426, at: "2024-07-01T09:10")
        let typed = try run(["card", other, "--coords", "hidden", "--alt-text", "-", "-o", dir.path("t.png")])
            .output
        XCTAssertTrue(typed.contains("Reykjavík, 09:10"), typed)
    }
}
