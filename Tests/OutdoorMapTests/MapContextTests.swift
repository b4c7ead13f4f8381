import Foundation
import OutdoorGeo
import OutdoorMapModel
import OutdoorModel
import TestSupport
import XCTest

@testable import OutdoorMap

/// Maps that say where on Earth they are (issue 24): names of countries, seas and lakes, the
/// locator inset, land cover at card scale, relief only where it is sharp, world views in Equal
/// Earth, and trip summaries whose every stop is marked where it is.
///
/// The goldens are the cartographer's review cases on the card panels (logical pixels at the
/// cards' magnification, scale 2): story 492x240, square 233x475, a landscape card with a photo
/// 276x100 (the panel `CardMap.minimumPanelHeight` gives), the trip summaries' story 480x486, and
/// the 1200x800 overview. Record with `GOLDEN_RECORD=1 swift test --filter MapContextTests`.
final class MapContextTests: XCTestCase {
    private var renderer: MapRenderer {
        get throws { try MapFixtures.threadRenderer() }
    }

    static let story = (width: 492, height: 240)
    static let square = (width: 233, height: 475)
    static let landscape = (width: 276, height: 100)
    static let summary = (width: 480, height: 486)

    /// An entry's card panel: one pin, named by its place line.
    static func card(_ c: Coordinate, _ line: String, _ panel: (width: Int, height: Int)) -> MapRequest {
        MapRequest(
            width: panel.width, height: panel.height, scale: 2,
            overlays: [MapMarkers([MapPin(c, place: PlaceLine.written(line).locality)])],
            showsAttribution: false)
    }

    /// A trip summary's panel: numbered stops joined by the route.
    static func summary(_ stops: [Coordinate]) -> MapRequest {
        MapRequest(
            width: summary.width, height: summary.height, scale: 2,
            overlays: MapFixtures.trip(MapFixtures.numberedPins(stops)), showsAttribution: false)
    }

    static let everest = Coordinate(latitude: 28.0026, longitude: 86.8528)
    static let torresDelPaine = Coordinate(latitude: -50.9423, longitude: -72.9682)
    static let zermatt = Coordinate(latitude: 46.0207, longitude: 7.7491)
    static let peritoMoreno = Coordinate(latitude: -50.4967, longitude: -73.1378)
    static let titicaca = Coordinate(latitude: -15.8402, longitude: -69.3375)
    static let reykjavik = Coordinate(latitude: 64.1466, longitude: -21.9426)
    static let mcmurdo = Coordinate(latitude: -77.8419, longitude: 166.6863)

    /// Ten stops over about 1,900 km: Puerto Montt to Ushuaia.
    static let patagonia = [
        (-41.4693, -72.9424), (-42.4808, -73.7624), (-43.1887, -71.8676), (-45.5712, -72.0685),
        (-46.5413, -71.7243), (-49.3314, -72.8864), (-50.3379, -72.2648), (-50.9423, -72.9682),
        (-51.7308, -72.5062), (-54.8019, -68.3030),
    ].map { Coordinate(latitude: $0.0, longitude: $0.1) }

    /// Along Norway's coast: Bergen to the North Cape by Lofoten.
    static let norway = [
        (60.3913, 5.3221), (62.4722, 6.1495), (63.1105, 7.7279), (63.4305, 10.3951), (67.2804, 14.4049),
        (67.9326, 13.0888), (68.2343, 14.5683), (69.6492, 18.9553), (70.6634, 23.6821), (70.9821, 25.9704),
    ].map { Coordinate(latitude: $0.0, longitude: $0.1) }

    /// Entries on every continent, with Longyearbyen (78°N) and McMurdo (77°S).
    static let worldEntries = [
        (78.2232, 15.6267), (-77.8419, 166.6863), (60.3913, 5.3221), (64.1466, -21.9426), (40.015, -105.2705),
        (35.6762, 139.6503), (-33.8688, 151.2093), (-33.9249, 18.4241), (-34.6037, -58.3816),
        (-1.2921, 36.8219),
        (-50.9423, -72.9682), (28.0026, 86.8528), (46.0207, 7.7491),
    ].map { Coordinate(latitude: $0.0, longitude: $0.1) }

    private func countries(_ details: MapRenderDetails) -> [String] {
        details.labels.compactMap { $0.area?.kind == .country ? $0.name : nil }.sorted()
    }

