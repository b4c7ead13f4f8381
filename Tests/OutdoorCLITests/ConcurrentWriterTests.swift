import Foundation
import TestSupport
import XCTest

/// Issue 30, items 8 and 9: one export folder and one book file have one writer at a time, and
/// a book or export ended by any signal it can catch, or killed, leaves no hidden part behind.
final class ConcurrentWriterTests: CLITestCase {
    var out: URL { dir.url.appendingPathComponent("out") }

    func parts(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
            $0.hasSuffix(".part")
        }
    }

    /// Starts `arguments` and waits until it has written its first progress line.
    func startAndWait(_ arguments: [String], progress: String, log: RunningLog) throws -> Process {
        let process = try start(arguments, log: log)
        XCTAssertTrue(wait(upTo: 120) { log.text.contains(progress) || !process.isRunning }, log.text)
        XCTAssertTrue(process.isRunning, "it ended before the test could act: \(log.text)")
        return process
    }

    func testASecondExportIntoTheSameFolderIsRefusedWhileTheFirstRuns() throws {
        try addEntriesWithPhotos(10, width: 1600, height: 1200)
        let log = RunningLog()
        let first = try startAndWait(
            ["export", "--all", "-o", out.path, "--jobs", "1", "--theme", "dark"], progress: "export [",
            log: log)
        let second = try cli.run(["export", "--all", "-o", out.path, "--theme", "light"])
        XCTAssertEqual(second.status, 1, second.stderr)
        XCTAssertTrue(second.stderr.contains("another outdoor process is writing"), second.stderr)
        XCTAssertTrue(waitForExit(first, upTo: 180), log.text)
        XCTAssertEqual(first.terminationStatus, 0, log.text)
        let manifest = try XCTUnwrap(
            JSONSerialization.jsonObject(
                with: try Data(contentsOf: out.appendingPathComponent("manifest.json")))
                as? [String: Any])
        XCTAssertEqual((manifest["settings"] as? [String: String])?["theme"], "dark")
        // Once the first is done, the folder is free again.
        try run(["export", "--all", "-o", out.path, "--theme", "light"])
    }

    func testASecondBookToTheSameFileIsRefusedWhileTheFirstRuns() throws {
        try addEntriesWithPhotos(10, width: 1600, height: 1200)
        let book = dir.path("trip.pdf")
        let log = RunningLog()
        let first = try startAndWait(
            ["book", "--all", "-o", book, "--jobs", "1"], progress: "book [", log: log)
        let second = try cli.run(["book", "--all", "-o", book, "--theme", "dark"])
        XCTAssertEqual(second.status, 1, second.stderr)
        XCTAssertTrue(second.stderr.contains("another outdoor process is writing"), second.stderr)
        XCTAssertTrue(waitForExit(first, upTo: 180), log.text)
        XCTAssertEqual(first.terminationStatus, 0, log.text)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.path(".trip.pdf.lock")))
    }

    func testAHangUpOrTerminationDuringABookLeavesNoPart() throws {
        try addEntriesWithPhotos(10, width: 1600, height: 1200)
        for signal in [SIGHUP, SIGTERM, SIGQUIT] {
            let log = RunningLog()
            let process = try startAndWait(
                ["book", "--all", "-o", dir.path("trip.pdf"), "--jobs", "1"], progress: "book [", log: log)
            kill(process.processIdentifier, signal)
            XCTAssertTrue(waitForExit(process, upTo: 60), log.text)
            XCTAssertEqual(process.terminationStatus, 130, "signal \(signal): \(log.text)")
            XCTAssertEqual(parts(in: dir.url), [], "signal \(signal)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: dir.path("trip.pdf")))
        }
    }

    func testAHangUpDuringAnExportLeavesNoPart() throws {
        try addEntriesWithPhotos(10, width: 1600, height: 1200)
        let log = RunningLog()
        let process = try startAndWait(
            ["export", "--all", "-o", out.path, "--jobs", "1"], progress: "export [", log: log)
        kill(process.processIdentifier, SIGHUP)
        XCTAssertTrue(waitForExit(process, upTo: 60), log.text)
        XCTAssertEqual(process.terminationStatus, 130, log.text)
        XCTAssertEqual(parts(in: out), [])
    }

    func testPartsOfAKilledBookAreRemovedByTheNextBook() throws {
        try addEntriesWithPhotos(2)
        // A process id above any the system gives out: its writer is surely gone.
        let stale = dir.path(".trip.pdf.2147483646.12345.part")
        try Data("half a book".utf8).write(to: URL(fileURLWithPath: stale))
        let log = RunningLog()
        let killed = try startAndWait(
            ["book", "--all", "-o", dir.path("trip.pdf"), "--jobs", "1"], progress: "book [", log: log)
        kill(killed.processIdentifier, SIGKILL)
        killed.waitUntilExit()
        // The first book removed the stale part; killed outright, it leaves its own.
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale))
        XCTAssertEqual(parts(in: dir.url).count, 1, "the killed book left its part")
        try run(["book", "--all", "-o", dir.path("trip.pdf")])
        XCTAssertEqual(parts(in: dir.url), [])
    }

    func testPartsOfAKilledExportAreRemovedByTheNextExport() throws {
        try addEntriesWithPhotos(6, width: 1600, height: 1200)
        let log = RunningLog()
        let killed = try startAndWait(
            ["export", "--all", "-o", out.path, "--jobs", "2"], progress: "export [", log: log)
        kill(killed.processIdentifier, SIGKILL)
        killed.waitUntilExit()
        try run(["export", "--all", "-o", out.path])
        XCTAssertEqual(parts(in: out), [])
    }
}
