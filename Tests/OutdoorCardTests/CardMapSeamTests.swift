import CardTestSupport
import Foundation
import OutdoorCard
import OutdoorDisclosure
import OutdoorMapModel
import OutdoorModel
import OutdoorRaster
import XCTest

/// Both cards reach their map through `CardMapProvider`, in the map's own vocabulary: what they
/// ask for, and its failures.
final class CardMapSeamTests: XCTestCase {
    /// The map request's size in logical pixels for a panel at `scale`, magnified twice (the
    /// panels here are tall enough for the full magnification).
    private func mapSize(_ panel: CGRect, scale: Double) -> (width: Int, height: Int) {
        let pixels = (width: (panel.width * scale).rounded(), height: (panel.height * scale).rounded())
        return (Int((pixels.width / scale / 2).rounded(.up)), Int((pixels.height / scale / 2).rounded(.up)))
    }

    func testTheMapIsAskedForItsPanelInTheCardsThemeUnitsAndPrecision() throws {
        let map = StandInMap()
        let renderer = try CardFixtures.renderer(map: map)
        let entry = CardFixtures.entry()
        let card = try renderer.render(
            entry, photo: nil,
            options: CardOptions(preset: .square, theme: .dark, units: .imperial, scale: 2))
        let request = try XCTUnwrap(map.requests.last)
        let panel = try XCTUnwrap(card.layout.map)
        let size = mapSize(panel, scale: 2)
        XCTAssertEqual(request.width, size.width)
        XCTAssertEqual(request.height, size.height)
        XCTAssertEqual(request.scale, 4, "twice the card's own density")
        XCTAssertGreaterThanOrEqual(request.pixelWidth, Int(panel.width) * 2)
        XCTAssertEqual(request.theme, .dark)
        XCTAssertEqual(request.accentColor, CardPalette.dark.accent)
        XCTAssertEqual(request.units, .imperial)
        XCTAssertFalse(request.showsAttribution, "the card prints the credit under the panel")
        XCTAssertEqual(request.view, .automatic)
        XCTAssertEqual(request.overlays(of: MapMarkers.self).count, 1)
        XCTAssertEqual(request.overlays.count, 1, "a pin and nothing else")
        XCTAssertEqual(
            request.pins,
            [
                MapPin(
                    entry.coordinate, mark: .pin,
                    place: entry.placeCorrection.flatMap { PlaceLine.written($0).locality })
            ])

        for (mode, precision) in [
            (CoordinatesMode.approx, LocationPrecision.approximate), (.hidden, .hidden),
        ] {
            _ = try renderer.render(entry, photo: nil, options: CardOptions(), coordinates: mode)
            let rounded = try XCTUnwrap(map.requests.last)
            XCTAssertEqual(rounded.pins.map(\.precision), [precision])
            XCTAssertEqual(
                rounded.pins.map(\.coordinate), [Coordinate(latitude: 43.0, longitude: -2.7)], "\(mode)")
            XCTAssertEqual(
                rounded.pins.map(\.place?.name),
                [
                    mode == .hidden
                        ? nil : entry.placeCorrection.flatMap { PlaceLine.written($0).locality?.name }
                ],
                "a hidden pin names no place")
        }
        // Hidden: the map is told to withhold everything within 25 km of the place (a disc around
        // the position rounded to 0.5°, 39.5 km wider), and is given no more than the rounded position.
        let hidden = try XCTUnwrap(map.requests.last)
        XCTAssertEqual(
            hidden.withheldAreas.areas,
            [
                MapWithheldAreas.Area(
                    center: Coordinate(latitude: 43.0, longitude: -2.5),
                    radiusKilometres: Disclosure.withheldRadiusKilometres)
            ])
        XCTAssertTrue(hidden.withheldAreas.contains(entry.coordinate))
    }

    func testMapFailuresAreReportedWithTheProvidersMessage() throws {
        struct Broken: Error, CustomStringConvertible {
            var description: String { "the geodata file is missing" }
        }
        let map = StandInMap()
        map.failure = Broken()
        let renderer = try CardFixtures.renderer(map: map)
        XCTAssertThrowsError(try renderer.render(CardFixtures.entry(), photo: nil, options: CardOptions())) {
            XCTAssertEqual($0 as? CardError, .mapFailed(cause: ErrorCause(Broken())))
        }
        map.failure = nil
        map.widthError = 3
        XCTAssertThrowsError(try renderer.render(CardFixtures.entry(), photo: nil, options: CardOptions())) {
            guard case .mapWrongSize(let expected, let actual)? = $0 as? CardError else {
                return XCTFail("unexpected error \($0)")
            }
            XCTAssertEqual(actual.width, expected.width + 3)
        }
    }

