import Foundation
import OutdoorJournal
import OutdoorModel
import OutdoorStore
import TestSupport
import XCTest

/// Importing the iPhone app's store into a journal: every field, twice, defaults and bad rows.
final class AppStoreImportTests: XCTestCase {
    let now = Date(timeIntervalSince1970: 1_750_000_000)  // 2025-06-15T15:06:40Z
    var dir: TemporaryDirectory!
    var journal: JournalStore!

    override func setUpWithError() throws {
        dir = try TemporaryDirectory(prefix: "outdoor-app-import")
        journal = try JournalStore(path: dir.path("journal.sqlite"), access: .write)
    }

    override func tearDown() {
        journal = nil
        dir = nil
    }

    var importer: AppStoreImport {
        AppStoreImport(
            store: journal,
            capture: EntryCapture(places: FixedPlace(zone: "Atlantic/Reykjavik"), now: { [now] in now }))
    }

    /// Makes a store in `spelling`, with `checkpointed` rows in the main file and `walOnly` rows
    /// only in the -wal, copied as a backup catches it; returns the copy's default.store.
    func store(
        _ spelling: AppStoreFixture.Spelling, checkpointed: [AppStoreFixture.Log],
        walOnly: [AppStoreFixture.Log] = []
    ) throws -> URL {
        try AppStoreFixture.backup(
            spelling, checkpointed: checkpointed, walOnly: walOnly,
            in: dir.url.appendingPathComponent("device"),
            copiedTo: dir.url.appendingPathComponent("backup"))
    }

