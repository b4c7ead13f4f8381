import Foundation
import OutdoorStore
import TestSupport
import XCTest

/// Issue 30, items 2, 5, 7, 9 and 13: the iPhone app's store read only inside its own folder,
/// a -wal SQLite cannot read said so, quoted input escaped, no temporary copy left behind.
final class StoreImportGuardTests: CLITestCase {
    let inlineID = UUID()
    let externalID = UUID()
    let walID = UUID()
    let photoName = UUID()

    /// A copied store in `store/`: one row with its photo in the row (main file), one with an
    /// external photo and one without a photo (both only in the -wal).
    func makeStore(
        title: String = "Harbour", symbol: String = "cloud.sun.fill", extraColumns: [(String, String)] = []
    )
        throws -> URL
    {
        let fixture = try AppStoreFixture(
            folder: dir.url.appendingPathComponent("phone"), spelling: .publishedSource,
            extraColumns: extraColumns)
        try fixture.insert([
            AppStoreFixture.Log(
                id: inlineID, timestamp: AppStoreFixture.seconds("2024-07-01T09:10:30Z"), title: title,
                latitude: 64.1466, longitude: -21.9426, weatherSummary: "Mostly Cloudy", temperature: 9.5,
                symbol: symbol, photo: .inline(try PhotoFixtures.jpeg(width: 96, height: 72)))
        ])
        try fixture.checkpoint()
        try fixture.insert([
            AppStoreFixture.Log(
                id: externalID, timestamp: AppStoreFixture.seconds("2024-07-01T14:32:00Z"), title: "Falls",
                latitude: 63.9331, longitude: -20.9971,
                photo: .external(try PhotoFixtures.jpeg(width: 120, height: 90), name: photoName)),
            AppStoreFixture.Log(
                id: walID, timestamp: AppStoreFixture.seconds("2024-07-02T11:05:00Z"), title: "Black beach",
                latitude: 63.4186, longitude: -19.006),
        ])
        let folder = dir.url.appendingPathComponent("store")
        try fixture.copy(to: folder)
        return folder
    }

    /// A photo outside the store whose bytes must never become an entry's.
    func secretPhoto() throws -> String {
        try FileManager.default.createDirectory(
            atPath: dir.path("private"), withIntermediateDirectories: true)
        return try write(try PhotoFixtures.jpeg(width: 64, height: 48), "private/secret.jpg")
    }

    func imported() throws -> Set<String> { Set(try logJSON().compactMap { $0["id"] as? String }) }

    func testAnExternalPhotoLinkedOutOfTheStoreIsNotRead() throws {
        let store = try makeStore()
        let photo = store.appendingPathComponent(".default_SUPPORT/_EXTERNAL_DATA/\(photoName.uuidString)")
        try FileManager.default.removeItem(at: photo)
        XCTAssertEqual(symlink(try secretPhoto(), photo.path), 0)
        let result = try run(["import", store.path], status: 1)
        XCTAssertTrue(result.stderr.contains("outside the store's folder"), result.stderr)
        XCTAssertTrue(result.stderr.contains(photo.lastPathComponent), result.stderr)
        XCTAssertEqual(try imported(), [inlineID.uuidString.lowercased(), walID.uuidString.lowercased()])
    }

    func testAnExternalDataFolderLinkedOutOfTheStoreIsNotRead() throws {
        let store = try makeStore()
        let external = store.appendingPathComponent(".default_SUPPORT/_EXTERNAL_DATA")
        let elsewhere = dir.url.appendingPathComponent("elsewhere")
        try FileManager.default.moveItem(at: external, to: elsewhere)
        XCTAssertEqual(symlink(elsewhere.path, external.path), 0)
        let result = try run(["import", store.path], status: 1)
        XCTAssertTrue(result.stderr.contains("outside the store's folder"), result.stderr)
        XCTAssertFalse(try imported().contains(externalID.uuidString.lowercased()))
    }

    func testASupportFolderLinkedOutOfTheStoreIsNotRead() throws {
        let store = try makeStore()
        let support = store.appendingPathComponent(".default_SUPPORT")
        let elsewhere = dir.url.appendingPathComponent("support-elsewhere")
        try FileManager.default.moveItem(at: support, to: elsewhere)
        XCTAssertEqual(symlink(elsewhere.path, support.path), 0)
        let result = try run(["import", store.path], status: 1)
        XCTAssertTrue(result.stderr.contains("outside the store's folder"), result.stderr)
        XCTAssertFalse(try imported().contains(externalID.uuidString.lowercased()))
    }

    func testAWriteAheadLogLinkedOutOfTheStoreIsNotRead() throws {
        let store = try makeStore()
        let wal = store.appendingPathComponent("default.store-wal")
        let elsewhere = dir.url.appendingPathComponent("other-wal")
        try FileManager.default.moveItem(at: wal, to: elsewhere)
        XCTAssertEqual(symlink(elsewhere.path, wal.path), 0)
        let result = try run(["import", store.path], status: 1)
        XCTAssertTrue(result.stderr.contains("default.store-wal is a link to"), result.stderr)
        XCTAssertTrue(result.stderr.contains("outside the store's folder"), result.stderr)
        XCTAssertTrue(try logJSON().isEmpty)
    }

    func testALinkInsideTheStoreFolderIsFollowed() throws {
        let store = try makeStore()
        let external = store.appendingPathComponent(".default_SUPPORT/_EXTERNAL_DATA")
        let photo = external.appendingPathComponent(photoName.uuidString)
        let moved = store.appendingPathComponent("kept-photo")
        try FileManager.default.moveItem(at: photo, to: moved)
        XCTAssertEqual(symlink(moved.path, photo.path), 0)
        try run(["import", store.path])
        XCTAssertEqual(try imported().count, 3)
    }

