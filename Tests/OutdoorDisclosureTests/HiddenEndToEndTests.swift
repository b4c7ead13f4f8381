import CardTestSupport
import Foundation
import OutdoorBook
import OutdoorCard
import OutdoorDisclosure
import OutdoorExport
import OutdoorGeo
import OutdoorMap
import OutdoorModel
import TestSupport
import XCTest

/// Thirty hidden places rendered as users get them, on every card preset.
///
/// The cards' alt texts and maps, the summary, the gallery page and manifest of an export, and a
/// book read back with poppler (its text, metadata and bookmarks): nothing names a place within
/// 25 km of any of them.
final class HiddenEndToEndTests: XCTestCase {
    /// What an export and a book show, as text, and the labels of every map they drew.
    private struct Shown {
        var texts: [(what: String, text: String)] = []
        var labels: [[PlacedLabel]] = []
        var altTexts: [String: String] = [:]
    }

    private func export(
        _ trip: DisclosedTrip, preset: CardPreset, into directory: TemporaryDirectory, log: LabelLog
    ) throws -> Shown {
        let database = try HiddenFixtures.database()
        let folder = directory.url.appendingPathComponent("export-\(preset.rawValue)")
        let exporter = TripExport(
            photos: { NoPhotos() },
            cards: {
                let fonts = try CardFixtures.hermeticFonts()
                return CardRenderer(
                    fonts: fonts, map: RecordingMap(database: database, fonts: fonts, log: log))
            },
            summary: try {
                let fonts = try CardFixtures.hermeticFonts()
                return TripSummaryCard(
                    fonts: fonts, map: RecordingMap(database: database, fonts: fonts, log: log))
            }())
        let report = try exporter.run(
            TripExport.Request(
                trip: trip, title: "Thirty places", folder: folder, options: CardOptions(preset: preset),
                output: CardOutput(), jobs: 2, force: true),
            progress: { _ in }, isCancelled: { false })
        XCTAssertTrue(report.failures.isEmpty, "\(report.failures.map(\.error))")
        var shown = Shown()
        let manifestData = try Data(contentsOf: folder.appendingPathComponent("manifest.json"))
        let manifest = try JSONDecoder().decode(ExportManifest.self, from: manifestData)
        for card in manifest.cards { shown.altTexts[card.entry ?? ""] = card.altText }
        shown.texts.append(("\(preset) manifest.json", String(decoding: manifestData, as: UTF8.self)))
        shown.texts.append(
            (
                "\(preset) index.html",
                try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
            ))
        shown.texts.append(
            (
                "\(preset) file names",
                try FileManager.default.contentsOfDirectory(atPath: folder.path).joined(separator: "\n")
            ))
        shown.labels = log.all
        return shown
    }

    private func book(_ trip: DisclosedTrip, into directory: TemporaryDirectory, log: LabelLog) throws
        -> Shown
    {
        let fonts = try CardFixtures.hermeticFonts()
        let map = RecordingMap(database: try HiddenFixtures.database(), fonts: fonts, log: log)
        let url = directory.url.appendingPathComponent("thirty.pdf")
        _ = try TripBook(
            photos: { NoPhotos() }, cards: CardRenderer(fonts: fonts, map: map),
            summary: TripSummaryCard(fonts: fonts, map: map), jobs: 1
        ).write(
            TripBook.Request(
                trip: trip, title: "Thirty places", options: BookOptions(photosPerPage: 2, dotsPerInch: 72),
                credits: BookCredits(items: [], madeWith: "Made by the tests."), creator: "outdoor tests"),
            to: url, protecting: .none)
        var shown = Shown()
        shown.texts.append(("book text (pdftotext)", try Poppler.text(url)))
        shown.texts.append(("book metadata (pdfinfo)", try Poppler.info(url)))
        let titles = try Poppler.titles(url)
        // A bookmark for every entry, its heading as disclosed (a title the program wrote shows
        // the moment).
        for entry in trip.entries {
            XCTAssertTrue(titles.contains(entry.heading), "\(entry.heading) among the bookmarks: \(titles)")
        }
        shown.texts.append(("book bookmarks and title", titles.joined(separator: "\n")))
        shown.labels = log.all
        return shown
    }