    func testEveryFieldIsImportedAndASecondImportAddsNothing() throws {
        let harbour = try PhotoFixtures.jpeg(
            width: 60, height: 40,
            exif: FixtureExif(latitude: 10, longitude: 10, dateTimeOriginal: "2020:01:01 00:00:00"))
        let falls = try PhotoFixtures.heic(width: 64, height: 48)
        let ids = (0..<4).map { _ in UUID() }
        let url = try store(
            .publishedSource,
            checkpointed: [
                AppStoreFixture.Log(
                    id: ids[0], timestamp: AppStoreFixture.seconds("2024-07-01T09:10:30Z"),
                    title: "  Harbour  ",
                    latitude: 64.1466, longitude: -21.9426, weatherSummary: "Mostly Cloudy", temperature: 9.5,
                    symbol: "cloud.sun", photo: .inline(harbour), note: "Windy on the pier ⛵")
            ],
            walOnly: [
                AppStoreFixture.Log(
                    id: ids[1], timestamp: AppStoreFixture.seconds("2024-07-01T14:32:00Z"), title: "Falls",
                    latitude: 63.9331, longitude: -20.9971, weatherSummary: "Rain", temperature: -0.5,
                    symbol: "cloud.rain.fill", photo: .external(falls, name: UUID())),
                AppStoreFixture.Log(
                    id: ids[2], timestamp: AppStoreFixture.seconds("2024-07-02T11:05:00Z"),
                    title: "Black beach",
                    latitude: 63.4186, longitude: -19.006),
                AppStoreFixture.Log(
                    id: ids[3], timestamp: AppStoreFixture.seconds("2024-07-02T18:00:00Z"), title: "Glacier",
                    latitude: 63.53, longitude: -19.51, weatherSummary: "Blowing Dust", temperature: 4,
                    symbol: "aqi.medium"),
            ])
        let report = try importer.run(url, options: AppStoreImport.Options(trip: "Iceland"))
        XCTAssertEqual(report.model, .publishedSource)
        XCTAssertFalse(report.hasFailures)
        XCTAssertEqual(report.items.map(\.id), ids)
        XCTAssertEqual(try journal.count(), 4)

        let harbourEntry = try XCTUnwrap(try journal.entry(id: ids[0]))
        XCTAssertEqual(harbourEntry.title, "Harbour")
        XCTAssertEqual(harbourEntry.timestamp, Date(timeIntervalSince1970: 1_719_825_030))
        XCTAssertEqual(
            harbourEntry.coordinate, Coordinate(latitude: 64.1466, longitude: -21.9426), "not the EXIF GPS")
        XCTAssertNil(harbourEntry.placeCorrection, "the store keeps no place line: the computed one is shown")
        XCTAssertEqual(harbourEntry.timeZoneIdentifier, "Atlantic/Reykjavik")
        XCTAssertEqual(harbourEntry.note, "Windy on the pier ⛵")
        XCTAssertEqual(
            harbourEntry.weather,
            WeatherReading(
                summary: "Mostly Cloudy", temperatureCelsius: 9.5, symbol: .cloudSun, source: .appleWeather,
                observedAt: harbourEntry.timestamp))
        XCTAssertEqual(harbourEntry.weather?.source.attribution, ["Weather data provided by Apple Weather"])
        XCTAssertEqual(harbourEntry.photo?.format, .jpeg)
        XCTAssertEqual(harbourEntry.photo?.pixelWidth, 60)
        XCTAssertEqual(try journal.photoData(for: ids[0]), harbour)

        let fallsEntry = try XCTUnwrap(try journal.entry(id: ids[1]))
        XCTAssertEqual(fallsEntry.weather?.symbol, .cloudRain)
        XCTAssertEqual(fallsEntry.weather?.temperatureCelsius, -0.5)
        XCTAssertEqual(fallsEntry.photo?.format, .heif)
        XCTAssertEqual(try journal.photoData(for: ids[1]), falls, "the external photo, byte for byte")
        XCTAssertNil(fallsEntry.note)

        let beach = try XCTUnwrap(try journal.entry(id: ids[2]))
        XCTAssertNil(beach.weather, "the model's defaults mean no weather")
        XCTAssertNil(beach.photo)
        XCTAssertNil(try journal.photoData(for: ids[2]))

        let glacier = try XCTUnwrap(try journal.entry(id: ids[3]))
        XCTAssertEqual(glacier.weather?.symbol, AppleWeatherSymbols.neutral)
        XCTAssertEqual(glacier.weather?.summary, "Blowing Dust")
        guard case .added(_, let glacierNotices) = report.items[3].outcome else {
            return XCTFail("not added")
        }
        XCTAssertTrue(glacierNotices.joined().contains("\"aqi.medium\""), "\(glacierNotices)")
        XCTAssertEqual(Set(try journal.entries(inTrip: "Iceland").map(\.id)), Set(ids))

        // Again: nothing is added, and every row says it is in the journal already.
        let before = try journal.entries()
        let again = try importer.run(url, options: AppStoreImport.Options(trip: "Iceland"))
        XCTAssertFalse(again.hasFailures)
        XCTAssertEqual(again.items.count, 4)
        XCTAssertTrue(
            again.items.allSatisfy {
                if case .alreadyImported(changes: []) = $0.outcome { true } else { false }
            })
        XCTAssertEqual(try journal.entries(), before)
    }

