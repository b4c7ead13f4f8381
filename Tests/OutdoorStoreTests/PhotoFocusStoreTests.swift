import Foundation
import OutdoorModel
import OutdoorStore
import TestSupport
import XCTest

/// The focus point of an entry's photo: stored, changed, removed, and dropped with the photo.
final class PhotoFocusStoreTests: XCTestCase {
    func testAFocusPointIsEditableAndGoesWithThePhoto() throws {
        let dir = try TemporaryDirectory()
        let store = try JournalStore(path: dir.path("journal.sqlite"), access: .write)
        let bytes = Data([1, 2, 3, 4])
        let entry = StoreFixtures.entry(photo: StoreFixtures.photo(bytes))
        try store.insert(entry, photoData: bytes)
        XCTAssertNil(try store.entry(id: entry.id)?.photoFocus)
        let point = try XCTUnwrap(PhotoFocus(x: 0.2, y: 0.7))
        try store.setPhotoFocus(id: entry.id, point, now: Date(timeIntervalSince1970: 1_800_000_000))
        let saved = try XCTUnwrap(try store.entry(id: entry.id))
        XCTAssertEqual(saved.photoFocus, point)
        XCTAssertEqual(saved.updatedAt, Date(timeIntervalSince1970: 1_800_000_000), "an edit")
        XCTAssertEqual(try store.entries().first?.photoFocus, point)
        try store.setPhotoFocus(id: entry.id, nil, now: Date())
        XCTAssertNil(try store.entry(id: entry.id)?.photoFocus)
        XCTAssertThrowsError(try store.setPhotoFocus(id: UUID(), point, now: Date()))
        // A new photo drops the point set on the old one.
        try store.setPhotoFocus(id: entry.id, point, now: Date())
        let data = Data(repeating: 7, count: 16)
        _ = try store.update(id: entry.id, photo: (StoreFixtures.photo(data), data), now: Date())
        XCTAssertNil(try store.entry(id: entry.id)?.photoFocus)
        // Deleting the entry takes its point with it (and a new entry with the same id has none).
        try store.setPhotoFocus(id: entry.id, point, now: Date())
        try store.delete(id: entry.id)
        try store.insert(entry, photoData: bytes)
        XCTAssertNil(try store.entry(id: entry.id)?.photoFocus)
    }
}
