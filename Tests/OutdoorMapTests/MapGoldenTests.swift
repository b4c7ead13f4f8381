import Foundation
import OutdoorGeo
import OutdoorMap
import OutdoorMapModel
import OutdoorModel
import TestSupport
import XCTest

/// Golden images of whole maps (Goldens/map-*.png), drawn from the shipped data with the bundled fonts.
///
/// Card panels are 1080x540 at 1x (the dark panel 540x270 at 2x, the size a phone-legible card
/// asks for); overviews are 1200x800. Record with `GOLDEN_RECORD=1 swift test --filter MapGoldenTests`.
final class MapGoldenTests: XCTestCase {
    private var renderer: MapRenderer {
        get throws { try MapFixtures.threadRenderer() }
    }

    func testBoulderInlandRegionalViewInMiles() throws {
        let request = MapRequest(
            width: 1080, height: 540, units: .imperial, overlays: [MapMarkers([MapPin(MapFixtures.boulder)])])
        try Golden.verify(try renderer.render(request), named: "map-boulder")
    }

    func testBergenFjordCoast() throws {
        let request = MapRequest(
            width: 1080, height: 540, overlays: [MapMarkers([MapPin(MapFixtures.bergen)])])
        try Golden.verify(try renderer.render(request), named: "map-bergen")
    }

    func testIcelandTripWithRoute() throws {
        let pins = MapFixtures.numberedPins(MapFixtures.iceland)
        let request = MapRequest(width: 1080, height: 540, overlays: MapFixtures.trip(pins))
        try Golden.verify(try renderer.render(request), named: "map-iceland-trip")
    }

    func testFijiAcrossTheAntimeridian() throws {
        let pins = MapFixtures.numberedPins(MapFixtures.fiji)
        let request = MapRequest(width: 1080, height: 540, overlays: MapFixtures.trip(pins))
        try Golden.verify(try renderer.render(request), named: "map-fiji-antimeridian")
    }

    func testSvalbardHighLatitude() throws {
        let request = MapRequest(
            width: 1080, height: 540, overlays: [MapMarkers([MapPin(MapFixtures.longyearbyen)])])
        try Golden.verify(try renderer.render(request), named: "map-svalbard")
    }

    func testPointInTheOpenOcean() throws {
        let request = MapRequest(
            width: 1080, height: 540, overlays: [MapMarkers([MapPin(MapFixtures.openAtlantic)])])
        try Golden.verify(try renderer.render(request), named: "map-open-ocean")
    }

    func testEmptyJournalWorldMap() throws {
        try Golden.verify(try renderer.render(MapRequest.overview(of: [])), named: "map-world-empty")
    }

    func testOverviewMergesOverlappingPins() throws {
        let request = MapRequest.overview(of: MapFixtures.thousandEntries())
        try Golden.verify(try renderer.render(request), named: "map-overview-clusters")
    }

    func testDarkCardPanelAtDoubleScale() throws {
        let request = MapRequest(
            width: 540, height: 270, scale: 2, theme: .dark,
            overlays: [MapMarkers([MapPin(MapFixtures.bergen)])])
        try Golden.verify(try renderer.render(request), named: "map-card-dark")
    }

    func testApproximatePrecisionPanel() throws {
        let request = MapRequest(
            width: 1080, height: 540,
            overlays: [MapMarkers([MapPin(MapFixtures.interlaken, precision: .approximate)])])
        try Golden.verify(try renderer.render(request), named: "map-approximate")
    }

    func testHiddenPrecisionPanel() throws {
        let request = MapRequest(
            width: 1080, height: 540,
            overlays: [MapMarkers([MapPin(MapFixtures.boulder, precision: .hidden)])])
        try Golden.verify(try renderer.render(request), named: "map-hidden")
    }

    func testMadridNamesTheEntrysOwnCity() throws {
        // The place line says "Madrid, ES": Madrid is named, and Alcalá keeps to its own dot.
        let request = MapRequest(
            width: 1080, height: 540,
            overlays: [
                MapMarkers([MapPin(MapFixtures.madrid, place: PlaceLine.written("Madrid, ES").locality)])
            ])
        try Golden.verify(try renderer.render(request), named: "map-madrid")
    }

    func testDenseTripMergesAndFansItsStops() throws {
        let pins = MapFixtures.numberedPins(MapFixtures.denseTrip)
        let request = MapRequest(width: 1080, height: 540, overlays: MapFixtures.trip(pins))
        try Golden.verify(try renderer.render(request), named: "map-dense-trip")
    }

    func testAlpsAt400KilometresWithRelief() throws {
        let request = MapRequest(
            width: 1080, height: 540,
            view: .centered(Coordinate(latitude: 46.45, longitude: 9.3), widthKilometres: 400))
        try Golden.verify(try renderer.render(request), named: "map-alps-relief")
    }

    func testBoulderAt300KilometresShowsTheRockies() throws {
        let request = MapRequest(
            width: 1080, height: 540,
            view: .centered(MapFixtures.boulder, widthKilometres: 300),
            overlays: [
                MapMarkers([
                    MapPin(MapFixtures.boulder, place: PlaceLine.written("Boulder, Colorado, US").locality)
                ])
            ])
        try Golden.verify(try renderer.render(request), named: "map-boulder-300km")
    }
}
