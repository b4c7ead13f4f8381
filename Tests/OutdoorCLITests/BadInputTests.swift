import Foundation
import OutdoorModel
import OutdoorStore
import TestSupport
import XCTest

/// Every bad input ends with one clear message, a non-zero exit, and the journal as it was.
final class BadInputTests: CLITestCase {
    /// Runs `arguments`, expecting failure with `message` in stderr and the journal unchanged.
    func assertRefused(
        _ arguments: [String], status: Int32 = 1, saying message: String, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let before = journalBytes()
        let result = try run(arguments, status: status, file: file, line: line)
        XCTAssertTrue(
            result.stderr.lowercased().contains(message.lowercased()), "stderr was: \(result.stderr)",
            file: file,
            line: line)
        XCTAssertEqual(
            result.stderr.components(separatedBy: "error:").count, 2, "one error line", file: file, line: line
        )
        XCTAssertEqual(journalBytes(), before, "the journal changed", file: file, line: line)
        XCTAssertFalse(result.stderr.contains("Fatal error"), file: file, line: line)
    }

    override func setUpWithError() throws {
        try super.setUpWithError()
        _ = try addEntry(title: "existing")
    }

    let place = ["--lat", "60.39", "--lng", "5.32", "--no-weather"]

    func testMissingAndUnreadablePhotos() throws {
        try assertRefused(
            ["add", "--title", "t", "--photo", dir.path("nope.jpg")] + place, saying: "no such file")
        try assertRefused(["add", "--title", "t", "--photo", dir.url.path] + place, saying: "is a folder")
    }

    func testAnUnreadablePhotoAsAnOrdinaryUser() throws {
        try XCTSkipUnless(getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"))
        let photo = try write(try PhotoFixtures.jpeg(), "secret.jpg")
        chmod(photo, 0o000)
        chmod(dir.url.path, 0o777)
        chmod(journal, 0o666)
        let result = try cli.run(["add", "--title", "t", "--photo", photo] + place, user: (65534, 65534))
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("cannot be read"), result.stderr)
    }

    func testFilesThatAreNotGoodImages() throws {
        let text = try write(Data("hello, not a photo\n".utf8), "notes.txt")
        try assertRefused(
            ["add", "--title", "t", "--photo", text] + place, saying: "not a JPEG, PNG or HEIC")
        let jpeg = try PhotoFixtures.jpeg(width: 200, height: 150)
        let truncated = try write(PhotoFixtures.truncated(jpeg, keeping: 0.6), "cut.jpg")
        try assertRefused(["add", "--title", "t", "--photo", truncated] + place, saying: "truncated")
        let huge = try write(try PhotoFixtures.jpeg(jpeg, claiming: 60000, height: 60000), "huge.jpg")
        try assertRefused(["add", "--title", "t", "--photo", huge] + place, saying: "megapixel")
        let hugePNG = try write(
            PhotoFixtures.png(PhotoFixtures.quadrantPNG(), claiming: 50000, height: 50000), "huge.png")
        try assertRefused(["add", "--title", "t", "--photo", hugePNG] + place, saying: "megapixel")
        let empty = try write(Data(), "empty.jpg")
        try assertRefused(["add", "--title", "t", "--photo", empty] + place, saying: "empty")
    }

    func testMalformedEXIFIsRefusedWhenItIsTheOnlySourceOfTheLocation() throws {
        let photo = try write(try PhotoFixtures.jpegWithMalformedExif(), "bad-exif.jpg")
        try assertRefused(["add", "--title", "t", "--photo", photo, "--no-weather"], saying: "malformed")
        // With the place and time given, the photo itself is fine and the entry is saved with a warning.
        let result = try run(["add", "--title", "t", "--photo", photo, "--at", "2024-01-01T12:00"] + place)
        XCTAssertTrue(result.stderr.contains("malformed"), result.stderr)
    }

    func testAPhotoWithoutGPSAndNoLocationIsRefused() throws {
        let photo = try write(try PhotoFixtures.jpeg(), "nogps.jpg")
        try assertRefused(
            ["add", "--title", "t", "--photo", photo, "--no-weather"], saying: "needs a location")
        try assertRefused(["add", "--title", "t", "--no-weather"], saying: "needs a location")
    }

    func testTitlesAndCoordinates() throws {
        try assertRefused(["add", "--title", "   "] + place, saying: "title is required")
        try assertRefused(["add"] + place, status: 2, saying: "--title")
        try assertRefused(
            ["add", "--title", "t", "--lat", "91", "--lng", "0", "--no-weather"], status: 2,
            saying: "latitude")
        try assertRefused(
            ["add", "--title", "t", "--lat", "0", "--lng", "-180.5", "--no-weather"], status: 2,
            saying: "longitude")
        try assertRefused(
            ["add", "--title", "t", "--lat", "north", "--lng", "0"], status: 2, saying: "needs a number")
        try assertRefused(["add", "--title", "t", "--lat", "1"], status: 2, saying: "--lng")
        try assertRefused(
            ["add", "--title", "t", "--at", "yesterdy 18:30"] + place, status: 2, saying: "yesterday 18:30")
        try assertRefused(["add", "--title", "t", "--at", "2999-01-01T00:00Z"] + place, saying: "future")
        try assertRefused(
            [
                "add", "--title", "t", "--lat", "1", "--lng", "2", "--weather-temp", "hot", "--weather-code",
                "3",
            ], saying: "temperature")
        try assertRefused(
            [
                "add", "--title", "t", "--lat", "1", "--lng", "2", "--weather-temp", "3", "--weather-code",
                "42",
            ], saying: "42")
    }

