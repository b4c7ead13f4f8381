import Foundation
import OutdoorCard
import OutdoorDisclosure
import OutdoorExport
import OutdoorModel
import TestSupport
import XCTest

/// The export's own logic, with stand-in photos and cards: what it writes, what it finds up to
/// date, and what it removes.
final class TripExportTests: XCTestCase {
    private var folder: TemporaryDirectory!
    private var fakes: ExportFakes!

    override func setUpWithError() throws {
        folder = try TemporaryDirectory(prefix: "outdoor-export-test")
        fakes = ExportFakes()
    }

    private let names = [
        "2024-05-02-harbour-at-dawn.png", "2024-05-03-ridge-walk.png", "2024-05-04-lighthouse.png",
    ]

    /// Exports `entries` into the test's folder; `cancelAfter` cards stops it early.
    @discardableResult
    private func export(
        _ entries: [JournalEntry] = ExportEntries.three, options: CardOptions = CardOptions(),
        coordinates: CoordinatesMode = .precise, force: Bool = false,
        summary: Bool = true, jobs: Int = 2, cancelAfter: Int? = nil
    ) throws -> TripExport.Report {
        let asked = CallCounter()
        return try fakes.exporter(summary: summary).run(
            TripExport.Request(
                trip: try Disclosure(mode: coordinates, places: nil).trip(entries), title: "Coast, May 2024",
                folder: folder.url, options: options,
                output: CardOutput(), jobs: jobs, force: force),
            progress: { _ in },
            isCancelled: { cancelAfter.map { asked.next() > $0 } ?? false })
    }

    private func contents(_ name: String) -> Data? {
        FileManager.default.contents(atPath: folder.path(name))
    }

    private func manifest() throws -> ExportManifest {
        try JSONDecoder().decode(ExportManifest.self, from: try XCTUnwrap(contents("manifest.json")))
    }

    private func modified(_ name: String) throws -> Date {
        try XCTUnwrap(
            FileManager.default.attributesOfItem(atPath: folder.path(name))[.modificationDate] as? Date)
    }

    func testAFirstExportWritesEveryCardTheSummaryTheManifestAndThePage() throws {
        let photo = Data(repeating: 7, count: 321)
        fakes.photos[ExportEntries.three[1].id] = photo
        let report = try export([2, 0, 1].map { ExportEntries.three[$0] })
        XCTAssertEqual(report.written.sorted(), (names + ["00-summary.png"]).sorted())
        XCTAssertEqual(report.upToDate, [])
        XCTAssertEqual(report.removed, [])
        XCTAssertFalse(report.cancelled)
        XCTAssertEqual(
            contents(names[1]),
            ExportFakes.card(ExportEntries.three[1], photo: photo, options: CardOptions()),
            "each card is drawn with its entry's stored photo")
        XCTAssertEqual(
            contents("00-summary.png"),
            Data("summary Coast, May 2024: Harbour at dawn, Ridge walk, Lighthouse".utf8),
            "the summary gets the entries in time order")

        let written = try manifest()
        XCTAssertEqual(written.cards.map(\.file), names, "in time order")
        XCTAssertEqual(written.cards.map(\.entry), ExportEntries.three.map(\.idString))
        for card in written.cards {
            XCTAssertEqual(card.sha256, SHA256.hex(of: try XCTUnwrap(contents(card.file))))
        }
        XCTAssertEqual(written.cards[0].altText, "Harbour at dawn\nalt text", "the maker's alt text")
        XCTAssertEqual(written.summary?.file, "00-summary.png")
        XCTAssertEqual(written.settings["theme"], "light")
        let page = String(decoding: try XCTUnwrap(contents("index.html")), as: UTF8.self)
        for name in names { XCTAssertTrue(page.contains("src=\"\(name)\""), name) }
    }

    func testARerunOfAnUnchangedExportWritesNothing() throws {
        try export()
        let before = try ["manifest.json", "index.html"].map(modified)
        fakes.resetLog()
        Thread.sleep(forTimeInterval: 0.02)
        let report = try export()
        XCTAssertEqual(report.written, [])
        XCTAssertEqual(report.upToDate.sorted(), (names + ["00-summary.png"]).sorted())
        XCTAssertEqual(fakes.made, [], "no card is drawn again")
        XCTAssertEqual(try ["manifest.json", "index.html"].map(modified), before, "nor the manifest or page")
    }

    func testOnlyTheCardsOfChangedEntriesAreDrawnAgain() throws {
        try export()
        fakes.resetLog()
        var entries = ExportEntries.three
        entries[1].note = "Wind from the west"
        let report = try export(entries)
        XCTAssertEqual(fakes.made, ["Ridge walk", "summary"], "a changed entry changes the summary too")
        XCTAssertEqual(report.written.sorted(), ["00-summary.png", names[1]])
        XCTAssertEqual(report.upToDate.sorted(), [names[0], names[2]])
    }