    func testAPlaceLineTheStoreKeepsIsKeptAsTheEntrysCorrection() throws {
        let ids = (0..<3).map { _ in UUID() }
        let url = try AppStoreFixture.backup(
            .publishedSource, extraColumns: [("ZPLACENAME", "VARCHAR")],
            checkpointed: [
                AppStoreFixture.Log(
                    id: ids[0], timestamp: AppStoreFixture.seconds("2024-07-01T09:10:30Z"), title: "Reine",
                    latitude: 67.9323, longitude: 13.0887,
                    extra: ["ZPLACENAME": .text("  Reine, Lofoten, NO ")]),
                AppStoreFixture.Log(
                    id: ids[1], timestamp: AppStoreFixture.seconds("2024-07-02T09:10:30Z"), title: "Blank",
                    latitude: 67.9, longitude: 13.1, extra: ["ZPLACENAME": .text("  ")]),
                AppStoreFixture.Log(
                    id: ids[2], timestamp: AppStoreFixture.seconds("2024-07-03T09:10:30Z"), title: "None",
                    latitude: 67.9, longitude: 13.1),
            ],
            in: dir.url.appendingPathComponent("device"), copiedTo: dir.url.appendingPathComponent("backup"))
        let report = try importer.run(url, options: AppStoreImport.Options())
        XCTAssertFalse(report.hasFailures)
        XCTAssertEqual(report.unreadColumns, [], "the place column is read")
        XCTAssertEqual(report.absentColumns, [])
        XCTAssertEqual(try journal.entry(id: ids[0])?.placeCorrection, "Reine, Lofoten, NO")
        XCTAssertNil(try journal.entry(id: ids[1])?.placeCorrection, "a blank place is no place")
        XCTAssertNil(try journal.entry(id: ids[2])?.placeCorrection)

        // The app's place changed: --update takes it in; a store without one keeps the journal's.
        let changed = try AppStoreFixture.backup(
            .publishedSource, extraColumns: [("ZPLACENAME", "VARCHAR")],
            checkpointed: [
                AppStoreFixture.Log(
                    id: ids[0], timestamp: AppStoreFixture.seconds("2024-07-01T09:10:30Z"), title: "Reine",
                    latitude: 67.9323, longitude: 13.0887, extra: ["ZPLACENAME": .text("Reine harbour, NO")])
            ],
            in: dir.url.appendingPathComponent("device2"), copiedTo: dir.url.appendingPathComponent("backup2")
        )
        let seen = try importer.run(changed, options: AppStoreImport.Options())
        guard case .alreadyImported(let changes)? = seen.items.first?.outcome else {
            return XCTFail("the entry is in the journal already")
        }
        XCTAssertEqual(changes, ["place"])
        _ = try importer.run(changed, options: AppStoreImport.Options(update: true))
        XCTAssertEqual(try journal.entry(id: ids[0])?.placeCorrection, "Reine harbour, NO")
    }

    func testTheShopManualSpellingImportsTheSameFields() throws {
        let photo = try PhotoFixtures.jpeg(width: 32, height: 32)
        let id = UUID()
        let url = try store(
            .shopManual,
            checkpointed: [],
            walOnly: [
                AppStoreFixture.Log(
                    id: id, timestamp: 740_000_000, title: "Golden Gate", latitude: 37.8199,
                    longitude: -122.4783,
                    weatherSummary: "Foggy", temperature: 14.5, symbol: "cloud.fog.fill", photo: .bare(photo),
                    note: "From my phone")
            ])
        let report = try importer.run(url, options: AppStoreImport.Options())
        XCTAssertEqual(report.model, .shopManual)
        let entry = try XCTUnwrap(try journal.entry(id: id))
        XCTAssertEqual(entry.timestamp, Date(timeIntervalSinceReferenceDate: 740_000_000))
        XCTAssertEqual(entry.coordinate, Coordinate(latitude: 37.8199, longitude: -122.4783))
        XCTAssertEqual(entry.weather?.summary, "Foggy")
        XCTAssertEqual(entry.weather?.temperatureCelsius, 14.5)
        XCTAssertEqual(entry.weather?.symbol, .cloudFog)
        XCTAssertEqual(entry.note, "From my phone")
        XCTAssertEqual(try journal.photoData(for: id), photo)
    }

