import Foundation
import OutdoorImage
import OutdoorModel
import TestSupport
import XCTest

/// Issue 17, item 3, and the export's own bookkeeping after an interruption or a failed card.
final class ExportRecoveryTests: CLITestCase {
    var out: URL { dir.url.appendingPathComponent("out") }

    func cardFiles() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).filter {
            $0.hasSuffix(".png") && !$0.hasPrefix("00-") && !$0.hasPrefix(".")
        }
    }

    func manifestCards() throws -> [[String: Any]] {
        let data = try Data(contentsOf: out.appendingPathComponent("manifest.json"))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try XCTUnwrap(object["cards"] as? [[String: Any]])
    }

    /// Every card recorded matches its file, every visible file decodes, and no temporary file is left.
    func assertWholeFiles(file: StaticString = #filePath, line: UInt = #line) throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path)
        XCTAssertFalse(names.contains { $0.hasSuffix(".part") }, "\(names)", file: file, line: line)
        for name in names where name.hasSuffix(".png") {
            let data = try Data(contentsOf: out.appendingPathComponent(name))
            XCTAssertNoThrow(try ImageProbe.inspect(data), name, file: file, line: line)
        }
        for card in try manifestCards() {
            let name = try XCTUnwrap(card["file"] as? String)
            let data = try Data(contentsOf: out.appendingPathComponent(name))
            XCTAssertEqual(SHA256.hex(of: data), card["sha256"] as? String, name, file: file, line: line)
        }
    }

    /// Starts an export, sends `signal` once its first card is on disk, and checks it stops at once.
    func interruptExport(jobs: Int?, signal: Int32, total: Int) throws {
        try? FileManager.default.removeItem(at: out)
        let log = RunningLog()
        let process = try start(
            ["export", "--all", "-o", out.path] + (jobs.map { ["--jobs", "\($0)"] } ?? []), log: log)
        let label = "--jobs \(jobs.map(String.init) ?? "default"), signal \(signal)"
        XCTAssertTrue(wait(upTo: 120) { !cardFiles().isEmpty || !process.isRunning }, label)
        XCTAssertTrue(process.isRunning, "\(label): the export ended before it could be interrupted")
        kill(process.processIdentifier, signal)
        // Cards already being drawn are finished; nothing new is started.
        let stopped = waitForExit(process, upTo: 30)
        XCTAssertTrue(stopped, "\(label): the export did not stop")
        XCTAssertEqual(process.terminationStatus, 130, "\(label): \(log.text)")
        XCTAssertLessThan(cardFiles().count, total, "\(label): every card was drawn")
        XCTAssertTrue(log.text.contains("interrupted"), "\(label): \(log.text)")
        try assertWholeFiles()
        try assertJournalChecksClean()
        try run(["export", "--all", "-o", out.path, "--jobs", "4"])
        XCTAssertEqual(cardFiles().count, total, label)
        try assertWholeFiles()
    }

    func testItem3CtrlCStopsAnExportAtEveryJobsValue() throws {
        try addEntriesWithPhotos(12)
        for jobs in [nil, 1, 2, 3, 4] {
            try interruptExport(jobs: jobs, signal: SIGINT, total: 12)
        }
        try interruptExport(jobs: nil, signal: SIGTERM, total: 12)
    }

    func testAnInterruptedExportKeepsTrackOfWhatAnEarlierOneWrote() throws {
        let ids = try addEntriesWithPhotos(10)
        try run(["export", "--all", "-o", out.path])
        let gone = try XCTUnwrap(
            try manifestCards().first { $0["entry"] as? String == ids[9] }?["file"] as? String)
        try run(["delete", ids[9], "--yes"])
        // Every other card changes, and the export is interrupted after its first.
        for (i, id) in ids.prefix(9).enumerated() { try run(["edit", id, "--title", "Renamed \(i)"]) }
        let log = RunningLog()
        let process = try start(["export", "--all", "-o", out.path, "--jobs", "1"], log: log)
        XCTAssertTrue(wait(upTo: 120) { log.lines(startingWith: "export [") >= 1 || !process.isRunning })
        kill(process.processIdentifier, SIGINT)
        XCTAssertTrue(waitForExit(process, upTo: 60))
        XCTAssertEqual(process.terminationStatus, 130, log.text)
        XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent(gone).path))
        // The next complete run removes the card of the deleted entry, as it would have without the interruption.
        let rerun = try run(["export", "--all", "-o", out.path])
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: out.appendingPathComponent(gone).path), rerun.stderr)
        XCTAssertEqual(cardFiles().count, 9)
        try assertWholeFiles()
    }

    func testACardThatFailsToRedrawKeepsItsEarlierFile() throws {
        let ids = try addEntriesWithPhotos(3)
        try run(["export", "--all", "-o", out.path])
        let cards = try manifestCards()
        let file = try XCTUnwrap(cards.first { $0["entry"] as? String == ids[1] }?["file"] as? String)
        let before = try Data(contentsOf: out.appendingPathComponent(file))
        try sql("UPDATE photo SET data = zeroblob(byte_count) WHERE entry_id = '\(ids[1])'")
        let result = try run(["export", "--all", "-o", out.path, "--force"], status: 1)
        XCTAssertTrue(result.stderr.contains("Stop 1"), result.stderr)
        XCTAssertEqual(try? Data(contentsOf: out.appendingPathComponent(file)), before, result.stderr)
        XCTAssertTrue(try manifestCards().contains { $0["file"] as? String == file })
    }
}
