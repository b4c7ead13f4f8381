import Foundation
import OutdoorModel
import OutdoorStore
import TestSupport
import XCTest

final class TripStoreTests: XCTestCase {
    /// A journal in its own folder with entries a, b and c, 72, 48 and 1 hours before the base.
    private func journalOfThree() throws -> (
        TemporaryDirectory, JournalStore, JournalEntry, JournalEntry, JournalEntry
    ) {
        let dir = try TemporaryDirectory()
        let store = try JournalStore(path: dir.path("j.sqlite"), access: .write)
        let a = StoreFixtures.entry(title: "a", hoursAgo: 72)
        let b = StoreFixtures.entry(title: "b", hoursAgo: 48)
        let c = StoreFixtures.entry(title: "c", hoursAgo: 1)
        for e in [a, b, c] { try store.insert(e, photoData: nil) }
        return (dir, store, a, b, c)
    }

    func testTripsByDateRangeAndByIDs() throws {
        let (dir, store, a, b, c) = try journalOfThree()
        _ = dir
        let since = StoreFixtures.base.addingTimeInterval(-80 * 3600)
        let until = StoreFixtures.base.addingTimeInterval(-24 * 3600)
        let trip = try store.createTrip(
            name: " Iceland 2024 ", since: since, until: until, now: StoreFixtures.base)
        XCTAssertEqual(trip.name, "Iceland 2024")
        XCTAssertEqual(trip.entryCount, 2)
        XCTAssertEqual(try store.entries(inTrip: "iceland 2024").map(\.title), ["a", "b"], "oldest first")
        XCTAssertEqual(
            try store.addToTrip("Iceland 2024", ids: [c.id, a.id, c.id], now: StoreFixtures.base), 1,
            "a is in the trip by its dates already, and c counts once")
        XCTAssertEqual(try store.entries(inTrip: "Iceland 2024").map(\.title), ["a", "b", "c"])
        XCTAssertEqual(try store.entryIDs(inTrip: "iceland 2024"), [a.id, b.id, c.id], "by dates and by id")
        XCTAssertThrowsError(try store.entryIDs(inTrip: "Nowhere")) {
            XCTAssertEqual($0 as? JournalStoreError, .tripNotFound("Nowhere"))
        }
        XCTAssertThrowsError(try store.createTrip(name: "ICELAND 2024", since: nil, until: nil, now: Date()))
        {
            XCTAssertEqual($0 as? JournalStoreError, .tripExists("ICELAND 2024"))
        }
        XCTAssertThrowsError(try store.addToTrip("Nowhere", ids: [a.id], now: Date()))
        XCTAssertThrowsError(try store.addToTrip("Iceland 2024", ids: [UUID()], now: Date()))
        try store.delete(id: c.id)
        XCTAssertEqual(try store.trip(named: "Iceland 2024").entryCount, 2)
        try store.addToTrip("Import", ids: [b.id], create: true, now: Date())
        XCTAssertEqual(try store.trips().map(\.name), ["Iceland 2024", "Import"])
        try store.deleteTrip("import")
        XCTAssertEqual(try store.count(), 2, "deleting a trip keeps its entries")
        XCTAssertThrowsError(try store.createTrip(name: "  ", since: nil, until: nil, now: Date()))
    }

    func testRemoveAndRename() throws {
        let (dir, store, a, b, c) = try journalOfThree()
        _ = dir
        let since = StoreFixtures.base.addingTimeInterval(-80 * 3600)
        let until = StoreFixtures.base.addingTimeInterval(-60 * 3600)
        _ = try store.createTrip(name: "Fjords", since: since, until: until, now: StoreFixtures.base)
        XCTAssertEqual(try store.addToTrip("Fjords", ids: [b.id, c.id], now: StoreFixtures.base), 2)
        XCTAssertEqual(try store.removeFromTrip("fjords", ids: [c.id, c.id]), 1)
        XCTAssertEqual(try store.removeFromTrip("Fjords", ids: [c.id]), 0, "not in it any more")
        XCTAssertThrowsError(try store.removeFromTrip("Fjords", ids: [a.id, b.id])) {
            XCTAssertEqual(
                $0 as? JournalStoreError, .inTripByDates(entry: a.id.uuidString.lowercased(), trip: "Fjords"))
        }
        XCTAssertEqual(
            try store.entries(inTrip: "Fjords").map(\.title), ["a", "b"], "a refused removal changes nothing")
        XCTAssertEqual(try store.count(), 3, "removing from a trip keeps the entries")
        _ = try store.createTrip(name: "Other", since: nil, until: nil, now: StoreFixtures.base)
        XCTAssertThrowsError(try store.renameTrip("Fjords", to: "other")) {
            XCTAssertEqual($0 as? JournalStoreError, .tripExists("other"))
        }
        XCTAssertEqual(try store.renameTrip("fjords", to: " Norway fjords ").name, "Norway fjords")
        XCTAssertEqual(
            try store.renameTrip("Norway fjords", to: "NORWAY FJORDS").name, "NORWAY FJORDS", "case only")
        XCTAssertEqual(try store.entries(inTrip: "norway fjords").map(\.title), ["a", "b"])
        XCTAssertThrowsError(try store.renameTrip("Nowhere", to: "x"))
    }
}