    func testThirtyHiddenPlacesEndToEndOnEveryPreset() throws {
        let places = try HiddenFixtures.places()
        // The 30 of the 1,000 random land points with the most named places near them: the
        // hardest to keep hidden.
        let points = Array(
            try HiddenFixtures.landPoints(1_000).map { ($0, try HiddenFixtures.namesNear($0).count) }
                .sorted { $0.1 > $1.1 }.prefix(30).map(\.0))
        // Each titled as the program titles imports, every form in turn ("Near Dubrovnik, 10:01"
        // among them): the outputs must show the moment instead.
        let entries = try points.enumerated().map { index, point in
            var entry = HiddenFixtures.entry(index + 1, at: point)
            entry.title = try HiddenPlacesTests.generatedTitle(index, entry: entry, places: places)
            return entry
        }
        let trip = try Disclosure(mode: .hidden, places: places).trip(entries)
        let near = try points.map { try HiddenFixtures.namesNear($0) }
        let allNear = near.reduce(into: Set<String>()) { $0.formUnion($1) }
        // What any output may say: the place lines shown (checked one by one against their own
        // places) and what the same outputs say of a place at sea, which has none.
        var problems: [String] = []
        for (index, shown) in trip.entries.enumerated() {
            problems += try HiddenPlacesTests.lineProblems(
                shown, at: points[index], near: near[index], places: places)
        }
        let directory = try TemporaryDirectory()
        let control = try boilerplate()
        let allowed = control.union(trip.entries.compactMap(\.place).flatMap(HiddenFixtures.words))
        let checked = allNear.filter { !HiddenFixtures.words($0).allSatisfy(allowed.contains) }

        var outputs: [Shown] = []
        for preset in CardPreset.allCases {
            outputs.append(try export(trip, preset: preset, into: directory, log: LabelLog()))
        }
        outputs.append(try book(trip, into: directory, log: LabelLog()))
        for output in outputs {
            XCTAssertGreaterThanOrEqual(output.labels.count, 31, "every card and the summary drew a map")
            for labels in output.labels {
                problems += HiddenPlacesTests.labelProblems(labels)
            }
            for (what, text) in output.texts {
                let words = HiddenFixtures.words(text)
                for name in checked where HiddenFixtures.contains(words, name: name) {
                    problems.append("\(what) names \(name), within 25 km of a hidden place")
                }
                XCTAssertFalse(text.contains("° N") || text.contains("° S"), "\(what) shows coordinates")
                XCTAssertFalse(text.contains("openstreetmap.org"), "\(what) links a map")
            }
            // Each card's alt text: the title, the date and the region line, nothing else.
            for (index, shown) in trip.entries.enumerated() {
                guard let alt = output.altTexts[shown.entry.idString] else { continue }
                XCTAssertEqual(
                    alt.split(separator: "\n").filter { $0.hasPrefix("Place") },
                    shown.place.map { ["Place: \($0)"] } ?? [], "stop \(index + 1)")
                let words = HiddenFixtures.words(alt)
                for name in near[index]
                where HiddenFixtures.words(name).contains(where: { !allowed.contains($0) })
                    && HiddenFixtures.contains(words, name: name)
                {
                    problems.append("the alt text of stop \(index + 1) names \(name)")
                }
            }
        }
        print(
            "hidden end to end: 30 places, \(checked.count) names near them searched in "
                + "\(outputs.map(\.texts.count).reduce(0, +)) texts and \(outputs.map(\.labels.count).reduce(0, +)) maps"
        )
        XCTAssertTrue(
            problems.isEmpty, "\(problems.count) leaks:\n" + problems.prefix(40).joined(separator: "\n"))
    }

    /// The words every output says whatever the places: of an export and a book of one entry at
    /// sea (no place line, nothing near), with the days and months any date may show.
    private func boilerplate() throws -> Set<String> {
        let sea = HiddenFixtures.entry(31, at: Coordinate(latitude: 0.5, longitude: -25))
        let trip = try Disclosure(mode: .hidden, places: try HiddenFixtures.places()).trip([sea])
        XCTAssertNil(trip.entries[0].place)
        let control = try TemporaryDirectory()
        var words = Set<String>()
        for output in [
            try export(trip, preset: .story, into: control, log: LabelLog()),
            try book(trip, into: control, log: LabelLog()),
        ] {
            for (_, text) in output.texts { words.formUnion(HiddenFixtures.words(text)) }
            for alt in output.altTexts.values { words.formUnion(HiddenFixtures.words(alt)) }
        }
        let calendar =
            "Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June "
            + "July August September October November December Stop stops entries"
        return words.union(HiddenFixtures.words(calendar)).union((1...30).map(String.init))
    }
}
