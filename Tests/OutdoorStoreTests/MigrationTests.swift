import Foundation
import OutdoorModel
import OutdoorStore
import TestSupport
import XCTest

/// Journals written by earlier versions open and are brought up to date without losing anything.
final class MigrationTests: XCTestCase {
    /// A journal exactly as version 1 of the schema wrote it, with one entry and its photo.
    func makeVersion1Journal(at path: String) throws {
        let db = try Database(path: path, mode: .readWriteCreate)
        try db.execute("PRAGMA journal_mode = WAL")
        try db.execute(JournalSchema.migrations[0])
        try db.execute("PRAGMA user_version = 1")
        try db.execute("PRAGMA application_id = \(JournalSchema.applicationID)")
        try db.run(
            """
            INSERT INTO entry (id, timestamp_ms, time_zone, title, lat, lng, place_name, weather_summary, weather_temp,
                weather_symbol, weather_code, weather_source, note, created_ms, updated_ms)
            VALUES ('6f9619ff-8b86-4011-b42d-00cf4fc964ff', 1749883320000, 'Europe/Oslo', 'Old entry', 60.39, 5.32,
                'Bergen, Hordaland, NO', 'Partly cloudy', 14.5, 'cloud.sun', 2, 'open-meteo', 'kept', 1749883320000,
                1749883320000)
            """)
        try db.run(
            "INSERT INTO photo (entry_id, data, format, width, height, byte_count, sha256) VALUES (?, ?, 'jpeg', 4, 3, 3, ?)",
            "6f9619ff-8b86-4011-b42d-00cf4fc964ff", Data([1, 2, 3]),
            "039058c6f2c0cb492c533b0a4d14ef77cc0f78abccced5287d84a1a2011cfb81")  // SHA-256 of 01 02 03
    }

    func testAVersion1JournalIsMigratedAndKeepsItsEntries() throws {
        let dir = try TemporaryDirectory()
        let path = dir.path("v1.sqlite")
        try makeVersion1Journal(at: path)
        let store = try JournalStore(path: path, access: .read)
        XCTAssertEqual(try store.schemaVersion(), JournalSchema.current)
        let entries = try store.entries()
        XCTAssertEqual(entries.map(\.title), ["Old entry"])
        XCTAssertEqual(entries.first?.weather?.summary, "Partly cloudy")
        XCTAssertEqual(entries.first?.note, "kept")
        XCTAssertEqual(try store.photoData(for: try XCTUnwrap(entries.first?.id)), Data([1, 2, 3]))
        // The new tables work on the migrated journal.
        let trip = try store.createTrip(name: "Bergen", since: nil, until: nil, now: Date())
        XCTAssertEqual(trip.entryCount, 0)
        try store.addToTrip("bergen", ids: [try XCTUnwrap(entries.first?.id)], now: Date())
        XCTAssertEqual(try store.trip(named: "BERGEN").entryCount, 1)
    }

    func testAVersion2JournalGainsCaptureDataThatIsThenFrozen() throws {
        let dir = try TemporaryDirectory()
        let path = dir.path("v2.sqlite")
        try makeVersion1Journal(at: path)
        let db = try Database(path: path, mode: .readWrite)
        try db.execute(JournalSchema.migrations[1])
        try db.execute("PRAGMA user_version = 2")
        let store = try JournalStore(path: path, access: .write)
        XCTAssertEqual(try store.schemaVersion(), JournalSchema.current)
        let old = try XCTUnwrap(try store.entries().first)
        XCTAssertEqual(old.capture, CaptureDetails(), "entries saved before have no capture data")
        let now = Date(timeIntervalSince1970: 1_750_000_000)
        let capture = CaptureDetails(
            altitude: 72.4, direction: CameraDirection(degrees: 342, reference: .magneticNorth),
            timeSource: .gpsTime)
        let entry = JournalEntry(
            timestamp: now, title: "New", coordinate: Coordinate(latitude: 53.38, longitude: -1.46),
            capture: capture,
            createdAt: now, updatedAt: now)
        try store.insert(entry, photoData: nil)
        XCTAssertEqual(try store.entry(id: entry.id)?.capture, capture)
        // The capture data is frozen with the moment, even against direct SQL.
        for change in [
            "altitude_m = 80", "direction_deg = 10", "direction_ref = 'T'", "time_source = 'given'",
        ] {
            XCTAssertThrowsError(
                try db.run("UPDATE entry SET \(change) WHERE id = ?", entry.idString), change)
        }
        XCTAssertThrowsError(try db.run("UPDATE entry SET altitude_m = 5 WHERE id = ?", old.idString))
        XCTAssertEqual(try store.entry(id: entry.id)?.capture, capture)
    }

    func testPlaceLinesEarlierVersionsStoredAreComputedAgainAndOnlyCorrectionsAreKept() throws {
        let dir = try TemporaryDirectory()
        let path = dir.path("v1.sqlite")
        try makeVersion1Journal(at: path)
        let store = try JournalStore(path: path, access: .write)
        // 'Bergen, Hordaland, NO' was what outdoor computed when the entry was saved: it is gone,
        // and the line the current data computes is shown instead.
        let old = try XCTUnwrap(try store.entries().first)
        XCTAssertNil(old.placeCorrection)
        let db = try Database(path: path, mode: .readOnly)
        let columns = try db.query("SELECT name FROM pragma_table_info('entry')") { $0.string(0) ?? "" }
        XCTAssertFalse(columns.contains("place_name"), "no computed line is stored any more")
        XCTAssertTrue(columns.contains("place_correction"))
        // A correction is kept, shown, and removed again; the moment stays frozen.
        let now = Date(timeIntervalSince1970: 1_760_000_000)
        let corrected = try store.update(id: old.id, place: .some("Bergen harbour, NO"), now: now)
        XCTAssertEqual(corrected.placeCorrection, "Bergen harbour, NO")
        XCTAssertEqual(corrected.coordinate, old.coordinate)
        XCTAssertEqual(try store.update(id: old.id, place: .some(nil), now: now).placeCorrection, nil)
        XCTAssertEqual(try store.check().problems, [])
        // Blank corrections are refused even against direct SQL.
        let writer = try Database(path: path, mode: .readWrite)
        XCTAssertThrowsError(
            try writer.run("UPDATE entry SET place_correction = '  ' WHERE id = ?", old.idString))
    }

    func testMigrationsAreNumberedFromOne() {
        XCTAssertEqual(JournalSchema.current, JournalSchema.migrations.count)
        XCTAssertGreaterThanOrEqual(JournalSchema.current, 2)
    }
}
