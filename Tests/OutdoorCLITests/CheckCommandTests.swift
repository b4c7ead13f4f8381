import Foundation
import OutdoorModel
import TestSupport
import XCTest

/// `outdoor check`: verifies a journal as `git fsck` verifies a repository, and changes nothing.
final class CheckCommandTests: CLITestCase {
    /// The journal's files with their bytes, to show a check changed none of them.
    func journalFiles() -> [String: Data] {
        var files: [String: Data] = [:]
        // An empty write-ahead log (SQLite may create one for a reader) holds nothing.
        for suffix in ["", "-wal"] {
            if let data = FileManager.default.contents(atPath: journal + suffix), !data.isEmpty {
                files[suffix] = data
            }
        }
        return files
    }

    func testAHealthyJournalIsCleanAndUnchanged() throws {
        let ids = try addEntriesWithPhotos(3, width: 80, height: 60, trip: "Coast")
        try run([
            "add", "--title", "No photo", "--lat", "60.39", "--lng", "5.32", "--at", "2024-06-14T08:42",
            "--weather-temp", "-3.5", "--weather-code", "71",
        ])
        try run(["edit", ids[0], "--note", "Windy"])
        let before = journalFiles()
        let result = try run(["check"])
        XCTAssertTrue(result.output.contains("4 entries"), result.output)
        XCTAssertTrue(result.output.contains("3 photos"), result.output)
        XCTAssertTrue(result.output.contains("no problems"), result.output)
        XCTAssertEqual(journalFiles(), before)
    }

    func testEveryProblemIsReportedByEntryAndNothingIsChanged() throws {
        let ids = try addEntriesWithPhotos(3, width: 80, height: 60)
        let plain = try addEntry(title: "Plain", at: "2024-07-01T10:00")
        try sql(
            """
            UPDATE photo SET data = CAST(substr(data, 1, 100) || randomblob(8) || substr(data, 109) AS BLOB) WHERE entry_id = '\(ids[0])';
            UPDATE entry SET weather_summary = 'Hot', weather_temp = 1e19, weather_symbol = 'sun.max',
                weather_source = 'manual' WHERE id = '\(ids[1])';
            INSERT INTO entry (id, timestamp_ms, time_zone, title, lat, lng, created_ms, updated_ms)
                VALUES ('00000000-0000-4000-8000-00000000beef', 0, 'Mars/Olympus_Mons', 'Mars', 1, 2, 0, 0);
            INSERT INTO entry (id, timestamp_ms, title, lat, lng, created_ms, updated_ms)
                VALUES ('00000000-0000-4000-8000-00000000dead', 9000000000000000000, 'Far future', 1, 2, 0, 0);
            """)
        let before = journalFiles()
        let result = try run(["check"], status: 1)
        let lines = result.output.split(separator: "\n").map(String.init)
        func line(_ id: String, _ word: String) -> Bool {
            lines.contains { $0.hasPrefix("entry \(id)") && $0.contains(word) }
        }
        XCTAssertTrue(line(ids[0], "photo"), result.output)
        XCTAssertTrue(line(ids[1], "temperature"), result.output)
        XCTAssertTrue(line("00000000-0000-4000-8000-00000000beef", "time zone"), result.output)
        XCTAssertFalse(lines.contains { $0.contains(plain) }, result.output)
        XCTAssertTrue(line("00000000-0000-4000-8000-00000000dead", "time"), result.output)
        XCTAssertFalse(lines.contains { $0.contains(ids[2]) }, result.output)
        XCTAssertTrue(result.stderr.contains("4 problems"), result.stderr)
        XCTAssertEqual(journalFiles(), before)
    }

    func testADamagedDatabaseFileIsReportedNotCrashedOn() throws {
        try addEntriesWithPhotos(4, width: 300, height: 200)
        try sql("PRAGMA wal_checkpoint(TRUNCATE)")
        let handle = try XCTUnwrap(FileHandle(forUpdatingAtPath: journal))
        let size = try handle.seekToEnd()
        try handle.seek(toOffset: size / 2)
        try handle.write(contentsOf: PhotoFixtures.garbage(count: 3000, seed: 7))
        try handle.close()
        let result = try cli.run(["check"])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertFalse(result.stderr.contains("Fatal error"), result.stderr)
        XCTAssertFalse((result.output + result.stderr).isEmpty)
    }

    func testSomethingThatIsNotAJournal() throws {
        let missing = try run(["check", "--journal", dir.path("none.sqlite")], status: 1)
        XCTAssertTrue(missing.stderr.contains("no journal"), missing.stderr)
        _ = try write(Data("hello".utf8), "text.sqlite")
        let text = try run(["check", "--journal", dir.path("text.sqlite")], status: 1)
        XCTAssertTrue(text.stderr.contains("not an Outdoor journal"), text.stderr)
        XCTAssertEqual(try String(contentsOfFile: dir.path("text.sqlite"), encoding: .utf8), "hello")
    }
}
