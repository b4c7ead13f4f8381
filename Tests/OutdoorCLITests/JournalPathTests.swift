import Foundation
import XCTest

/// A journal path given explicitly where there is no journal is a typo to report, not an empty journal.
final class JournalPathTests: CLITestCase {
    func testReadingCommandsRefuseAnExplicitPathWithNoJournal() throws {
        let typo = dir.path("jornal.sqlite")
        let readers: [[String]] = [
            ["log"], ["show", "1a2b"], ["card", "1a2b"], ["map", "-o", "map.png"], ["trip", "list"],
            ["track", "list"], ["export", "-o", "out", "--all"],
        ]
        for command in readers {
            let given = try run(command + ["--journal", typo], status: 1)
            XCTAssertTrue(given.stderr.contains("no journal at \(typo)"), "\(command): \(given.stderr)")
        }
        // OUTDOOR_JOURNAL is as explicit as --journal.
        let fromEnvironment = try run(["log"], status: 1)
        XCTAssertTrue(fromEnvironment.stderr.contains("no journal at \(journal)"), fromEnvironment.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: typo), "nothing created")
        XCTAssertNil(journalBytes(), "nothing created")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.path("map.png")))

        // The first run on the default path stays friendly.
        let first = try run(["log"], env: ["OUTDOOR_JOURNAL": "", "XDG_DATA_HOME": dir.path("data")])
        XCTAssertTrue(first.stderr.contains("no entries; add one with 'outdoor add'"), first.stderr)

        // Writing commands still create the journal.
        try addEntry(extra: ["--journal", typo])
        XCTAssertTrue(FileManager.default.fileExists(atPath: typo))
        XCTAssertEqual(try run(["log", "--journal", typo]).output.split(separator: "\n").count, 1)
    }
}
