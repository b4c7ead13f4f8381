import Foundation
import OutdoorModel
import OutdoorStore
import TestSupport
import XCTest

final class JournalStoreTests: XCTestCase {
    var dir: TemporaryDirectory!
    var path: String { dir.path("journal.sqlite") }

    override func setUpWithError() throws { dir = try TemporaryDirectory() }
    override func tearDown() { dir = nil }

    func testNewJournalIsCreatedWithTheCurrentSchema() throws {
        let store = try JournalStore(path: dir.path("nested/deeper/journal.sqlite"), access: .write)
        XCTAssertEqual(try store.schemaVersion(), JournalSchema.current)
        XCTAssertEqual(try store.count(), 0)
    }

    func testReadingAMissingJournalDoesNotCreateIt() {
        XCTAssertThrowsError(try JournalStore(path: path, access: .read)) { error in
            XCTAssertEqual(error as? JournalStoreError, .missing(path: path))
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }

    func testEntryRoundTripKeepsEveryFieldAndTheExactPhotoBytes() throws {
        let store = try JournalStore(path: path, access: .write)
        let bytes = Data((0..<5000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        let entry = StoreFixtures.entry(weather: StoreFixtures.reading, photo: StoreFixtures.photo(bytes))
        try store.insert(entry, photoData: bytes)
        let read = try XCTUnwrap(try store.entry(id: entry.id))
        XCTAssertEqual(read, entry)
        XCTAssertEqual(try store.photoData(for: entry.id), bytes)
        XCTAssertEqual(try store.entryID(photoSHA256: entry.photo?.sha256.uppercased() ?? ""), entry.id)
    }

    func testEntriesAreNewestFirstAndFilteredByTime() throws {
        let store = try JournalStore(path: path, access: .write)
        let old = StoreFixtures.entry(title: "old", hoursAgo: 48)
        let mid = StoreFixtures.entry(title: "mid", hoursAgo: 24)
        let new = StoreFixtures.entry(title: "new", hoursAgo: 0)
        for e in [mid, old, new] { try store.insert(e, photoData: nil) }
        XCTAssertEqual(try store.entries().map(\.title), ["new", "mid", "old"])
        let since = StoreFixtures.base.addingTimeInterval(-30 * 3600)
        XCTAssertEqual(try store.entries(since: since).map(\.title), ["new", "mid"])
        XCTAssertEqual(try store.entries(until: StoreFixtures.base).map(\.title), ["mid", "old"])
    }

    func testIDPrefixesResolveLikeGit() throws {
        let store = try JournalStore(path: path, access: .write)
        let a = try XCTUnwrap(UUID(uuidString: "abcd1234-0000-4000-8000-000000000001"))
        let b = try XCTUnwrap(UUID(uuidString: "abcd5678-0000-4000-8000-000000000002"))
        try store.insert(StoreFixtures.entry(id: a), photoData: nil)
        try store.insert(StoreFixtures.entry(id: b), photoData: nil)
        XCTAssertEqual(try store.resolve("abcd1"), a)
        XCTAssertEqual(try store.resolve("ABCD5678"), b)
        XCTAssertEqual(try store.resolve(a.uuidString), a)
        XCTAssertThrowsError(try store.resolve("abcd")) { error in
            guard case .ambiguous(let prefix, let candidates)? = error as? JournalStoreError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(prefix, "abcd")
            XCTAssertEqual(candidates.count, 2)
        }
        XCTAssertThrowsError(try store.resolve("abc")) {
            XCTAssertEqual($0 as? JournalStoreError, .invalidID("abc"))
        }
        XCTAssertThrowsError(try store.resolve("zzzz")) {
            XCTAssertEqual($0 as? JournalStoreError, .invalidID("zzzz"))
        }
        XCTAssertThrowsError(try store.resolve("ffff")) {
            XCTAssertEqual($0 as? JournalStoreError, .notFound("ffff"))
        }
    }

    func testTitleNoteAndPhotoCanBeEdited() throws {
        let store = try JournalStore(path: path, access: .write)
        let entry = StoreFixtures.entry()
        try store.insert(entry, photoData: nil)
        let later = StoreFixtures.base.addingTimeInterval(60)
        let bytes = Data([1, 2, 3])
        let edited = try store.update(
            id: entry.id, title: "Evening walk", note: .some(nil), photo: (StoreFixtures.photo(bytes), bytes),
            now: later)
        XCTAssertEqual(edited.title, "Evening walk")
        XCTAssertNil(edited.note)
        XCTAssertEqual(edited.photo?.byteCount, 3)
        XCTAssertEqual(edited.updatedAt, later)
        XCTAssertEqual(edited.timestamp, entry.timestamp)
        XCTAssertEqual(try store.photoData(for: entry.id), bytes)
        XCTAssertThrowsError(try store.update(id: UUID(), title: "x", now: later))
    }

    func testWeatherIsFilledOnceAndThenFrozen() throws {
        let store = try JournalStore(path: path, access: .write)
        var entry = StoreFixtures.entry()
        entry.timeZoneIdentifier = nil
        try store.insert(entry, photoData: nil)
        XCTAssertTrue(
            try store.fillWeather(
                id: entry.id, reading: StoreFixtures.reading, timeZoneIdentifier: "Europe/Oslo",
                now: StoreFixtures.base))
        var other = StoreFixtures.reading
        other.temperatureCelsius = 30
        XCTAssertFalse(
            try store.fillWeather(
                id: entry.id, reading: other, timeZoneIdentifier: "Asia/Tokyo", now: StoreFixtures.base))
        let read = try XCTUnwrap(try store.entry(id: entry.id))
        XCTAssertEqual(read.weather, StoreFixtures.reading)
        XCTAssertEqual(read.timeZoneIdentifier, "Europe/Oslo")
    }

    func testTheMomentIsFrozenEvenAgainstDirectSQL() throws {
        let store = try JournalStore(path: path, access: .write)
        let entry = StoreFixtures.entry(weather: StoreFixtures.reading)
        try store.insert(entry, photoData: nil)
        let db = try Database(path: path, mode: .readWrite)
        let key = entry.idString
        for sql in [
            "UPDATE entry SET lat = 1 WHERE id = ?", "UPDATE entry SET timestamp_ms = 0 WHERE id = ?",
            "UPDATE entry SET weather_temp = 99 WHERE id = ?",
            "UPDATE entry SET time_zone = 'UTC' WHERE id = ?",
        ] {
            XCTAssertThrowsError(try db.run(sql, key), sql) { error in
                XCTAssertTrue("\(error)".contains("frozen"), "\(error)")
            }
        }
        XCTAssertEqual(try store.entry(id: entry.id), entry)
    }

    func testDeleteRemovesTheEntryAndItsPhoto() throws {
        let store = try JournalStore(path: path, access: .write)
        let bytes = Data([9, 9, 9])
        let entry = StoreFixtures.entry(photo: StoreFixtures.photo(bytes))
        try store.insert(entry, photoData: bytes)
        try store.delete(id: entry.id)
        XCTAssertNil(try store.entry(id: entry.id))
        XCTAssertNil(try store.photoData(for: entry.id))
        let db = try Database(path: path, mode: .readOnly)
        XCTAssertEqual(try db.scalarInteger("SELECT count(*) FROM photo"), 0)
        XCTAssertThrowsError(try store.delete(id: entry.id)) { error in
            XCTAssertEqual(error as? JournalStoreError, .notFound(entry.idString))
        }
    }
}
