import CardTestSupport
import Foundation
import OutdoorCard
import OutdoorDisclosure
import OutdoorModel
import TestSupport
import XCTest

/// Golden images of trip summary cards (Goldens/summary-*.png), drawn as users get them: the
/// real map from the shipped data, with the bundled fonts only.
///
/// Record with `GOLDEN_RECORD=1 swift test --filter TripSummaryGoldenTests`, then look at every
/// image before committing it.
final class TripSummaryGoldenTests: XCTestCase {
    /// A golden summary: its trip, name and options.
    private struct Case {
        var entries: [JournalEntry]
        var title: String
        var options: CardOptions
        var coordinates: CoordinatesMode = .precise
    }

    private static let longName =
        "Basque Country and the Picos de Europa in the wet spring of 2024, from Bilbao along the coast "
        + "to the high pastures above Fuente Dé"

    /// Every golden summary by name ("summary-<name>.png").
    private static let cases: [String: Case] = [
        "story-light": Case(
            entries: TripFixtures.basque, title: TripFixtures.basqueTitle,
            options: CardOptions(preset: .story)),
        "story-dark": Case(
            entries: TripFixtures.basque, title: TripFixtures.basqueTitle,
            options: CardOptions(preset: .story, theme: .dark)),
        // A trip much wider than tall: the square card stacks like the story, with a wide map.
        "square": Case(
            entries: TripFixtures.basque, title: TripFixtures.basqueTitle,
            options: CardOptions(preset: .square)),
        "landscape": Case(
            entries: TripFixtures.basque, title: TripFixtures.basqueTitle,
            options: CardOptions(preset: .landscape, theme: .dark)),
        // One stop (no route, no distance) under a name too long for two lines; the map beside the text.
        "one-entry": Case(
            entries: TripFixtures.oneEntry, title: longName, options: CardOptions(preset: .square)),
        "no-weather": Case(
            entries: TripFixtures.basqueWithoutWeather, title: TripFixtures.basqueTitle,
            options: CardOptions(preset: .square, theme: .dark)),
        // Miles and °F, four providers' credits and seven conditions: the weather card moves beside the map.
        "imperial": Case(
            entries: TripFixtures.mixedSources, title: "Basque coast and the Picos, May 2024",
            options: CardOptions(preset: .landscape, units: .imperial)),
        // Areas around positions rounded to 0.1°, the route through their centres, no numbered stops.
        "coords-approx": Case(
            entries: TripFixtures.basque, title: TripFixtures.basqueTitle,
            options: CardOptions(preset: .story, theme: .dark), coordinates: .approx),
    ]

    private func verify(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let golden = try XCTUnwrap(Self.cases[name], "no golden case \(name)", file: file, line: line)
        let summary = try TripFixtures.summaryCard().render(
            entries: golden.entries, title: golden.title, options: golden.options,
            coordinates: golden.coordinates)
        XCTAssertEqual(summary.layout.overflow, 0, "\(name) fits its card", file: file, line: line)
        try Golden.verify(summary.pixels, named: "summary-\(name)")
    }

    func testEveryCaseHasItsOwnTest() {
        XCTAssertEqual(
            Set(Self.cases.keys),
            [
                "story-light", "story-dark", "square", "landscape", "one-entry", "no-weather", "imperial",
                "coords-approx",
            ])
    }

    func testStoryLight() throws { try verify("story-light") }

    func testStoryDark() throws { try verify("story-dark") }

    func testSquare() throws { try verify("square") }

    func testLandscape() throws { try verify("landscape") }

    func testOneEntry() throws { try verify("one-entry") }

    func testNoWeather() throws { try verify("no-weather") }

    func testImperial() throws { try verify("imperial") }

    func testCoordsApprox() throws { try verify("coords-approx") }
}
