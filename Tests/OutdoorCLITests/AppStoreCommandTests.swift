import Foundation
import OutdoorModel
import OutdoorStore
import TestSupport
import XCTest

/// `outdoor import PATH/default.store` against the built binary: a store made in Core Data's
/// layout, as a device backup or the app's container holds it.
final class AppStoreCommandTests: CLITestCase {
    let harbourID = UUID()
    let fallsID = UUID()
    let beachID = UUID()

    /// An app container (`Library/Application Support/default.store` with its -wal, -shm and
    /// `.default_SUPPORT`) copied from an open store: the harbour row is in the main file, the
    /// falls (external photo) and the beach (no weather) only in the -wal.
    func makeContainer(
        spelling: AppStoreFixture.Spelling = .publishedSource, extraColumns: [(String, String)] = [],
        fallsPhoto: AppStoreFixture.Photo? = nil
    ) throws -> (container: URL, photos: [Data]) {
        let harbour = try PhotoFixtures.jpeg(width: 96, height: 72)
        let falls = try PhotoFixtures.jpeg(width: 120, height: 90)
        let fixture = try AppStoreFixture(
            folder: dir.url.appendingPathComponent("phone"), spelling: spelling, extraColumns: extraColumns)
        try fixture.insert([
            harbourLog(photo: harbour)
        ])
        try fixture.checkpoint()
        try fixture.insert([
            AppStoreFixture.Log(
                id: fallsID, timestamp: AppStoreFixture.seconds("2024-07-01T14:32:00Z"), title: "Falls",
                latitude: 63.9331, longitude: -20.9971, weatherSummary: "Rain", temperature: 7,
                symbol: "cloud.rain", photo: fallsPhoto ?? .external(falls, name: UUID())),
            AppStoreFixture.Log(
                id: beachID, timestamp: AppStoreFixture.seconds("2024-07-02T11:05:00Z"), title: "Black beach",
                latitude: 63.4186, longitude: -19.006),
        ])
        let container = dir.url.appendingPathComponent("AppDomain-com.example.outdoor")
        try fixture.copy(to: container.appendingPathComponent("Library/Application Support"))
        return (container, [harbour, falls])
    }

    /// The harbour row, its photo stored in the row.
    func harbourLog(photo: Data) -> AppStoreFixture.Log {
        AppStoreFixture.Log(
            id: harbourID, timestamp: AppStoreFixture.seconds("2024-07-01T09:10:30Z"), title: "Harbour",
            latitude: 64.1466, longitude: -21.9426, weatherSummary: "Mostly Cloudy", temperature: 9.5,
            symbol: "cloud.sun.fill", photo: .inline(photo), note: "Windy on the pier")
    }

