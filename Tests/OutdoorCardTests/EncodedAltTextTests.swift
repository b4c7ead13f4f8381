import CardTestSupport
import Foundation
import OutdoorCard
import OutdoorDisclosure
import XCTest

/// Encoded cards carry their alt text, made from the texts the card shows.
final class EncodedAltTextTests: XCTestCase {
    func testAnEncodedCardCarriesTheAltTextOfWhatItShows() throws {
        let renderer = try CardFixtures.renderer(map: StandInMap())
        for (options, mode) in [
            (CardOptions(), CoordinatesMode.precise), (CardOptions(units: .imperial), .approx),
            (CardOptions(), .hidden),
        ] {
            let shown = try CardFixtures.meadow.disclosed(mode)
            let card = try renderer.export(
                shown, photo: nil, options: options, output: CardOutput(format: .jpeg, quality: 60))
            XCTAssertEqual(card.altText, CardAltText.make(for: shown, options: options))
            XCTAssertEqual(card.altText, CardAltText.make(for: shown, text: card.card.text))
        }
    }

    func testAnEncodedSummaryCarriesTheAltTextOfWhatItShows() throws {
        let card = TripSummaryCard(fonts: try CardFixtures.hermeticFonts(), map: StandInMap())
        let options = CardOptions(preset: .landscape)
        let summary = try card.export(
            entries: TripFixtures.basque, title: TripFixtures.basqueTitle, options: options,
            output: CardOutput(), coordinates: .hidden)
        XCTAssertEqual(
            summary.altText,
            try TripSummaryAltText.make(
                entries: TripFixtures.basque, title: TripFixtures.basqueTitle, options: options,
                coordinates: .hidden))
        XCTAssertTrue(summary.altText.hasPrefix("Trip summary: \(TripFixtures.basqueTitle)\n"))
    }
}
