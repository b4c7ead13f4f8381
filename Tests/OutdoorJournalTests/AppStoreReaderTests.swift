import Foundation
import OutdoorJournal
import OutdoorStore
import TestSupport
import XCTest

/// Reading the iPhone app's store as Core Data lays it out: both spellings, WAL-only rows,
/// external photos, later versions, and files that are not the store.
final class AppStoreReaderTests: XCTestCase {
    var dir: TemporaryDirectory!

    override func setUpWithError() throws {
        dir = try TemporaryDirectory(prefix: "outdoor-app-store")
    }

    override func tearDown() { dir = nil }

    /// A store folder copied from an open store (as a backup catches it), and the fixture.
    func backup(
        _ spelling: AppStoreFixture.Spelling, extraColumns: [(String, String)] = [],
        checkpointed: [AppStoreFixture.Log] = [], walOnly: [AppStoreFixture.Log] = []
    ) throws -> URL {
        try AppStoreFixture.backup(
            spelling, extraColumns: extraColumns, checkpointed: checkpointed, walOnly: walOnly,
            in: dir.url.appendingPathComponent("device-\(UUID().uuidString.prefix(6))"),
            copiedTo: dir.url.appendingPathComponent("backup-\(UUID().uuidString.prefix(6))"))
    }

    func row(_ snapshot: AppStoreSnapshot, _ index: Int) throws -> AppStoreRow {
        try snapshot.records[index].get()
    }

    func testBothSpellingsReadEveryField() throws {
        let photo = try PhotoFixtures.jpeg(width: 40, height: 30)
        let id = try XCTUnwrap(UUID(uuidString: "6F9619FF-8B86-4011-B42D-00CF4FC964FF"))
        let log = AppStoreFixture.Log(
            id: id, timestamp: 740_000_000.5, title: "Golden Gate 🌉", latitude: 37.8199, longitude: -122.4783,
            weatherSummary: "Mostly Cloudy", temperature: 14.5, symbol: "cloud.sun.rain",
            photo: .inline(photo),
            note: "Fog rolling in\nover the bridge")
        for (spelling, model) in [
            (AppStoreFixture.Spelling.publishedSource, AppStoreModel.publishedSource),
            (.shopManual, .shopManual),
        ] {
            let snapshot = try AppStoreSnapshot.read(storeAt: try backup(spelling, checkpointed: [log]))
            XCTAssertEqual(snapshot.model, model)
            XCTAssertEqual(snapshot.entity, AppStoreFixture.entity)
            XCTAssertEqual(snapshot.unreadColumns, [])
            XCTAssertEqual(snapshot.absentColumns, [])
            let read = try row(snapshot, 0)
            XCTAssertEqual(read.primaryKey, 1)
            XCTAssertEqual(read.id, id)
            XCTAssertEqual(read.timestamp, Date(timeIntervalSinceReferenceDate: 740_000_000.5))
            XCTAssertEqual(read.title, "Golden Gate 🌉")
            XCTAssertEqual(read.latitude, 37.8199)
            XCTAssertEqual(read.longitude, -122.4783)
            XCTAssertEqual(read.weatherSummary, "Mostly Cloudy")
            XCTAssertEqual(read.temperature, 14.5)
            XCTAssertEqual(read.symbol, "cloud.sun.rain")
            XCTAssertEqual(read.note, "Fog rolling in\nover the bridge")
            XCTAssertEqual(read.photo?.byteCount, photo.count)
            XCTAssertEqual(try snapshot.photoData(for: read), photo)
        }
    }

