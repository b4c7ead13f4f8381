import CardTestSupport
import Foundation
import OutdoorCard
import OutdoorModel
import OutdoorRaster
import XCTest

/// Both cards reach their map through `CardMapProvider`: what they ask for, and its failures.
final class CardMapSeamTests: XCTestCase {
    private func pixels(_ panel: CGRect, scale: Double) -> PixelSize {
        PixelSize(width: Int((panel.width * scale).rounded()), height: Int((panel.height * scale).rounded()))
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
        XCTAssertEqual(
            request.pixelSize, PixelSize(width: Int(panel.width) * 2, height: Int(panel.height) * 2))
        XCTAssertEqual(request.scale, 2)
        XCTAssertEqual(request.theme, .dark)
        XCTAssertEqual(request.units, .imperial)
        XCTAssertEqual(request.coordinates, .precise)
        XCTAssertEqual(request.coordinate, entry.coordinate)

        for mode in [CardCoordinates.approx, .hidden] {
            _ = try renderer.render(entry, photo: nil, options: CardOptions(coordinates: mode))
            let rounded = try XCTUnwrap(map.requests.last)
            XCTAssertEqual(rounded.coordinates, mode)
            XCTAssertEqual(rounded.coordinate, Coordinate(latitude: 43.0, longitude: -2.7), "\(mode)")
        }
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
        XCTAssertEqual(request.pixelSize, pixels(try XCTUnwrap(summary.layout.map), scale: 2))
        XCTAssertEqual(request.scale, 2)
        XCTAssertEqual(request.theme, .dark)
        XCTAssertEqual(request.units, .imperial)
        XCTAssertEqual(request.coordinates, .precise)
        XCTAssertEqual(request.stops.map(\.coordinate), TripFixtures.basque.map(\.coordinate))
        XCTAssertEqual(request.stops.map(\.mark), (1...6).map { CardMapRequest.Mark.number($0) })
        XCTAssertEqual(request.coordinate, TripFixtures.basque[0].coordinate)
        XCTAssertTrue(request.drawsRoute)
        XCTAssertFalse(request.clustersStops)

        for mode in [CardCoordinates.approx, .hidden] {
            _ = try card.render(
                entries: TripFixtures.basque, title: TripFixtures.basqueTitle,
                options: CardOptions(coordinates: mode))
            let rounded = try XCTUnwrap(map.requests.last)
            XCTAssertEqual(rounded.coordinates, mode)
            XCTAssertEqual(
                rounded.stops.map(\.coordinate),
                TripFixtures.basque.map { mode.mapCoordinate(for: $0.coordinate) },
                "\(mode): the map never sees more than the card shows")
            XCTAssertEqual(rounded.drawsRoute, mode == .approx, "\(mode)")
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
