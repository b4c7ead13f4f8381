import Foundation
import OutdoorModel
import OutdoorStore
import TestSupport
import XCTest

/// The radar frozen with an entry: saved whole with it, read back exactly, never changed after.
final class RadarStoreTests: XCTestCase {
    var dir: TemporaryDirectory!
    var path: String { dir.path("journal.sqlite") }

    override func setUpWithError() throws {
        dir = try TemporaryDirectory()
    }

    override func tearDown() {
        dir = nil
    }

    static let picture = Data([0x89, 0x50, 0x4E, 0x47, 1, 2, 3, 4, 5])

    static func capturedRadar(byteCount: Int = picture.count) throws -> EntryRadar {
        let bounds = try RadarBounds(west: 178.5, east: 182.25, north: 61.2, south: 59.7)
        let frame = RadarFrameInfo(
            time: StoreFixtures.base.addingTimeInterval(-120), source: .rainViewer, bounds: bounds, zoom: 7,
            pixelWidth: 342, pixelHeight: 281, byteCount: byteCount)
        return EntryRadar(status: .captured, frame: frame)
    }

    func testACapturedFrameRoundTripsWithItsPictureByteForByte() throws {
        let store = try JournalStore(path: path, access: .write)
        var entry = StoreFixtures.entry()
        entry.radar = try Self.capturedRadar()
        try store.insert(entry, photoData: nil, radarImage: Self.picture)
        let read = try XCTUnwrap(try store.entry(id: entry.id))
        XCTAssertEqual(read, entry)
        XCTAssertEqual(read.radar?.frame?.bounds.east, 182.25)
        let frame = try XCTUnwrap(try store.radarFrame(for: entry.id))
        XCTAssertEqual(frame.image, Self.picture)
        XCTAssertEqual(frame.info, entry.radar?.frame)
        // Listing carries the description, never the picture.
        XCTAssertEqual(try store.entries().first?.radar, entry.radar)
    }

    func testEveryReasonForNoRadarRoundTrips() throws {
        let store = try JournalStore(path: path, access: .write)
        let cases: [EntryRadar?] = [
            EntryRadar(status: .skipped), EntryRadar(status: .tooOld),
            EntryRadar(status: .failed, detail: "could not connect to the radar service at 127.0.0.1:9"),
            EntryRadar(status: .unavailable, detail: "the iPhone app's journal keeps no radar"), nil,
        ]
        for (index, radar) in cases.enumerated() {
            var entry = StoreFixtures.entry(title: "Entry \(index)", hoursAgo: Double(index))
            entry.radar = radar
            try store.insert(entry, photoData: nil)
            XCTAssertEqual(try store.entry(id: entry.id)?.radar, radar)
            XCTAssertNil(try store.radarFrame(for: entry.id))
        }
    }

    func testACapturedStatusWithoutItsPictureIsRefusedAndNothingIsSaved() throws {
        let store = try JournalStore(path: path, access: .write)
        var entry = StoreFixtures.entry()
        entry.radar = try Self.capturedRadar()
        XCTAssertThrowsError(try store.insert(entry, photoData: nil, radarImage: nil))
        XCTAssertEqual(try store.count(), 0)
    }

    func testTheRadarIsFrozenEvenAgainstDirectSQL() throws {
        let store = try JournalStore(path: path, access: .write)
        var captured = StoreFixtures.entry(title: "Captured")
        captured.radar = try Self.capturedRadar()
        try store.insert(captured, photoData: nil, radarImage: Self.picture)
        var skipped = StoreFixtures.entry(title: "Skipped", hoursAgo: 1)
        skipped.radar = EntryRadar(status: .skipped)
        try store.insert(skipped, photoData: nil)
        var legacy = StoreFixtures.entry(title: "Legacy", hoursAgo: 2)
        legacy.radar = nil
        try store.insert(legacy, photoData: nil)

        let db = try Database(path: path, mode: .readWrite)
        let refused: [(String, String)] = [
            ("UPDATE entry SET radar_status = 'skipped' WHERE id = ?", captured.idString),
            ("UPDATE entry SET radar_detail = 'changed' WHERE id = ?", skipped.idString),
            ("UPDATE entry SET radar_status = 'captured' WHERE id = ?", skipped.idString),
            ("UPDATE entry SET radar_status = 'too-old' WHERE id = ?", legacy.idString),
            ("UPDATE entry_radar SET west = 0 WHERE entry_id = ?", captured.idString),
            ("UPDATE entry_radar SET image = x'00' WHERE entry_id = ?", captured.idString),
            ("DELETE FROM entry_radar WHERE entry_id = ?", captured.idString),
            (
                """
                INSERT INTO entry_radar (entry_id, image, format, width, height, byte_count, west, east, north,
                    south, zoom, frame_ms, source)
                VALUES (?, x'0102', 'png', 1, 1, 2, 0, 1, 1, 0, 7, 0, 'rainviewer')
                """, skipped.idString
            ),
        ]
        for (sql, key) in refused {
            XCTAssertThrowsError(try db.run(sql, key), sql) { error in
                XCTAssertTrue("\(error)".contains("frozen"), "\(sql): \(error)")
            }
        }
        XCTAssertEqual(try store.entry(id: captured.id), captured)
        XCTAssertEqual(try store.radarFrame(for: captured.id)?.image, Self.picture)
        XCTAssertEqual(try store.entry(id: skipped.id), skipped)
        XCTAssertEqual(try store.entry(id: legacy.id), legacy)
        // Title and note stay editable on an entry with radar.
        let edited = try store.update(id: captured.id, title: "Renamed", now: StoreFixtures.base)
        XCTAssertEqual(edited.radar, captured.radar)
    }

    func testDeletingAnEntryTakesItsRadarWithIt() throws {
        let store = try JournalStore(path: path, access: .write)
        var entry = StoreFixtures.entry()
        entry.radar = try Self.capturedRadar()
        try store.insert(entry, photoData: nil, radarImage: Self.picture)
        try store.delete(id: entry.id)
        XCTAssertNil(try store.radarFrame(for: entry.id))
        let db = try Database(path: path, mode: .readOnly)
        XCTAssertEqual(try db.scalarInteger("SELECT count(*) FROM entry_radar"), 0)
    }

    func testAJournalFromBeforeRadarKeepsItsEntriesWithoutRadar() throws {
        // The schema just before the radar migration, with one entry.
        let radarMigration = try XCTUnwrap(
            JournalSchema.migrations.firstIndex { $0.contains("CREATE TABLE entry_radar") })
        let db = try Database(path: path, mode: .readWriteCreate)
        for migration in JournalSchema.migrations.prefix(radarMigration) { try db.execute(migration) }
        try db.execute("PRAGMA user_version = \(radarMigration)")
        try db.execute("PRAGMA application_id = \(JournalSchema.applicationID)")
        try db.run(
            """
            INSERT INTO entry (id, timestamp_ms, title, lat, lng, created_ms, updated_ms)
            VALUES ('6f9619ff-8b86-4011-b42d-00cf4fc964ff', 1749883320000, 'Before radar', 60.39, 5.32,
                1749883320000, 1749883320000)
            """)
        let store = try JournalStore(path: path, access: .write)
        XCTAssertEqual(try store.schemaVersion(), JournalSchema.current)
        let entry = try XCTUnwrap(try store.entries().first)
        XCTAssertEqual(entry.title, "Before radar")
        XCTAssertNil(entry.radar)
        XCTAssertEqual(
            EntryRadar.absenceReason(entry.radar), "the entry was saved before outdoor captured radar")
    }
}
