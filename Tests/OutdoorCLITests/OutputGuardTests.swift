import Foundation
import OutdoorModel
import TestSupport
import XCTest

/// Issue 30, item 1: no output is ever the journal or its `-wal`/`-shm`, whatever name, link or
/// hard link leads to it, in every command that writes (export's clean-up included).
final class OutputGuardTests: CLITestCase {
    var id = ""

    override func setUpWithError() throws {
        try super.setUpWithError()
        let photo = try write(try PhotoFixtures.jpeg(width: 120, height: 90), "p.jpg")
        id = try addEntry(extra: ["--photo", photo])
    }

    /// Asserts `result` refused to write over the journal and the journal still holds its entry.
    func assertRefusedAndJournalKept(
        _ result: OutdoorProcess.Result, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        XCTAssertEqual(result.status, 1, result.stderr, file: file, line: line)
        XCTAssertTrue(result.stderr.contains("it is the journal"), result.stderr, file: file, line: line)
        let head = try XCTUnwrap(FileManager.default.contents(atPath: journal)?.prefix(16))
        XCTAssertEqual(
            head, Data("SQLite format 3\0".utf8), "the journal was replaced", file: file, line: line)
        XCTAssertEqual(try logJSON().count, 1, file: file, line: line)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: dir.url.path).filter {
                $0.hasSuffix(".part")
            }, [],
            file: file, line: line)
    }

    func link(_ name: String, to target: String) -> String {
        let path = dir.path(name)
        XCTAssertEqual(symlink(target, path), 0)
        return path
    }

    func testCardThroughALinkToTheJournal() throws {
        let out = link("out.png", to: journal)
        try assertRefusedAndJournalKept(try cli.run(["card", id, "-o", out]))
    }

    func testCardAltTextThroughALinkToTheJournal() throws {
        let out = link("alt.txt", to: journal)
        try assertRefusedAndJournalKept(
            try cli.run(["card", id, "-o", dir.path("card.png"), "--alt-text", out]))
    }

    func testPhotoThroughAHardLinkToTheJournal() throws {
        let out = dir.path("hard.jpg")
        XCTAssertEqual(Glibc.link(journal, out), 0)
        try assertRefusedAndJournalKept(try cli.run(["photo", id, "-o", out]))
    }

    func testMapThroughALinkToTheWriteAheadLog() throws {
        // The -wal need not exist when the command starts: the name alone is the journal's.
        let out = link("map.png", to: journal + "-wal")
        let result = try cli.run(["map", "-o", out])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("write-ahead log"), result.stderr)
        try assertJournalChecksClean()
        XCTAssertEqual(try logJSON().count, 1)
    }

    func testMapThroughALinkToTheSharedMemoryIndex() throws {
        let out = link("map.png", to: journal + "-shm")
        let result = try cli.run(["map", "-o", out])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("shared-memory"), result.stderr)
    }

    func testBookOntoItsOwnJournal() throws {
        let copy = dir.path("j.pdf")
        try FileManager.default.copyItem(atPath: journal, toPath: copy)
        let result = try cli.run(["book", "--all", "--journal", copy, "-o", copy])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("it is the journal"), result.stderr)
        XCTAssertEqual(FileManager.default.contents(atPath: copy)?.prefix(6), Data("SQLite".utf8))
        XCTAssertEqual(try run(["log", "--journal", copy]).output.split(separator: "\n").count, 1)
    }

    func testBookOnStandardOutputThatIsTheJournal() throws {
        let process = Process()
        process.executableURL = OutdoorProcess.executable
        process.arguments = ["book", "--all", "-o", "-"]
        process.environment = cli.environment
        process.currentDirectoryURL = dir.url
        let appending = try XCTUnwrap(FileHandle(forWritingAtPath: journal))
        try appending.seekToEnd()
        process.standardOutput = appending
        let err = Pipe()
        process.standardError = err
        try process.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try appending.close()
        XCTAssertEqual(process.terminationStatus, 1, message)
        XCTAssertTrue(message.contains("standard output: it is the journal"), message)
        try assertJournalChecksClean()
    }

    func testExportCardThroughALinkToTheJournal() throws {
        let folder = dir.url.appendingPathComponent("cards")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let name = "2024-06-14-morning-walk.png"
        XCTAssertEqual(symlink(journal, folder.appendingPathComponent(name).path), 0)
        let result = try cli.run(["export", "--all", "-o", folder.path])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("it is the journal"), result.stderr)
        try assertJournalChecksClean()
        XCTAssertEqual(try logJSON().count, 1)
    }

    func testExportCleanUpNeverRemovesTheJournal() throws {
        // The journal lives in the export folder, and a manifest (damaged, or written by hand)
        // lists it as a file an earlier export wrote.
        try run(["export", "--all", "-o", dir.url.path])
        try sql("PRAGMA wal_checkpoint(TRUNCATE)")
        let manifestURL = dir.url.appendingPathComponent("manifest.json")
        var manifest = try XCTUnwrap(
            JSONSerialization.jsonObject(with: try Data(contentsOf: manifestURL)) as? [String: Any])
        var cards = try XCTUnwrap(manifest["cards"] as? [[String: Any]])
        let bytes = try XCTUnwrap(FileManager.default.contents(atPath: journal))
        cards.append([
            "entry": "00000000-0000-4000-8000-000000000001", "file": "journal.sqlite",
            "sha256": SHA256.hex(of: bytes), "key": "x", "altText": "",
        ])
        manifest["cards"] = cards
        try JSONSerialization.data(withJSONObject: manifest).write(to: manifestURL)
        try run(["export", "--all", "-o", dir.url.path])
        XCTAssertTrue(FileManager.default.fileExists(atPath: journal))
        XCTAssertEqual(try logJSON().count, 1)
        try assertJournalChecksClean()
    }

    func testExportCleanUpRemovesNothingOutsideItsFolder() throws {
        let folder = dir.url.appendingPathComponent("cards")
        try run(["export", "--all", "-o", folder.path])
        let outside = try write(Data("keep me".utf8), "outside.txt")
        let manifestURL = folder.appendingPathComponent("manifest.json")
        var manifest = try XCTUnwrap(
            JSONSerialization.jsonObject(with: try Data(contentsOf: manifestURL)) as? [String: Any])
        manifest["earlier"] = [
            [
                "entry": "00000000-0000-4000-8000-000000000001", "file": "../outside.txt",
                "sha256": SHA256.hex(of: Data("keep me".utf8)), "key": "x", "altText": "",
            ]
        ]
        try JSONSerialization.data(withJSONObject: manifest).write(to: manifestURL)
        try run(["export", "--all", "-o", folder.path])
        XCTAssertTrue(FileManager.default.fileExists(atPath: outside))
    }

    func testDemoIntoTheJournalsFolderLeavesTheJournal() throws {
        // The demo makes DIR/journal.sqlite afresh; in the folder of the journal in use it must not.
        XCTAssertEqual((journal as NSString).lastPathComponent, "journal.sqlite")
        let result = try run(["demo", "-o", dir.url.path], status: 1)
        XCTAssertTrue(result.stderr.contains("is the journal"), result.stderr)
        XCTAssertTrue(result.stderr.contains("give -o another folder"), result.stderr)
        XCTAssertEqual(try logJSON().count, 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.path("journal-map.png")))
        try assertJournalChecksClean()
    }
}
