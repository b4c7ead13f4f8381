import Foundation
import TestSupport
import XCTest

/// `outdoor backup FILE`: a consistent copy of a journal in use, checked before it is called done.
final class BackupCommandTests: CLITestCase {
    /// A sqlite3 shell holding the journal open, so what later commands write stays in its -wal.
    func holdOpen() throws -> (Process, Pipe) {
        try XCTSkipUnless(
            FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3"), "sqlite3 not installed")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = [journal]
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data("SELECT count(*) FROM entry;\n".utf8))
        return (process, input)
    }

    func testTheCopyHoldsWhatIsStillInTheWriteAheadLog() throws {
        try addEntriesWithPhotos(2)
        let (shell, input) = try holdOpen()
        defer {
            try? input.fileHandleForWriting.close()
            shell.waitUntilExit()
        }
        usleep(200_000)
        let late = try addEntry(title: "Only in the wal", at: "2024-07-01T10:00")
        let wal = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: journal + "-wal")[.size] as? Int)
        XCTAssertGreaterThan(wal, 0, "the new entry should be in the -wal")
        let copy = dir.path("backup.sqlite")
        let result = try run(["backup", copy])
        XCTAssertTrue(result.stderr.contains("3 entries, 2 photos"), result.stderr)
        XCTAssertTrue(result.stderr.contains("checked: no problems"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: copy + "-wal"))
        let listed = try run(["log", "--json", "--journal", copy]).output
        XCTAssertTrue(listed.contains(late), listed)
        try run(["check", "--journal", copy])
        // A plain copy of the main file alone misses it.
        let plain = dir.path("plain.sqlite")
        try FileManager.default.copyItem(atPath: journal, toPath: plain)
        XCTAssertFalse(try run(["log", "--json", "--journal", plain]).output.contains(late))
    }

    func testTheJournalItselfIsNeverTheCopy() throws {
        try addEntry()
        let before = try XCTUnwrap(journalBytes())
        let direct = try run(["backup", journal], status: 1)
        XCTAssertTrue(direct.stderr.contains("it is the journal"), direct.stderr)
        let link = dir.path("link.sqlite")
        XCTAssertEqual(symlink(journal, link), 0)
        let linked = try run(["backup", link], status: 1)
        XCTAssertTrue(linked.stderr.contains("it is the journal"), linked.stderr)
        XCTAssertEqual(journalBytes(), before)
        XCTAssertEqual(try logJSON().count, 1)
    }

    func testACopyOfADamagedJournalIsKeptAndSaysSo() throws {
        let ids = try addEntriesWithPhotos(2)
        try sql(
            "UPDATE photo SET data = CAST(substr(data, 1, 100) || randomblob(8) || substr(data, 109) AS BLOB) WHERE entry_id = '\(ids[0])';"
        )
        let copy = dir.path("backup.sqlite")
        let result = try run(["backup", copy], status: 1)
        XCTAssertTrue(result.stderr.contains("the copy holds 1 problem"), result.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: copy))
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: dir.url.path).filter {
                $0.hasSuffix(".part")
            }, [])
    }

    func testNoJournalNothingToBackUp() throws {
        let result = try run(["backup", dir.path("backup.sqlite")], status: 1)
        XCTAssertTrue(result.stderr.contains("nothing to back up"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.path("backup.sqlite")))
    }
}
