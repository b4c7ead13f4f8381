import Foundation
import OutdoorModel
import TestSupport
import XCTest

/// Issue 30, item 6: a "character" may be megabytes, so titles and notes are capped in bytes
/// and code points too, at every way in, and drawing caps what it takes from a journal.
final class TextLimitTests: CLITestCase {
    /// Five letters with 499 accents each: 5 characters, 2,500 code points, 4,995 bytes.
    let heavyTitle = String(repeating: "a" + String(repeating: "\u{0301}", count: 499), count: 5)

    func testATitleOfFewCharactersButManyCodePointsIsRefusedAtEveryWayIn() throws {
        let add = try cli.run([
            "add", "--title", heavyTitle, "--lat", "60.1", "--lng", "5.1", "--at", "2024-06-01T10:00",
            "--no-weather",
        ])
        XCTAssertNotEqual(add.status, 0)
        XCTAssertTrue(add.stderr.contains("2500 code points"), add.stderr)
        XCTAssertTrue(add.stderr.contains("the limit is 2000"), add.stderr)

        let id = try addEntry()
        let edit = try cli.run(["edit", id, "--title", heavyTitle])
        XCTAssertEqual(edit.status, 1, edit.stderr)
        XCTAssertTrue(edit.stderr.contains("code points"), edit.stderr)

        let json = """
            [{"id": "9f8e7d6c-5b4a-4321-8fed-cba987654321", "timestamp": 740000000, "title": "\(heavyTitle)",
              "lat": 60.1, "lng": 5.1}]
            """
        let file = try write(Data(json.utf8), "entries.json")
        let imported = try run(["import", file], status: 1)
        XCTAssertTrue(imported.stderr.contains("code points"), imported.stderr)

        let fixture = try AppStoreFixture(
            folder: dir.url.appendingPathComponent("phone"), spelling: .shopManual)
        try fixture.insert([
            AppStoreFixture.Log(timestamp: 740_000_000, title: heavyTitle, latitude: 60.1, longitude: 5.1)
        ])
        try fixture.checkpoint()
        let store = try run(["import", fixture.storeURL.path], status: 1)
        XCTAssertTrue(store.stderr.contains("code points"), store.stderr)
        XCTAssertEqual(try logJSON().count, 1)
    }

    func testAPlaceLineOrTrackNameOfFewCharactersButManyCodePointsIsRefusedByName() throws {
        // Ten letters with 50 accents each: 10 characters, 510 code points, 1,010 bytes.
        let heavy = String(repeating: "a" + String(repeating: "\u{0301}", count: 50), count: 10)
        let id = try addEntry()
        let place = try run(["edit", id, "--place", heavy], status: 1)
        XCTAssertTrue(
            place.stderr.contains("the place line is 1010 bytes long (UTF-8); the limit is 800"), place.stderr
        )
        // 150 letters with their accents written apart: 300 code points, as the journal counts them.
        let decomposed = String(repeating: "e\u{0301}", count: 150)
        let counted = try run(["edit", id, "--place", decomposed], status: 1)
        XCTAssertTrue(counted.stderr.contains("holds 300 code points"), counted.stderr)
        XCTAssertTrue(counted.stderr.contains("the limit is 200"), counted.stderr)
        let gpx = Corpus.folder.appendingPathComponent("gpx/gpxpy/route.gpx").path
        let track = try cli.run(["track", "import", gpx, "--name", decomposed, "--no-weather"])
        XCTAssertNotEqual(track.status, 0, track.stderr)
        XCTAssertTrue(track.stderr.contains("is not a track name"), track.stderr)
        XCTAssertTrue(track.stderr.contains("accents counted apart"), track.stderr)
        XCTAssertEqual(try run(["track", "list"]).output.contains("route"), false)
    }

    func testANoteOverItsByteLimitIsRefused() throws {
        let note = String(repeating: "ø", count: 100_001)  // 100,001 characters, 200,002 bytes
        let json = """
            [{"timestamp": 740000000, "title": "Long note", "lat": 60.1, "lng": 5.1, "note": "\(note)"}]
            """
        let result = try run(["import", try write(Data(json.utf8), "entries.json")], status: 1)
        XCTAssertTrue(result.stderr.contains("200002 bytes"), result.stderr)
    }

    func testHelpStatesTheLimits() throws {
        for command in ["add", "edit", "import"] {
            let help = try run([command, "--help"]).output
            XCTAssertTrue(help.contains("2,000 code points and 8,000 bytes"), "\(command): \(help)")
            XCTAssertTrue(help.contains("80,000 code points and 200,000 bytes"), "\(command): \(help)")
        }
    }

    func testAHugeTitleAlreadyInAJournalIsDrawnCutNotFatally() throws {
        let id = try addEntry(extra: [
            "--photo", try write(try PhotoFixtures.jpeg(width: 200, height: 150), "p.jpg"),
        ])
        // 1 letter with 400,000 accents (800 KB), and a note of 400 KB without a space.
        try sql(
            """
            PRAGMA ignore_check_constraints = ON;
            UPDATE entry SET title = 'a' || replace(hex(zeroblob(400000)), '00', char(769)),
                note = printf('%.*c', 400000, 'n') WHERE id = '\(id)';
            """)
        try run(["card", id, "-o", dir.path("card.png")])
        try run(["book", "--all", "-o", dir.path("book.pdf")])
        try run(["export", "--all", "-o", dir.path("cards")])
        let check = try run(["check"], status: 1)
        XCTAssertTrue(check.output.contains("its title is refused"), check.output)
        XCTAssertTrue(check.output.contains("its note is refused"), check.output)
    }
}
