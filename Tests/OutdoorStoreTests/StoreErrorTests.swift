import Foundation
import OutdoorModel
import OutdoorStore
import TestSupport
import XCTest

/// A failed statement keeps SQLite's code, message and SQL, and the journal's path.
final class StoreErrorTests: XCTestCase {
    func testAFailedStatementKeepsSQLitesErrorAndTheJournalsPath() throws {
        let dir = try TemporaryDirectory()
        let path = dir.path("journal.sqlite")
        let store = try JournalStore(path: path, access: .write)
        let entry = StoreFixtures.entry()
        try store.insert(entry, photoData: nil)
        XCTAssertThrowsError(try store.insert(entry, photoData: nil)) { error in
            guard case .database(let journal, let cause)? = error as? JournalStoreError else {
                return XCTFail("unexpected error \(error)")
            }
            XCTAssertEqual(journal, path)
            XCTAssertTrue(cause.isConstraint)
            XCTAssertEqual(cause.message, "UNIQUE constraint failed: entry.id")
            XCTAssertTrue(cause.sql?.hasPrefix("INSERT") ?? false, cause.sql ?? "no SQL")
            XCTAssertFalse(
                cause.description.contains(entry.title), "bound values stay out of the description")
            XCTAssertEqual("\(error)", "journal error: UNIQUE constraint failed: entry.id")
        }
    }
}