    /// Every file of the store with its bytes and modification time.
    func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let walker = FileManager.default.enumerator(atPath: folder.path)
        while let name = walker?.nextObject() as? String {
            let url = folder.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            else { continue }
            let date = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
            files[name] = try Data(contentsOf: url) + Data("\(date?.timeIntervalSince1970 ?? 0)".utf8)
        }
        return files
    }

    func testTheAppContainerImportsEveryFieldAndASecondTimeNothing() throws {
        let (container, photos) = try makeContainer()
        let before = try snapshot(container)
        let result = try run(["import", container.path, "--trip", "Iceland 2024"])
        let ids = [harbourID, fallsID, beachID].map { $0.uuidString.lowercased() }
        XCTAssertEqual(result.output, ids.map { $0 + "\n" }.joined())
        XCTAssertTrue(
            result.stderr.contains("imported 3 entries from the iPhone app's store into trip 'Iceland 2024'"),
            result.stderr)
        XCTAssertTrue(result.stderr.contains("1 of them had no weather"), result.stderr)
        XCTAssertEqual(try snapshot(container), before, "the store, its -wal and -shm were changed")

        let entries = try logJSON()
        XCTAssertEqual(entries.compactMap { $0["id"] as? String }, ids.reversed(), "newest first")
        let harbour = try XCTUnwrap(entries.first { $0["id"] as? String == ids[0] })
        XCTAssertEqual(harbour["title"] as? String, "Harbour")
        XCTAssertEqual(harbour["timestamp"] as? String, "2024-07-01T09:10:30Z")
        XCTAssertEqual(harbour["timeZone"] as? String, "Atlantic/Reykjavik")
        XCTAssertEqual(harbour["placeName"] as? String, "Reykjavík, Capital Region, IS")
        XCTAssertEqual(harbour["lat"] as? Double, 64.1466)
        XCTAssertEqual(harbour["lng"] as? Double, -21.9426)
        XCTAssertEqual(harbour["note"] as? String, "Windy on the pier")
        XCTAssertEqual(harbour["weatherSummary"] as? String, "Mostly Cloudy")
        XCTAssertEqual(harbour["weatherTemp"] as? Double, 9.5)
        XCTAssertEqual(harbour["weatherSymbol"] as? String, "cloud.sun")
        XCTAssertEqual(harbour["weatherSource"] as? String, "apple-weather")
        XCTAssertEqual(harbour["weatherAttribution"] as? [String], ["Weather data provided by Apple Weather"])
        let beach = try XCTUnwrap(entries.first { $0["id"] as? String == ids[2] })
        XCTAssertTrue(beach["weatherSource"] is NSNull, "\(beach)")
        for (id, photo) in zip(ids, photos) {
            XCTAssertEqual(try run(["photo", id, "-o", "-"]).stdout, photo, "photo of \(id)")
        }
        XCTAssertTrue(try run(["trip", "show", "Iceland 2024"]).output.contains("3 entries"))
        XCTAssertTrue(try run(["show", String(ids[0].prefix(8))]).output.contains("Apple Weather"))

        // A second import adds nothing, says so, and succeeds.
        let journalBefore = journalBytes()
        let again = try run(["import", container.appendingPathComponent("Library/Application Support").path])
        XCTAssertEqual(again.output, "")
        XCTAssertTrue(
            again.stderr.contains("all 3 entries of the store are in the journal already"), again.stderr)
        XCTAssertEqual(try logJSON().count, 3)
        XCTAssertEqual(journalBytes(), journalBefore)
        XCTAssertEqual(try snapshot(container), before)
    }

    func testAReimportReportsTheAppsEditsAndUpdateTakesThem() throws {
        let photo = try PhotoFixtures.jpeg(width: 96, height: 72)
        let fixture = try AppStoreFixture(
            folder: dir.url.appendingPathComponent("phone"), spelling: .publishedSource)
        try fixture.insert([
            harbourLog(photo: photo)
        ])
        try fixture.checkpoint()
        try fixture.copy(to: dir.url.appendingPathComponent("backup-1"))
        try run(["import", dir.path("backup-1/default.store")])
        let before = try XCTUnwrap(try logJSON().first)

        // Later, in the app: a new title, the note taken away, another photo; a new backup.
        let newPhoto = try PhotoFixtures.jpeg(width: 120, height: 90)
        let hex = newPhoto.map { String(format: "%02x", $0) }.joined()
        try fixture.execute(
            "UPDATE ZOUTSIDELOG SET ZTITLE = 'Old harbour', ZNOTE = NULL, ZPHOTODATA = X'01\(hex)'")
        try fixture.checkpoint()
        try fixture.copy(to: dir.url.appendingPathComponent("backup-2"))
        let store = dir.path("backup-2/default.store")
        let plain = try run(["import", store])
        XCTAssertTrue(plain.stderr.contains("1 entry changed in the app since"), plain.stderr)
        XCTAssertTrue(plain.stderr.contains(": title, note, photo"), plain.stderr)
        XCTAssertEqual(try logJSON().first?["title"] as? String, "Harbour")

        let dry = try run(["import", store, "--update", "--dry-run"])
        XCTAssertTrue(dry.stderr.contains("1 entry would be brought up to date"), dry.stderr)
        XCTAssertEqual(try logJSON().first?["title"] as? String, "Harbour")

        let updated = try run(["import", store, "--update"])
        XCTAssertTrue(updated.stderr.contains("1 entry was brought up to date"), updated.stderr)
        let after = try XCTUnwrap(try logJSON().first)
        XCTAssertEqual(after["title"] as? String, "Old harbour")
        XCTAssertNil(after["note"] as? String)
        // The moment stays as it was frozen.
        for key in ["id", "timestamp", "lat", "lng", "weatherSummary", "weatherTemp", "weatherSymbol"] {
            XCTAssertEqual("\(after[key] ?? "-")", "\(before[key] ?? "-")", key)
        }
        // The photo is the app's new one, stored as it was given.
        XCTAssertEqual((after["photo"] as? [String: Any])?["sha256"] as? String, SHA256.hex(of: newPhoto))
        XCTAssertEqual(try run(["photo", "\(after["id"] ?? "")", "-o", "-"]).stdout, newPhoto)
        let again = try run(["import", store, "--update"])
        XCTAssertFalse(again.stderr.contains("brought up to date"), again.stderr)
        XCTAssertFalse(again.stderr.contains("changed in the app"), again.stderr)
        let photos = try run(["import", try write(photo, "p.jpg"), "--update"], status: 2)
        XCTAssertTrue(photos.stderr.contains("--update applies to the iPhone app's store"), photos.stderr)
    }

    func testTheShopManualSpellingAndALaterVersionImportFromTheFile() throws {
        let (container, _) = try makeContainer(spelling: .shopManual, extraColumns: [("ZALTITUDE", "FLOAT")])
        let store = container.appendingPathComponent("Library/Application Support/default.store")
        let dry = try run(["import", store.path, "--dry-run"])
        XCTAssertEqual(
            dry.output, "2024 JUL 01 Harbour\n2024 JUL 01 Falls\n2024 JUL 02 Black beach\n", dry.stderr)
        XCTAssertTrue(dry.stderr.contains("would import 3 entries"), dry.stderr)
        XCTAssertTrue(dry.stderr.contains("does not read (a later app version?): ZALTITUDE"), dry.stderr)
        XCTAssertNil(journalBytes(), "a dry run made a journal")
        XCTAssertTrue(try run(["log"], status: 1).stderr.contains("no journal at \(journal)"))
        try run(["import", store.path])
        let entries = try logJSON()
        XCTAssertEqual(entries.count, 3)
        XCTAssertEqual(
            entries.first { $0["title"] as? String == "Falls" }?["weatherSymbol"] as? String, "cloud.rain")
    }

    func testAMissingExternalPhotoIsReportedByIDAndTheRestImport() throws {
        let lost = UUID()
        let (container, _) = try makeContainer(fallsPhoto: .externalMissing(name: lost))
        let result = try run(["import", container.path], status: 1)
        XCTAssertEqual(result.output.split(separator: "\n").count, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("1 not imported"), result.stderr)
        XCTAssertTrue(
            result.stderr.contains("entry \(fallsID.uuidString.lowercased())")
                && result.stderr.contains(".default_SUPPORT/_EXTERNAL_DATA/\(lost.uuidString)")
                && result.stderr.contains("missing"), result.stderr)
        XCTAssertEqual(try logJSON().count, 2)
    }

    func testStoresThatCannotBeReadChangeNothing() throws {
        try run(["add", "--title", "Before", "--lat", "1", "--lng", "2", "--no-weather"])
        let journal = journalBytes()
        // Some other program's SQLite database, and an Outdoor journal.
        let other = dir.url.appendingPathComponent("other/default.store")
        try FileManager.default.createDirectory(
            at: other.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Database(path: other.path, mode: .readWriteCreate).execute(
            "CREATE TABLE messages (id INTEGER PRIMARY KEY, body TEXT); INSERT INTO messages (body) VALUES ('hi')"
        )
        var result = try run(["import", other.deletingLastPathComponent().path], status: 1)
        XCTAssertTrue(
            result.stderr.contains("is a SQLite database of another program, not the iPhone app's store"),
            result.stderr)
        try FileManager.default.copyItem(atPath: self.journal, toPath: dir.path("copy.sqlite"))
        result = try run(["import", dir.path("copy.sqlite")], status: 1)
        XCTAssertTrue(
            result.stderr.contains("is an Outdoor journal, not the iPhone app's store"), result.stderr)
        try FileManager.default.removeItem(at: other)

        // A truncated store.
        let fixture = try AppStoreFixture(
            folder: dir.url.appendingPathComponent("big"), spelling: .publishedSource)
        try fixture.insert(
            (0..<40).map {
                AppStoreFixture.Log(
                    timestamp: Double($0), title: "Entry \($0)", latitude: 1, longitude: 1,
                    photo: .inline(PhotoFixtures.garbage(count: 8000, seed: UInt64($0))))
            })
        fixture.close()
        let whole = try Data(contentsOf: fixture.storeURL)
        try whole.prefix(whole.count / 3).write(to: other)
        result = try run(["import", other.path], status: 1)
        XCTAssertTrue(result.stderr.contains("is damaged or truncated"), result.stderr)
        XCTAssertTrue(result.stderr.contains("nothing was imported"), result.stderr)

        // Not SQLite at all, and no file.
        try Data("hello".utf8).write(to: other)
        result = try run(["import", other.path], status: 1)
        XCTAssertTrue(result.stderr.contains("is not a SQLite database"), result.stderr)
        result = try run(["import", dir.path("gone/default.store")], status: 1)
        XCTAssertTrue(result.stderr.contains("no such file"), result.stderr)
        XCTAssertEqual(journalBytes(), journal, "the journal changed")
        XCTAssertEqual(try logJSON().count, 1)
    }

    func testABadStoreLeavesNoJournalBehind() throws {
        let text = try write(Data("not a store".utf8), "default.store")
        let result = try run(["import", text], status: 1)
        XCTAssertTrue(result.stderr.contains("not a SQLite database"), result.stderr)
        XCTAssertNil(journalBytes(), "a journal was created for nothing")
    }

    func testTheStoreIsImportedOnItsOwn() throws {
        let (container, _) = try makeContainer()
        let photo = try write(try PhotoFixtures.jpeg(), "extra.jpg")
        var result = try run(["import", container.path, photo], status: 2)
        XCTAssertTrue(result.stderr.contains("imported on its own"), result.stderr)
        result = try run(["import", container.path, "--title", "{file}"], status: 2)
        XCTAssertTrue(result.stderr.contains("--title applies to photos"), result.stderr)
        XCTAssertNil(journalBytes())
    }
}
