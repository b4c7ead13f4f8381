import Foundation
import OutdoorModel
import OutdoorStore
import TestSupport
import XCTest

/// Issue 17: what the store refuses before writing, and photo bytes verified on every read.
final class StoreIntegrityTests: XCTestCase {
    var dir: TemporaryDirectory!
    override func setUpWithError() throws { dir = try TemporaryDirectory() }
    override func tearDown() { dir = nil }

    func store() throws -> JournalStore { try JournalStore(path: dir.path("j.sqlite"), access: .write) }

    func testAPhotoThatClaimsNoPixelsIsRefusedInWordsNotByAConstraint() throws {
        let bytes = Data([1, 2, 3])
        var photo = StoreFixtures.photo(bytes)
        photo.pixelWidth = 0
        photo.pixelHeight = 0
        let entry = StoreFixtures.entry(photo: photo)
        let store = try store()
        XCTAssertThrowsError(try store.insert(entry, photoData: bytes)) { error in
            guard case .invalidEntry? = error as? JournalStoreError else { return XCTFail("\(error)") }
            XCTAssertTrue("\(error)".contains("0x0 pixels"), "\(error)")
            XCTAssertTrue((error as? JournalStoreError)?.isAboutOneEntry ?? false)
        }
        XCTAssertEqual(try store.entries().count, 0)
    }

    func testADuplicateIDIsATypedErrorAboutOneEntry() throws {
        let store = try store()
        let entry = StoreFixtures.entry()
        try store.insert(entry, photoData: nil)
        XCTAssertThrowsError(try store.insert(entry, photoData: nil)) { error in
            XCTAssertEqual(error as? JournalStoreError, .entryExists(entry.idString))
        }
    }

    func testAnExtremeFrozenTemperatureIsRefused() throws {
        var reading = StoreFixtures.reading
        reading.temperatureCelsius = 1e19
        XCTAssertThrowsError(try store().insert(StoreFixtures.entry(weather: reading), photoData: nil)) {
            error in
            guard case .invalidEntry? = error as? JournalStoreError else { return XCTFail("\(error)") }
        }
    }

    func testADamagedPhotoIsNeverReturned() throws {
        let bytes = Data((0..<4096).map { UInt8($0 % 251) })
        let entry = StoreFixtures.entry(photo: StoreFixtures.photo(bytes))
        do {
            let store = try store()
            try store.insert(entry, photoData: bytes)
            XCTAssertEqual(try store.photoData(for: entry.id), bytes)
        }
        // Same length, one byte changed: only a checksum can tell.
        try Database(path: dir.path("j.sqlite"), mode: .readWrite).execute(
            "UPDATE photo SET data = CAST(substr(data, 1, 1000) || X'FF' || substr(data, 1002) AS BLOB)")
        XCTAssertThrowsError(try store().photoData(for: entry.id)) { error in
            guard case .photoDamaged(let id, _)? = error as? JournalStoreError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(id, entry.idString)
            XCTAssertTrue("\(error)".contains(String(entry.idString.prefix(8))), "\(error)")
        }
    }
}