    func testRowsOnlyInTheWALAreReadAndTheOriginalsAreNotTouched() throws {
        let first = AppStoreFixture.Log(
            timestamp: 700_000_000, title: "Checkpointed", latitude: 64.1, longitude: -21.9)
        let second = AppStoreFixture.Log(
            timestamp: 700_100_000, title: "Only in the WAL", latitude: 63.9, longitude: -21.0,
            photo: .inline(try PhotoFixtures.jpeg(width: 24, height: 24)))
        let store = try backup(.publishedSource, checkpointed: [first], walOnly: [second])
        let files = ["default.store", "default.store-wal", "default.store-shm"].map {
            store.deletingLastPathComponent().appendingPathComponent($0)
        }
        let before = try files.map { (try Data(contentsOf: $0), try modified($0)) }
        XCTAssertGreaterThan(before[1].0.count, 0, "the -wal holds the second row")

        // The main file alone knows only the checkpointed row.
        let mainOnly = try AppStoreSnapshot.read(storeData: before[0].0)
        XCTAssertEqual(try mainOnly.records.map { try $0.get().title }, ["Checkpointed"])

        var snapshot: AppStoreSnapshot? = try AppStoreSnapshot.read(storeAt: store)
        let read = try XCTUnwrap(snapshot)
        XCTAssertEqual(try read.records.map { try $0.get().title }, ["Checkpointed", "Only in the WAL"])
        if read.records.count == 2 {
            XCTAssertEqual(
                try read.photoData(for: try row(read, 1)), try PhotoFixtures.jpeg(width: 24, height: 24))
        }
        snapshot = nil
        for (file, (bytes, date)) in zip(files, before) {
            XCTAssertEqual(try Data(contentsOf: file), bytes, "\(file.lastPathComponent) changed")
            XCTAssertEqual(try modified(file), date, "\(file.lastPathComponent) was touched")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: store.deletingLastPathComponent().path)
        XCTAssertEqual(Set(left), ["default.store", "default.store-wal", "default.store-shm"])
    }