    private func waters(_ details: MapRenderDetails) -> [String] {
        details.labels.compactMap { ($0.area?.kind.isWater ?? false) ? $0.name : nil }.sorted()
    }

    // MARK: Goldens

    func testEverestBaseCampNamesNepalAndChinaOverTheKhumbuIce() throws {
        let request = Self.card(Self.everest, "near Lobuche, Koshi, NP", Self.story)
        let rendering = try renderer.renderWithDetails(request)
        XCTAssertEqual(countries(rendering.details), ["China", "Nepal"])
        try Golden.verify(rendering.image, named: "map-context-everest")
    }

    func testTorresDelPaineNamesChileAndArgentina() throws {
        let request = Self.card(Self.torresDelPaine, "Magallanes, CL", Self.square)
        let rendering = try renderer.renderWithDetails(request)
        XCTAssertEqual(countries(rendering.details), ["Argentina", "Chile"])
        try Golden.verify(rendering.image, named: "map-context-torres-del-paine")
    }

    func testZermattNamesSwitzerlandAndItaly() throws {
        let request = Self.card(Self.zermatt, "Zermatt, Valais, CH", Self.square)
        let rendering = try renderer.renderWithDetails(request)
        XCTAssertEqual(countries(rendering.details), ["Italy", "Switzerland"])
        try Golden.verify(rendering.image, named: "map-context-zermatt")
    }

    func testPeritoMorenoShowsTheIceFieldAndNamesLagoArgentino() throws {
        let request = Self.card(Self.peritoMoreno, "near Lago Argentino, Santa Cruz, AR", Self.square)
        let rendering = try renderer.renderWithDetails(request)
        let lake = rendering.details.labels.first { $0.name == "Lago Argentino" }
        XCTAssertEqual(lake?.role, .entryPlace, "the lake the place line names is named as the entry's place")
        XCTAssertTrue(countries(rendering.details).contains("Argentina"))
        try Golden.verify(rendering.image, named: "map-context-perito-moreno")
    }

    func testLakeTiticacaIsNamedInsideTheLake() throws {
        let request = Self.card(Self.titicaca, "Lago Titicaca, La Paz, BO", Self.square)
        let rendering = try renderer.renderWithDetails(request)
        let lake = try XCTUnwrap(rendering.details.labels.first { $0.name == "Lago Titicaca" })
        XCTAssertEqual(lake.area?.kind, .lake)
        XCTAssertEqual(countries(rendering.details), ["Bolivia", "Peru"])
        try Golden.verify(rendering.image, named: "map-context-titicaca")
    }

    func testReykjavikOnAShortLandscapePanelKeepsThePinWhole() throws {
        let request = Self.card(Self.reykjavik, "Reykjavík, Capital Region, IS", Self.landscape)
        let rendering = try renderer.renderWithDetails(request)
        let details = rendering.details
        let view = CGRect(x: 0, y: 0, width: details.viewport.width, height: details.viewport.height)
        let pin = try XCTUnwrap(details.markers.first)
        XCTAssertTrue(view.contains(pin.frame), "the pin's head is cut by the panel's edge")
        XCTAssertTrue(details.labels.contains { $0.name == "Reykjavík" && $0.role == .entryPlace })
        try Golden.verify(rendering.image, named: "map-context-reykjavik-landscape")
    }

    func testLongyearbyenSquareShowsIceAndNoStreakyRelief() throws {
        let request = Self.card(MapFixtures.longyearbyen, "Longyearbyen, Svalbard, NO", Self.square)
        let rendering = try renderer.renderWithDetails(request)
        XCTAssertEqual(rendering.details.level, .high)
        XCTAssertEqual(
            MapRenderer.reliefOpacity(
                metresPerDevicePixel: rendering.details.viewport.metresPerDevicePixel,
                widthKilometres: rendering.details.viewport.widthKilometres), 0,
            "2 arc-minute relief would only smudge a 100 km card")
        XCTAssertTrue(
            rendering.details.labels.contains(where: \.isWidelyKnown)
                || rendering.details.locatorFrame != nil,
            "Svalbard's capital, a sea's name or the locator inset says where the map is")
        try Golden.verify(rendering.image, named: "map-context-longyearbyen-square")
    }