    func testUnknownAndAmbiguousIDs() throws {
        try assertRefused(["show", "ffffffff"], saying: "no entry")
        try assertRefused(["show", "ab"], saying: "at least its first 4")
        // Make two entries whose ids share a prefix by trying until they do is slow; use the full set instead.
        let ids = try logJSON().compactMap { $0["id"] as? String }
        XCTAssertEqual(ids.count, 1)
        try assertRefused(["photo", ids[0]], saying: "has no photo")
    }

    func testAnAmbiguousPrefixNamesTheCandidates() throws {
        // Entries with chosen ids, written through the store (closed before outdoor runs).
        var store: JournalStore? = try JournalStore(path: journal, access: .write)
        for suffix in ["1", "2"] {
            let id = try XCTUnwrap(UUID(uuidString: "abcd000\(suffix)-0000-4000-8000-000000000000"))
            try store?.insert(
                JournalEntry(
                    id: id, timestamp: Date(timeIntervalSince1970: 1_700_000_000), title: "twin \(suffix)",
                    coordinate: Coordinate(latitude: 1, longitude: 2), createdAt: Date(), updatedAt: Date()),
                photoData: nil)
        }
        store = nil
        try assertRefused(["show", "abcd"], saying: "matches 2 entries")
        try assertRefused(["delete", "ABCD000"], saying: "abcd0001")
        XCTAssertTrue(try run(["show", "abcd0002"]).output.contains("twin 2"))
    }

    func testJournalsThatCannotBeUsed() throws {
        try assertRefused(["log", "--journal", dir.url.path], saying: "is a folder")
        let notes = try write(Data(String(repeating: "plain text\n", count: 100).utf8), "notes.sqlite")
        try assertRefused(["log", "--journal", notes], saying: "not a SQLite database")
        try assertRefused(
            ["add", "--title", "t", "--journal", notes] + place, saying: "not a SQLite database")
        XCTAssertEqual(
            FileManager.default.contents(atPath: notes),
            Data(String(repeating: "plain text\n", count: 100).utf8))
    }

    func testANewerJournalIsRefused() throws {
        let sqlite = Process()
        sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        sqlite.arguments = [journal, "PRAGMA user_version = 99"]
        try XCTSkipUnless(
            FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3"), "sqlite3 not installed")
        try sqlite.run()
        sqlite.waitUntilExit()
        try assertRefused(["log"], saying: "newer version of outdoor")
        try assertRefused(["add", "--title", "t"] + place, saying: "newer version of outdoor")
    }

    func testALockedJournal() throws {
        // Hold the write lock from another process for longer than outdoor's busy timeout would allow in a test.
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        try XCTSkipUnless(
            FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3"), "sqlite3 not installed")
        holder.arguments = [journal]
        let input = Pipe()
        holder.standardInput = input
        holder.standardOutput = FileHandle.nullDevice
        try holder.run()
        input.fileHandleForWriting.write(
            Data("BEGIN EXCLUSIVE; INSERT INTO entry SELECT * FROM entry WHERE 0;\n".utf8))
        defer {
            input.fileHandleForWriting.write(Data("ROLLBACK;\n.quit\n".utf8))
            holder.waitUntilExit()
        }
        usleep(300_000)
        let result = try run(
            ["add", "--title", "t"] + place, status: 1, env: ["OUTDOOR_BUSY_TIMEOUT_MS": "200"])
        XCTAssertTrue(result.stderr.contains("locked by another process"), result.stderr)
    }

    func testAReadOnlyJournalCanBeReadButNotChanged() throws {
        try XCTSkipUnless(getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"))
        chmod(dir.url.path, 0o755)
        chmod(journal, 0o644)
        for suffix in ["-wal", "-shm"] { chmod(journal + suffix, 0o644) }
        let before = journalBytes()
        let nobody: (UInt32, UInt32) = (65534, 65534)
        let log = try cli.run(["log"], user: nobody)
        XCTAssertEqual(log.status, 0, log.stderr)
        XCTAssertTrue(log.output.contains("existing"))
        let add = try cli.run(["add", "--title", "t"] + place, user: nobody)
        XCTAssertEqual(add.status, 1)
        XCTAssertTrue(add.stderr.contains("read-only"), add.stderr)
        XCTAssertEqual(journalBytes(), before)
    }
}