    func testAGarbageWriteAheadLogIsAWarningAndAFailure() throws {
        let store = try makeStore()
        try PhotoFixtures.garbage(count: 5000, seed: 3).write(
            to: store.appendingPathComponent("default.store-wal"))
        let result = try run(["import", store.path], status: 1)
        XCTAssertTrue(result.stderr.contains("default.store-wal cannot be read whole"), result.stderr)
        XCTAssertTrue(result.stderr.contains("not a SQLite write-ahead log"), result.stderr)
        XCTAssertEqual(try imported(), [inlineID.uuidString.lowercased()])
    }

    func testATruncatedWriteAheadLogIsAWarningAndAFailure() throws {
        let store = try makeStore()
        let wal = store.appendingPathComponent("default.store-wal")
        let bytes = try Data(contentsOf: wal)
        try bytes.prefix(bytes.count - 100).write(to: wal)
        let result = try run(["import", store.path], status: 1)
        XCTAssertTrue(result.stderr.contains("cut short"), result.stderr)
    }

    func testADamagedFrameOfTheWriteAheadLogIsAWarningAndAFailure() throws {
        let store = try makeStore()
        let wal = store.appendingPathComponent("default.store-wal")
        var bytes = try Data(contentsOf: wal)
        bytes[bytes.count - 50] ^= 0xFF
        try bytes.write(to: wal)
        let result = try run(["import", store.path], status: 1)
        XCTAssertTrue(result.stderr.contains("is damaged"), result.stderr)
    }

    func testQuotedTextNeverReachesTheTerminalRaw() throws {
        let escape = "\u{1B}[2J\u{1B}]0;owned\u{07}"
        let store = try makeStore(
            title: "Harbour\(escape)", symbol: "cloud\(escape)",
            extraColumns: [("\"ZNEW\(escape)\"", "VARCHAR")])
        let result = try cli.run(["import", store.path])
        XCTAssertFalse(result.stderr.contains("\u{1B}"), result.stderr)
        XCTAssertFalse(result.stderr.contains("\u{07}"), result.stderr)
        XCTAssertTrue(result.stderr.contains("control character"), result.stderr)
        XCTAssertTrue(result.stderr.contains("ZNEW␛"), result.stderr)
    }

    func testAnEscapeInAnIconNameIsShownNotActedOn() throws {
        let store = try makeStore(symbol: "cloud.\u{1B}[31mred")
        let result = try run(["import", store.path])
        XCTAssertFalse(result.stderr.contains("\u{1B}"), result.stderr)
        XCTAssertTrue(result.stderr.contains("cloud.␛[31mred"), result.stderr)
    }

    func testRowsOfAnotherEntityAreNamedAndTheImportFails() throws {
        let store = try makeStore()
        let copy = try Database(path: store.appendingPathComponent("default.store").path, mode: .readWrite)
        try copy.execute("UPDATE ZOUTSIDELOG SET Z_ENT = 5")
        let result = try run(["import", store.path], status: 1)
        XCTAssertTrue(
            result.stderr.contains("3 rows of the store's OutsideLog table are marked as entity 5"),
            result.stderr)
        XCTAssertTrue(result.stderr.contains("not imported"), result.stderr)
    }

    func testAFolderNamedLikeTheStoreIsSaidToBeAFolder() throws {
        let folder = dir.url.appendingPathComponent("default.store")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let result = try run(["import", folder.path], status: 1)
        XCTAssertTrue(result.stderr.contains("it is a folder"), result.stderr)
        XCTAssertFalse(result.stderr.contains("photos"), result.stderr)
    }

    func testACopyLeftByAKilledImportIsRemovedByTheNext() throws {
        let temporary = dir.url.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        // A process id above any the system gives out: its import is surely gone.
        let stale = temporary.appendingPathComponent("outdoor-app-store-2147483646-0000")
        try FileManager.default.createDirectory(at: stale, withIntermediateDirectories: true)
        try Data("a copy of a store".utf8).write(to: stale.appendingPathComponent("default.store"))
        let store = try makeStore()
        try run(["import", store.path], env: ["TMPDIR": temporary.path])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary.path), [])
    }

    func testAnInterruptedImportRemovesItsCopy() throws {
        let temporary = dir.url.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let fixture = try AppStoreFixture(
            folder: dir.url.appendingPathComponent("big"), spelling: .publishedSource)
        let photo = try PhotoFixtures.jpeg(width: 400, height: 300)
        try fixture.insert(
            (0..<400).map { index in
                AppStoreFixture.Log(
                    timestamp: AppStoreFixture.seconds("2024-07-01T09:10:30Z") + Double(index * 60),
                    title: "Stop \(index)", latitude: 64 + Double(index) / 1000, longitude: -21,
                    photo: .inline(photo))
            })
        try fixture.checkpoint()
        let store = dir.url.appendingPathComponent("big-copy")
        try fixture.copy(to: store)
        for signal in [SIGHUP, SIGTERM] {
            let log = RunningLog()
            let process = try start(["import", store.path], env: ["TMPDIR": temporary.path], log: log)
            XCTAssertTrue(
                wait(upTo: 60) { log.text.contains("checking") || log.text.contains("saving") }, log.text)
            kill(process.processIdentifier, signal)
            XCTAssertTrue(waitForExit(process, upTo: 60), log.text)
            XCTAssertEqual(process.terminationStatus, 130, log.text)
            XCTAssertTrue(log.text.contains("interrupted"), log.text)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary.path), [])
        }
        try assertJournalChecksClean()
    }
}