    func testABackupWithoutTheSHMStillHasItsWALRows() throws {
        let store = try backup(
            .shopManual,
            checkpointed: [AppStoreFixture.Log(timestamp: 1, title: "Main", latitude: 1, longitude: 1)],
            walOnly: [AppStoreFixture.Log(timestamp: 2, title: "WAL", latitude: 1, longitude: 1)])
        try FileManager.default.removeItem(atPath: store.path + "-shm")
        let snapshot = try AppStoreSnapshot.read(storeAt: store)
        XCTAssertEqual(try snapshot.records.map { try $0.get().title }, ["Main", "WAL"])
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: store.path + "-shm"),
            "an -shm was made beside the original")
    }

    func testTheTemporaryCopyIsRemoved() throws {
        let store = try backup(
            .shopManual,
            checkpointed: [
                AppStoreFixture.Log(timestamp: 700_000_000, title: "One", latitude: 1, longitude: 2)
            ])
        let temporary = FileManager.default.temporaryDirectory.path
        func copies() throws -> Set<String> {
            Set(
                try FileManager.default.contentsOfDirectory(atPath: temporary).filter {
                    $0.hasPrefix("outdoor-app-store-")
                })
        }
        let earlier = try copies()
        var snapshot: AppStoreSnapshot? = try AppStoreSnapshot.read(storeAt: store)
        let made = try copies().subtracting(earlier)
        XCTAssertEqual(made.count, 1)
        XCTAssertNotNil(snapshot)
        snapshot = nil
        XCTAssertEqual(try copies().intersection(made), [])
        // A store that cannot be read (after its copy was made) leaves no copy behind either.
        let damaged = Data("SQLite format 3\0".utf8) + PhotoFixtures.garbage(count: 4096)
        let before = try copies()
        XCTAssertThrowsError(try AppStoreSnapshot.read(storeData: damaged)) { error in
            guard case .damaged = error as? AppStoreError else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(try copies().subtracting(before), [], "(unless another process made one meanwhile)")
    }

    func testExternalPhotosAreReadAndAMissingFileIsNamed() throws {
        let big = try PhotoFixtures.jpeg(width: 400, height: 300)
        let here = UUID()
        let gone = UUID()
        let store = try backup(
            .publishedSource,
            walOnly: [
                AppStoreFixture.Log(
                    timestamp: 1, title: "External", latitude: 1, longitude: 1,
                    photo: .external(big, name: here)),
                AppStoreFixture.Log(
                    timestamp: 2, title: "Lost", latitude: 1, longitude: 1,
                    photo: .externalMissing(name: gone)),
                AppStoreFixture.Log(
                    timestamp: 3, title: "Bare", latitude: 1, longitude: 1, photo: .bare(big)),
            ])
        let snapshot = try AppStoreSnapshot.read(storeAt: store)
        let external = try row(snapshot, 0)
        XCTAssertEqual(external.photo?.byteCount, big.count)
        XCTAssertEqual(try snapshot.photoData(for: external), big)
        let bare = try row(snapshot, 2)
        XCTAssertEqual(try snapshot.photoData(for: bare), big)

        guard case .failure(let error) = snapshot.records[1] else {
            return XCTFail("the missing file was not noticed")
        }
        let expected = store.deletingLastPathComponent()
            .appendingPathComponent(".default_SUPPORT/_EXTERNAL_DATA/\(gone.uuidString)").path
        XCTAssertEqual(error.problem, .externalPhotoMissing(name: gone.uuidString, expectedAt: expected))
        XCTAssertEqual(error.id, snapshot.records[1].failureID)
        XCTAssertTrue(error.description.contains(".default_SUPPORT"), error.description)
        XCTAssertTrue(
            error.description.hasPrefix("entry \(error.id?.uuidString.lowercased() ?? "?")"),
            error.description)
    }

    func testALaterAppVersionWithAnExtraColumnIsRead() throws {
        let store = try backup(
            .publishedSource, extraColumns: [("ZALTITUDE", "FLOAT"), ("ZISFAVORITE", "INTEGER")],
            walOnly: [
                AppStoreFixture.Log(
                    timestamp: 5, title: "Summit", latitude: 46.55, longitude: 7.96,
                    extra: ["ZALTITUDE": .real(3454), "ZISFAVORITE": .integer(1)])
            ])
        let snapshot = try AppStoreSnapshot.read(storeAt: store)
        XCTAssertEqual(snapshot.unreadColumns, ["ZALTITUDE", "ZISFAVORITE"])
        XCTAssertEqual(try row(snapshot, 0).title, "Summit")
    }

    func testAnOlderStoreWithoutOptionalColumnsReadsThemAsEmpty() throws {
        let path = dir.path("old.store")
        let db = try Database(path: path, mode: .readWriteCreate)
        try db.execute(
            """
            CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER);
            CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB);
            INSERT INTO Z_PRIMARYKEY VALUES (3, 'OutsideLog', 0, 1);
            CREATE TABLE ZOUTSIDELOG (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZLAT FLOAT,
                ZLNG FLOAT, ZTIMESTAMP TIMESTAMP, ZTITLE VARCHAR, ZID BLOB);
            """)
        try db.run(
            "INSERT INTO ZOUTSIDELOG VALUES (1, 3, 1, 60.39, 5.32, 700000000, 'Bergen', ?)",
            AppStoreFixture.bytes(of: UUID()))
        let snapshot = try AppStoreSnapshot.read(storeAt: URL(fileURLWithPath: path))
        XCTAssertEqual(snapshot.model, .shopManual)
        XCTAssertEqual(snapshot.entity, 3)
        XCTAssertEqual(
            snapshot.absentColumns,
            ["ZWEATHERSUMMARY", "ZWEATHERTEMP", "ZWEATHERSYMBOL", "ZPHOTODATA", "ZNOTE"])
        let read = try row(snapshot, 0)
        XCTAssertEqual(read.title, "Bergen")
        XCTAssertEqual(read.weatherSummary, "")
        XCTAssertEqual(read.temperature, 0)
        XCTAssertNil(read.photo)
        XCTAssertNil(read.note)
    }

    func testFilesThatAreNotTheStoreAreRefusedByName() throws {
        let other = dir.path("notes.sqlite")
        try Database(path: other, mode: .readWriteCreate).execute(
            "CREATE TABLE notes (id INTEGER, body TEXT)")
        XCTAssertEqual(
            readError(URL(fileURLWithPath: other)), .notCoreData(path: other, tables: ["notes"]))

        let journal = dir.path("journal.sqlite")
        _ = try JournalStore(path: journal, access: .write)
        XCTAssertEqual(readError(URL(fileURLWithPath: journal)), .outdoorJournal(path: journal))

        let otherApp = dir.path("Other.sqlite")
        try Database(path: otherApp, mode: .readWriteCreate).execute(
            """
            CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER);
            CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB);
            INSERT INTO Z_PRIMARYKEY VALUES (1, 'Item', 0, 0), (2, 'Tag', 0, 0);
            """)
        XCTAssertEqual(
            readError(URL(fileURLWithPath: otherApp)), .otherApp(path: otherApp, entities: ["Item", "Tag"]))

        let noTable = dir.path("half.store")
        try Database(path: noTable, mode: .readWriteCreate).execute(
            """
            CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER);
            CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB);
            INSERT INTO Z_PRIMARYKEY VALUES (1, 'OutsideLog', 0, 0);
            """)
        XCTAssertEqual(readError(URL(fileURLWithPath: noTable)), .noTable(path: noTable))

        let unknown = dir.path("unknown.store")
        try Database(path: unknown, mode: .readWriteCreate).execute(
            """
            CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER);
            CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB);
            INSERT INTO Z_PRIMARYKEY VALUES (1, 'OutsideLog', 0, 0);
            CREATE TABLE ZOUTSIDELOG (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZLATITUDE FLOAT,
                ZLONGITUDE FLOAT, ZTITLE VARCHAR);
            """)
        XCTAssertEqual(
            readError(URL(fileURLWithPath: unknown)),
            .unknownModel(path: unknown, missing: ["ZID", "ZTIMESTAMP"]))

        let text = try write(Data("not a database at all".utf8), "text.store")
        XCTAssertEqual(readError(text), .notSQLite(path: text.path))
        let empty = try write(Data(), "empty.store")
        XCTAssertEqual(readError(empty), .empty(path: empty.path))
        let missing = dir.url.appendingPathComponent("nowhere/default.store")
        XCTAssertEqual(readError(missing), .missing(path: missing.path))
        XCTAssertTrue(
            AppStoreError.notCoreData(path: "x", tables: ["notes"]).description.contains("another program"))
    }

    func testATruncatedStoreIsDamagedAndNothingIsRead() throws {
        let fixture = try AppStoreFixture(
            folder: dir.url.appendingPathComponent("full"), spelling: .publishedSource)
        let photo = PhotoFixtures.garbage(count: 6000)
        try fixture.insert(
            (0..<60).map {
                AppStoreFixture.Log(
                    timestamp: Double($0), title: "Entry \($0)", latitude: 1, longitude: 1,
                    photo: .inline(photo))
            })
        fixture.close()  // checkpoints everything into the main file
        let whole = try Data(contentsOf: fixture.storeURL)
        XCTAssertGreaterThan(whole.count, 300_000)
        let cut = try write(whole.prefix(whole.count / 2), "default.store")
        guard case .damaged(let path, let message) = readError(cut) else {
            return XCTFail("a truncated store was not called damaged: \(String(describing: readError(cut)))")
        }
        XCTAssertEqual(path, cut.path)
        XCTAssertFalse(message.isEmpty)
        XCTAssertTrue(AppStoreError.damaged(path: path, message: message).description.contains("truncated"))
        let header = try write(whole.prefix(10), "stub.store")
        XCTAssertEqual(readError(header), .notSQLite(path: header.path))
    }

    func testBadRowsAreReportedOneByOne() throws {
        let fixture = try AppStoreFixture(
            folder: dir.url.appendingPathComponent("rows"), spelling: .shopManual)
        let twin = UUID()
        try fixture.insert([
            AppStoreFixture.Log(id: twin, timestamp: 1, title: "Good", latitude: 1, longitude: 1),
            AppStoreFixture.Log(id: twin, timestamp: 2, title: "Twin", latitude: 1, longitude: 1),
            AppStoreFixture.Log(timestamp: 3, title: "No id", latitude: 1, longitude: 1),
            AppStoreFixture.Log(timestamp: 4, title: "Short id", latitude: 1, longitude: 1),
            AppStoreFixture.Log(timestamp: 5, title: "No latitude", latitude: 1, longitude: 1),
            AppStoreFixture.Log(timestamp: 6, title: "Text time", latitude: 1, longitude: 1),
            AppStoreFixture.Log(
                timestamp: 7, title: "Bad reference", latitude: 1, longitude: 1,
                photo: .column(Data([0x02]) + Data("../../etc/passwd".utf8) + Data([0]))),
            AppStoreFixture.Log(timestamp: 8, title: "Text photo", latitude: 1, longitude: 1),
        ])
        try fixture.execute(
            """
            UPDATE ZOUTSIDELOG SET ZID = NULL WHERE Z_PK = 3;
            UPDATE ZOUTSIDELOG SET ZID = x'0102030405' WHERE Z_PK = 4;
            UPDATE ZOUTSIDELOG SET ZLAT = NULL WHERE Z_PK = 5;
            UPDATE ZOUTSIDELOG SET ZTIMESTAMP = 'yesterday' WHERE Z_PK = 6;
            UPDATE ZOUTSIDELOG SET ZPHOTODATA = 'a photo' WHERE Z_PK = 8;
            """)
        let copy = dir.url.appendingPathComponent("rows-backup")
        try fixture.copy(to: copy)
        let snapshot = try AppStoreSnapshot.read(storeAt: copy.appendingPathComponent("default.store"))
        XCTAssertEqual(snapshot.records.count, 8)
        XCTAssertEqual(try row(snapshot, 0).title, "Good")
        let problems = snapshot.records.dropFirst().map { record -> AppStoreRowError.Problem? in
            if case .failure(let error) = record { return error.problem }
            return nil
        }
        XCTAssertEqual(
            problems,
            [
                .duplicateID(ofRow: 1), .noID, .malformedID("5 bytes of binary data"),
                .missingValue(column: "ZLAT"),
                .wrongKind(column: "ZTIMESTAMP", found: "the text \"yesterday\""),
                .malformedExternalReference,
                .wrongKind(column: "ZPHOTODATA", found: "text"),
            ])
        if case .failure(let error) = snapshot.records[2] {
            XCTAssertEqual(error.label, "row Z_PK 3 (\"No id\")")
        }
    }

    func testAFIFONamedLikeTheStoreIsRefusedWithoutWaiting() throws {
        let path = dir.path("default.store")
        XCTAssertEqual(mkfifo(path, 0o600), 0)
        guard case .unreadable(_, let reason) = readError(URL(fileURLWithPath: path)) else {
            return XCTFail("a FIFO was read")
        }
        XCTAssertTrue(reason.contains("regular file"), reason)
    }

    // MARK: - Helpers

    func readError(_ url: URL) -> AppStoreError? {
        do {
            _ = try AppStoreSnapshot.read(storeAt: url)
            return nil
        } catch {
            return error
        }
    }

    func write(_ data: Data, _ name: String) throws -> URL {
        let url = dir.url.appendingPathComponent(name)
        try data.write(to: url)
        return url
    }

    func modified(_ url: URL) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
    }
}

extension Result where Failure == AppStoreRowError {
    /// The failed row's id, when it failed with a readable id.
    var failureID: UUID? {
        if case .failure(let error) = self { return error.id }
        return nil
    }
}