    func testTheSummaryAsksItsMapForEveryStopInTimeOrder() throws {
        let map = StandInMap()
        let card = TripSummaryCard(fonts: try CardFixtures.hermeticFonts(), map: map)
        let shuffled = [4, 1, 5, 0, 3, 2].map { TripFixtures.basque[$0] }
        let summary = try card.render(
            entries: shuffled, title: TripFixtures.basqueTitle,
            options: CardOptions(preset: .square, theme: .dark, units: .imperial, scale: 2))
        XCTAssertEqual(map.requests.count, 1)
        let request = try XCTUnwrap(map.requests.last)
        XCTAssertEqual(summary.mapRequest, request)
        let size = mapSize(try XCTUnwrap(summary.layout.map), scale: 2)
        XCTAssertEqual(request.width, size.width)
        XCTAssertEqual(request.height, size.height)
        XCTAssertEqual(request.scale, 4)
        XCTAssertEqual(request.theme, .dark)
        XCTAssertEqual(request.units, .imperial)
        XCTAssertEqual(request.pins.map(\.precision), Array(repeating: .exact, count: 6))
        XCTAssertEqual(request.pins.map(\.coordinate), TripFixtures.basque.map(\.coordinate))
        XCTAssertEqual(request.pins.map(\.mark), (1...6).map { MapPin.Mark.number($0) })
        XCTAssertEqual(
            request.overlays(of: MapRoute.self), [MapRoute(TripFixtures.basque.map(\.coordinate))],
            "the route joins the stops in time order")
        XCTAssertFalse(request.clustersPins)

        for mode in [CoordinatesMode.approx, .hidden] {
            _ = try card.render(
                entries: TripFixtures.basque, title: TripFixtures.basqueTitle, options: CardOptions(),
                coordinates: mode)
            let rounded = try XCTUnwrap(map.requests.last)
            XCTAssertEqual(rounded.pins.map(\.precision), Array(repeating: mode.locationPrecision, count: 6))
            XCTAssertEqual(
                rounded.pins.map(\.coordinate),
                TripFixtures.basque.map { $0.coordinate.rounded(decimals: 1) },
                "\(mode): the map never sees more than the card shows")
            XCTAssertEqual(rounded.drawsRoute, mode == .approx, "\(mode)")
            // Hidden: every stop's 25 km lie inside a withheld area, each area once (stops in one
            // half-degree cell share one).
            let areas = rounded.withheldAreas.areas
            XCTAssertEqual(areas.isEmpty, mode != .hidden, "\(mode)")
            XCTAssertEqual(Set(areas).count, areas.count)
            for entry in TripFixtures.basque where mode == .hidden {
                XCTAssertTrue(
                    areas.contains {
                        $0.center.distance(to: entry.coordinate) + Disclosure.hiddenClearanceKilometres * 1000
                            <= $0.radiusKilometres * 1000
                    }, entry.title)
            }
        }
    }

    func testSummaryMapFailuresAreReportedWithTheProvidersMessage() throws {
        struct Broken: Error, CustomStringConvertible {
            var description: String { "the geodata file is missing" }
        }
        let map = StandInMap()
        map.failure = Broken()
        let card = TripSummaryCard(fonts: try CardFixtures.hermeticFonts(), map: map)
        XCTAssertThrowsError(
            try card.render(
                entries: TripFixtures.basque, title: TripFixtures.basqueTitle, options: CardOptions())
        ) {
            XCTAssertEqual("\($0)", "could not draw the card's map: the geodata file is missing")
        }
        map.failure = nil
        map.widthError = 2
        XCTAssertThrowsError(
            try card.render(
                entries: TripFixtures.basque, title: TripFixtures.basqueTitle, options: CardOptions())
        ) {
            guard case .mapWrongSize(let expected, let actual)? = $0 as? CardError else {
                return XCTFail("unexpected error \($0)")
            }
            XCTAssertEqual(actual.width, expected.width + 2)
        }
    }
}
