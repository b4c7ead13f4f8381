import CardTestSupport
import Foundation
import OutdoorCard
import OutdoorDisclosure
import OutdoorMapModel
import OutdoorModel
import OutdoorRaster
import XCTest

/// A card's map is planned once, and the credit under it names exactly the sources that plan draws.
final class CardMapCreditTests: XCTestCase {
    /// A provider whose plans credit `drawn`, while it says a map may need `possible`.
    final class CreditingMap: CardMapProvider {
        let inner = StandInMap()
        var possible: [MapCredit]
        var drawn: [MapCredit]
        private(set) var plans = 0

        init(possible: [MapCredit], drawn: [MapCredit]) {
            self.possible = possible
            self.drawn = drawn
        }

        func plan(_ request: MapRequest) throws -> any PlannedCardMap {
            plans += 1
            let planned = try inner.plan(request)
            return PicturedCardMap(request, credits: drawn) { try planned.picture() }
        }

        func possibleCredits(showingDetail: Bool) -> [MapCredit] { possible }
    }

    func testEachCardPlansItsMapOnce() throws {
        let map = StandInMap()
        _ = try CardFixtures.renderer(map: map).render(
            CardFixtures.entry(), photo: nil, options: CardOptions())
        XCTAssertEqual(map.requests.count, 1, "the entry card")
        let summary = StandInMap()
        _ = try TripSummaryCard(fonts: try CardFixtures.hermeticFonts(), map: summary).render(
            entries: TripFixtures.basque, title: TripFixtures.basqueTitle, options: CardOptions())
        XCTAssertEqual(summary.requests.count, 1, "the trip summary")
    }

    func testTheCreditNamesWhatThePlanDrewNotWhatTheLayoutMadeRoomFor() throws {
        // Room was made for OpenStreetMap's credit; the plan drew the bundled data only.
        let narrower = CreditingMap(possible: [.bundledData, .openStreetMap], drawn: [.bundledData])
        let card = try CardFixtures.renderer(map: narrower).render(
            CardFixtures.entry(), photo: nil, options: CardOptions())
        XCTAssertEqual(narrower.plans, 1)
        XCTAssertEqual(card.text.mapAttribution, MapAttribution.bundledData)
        XCTAssertFalse(card.text.mapAttribution.contains("OpenStreetMap"))

        // A plan that draws another source credits it, in the line and in what the card reports.
        let wider = CreditingMap(
            possible: [.bundledData, .source("Elevation: Test DEM")],
            drawn: [.bundledData, .source("Elevation: Test DEM")])
        let other = try CardFixtures.renderer(map: wider).render(
            CardFixtures.entry(), photo: nil, options: CardOptions())
        XCTAssertEqual(
            other.text.mapAttribution, MapAttribution.bundledData + " · Elevation: Test DEM")

        let summary = try TripSummaryCard(fonts: try CardFixtures.hermeticFonts(), map: narrower).render(
            entries: TripFixtures.basque, title: TripFixtures.basqueTitle, options: CardOptions())
        XCTAssertEqual(summary.text.mapAttribution, MapAttribution.bundledData)
    }

    func testTheCreditLineIsComposedFromTypedSourcesEachOnce() {
        XCTAssertEqual(
            MapAttribution.line([.bundledData, .openStreetMap, .source("RainViewer"), .openStreetMap]),
            MapAttribution.bundledData + " · " + MapAttribution.openStreetMap + " · RainViewer")
        XCTAssertEqual(MapAttribution.line(showingDetail: false), MapAttribution.bundledData)
    }
}