    func testRowsThatBreakARuleAreSkippedAndNamedByID() throws {
        let good = UUID()
        let bad = (0..<7).map { _ in UUID() }
        let jpeg = try PhotoFixtures.jpeg(width: 200, height: 150)
        let url = try store(
            .publishedSource,
            checkpointed: [
                AppStoreFixture.Log(
                    id: good, timestamp: 700_000_000, title: "Fine", latitude: 1, longitude: 2),
                AppStoreFixture.Log(
                    id: bad[0], timestamp: 700_000_001, title: "   ", latitude: 1, longitude: 2),
                AppStoreFixture.Log(
                    id: bad[1], timestamp: 700_000_002, title: "North of north", latitude: 95, longitude: 2),
                AppStoreFixture.Log(
                    id: bad[2], timestamp: 700_000_003, title: "Broken photo", latitude: 1, longitude: 2,
                    photo: .inline(PhotoFixtures.truncated(jpeg, keeping: 0.5))),
                AppStoreFixture.Log(
                    id: bad[3], timestamp: 700_000_004, title: "Hot", latitude: 1, longitude: 2,
                    weatherSummary: "Sunny", temperature: 1e19, symbol: "sun.max"),
                AppStoreFixture.Log(
                    id: bad[4], timestamp: now.timeIntervalSinceReferenceDate + 86_400, title: "Tomorrow",
                    latitude: 1,
                    longitude: 2),
                AppStoreFixture.Log(id: bad[5], timestamp: 1e300, title: "Never", latitude: 1, longitude: 2),
                AppStoreFixture.Log(
                    id: bad[6], timestamp: 700_000_007, title: "Lost photo", latitude: 1, longitude: 2,
                    photo: .externalMissing(name: UUID())),
            ])
        let report = try importer.run(url, options: AppStoreImport.Options(trip: "Mixed"))
        XCTAssertTrue(report.hasFailures)
        XCTAssertEqual(try journal.count(), 1)
        XCTAssertNotNil(try journal.entry(id: good))
        let failures = report.items.filter { $0.failure != nil }
        XCTAssertEqual(failures.map(\.id), bad)
        let reasons = failures.compactMap(\.failure)
        XCTAssertTrue(reasons[0].contains("title"), reasons[0])
        XCTAssertTrue(reasons[1].contains("latitude") || reasons[1].contains("95"), reasons[1])
        XCTAssertTrue(reasons[2].hasPrefix("its photo:"), reasons[2])
        XCTAssertTrue(reasons[3].contains("temperature"), reasons[3])
        XCTAssertTrue(reasons[4].contains("future"), reasons[4])
        XCTAssertTrue(reasons[5].contains("time"), reasons[5])
        XCTAssertTrue(reasons[6].contains("missing"), reasons[6])
        XCTAssertTrue(
            failures[0].label.hasPrefix("entry \(bad[0].uuidString.lowercased())"), failures[0].label)
        XCTAssertEqual(try journal.entries(inTrip: "Mixed").map(\.id), [good])
    }

    func testADryRunWritesNothing() throws {
        let url = try store(
            .publishedSource,
            checkpointed: [
                AppStoreFixture.Log(timestamp: 700_000_000, title: "Maybe", latitude: 1, longitude: 2)
            ])
        let report = try importer.run(url, options: AppStoreImport.Options(trip: "Later", dryRun: true))
        XCTAssertEqual(report.items.count, 1)
        guard case .added(let entry, _) = report.items[0].outcome else { return XCTFail("not planned") }
        XCTAssertEqual(entry.title, "Maybe")
        XCTAssertEqual(try journal.count(), 0)
        XCTAssertEqual(try journal.trips().count, 0)
    }

    func testABadTripNameIsRefusedBeforeAnythingIsWritten() throws {
        let url = try store(
            .publishedSource,
            checkpointed: [
                AppStoreFixture.Log(timestamp: 700_000_000, title: "One", latitude: 1, longitude: 2)
            ])
        XCTAssertThrowsError(try importer.run(url, options: AppStoreImport.Options(trip: "two\nlines"))) {
            error in
            XCTAssertEqual(error as? JournalStoreError, .invalidTripName("two\nlines"))
        }
        XCTAssertEqual(try journal.count(), 0)
    }

    func testAStoreThatCannotBeReadImportsNothing() throws {
        let url = dir.url.appendingPathComponent("default.store")
        try Data("SQLite format 3\0".utf8 + PhotoFixtures.garbage(count: 4000)).write(to: url)
        XCTAssertThrowsError(try importer.run(url, options: AppStoreImport.Options(trip: "X"))) { error in
            guard case .damaged = error as? AppStoreError else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(try journal.count(), 0)
        XCTAssertEqual(try journal.trips().count, 0)
    }
}
