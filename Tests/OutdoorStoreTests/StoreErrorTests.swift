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
        // A photo hash of the wrong length: the schema's CHECK refuses it.
        var photo = StoreFixtures.photo(Data([1, 2, 3]))
        photo.sha256 = "abc"
        let entry = StoreFixtures.entry(photo: photo)
        XCTAssertThrowsError(try store.insert(entry, photoData: Data([1, 2, 3]))) { error in
            guard case .database(let journal, let cause)? = error as? JournalStoreError else {
                return XCTFail("unexpected error \(error)")
            }
            XCTAssertEqual(journal, path)
            XCTAssertTrue(cause.isConstraint)
            XCTAssertEqual(cause.message, "CHECK constraint failed: length(sha256) = 64")
            XCTAssertTrue(cause.sql?.hasPrefix("INSERT") ?? false, cause.sql ?? "no SQL")
            XCTAssertFalse(
                cause.description.contains(entry.title), "bound values stay out of the description")
            XCTAssertEqual("\(error)", "journal error: CHECK constraint failed: length(sha256) = 64")
        }
    }
}
