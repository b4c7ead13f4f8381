import CardTestSupport
import Foundation
import OutdoorCard
import OutdoorCardMap
import OutdoorDisclosure
import OutdoorDrawing
import OutdoorImage
import OutdoorMap
import OutdoorMapModel
import OutdoorModel
import OutdoorRaster
import TestSupport
import XCTest

/// The summary card's behaviour: sizes, errors, what its map may reveal, fitting, and export.
final class TripSummaryCardTests: XCTestCase {
    private let title = TripFixtures.basqueTitle

    /// The map a summary asks for (see `TripSummaryCard.mapRequest`).
    private func mapRequest(
        for ordered: [JournalEntry], pixelSize: PixelSize, options: CardOptions,
        coordinates: CoordinatesMode = .precise
    ) throws -> MapRequest {
        try TripSummaryCard.mapRequest(
            for: ordered, pixelSize: pixelSize, options: options, coordinates: coordinates)
    }

    func testTheCardHasThePresetSizeTimesTheScaleAndIsOpaque() throws {
        let card = try TripFixtures.summaryCard()
        for (preset, scale) in [(CardPreset.story, 1), (.square, 2), (.landscape, 1)] {
            let summary = try card.render(
                entries: TripFixtures.basque, title: title, options: CardOptions(preset: preset, scale: scale)
            )
            XCTAssertEqual(summary.pixels.width, Int(preset.size.width) * scale)
            XCTAssertEqual(summary.pixels.height, Int(preset.size.height) * scale)
            XCTAssertFalse(summary.pixels.hasAlpha)
            XCTAssertEqual(summary.layout.overflow, 0, "\(preset)")
            XCTAssertEqual(
                summary.mapRequest?.scale, Double(scale) * 2,
                "\(preset): the map at twice the card's density")
        }
    }

    func testNoEntriesAndAnUnsupportedScaleAreClearErrors() throws {
        let card = try TripFixtures.summaryCard()
        XCTAssertThrowsError(try card.render(entries: [], title: title, options: CardOptions())) {
            XCTAssertEqual($0 as? CardError, .noEntries)
            XCTAssertEqual("\($0)", "a trip summary needs at least one entry, and none was given")
        }
        XCTAssertThrowsError(
            try card.render(entries: TripFixtures.basque, title: title, options: CardOptions(scale: 3))
        ) {
            XCTAssertEqual($0 as? CardError, .unsupportedScale(3))
        }
    }

    func testTheMapNumbersTheStopsAndDrawsTheRouteInTimeOrder() throws {
        let size = PixelSize(width: 952, height: 960)
        let map = try mapRequest(
            for: TripFixtures.basque, pixelSize: size, options: CardOptions())
        XCTAssertEqual(map.pins.map(\.mark), (1...6).map { MapPin.Mark.number($0) })
        XCTAssertEqual(map.pins.map(\.coordinate), TripFixtures.basque.map(\.coordinate))
        XCTAssertEqual(map.pins.map(\.precision), Array(repeating: .exact, count: 6))
        XCTAssertTrue(map.drawsRoute)
        XCTAssertFalse(map.showsAttribution, "the card prints the credit under the panel")
        XCTAssertEqual(map.view, .automatic, "fitted to the whole trip")
        XCTAssertEqual(map.accentColor, CardPalette.light.accent)
        XCTAssertEqual(map.width, 476)
        XCTAssertEqual(map.height, 480)

        let one = try mapRequest(
            for: TripFixtures.oneEntry, pixelSize: size, options: CardOptions())
        XCTAssertFalse(one.drawsRoute, "one stop has no route")
        XCTAssertEqual(one.pins.map(\.mark), [.number(1)])

        let long = (0..<120).map { TripFixtures.basque[$0 % 6] }
        let dots = try mapRequest(for: long, pixelSize: size, options: CardOptions())
        XCTAssertEqual(Set(dots.pins.map(\.mark)), [.dot], "past 99 stops the map marks them with dots")
        XCTAssertTrue(dots.clustersPins, "overlapping dots merge into markers with a count")
        XCTAssertFalse(map.clustersPins, "numbered stops are never merged")
        let summary = try TripFixtures.summaryCard().render(
            entries: long, title: title, options: CardOptions())
        XCTAssertEqual(summary.text.figures[0].text, "120 entries")
    }

