import CardTestSupport
import Foundation
import OutdoorCard
import XCTest

/// Encoded cards carry their alt text, made from the texts the card shows.
final class EncodedAltTextTests: XCTestCase {
    func testAnEncodedCardCarriesTheAltTextOfWhatItShows() throws {
        let renderer = try CardFixtures.renderer(map: StandInMap())
        for options in [CardOptions(), CardOptions(units: .imperial, coordinates: .approx)] {
            let card = try renderer.export(
                CardFixtures.meadow, photo: nil, options: options,
                output: CardOutput(format: .jpeg, quality: 60))
            XCTAssertEqual(card.altText, CardAltText.make(for: CardFixtures.meadow, options: options))
            XCTAssertEqual(
                card.altText,
                CardAltText.make(for: CardFixtures.meadow, text: card.card.text, options: options))
        }
    }

    func testAnEncodedSummaryCarriesTheAltTextOfWhatItShows() throws {
        let card = TripSummaryCard(fonts: try CardFixtures.hermeticFonts(), map: StandInMap())
        let options = CardOptions(preset: .landscape, coordinates: .hidden)
        let summary = try card.export(
            entries: TripFixtures.basque, title: TripFixtures.basqueTitle, options: options,
            output: CardOutput())
        XCTAssertEqual(
            summary.altText,
            TripSummaryAltText.make(
                entries: TripFixtures.basque, title: TripFixtures.basqueTitle, options: options))
        XCTAssertTrue(summary.altText.hasPrefix("Trip summary: \(TripFixtures.basqueTitle)\n"))
    }
}
