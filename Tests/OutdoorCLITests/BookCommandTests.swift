import Foundation
import OutdoorImage
import TestSupport
import XCTest

/// `outdoor book`: the PDF as a user gets it, wrong input, and interruptions.
final class BookCommandTests: CLITestCase {
    var pdf: URL { dir.url.appendingPathComponent("trip.pdf") }

    /// Files left in the test folder that look like unfinished writes.
    func partFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.url.path).filter { $0.hasSuffix(".part") }
    }

    func testATripBecomesABook() throws {
        try run(["import", try makeTripFolder().path, "--trip", "Iceland", "--no-weather"], status: 1)
        let made = try run(["book", "--trip", "Iceland", "-o", pdf.path, "--size", "letter", "--dpi", "150"])
        XCTAssertTrue(made.stderr.contains("wrote \(pdf.path)"), made.stderr)
        let bytes = try Data(contentsOf: pdf)
        XCTAssertTrue(bytes.starts(with: Data("%PDF-1.5".utf8)))
        XCTAssertNotNil(bytes.suffix(64).range(of: Data("%%EOF".utf8)), "the PDF is not complete")
        XCTAssertTrue(try partFiles().isEmpty)
        // Not on a terminal: one plain progress line per page.
        XCTAssertTrue(made.stderr.contains("book [1/"), made.stderr)

        let two = try run([
            "book", "--all", "-o", pdf.path, "--photos-per-page", "2", "--theme", "dark", "--units",
            "imperial",
            "--coords", "hidden", "--title", "Iceland", "--author", "Sam",
        ])
        XCTAssertTrue(two.stderr.contains("pages"), two.stderr)
        // Hidden coordinates: no coordinates on any page, as the text reads back.
        let text = try Poppler.text(pdf)
        XCTAssertFalse(text.contains("° N") || text.contains("° W"), text)
        XCTAssertTrue(text.contains("Iceland"), "the read-back sees the pages' text: \(text)")

        // -o - streams the book to standard output, as cards do.
        let streamed = try run(["book", "--trip", "Iceland", "-o", "-", "--dpi", "72"])
        XCTAssertTrue(streamed.stdout.starts(with: Data("%PDF-1.5".utf8)))
        XCTAssertNotNil(streamed.stdout.suffix(64).range(of: Data("%%EOF".utf8)), "the PDF is not complete")
        XCTAssertTrue(streamed.stderr.contains("wrote standard output"), streamed.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.path("-")))
    }

    /// The progress line counts the pages the book really has, continued notes included (issue 27).
    func testProgressCountsThePrintedPages() throws {
        let note = Array(
            repeating: "We walked along the shore past the boats and the reeds, talking.", count: 120
        )
        .joined(separator: " ")
        try addEntry(title: "Shore", extra: ["--note", note])
        try addEntry(title: "Harbour", at: "2024-06-15T08:42")
        let made = try run(["book", "--all", "-o", pdf.path])
        let pages = try XCTUnwrap(
            made.stderr.range(of: #"\((\d+) pages"#, options: .regularExpression).map {
                Int(made.stderr[$0].dropFirst().prefix { $0.isNumber })
            } ?? nil)
        XCTAssertGreaterThan(pages, 4, "the note goes on: \(made.stderr)")
        let lines = made.stderr.split(separator: "\n").filter { $0.hasPrefix("book [") }
        XCTAssertEqual(lines.count, pages, made.stderr)
        XCTAssertTrue(lines.last?.hasPrefix("book [\(pages)/\(pages)]") == true, made.stderr)
        XCTAssertTrue(made.stderr.contains("Shore (continued)"), made.stderr)
    }

    func testWrongInputIsRefusedAndNothingIsWritten() throws {
        try addEntry(title: "Harbour", extra: ["--photo", try write(try PhotoFixtures.jpeg(), "p.jpg")])
        try run(["book", "--all"], status: 2)
        try run(["book", "-o", pdf.path], status: 2)
        try run(["book", "--all", "--trip", "x", "-o", pdf.path], status: 2)
        try run(["book", "--all", "-o", pdf.path, "--dpi", "20"], status: 2)
        try run(["book", "--all", "-o", pdf.path, "--photos-per-page", "3"], status: 2)
        try run(["book", "--all", "-o", pdf.path, "--size", "a5"], status: 2)
        try run(["book", "--all", "-o", pdf.path, "--title", "  "], status: 2)
        let png = try run(["book", "--all", "-o", dir.path("trip.png")], status: 2)
        XCTAssertTrue(png.stderr.contains("name it .pdf"), png.stderr)
        try run(["book", "--trip", "Nowhere", "-o", pdf.path], status: 1)
        let missing = try run(["book", "--all", "-o", dir.path("no/such/folder/trip.pdf")], status: 1)
        XCTAssertTrue(missing.stderr.contains("does not exist"), missing.stderr)
        let folder = try run(["book", "--all", "-o", dir.url.path], status: 1)
        XCTAssertTrue(folder.stderr.contains("folder"), folder.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: pdf.path))
        XCTAssertTrue(try partFiles().isEmpty)
        let help = try run(["book", "--help"])
        XCTAssertTrue(help.output.contains("--photos-per-page"), help.output)
    }

    func testAnUnreadablePhotoLeavesItsPageWithoutIt() throws {
        let photo = try write(try PhotoFixtures.jpeg(width: 300, height: 200), "p.jpg")
        try addEntry(title: "Harbour", extra: ["--photo", photo])
        let id = try addEntry(title: "Fish market", at: "2024-06-15T09:00", extra: ["--photo", photo])
        // Damage the stored photo behind the journal's back (the app's own checks would refuse it).
        let sqlite = Process()
        sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        sqlite.arguments = [
            journal,
            "UPDATE photo SET data = X'FFD8FF00', byte_count = 4 WHERE entry_id LIKE '\(id.prefix(8))%';",
        ]
        try sqlite.run()
        sqlite.waitUntilExit()
        XCTAssertEqual(sqlite.terminationStatus, 0)
        let result = try run(["book", "--all", "-o", pdf.path], status: 1)
        XCTAssertTrue(result.stderr.contains("Fish market"), result.stderr)
        XCTAssertTrue(result.stderr.contains("its page has none"), result.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: pdf.path), result.stderr)
    }

    func testAnInterruptedBookLeavesNothing() throws {
        // Many pages of real work, so there is time to interrupt in the middle.
        let photo = try write(try PhotoFixtures.jpeg(width: 1600, height: 1200), "p.jpg")
        for i in 0..<30 {
            try addEntry(
                title: "Stop \(i)", at: String(format: "2024-06-%02dT10:00", i % 28 + 1),
                extra: ["--photo", photo])
        }
        let process = Process()
        process.executableURL = OutdoorProcess.executable
        process.arguments = ["book", "--all", "-o", pdf.path, "--jobs", "1"]
        process.environment = cli.environment
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        // Wait for the second page's progress line, then press Ctrl-C.
        var seen = Data()
        let handle = errors.fileHandleForReading
        while process.isRunning,
            String(decoding: seen, as: UTF8.self).components(separatedBy: "book [").count < 3
        {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            seen.append(chunk)
        }
        XCTAssertTrue(process.isRunning, "the book finished before it could be interrupted")
        process.interrupt()
        seen.append(handle.readDataToEndOfFile())
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 130, String(decoding: seen, as: UTF8.self))
        XCTAssertFalse(FileManager.default.fileExists(atPath: pdf.path))
        let leftovers = try partFiles()
        XCTAssertTrue(leftovers.isEmpty, "\(leftovers)")
    }
}