    func testTheMapRevealsNoMoreThanTheCoordinatesModeAllows() throws {
        let size = PixelSize(width: 952, height: 960)
        let approx = try mapRequest(
            for: TripFixtures.basque, pixelSize: size, options: CardOptions(), coordinates: .approx)
        XCTAssertEqual(approx.pins.map(\.precision), Array(repeating: .approximate, count: 6))
        XCTAssertEqual(approx.pins[0].coordinate, Coordinate(latitude: 43.3, longitude: -2.9))
        for (pin, entry) in zip(approx.pins, TripFixtures.basque) {
            XCTAssertEqual(pin.coordinate, entry.coordinate.rounded(decimals: 1))
        }
        XCTAssertTrue(approx.drawsRoute, "the route joins the areas' rounded centres")

        let hidden = try mapRequest(
            for: TripFixtures.basque, pixelSize: size, options: CardOptions(), coordinates: .hidden)
        XCTAssertEqual(hidden.pins.map(\.precision), Array(repeating: .hidden, count: 6))
        XCTAssertFalse(hidden.drawsRoute, "no route when places are hidden")
        // Nothing named near any stop: each true position's 25 km lie inside a withheld area (two
        // stops that round to the same 0.1° cell share one).
        for entry in TripFixtures.basque {
            XCTAssertTrue(
                hidden.withheldAreas.areas.contains {
                    $0.center.distance(to: entry.coordinate) + Disclosure.hiddenClearanceKilometres * 1000
                        <= $0.radiusKilometres * 1000
                }, entry.title)
        }
        XCTAssertEqual(
            Set(hidden.withheldAreas.areas).count, hidden.withheldAreas.areas.count, "each area once")

        // Drawn, the hidden trip has no marker at all and the approximate one no precise marker.
        let card = try TripFixtures.summaryCard()
        let renderer = MapRenderer(database: try CardFixtures.database(), fonts: card.fonts)
        XCTAssertEqual(try renderer.renderWithDetails(hidden).details.markers.count, 0)
        XCTAssertEqual(try renderer.renderWithDetails(approx).details.markers.count, 0)
        let precise = try mapRequest(
            for: TripFixtures.basque, pixelSize: size, options: CardOptions())
        let markers = try renderer.renderWithDetails(precise).details.markers
        // Stops whose markers would overlap share one ("3-4"); each stop is shown exactly once.
        XCTAssertEqual(markers.flatMap(\.pins).sorted(), Array(0..<6))
        let bounds = CGRect(x: 0, y: 0, width: precise.width, height: precise.height)
        for marker in markers { XCTAssertTrue(bounds.contains(marker.frame), "every stop on the map") }
    }

    func testTheOrderGivenDoesNotMatter() throws {
        let card = try TripFixtures.summaryCard()
        let options = CardOptions(preset: .landscape)
        let inOrder = try card.render(entries: TripFixtures.basque, title: title, options: options)
        let shuffled = try card.render(
            entries: [4, 1, 5, 0, 3, 2].map { TripFixtures.basque[$0] }, title: title, options: options)
        let difference = try XCTUnwrap(
            GoldenComparison.compare(expected: inOrder.pixels, actual: shuffled.pixels, tolerance: .exact))
        XCTAssertEqual(difference.differingPixels, 0)
    }