    func testWorldViewWithEntriesAt78NorthAnd77SouthIsEqualEarth() throws {
        let request = MapRequest.overview(of: Self.worldEntries)
        let rendering = try renderer.renderWithDetails(request)
        let details = rendering.details
        XCTAssertEqual(details.viewport.projection, .equalEarth)
        XCTAssertNil(details.scaleBar, "a world in Equal Earth has no one scale")
        try Golden.verify(rendering.image, named: "map-context-world-polar")
    }

    func testPatagoniaTripMarksEveryStopWhereItIs() throws {
        let request = Self.summary(Self.patagonia)
        let rendering = try renderer.renderWithDetails(request)
        let details = rendering.details
        XCTAssertEqual(details.markers.count, 10, "ten stops, each with its own marker")
        assertEveryStopMarked(details, stops: Self.patagonia)
        assertEndsNamed(details, first: "Puerto Montt", last: "Ushuaia")
        XCTAssertNotNil(details.scaleBar)
        try Golden.verify(rendering.image, named: "map-context-patagonia-trip")
    }

    func testNorwayCoastalTripReadsTheIntermediateCoast() throws {
        let request = Self.summary(Self.norway)
        let rendering = try renderer.renderWithDetails(request)
        let details = rendering.details
        XCTAssertEqual(details.level, .intermediate, "a 1,500 km view reads the 1 km coast, not the 5 km one")
        assertEveryStopMarked(details, stops: Self.norway)
        assertEndsNamed(details, first: "Bergen", last: "Honningsvåg")
        XCTAssertNotNil(details.scaleBar, "every summary has a scale bar")
        try Golden.verify(rendering.image, named: "map-context-norway-trip")
    }

    // MARK: Checks

    /// Every stop's position is covered by its own marker or marked by a leader's dot.
    private func assertEveryStopMarked(
        _ details: MapRenderDetails, stops: [Coordinate], file: StaticString = #filePath, line: UInt = #line
    ) {
        for (index, stop) in stops.enumerated() {
            let p = details.viewport.project(stop)
            guard let marker = details.markers.first(where: { $0.pins.contains(index) }) else {
                XCTFail("stop \(index + 1) has no marker", file: file, line: line)
                continue
            }
            let at = marker.leaderFrom ?? marker.position
            let d = ((at.x - p.x) * (at.x - p.x) + (at.y - p.y) * (at.y - p.y)).squareRoot()
            XCTAssertLessThan(
                d, 0.35 * 2 * MarkerGeometry.numberRadius,
                "stop \(index + 1) is marked away from where it is",
                file: file, line: line)
        }
    }

    private func assertEndsNamed(
        _ details: MapRenderDetails, first: String, last: String, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let named = Set(details.labels.filter { $0.role == .stopPlace }.map(\.name))
        XCTAssertTrue(named.contains(first), "the first stop, \(first), is named", file: file, line: line)
        XCTAssertTrue(named.contains(last), "the last stop, \(last), is named", file: file, line: line)
    }

    func testMarkersDrawnEqualEntriesCountedOnAWorldExtentWithPolarEntries() throws {
        let renderer = try renderer
        // Every entry on its own continent, the poles' stations included, and a few close pairs.
        var entries = Self.worldEntries
        entries += [
            Coordinate(latitude: 89.9, longitude: 0), Coordinate(latitude: -89.9, longitude: 140),
            Coordinate(latitude: 78.2, longitude: 15.7), Coordinate(latitude: -77.85, longitude: 166.7),
        ]
        for (width, height) in [(1200, 800), (1080, 540), (600, 600)] {
            let request = MapRequest.overview(of: entries, width: width, height: height)
            let details = try renderer.layout(request)
            let view = CGRect(x: 0, y: 0, width: width, height: height)
            XCTAssertEqual(details.viewport.projection, .equalEarth)
            XCTAssertEqual(details.markers.map(\.count).reduce(0, +), entries.count, "\(width)x\(height)")
            XCTAssertEqual(details.markers.flatMap(\.pins).sorted(), Array(entries.indices))
            for marker in details.markers {
                XCTAssertTrue(
                    view.contains(marker.frame), "marker \(marker.pins) is off the \(width)x\(height) map")
            }
            for (index, entry) in entries.enumerated() {
                let p = details.viewport.project(entry)
                XCTAssertTrue(view.contains(CGPoint(x: p.x, y: p.y)), "entry \(index) lies outside the frame")
            }
        }
    }