    func testACardChangedOrDeletedOnDiskIsWrittenAgain() throws {
        try export()
        fakes.resetLog()
        try Data("edited by hand".utf8).write(to: folder.url.appendingPathComponent(names[0]))
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent(names[2]))
        let report = try export()
        XCTAssertEqual(fakes.made, ["Harbour at dawn", "Lighthouse"])
        XCTAssertEqual(report.written.sorted(), [names[0], names[2]])
        XCTAssertEqual(
            contents(names[0]), ExportFakes.card(ExportEntries.three[0], photo: nil, options: CardOptions()))
    }

    func testNewSettingsOrForceDrawEveryCardAgain() throws {
        try export()
        fakes.resetLog()
        try export(options: CardOptions(theme: .dark))
        XCTAssertEqual(fakes.made, ["Harbour at dawn", "Lighthouse", "Ridge walk", "summary"])
        XCTAssertEqual(try manifest().settings["theme"], "dark")
        fakes.resetLog()
        let report = try export(options: CardOptions(theme: .dark), force: true)
        XCTAssertEqual(fakes.made, ["Harbour at dawn", "Lighthouse", "Ridge walk", "summary"])
        XCTAssertEqual(report.upToDate, [])
    }

    func testFilesOfEntriesNoLongerExportedAreRemovedUnlessChangedSince() throws {
        try export()
        try Data("notes".utf8).write(to: folder.url.appendingPathComponent("notes.txt"))
        // The lighthouse leaves the trip; the harbour is renamed, so its card gets a new name.
        var entries = Array(ExportEntries.three.prefix(2))
        entries[0].title = "Harbour at sunrise"
        let report = try export(entries)
        XCTAssertEqual(report.removed.sorted(), [names[0], names[2]])
        XCTAssertNil(contents(names[0]))
        XCTAssertNil(contents(names[2]))
        XCTAssertNotNil(contents("2024-05-02-harbour-at-sunrise.png"))
        XCTAssertNotNil(contents("notes.txt"), "a file the export did not write is left alone")
        XCTAssertEqual(try manifest().cards.map(\.file), ["2024-05-02-harbour-at-sunrise.png", names[1]])

        // A leftover someone changed since is kept.
        try Data("my own version".utf8).write(to: folder.url.appendingPathComponent(names[1]))
        let second = try export([entries[0]])
        XCTAssertEqual(second.removed, [])
        XCTAssertEqual(contents(names[1]), Data("my own version".utf8))
    }

    func testWithoutASummaryMakerTheEarlierSummaryIsRemoved() throws {
        try export()
        let report = try export(summary: false)
        XCTAssertEqual(report.removed, ["00-summary.png"])
        XCTAssertNil(try manifest().summary)
        XCTAssertNil(contents("00-summary.png"))
    }

    func testTemporaryFilesOfAnInterruptedWriterAreCleared() throws {
        // A process id above any the system gives out: its writer is surely gone.
        let part = folder.url.appendingPathComponent(".2024-05-02-harbour-at-dawn.png.2147483646.abc.part")
        try Data("half a card".utf8).write(to: part)
        // One of a writer still running (this test's own process) is left alone.
        let running = folder.url.appendingPathComponent(".other.png.\(getpid()).1234.part")
        try Data("a card being written".utf8).write(to: running)
        try export()
        XCTAssertFalse(FileManager.default.fileExists(atPath: part.path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: running.path))
    }

    func testAnInterruptedExportRemovesNothingAndTheNextRunFinishesIt() throws {
        try export()
        var entries = ExportEntries.three
        entries[2].title = "Lighthouse keeper"  // a new name: the old card is now a leftover
        entries[0].note = "Calm sea"
        entries[1].note = "Gusts"
        fakes.resetLog()
        let stopped = try export(entries, jobs: 1, cancelAfter: 1)
        XCTAssertTrue(stopped.cancelled)
        XCTAssertEqual(fakes.made, ["Harbour at dawn"], "one card, then the interruption")
        XCTAssertEqual(stopped.removed, [], "nothing is removed by an interrupted export")
        XCTAssertNotNil(contents(names[2]))
        XCTAssertEqual(try manifest().summary?.file, "00-summary.png", "the earlier summary stays recorded")

        fakes.resetLog()
        let finished = try export(entries, jobs: 1)
        XCTAssertFalse(finished.cancelled)
        XCTAssertEqual(fakes.made, ["Lighthouse keeper", "Ridge walk", "summary"])
        XCTAssertEqual(finished.upToDate, [names[0]])
        XCTAssertEqual(
            try manifest().cards.map(\.file), [names[0], names[1], "2024-05-04-lighthouse-keeper.png"])
    }

    func testAFailedCardIsReportedAndTheOthersAreWritten() throws {
        fakes.failingTitles = ["Ridge walk"]
        let report = try export()
        XCTAssertEqual(report.failures.map(\.entry.title), ["Ridge walk"])
        let failure = try XCTUnwrap(
            report.failures.first?.error as? ExportFakes.Failure, "the maker's own error")
        XCTAssertEqual(failure.description, "no ink left")
        XCTAssertEqual(report.written.sorted(), ["00-summary.png", names[0], names[2]])
        XCTAssertEqual(try manifest().cards.map(\.file), [names[0], names[2]])
        XCTAssertNil(contents(names[1]))

        fakes.failingTitles = []
        let second = try export()
        XCTAssertEqual(second.written, [names[1]], "the failed card is drawn on the next run")
        XCTAssertEqual(second.failures.count, 0)
    }

    func testAFailedSummaryIsReportedAndLeftOut() throws {
        fakes.summaryFails = true
        let report = try export()
        XCTAssertEqual(report.failures.map(\.entry.title), ["Harbour at dawn"])
        let failure = try XCTUnwrap(report.failures.first?.error as? ExportError)
        XCTAssertEqual(
            failure, .summary(cause: ErrorCause(ExportFakes.Failure(description: "the map data is missing"))))
        XCTAssertEqual("\(failure)", "the summary card: the map data is missing")
        XCTAssertEqual(report.written.sorted(), names)
        XCTAssertNil(try manifest().summary)
        XCTAssertNil(contents("00-summary.png"))
    }
}