    func testAVeryLongNameIsCutAtAWordOnTwoLines() throws {
        let card = try TripFixtures.summaryCard()
        let long =
            "Basque Country and the Picos de Europa in the wet spring of 2024, from Bilbao along the "
            + "coast and over the mountains to the high pastures above Fuente Dé"
        for preset in CardPreset.allCases {
            let summary = try card.render(
                entries: TripFixtures.basque, title: long, options: CardOptions(preset: preset))
            XCTAssertTrue(summary.titleIsCut, "\(preset)")
            XCTAssertTrue(summary.shownTitle.hasSuffix("…"), summary.shownTitle)
            XCTAssertTrue(long.hasPrefix(String(summary.shownTitle.dropLast())), summary.shownTitle)
            XCTAssertEqual(summary.layout.overflow, 0, "\(preset)")
        }
        let short = try card.render(entries: TripFixtures.basque, title: title, options: CardOptions())
        XCTAssertFalse(short.titleIsCut)
        XCTAssertEqual(short.shownTitle, title)
    }

    func testManyConditionsAndCreditsStillFitEveryPreset() throws {
        let card = try TripFixtures.summaryCard()
        for preset in CardPreset.allCases {
            for theme in CardTheme.allCases {
                let summary = try card.render(
                    entries: TripFixtures.mixedSources, title: title,
                    options: CardOptions(preset: preset, theme: theme, units: .imperial))
                XCTAssertEqual(summary.layout.overflow, 0, "\(preset) \(theme)")
                XCTAssertNotNil(summary.layout.weatherCard, "\(preset): the credits are always shown")
                XCTAssertNotNil(summary.layout.map, "\(preset)")
                XCTAssertEqual(summary.text.weatherAttribution.count, 4)
            }
        }
    }

    func testWithoutWeatherTheCardHasNoWeatherCard() throws {
        let card = try TripFixtures.summaryCard()
        for preset in CardPreset.allCases {
            let summary = try card.render(
                entries: TripFixtures.basqueWithoutWeather, title: title, options: CardOptions(preset: preset)
            )
            XCTAssertNil(summary.layout.weatherCard, "\(preset)")
            XCTAssertEqual(summary.text.figures.count, 3)
            XCTAssertEqual(summary.layout.overflow, 0)
        }
    }

    func testExportGivesThePNGAndTheAltText() throws {
        let card = try TripFixtures.summaryCard()
        let options = CardOptions(preset: .landscape, theme: .dark)
        let made = try card.export(
            entries: TripFixtures.basque, title: title, options: options, output: CardOutput())
        XCTAssertEqual(Array(made.data.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        let decoded = try ImageDecoder.decode(made.data)
        XCTAssertEqual(decoded.pixels.width, 1200)
        XCTAssertEqual(decoded.pixels.height, 630)
        XCTAssertEqual(
            made.altText,
            try TripSummaryAltText.make(entries: TripFixtures.basque, title: title, options: options))
    }

    func testAByteLimitPicksTheJPEGQualityAndABadQualityIsRefused() throws {
        let card = try TripFixtures.summaryCard()
        let limit = 120 * 1_024
        let encoded = try card.export(
            entries: TripFixtures.basque, title: title, options: CardOptions(preset: .story, scale: 2),
            output: CardOutput(format: .jpeg, maxBytes: limit))
        XCTAssertLessThanOrEqual(encoded.data.count, limit)
        XCTAssertEqual(encoded.format, .jpeg)
        XCTAssertNotNil(encoded.quality)
        XCTAssertEqual(try ImageDecoder.decode(encoded.data).pixels.width, 1080 * encoded.scale)
        XCTAssertThrowsError(
            try card.export(
                entries: TripFixtures.basque, title: title, options: CardOptions(),
                output: CardOutput(format: .jpeg, quality: 101))
        ) {
            XCTAssertEqual($0 as? CardError, .invalidQuality(101))
        }
    }

    func testRenderingTwiceGivesTheSamePixels() throws {
        let card = try TripFixtures.summaryCard()
        let first = try card.render(
            entries: TripFixtures.basque, title: title, options: CardOptions(preset: .square))
        let second = try card.render(
            entries: TripFixtures.basque, title: title, options: CardOptions(preset: .square))
        let difference = try XCTUnwrap(
            GoldenComparison.compare(expected: first.pixels, actual: second.pixels, tolerance: .exact))
        XCTAssertEqual(difference.differingPixels, 0)
    }
}