    func testMcMurdoGetsALocatorInsetAndNoRadarOnAWorldView() throws {
        let renderer = try renderer
        let card = try renderer.layout(Self.card(Self.mcmurdo, "Antarctica", Self.landscape))
        XCTAssertFalse(card.labels.contains(where: \.isWidelyKnown))
        let inset = try XCTUnwrap(
            card.locatorFrame, "a card naming nothing a stranger knows has a locator inset")
        for marker in card.markers { XCTAssertFalse(LabelPlacer.overlaps(inset, marker.frame)) }
        let never = Self.card(Self.mcmurdo, "Antarctica", Self.landscape)
        var off = never
        off.locatorInset = .never
        XCTAssertNil(try renderer.layout(off).locatorFrame)
        // A card that names a capital needs no inset.
        XCTAssertNil(
            try renderer.layout(Self.card(Self.reykjavik, "Reykjavík, Capital Region, IS", Self.story))
                .locatorFrame)
    }

    func testTheScaleBarMovesRatherThanHideAName() throws {
        // Alcalá de Henares: Madrid lies where the bar would sit, bottom left.
        let alcala = Coordinate(latitude: 40.4818, longitude: -3.3636)
        let details = try renderer.layout(
            Self.card(alcala, "Alcalá de Henares, Madrid, ES", (width: 276, height: 130)))
        XCTAssertNotNil(details.scaleBar)
        let bar = try XCTUnwrap(details.scaleBarFrame)
        XCTAssertTrue(details.labels.contains { $0.name == "Madrid" }, "Madrid is named")
        for label in details.labels {
            XCTAssertFalse(LabelPlacer.overlaps(label.frame, bar), "the scale bar covers \(label.name)")
        }
    }

    func testWadisAreDashedIntermittentRivers() {
        let dash = MapRenderer.intermittentDash(width: 0.7)
        XCTAssertEqual(dash.count, 2)
        XCTAssertGreaterThan(dash[1], 0, "intermittent rivers are broken lines")
    }

    func testReliefShowsOnlyWhereItsDataIsSharp() {
        // 2 arc-minutes are 3.7 km north to south: sharp at 400 km over 1080 device pixels...
        XCTAssertEqual(
            MapRenderer.reliefOpacity(metresPerDevicePixel: 400_000 / 1080, widthKilometres: 400), 1)
        // ...gone from a 100 km card and from a square card's map at twice the card's scale...
        XCTAssertEqual(
            MapRenderer.reliefOpacity(metresPerDevicePixel: 100_000 / 1080, widthKilometres: 100), 0)
        XCTAssertEqual(MapRenderer.reliefOpacity(metresPerDevicePixel: 96_000 / 466, widthKilometres: 96), 0)
        // ...and from continents and the world, where it turns coasts into brush strokes.
        XCTAssertEqual(MapRenderer.reliefOpacity(metresPerDevicePixel: 5_000, widthKilometres: 5_400), 0)
        XCTAssertEqual(MapRenderer.reliefOpacity(metresPerDevicePixel: 2_000, widthKilometres: 2_000), 1)
    }

    func testAreaNamesGoThroughTheOneCandidateList() throws {
        let renderer = try renderer
        let request = Self.card(Self.zermatt, "Zermatt, Valais, CH", Self.square)
        let plan = try renderer.plan(request)
        let context = LabelContext(
            viewport: plan.viewport, level: plan.level, markers: plan.markers, land: plan.land, obstacles: [],
            placesToName: MapRenderer.markersAndPlaces(of: plan.overlays).1)
        let areas = try AreaNaming(renderer: renderer, request: request, context: context)
        let candidates = try renderer.labelCandidates(request, context: context, areas: areas.candidates)
        for label in plan.labels {
            XCTAssertTrue(
                candidates.contains { $0.subject == label.label.subject },
                "\(label.label.name) was named without being a candidate")
        }
        XCTAssertTrue(candidates.contains { $0.subject.isArea })
    }
}

extension PlacedLabel.Subject {
    fileprivate var isArea: Bool {
        if case .area = self { return true }
        return false
    }
}
