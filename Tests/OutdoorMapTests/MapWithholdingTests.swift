import Foundation
import OutdoorGeo
import OutdoorMap
import OutdoorMapModel
import OutdoorModel
import XCTest

/// A map with withheld areas (around hidden places) names nothing finer than a hidden place line
/// discloses, anywhere in its frame, and draws no overlay that does not keep clear of them.
final class MapWithholdingTests: XCTestCase {
    private let kamakura = Coordinate(latitude: 35.3192, longitude: 139.5467)

    private func request(_ overlays: [any MapOverlay], width: Int = 600, height: Int = 600) -> MapRequest {
        MapRequest(
            width: width, height: height, view: .centered(kamakura, widthKilometres: 250), overlays: overlays)
    }

    func testAMapShowingAHiddenPlaceNamesNothingFinerThanItsRegionAnywhere() throws {
        let renderer = try MapFixtures.renderer()
        let open = try renderer.layout(request([])).labels
        XCTAssertTrue(open.contains { $0.place?.name == "Yokohama" }, "\(open.map(\.name))")
        XCTAssertTrue(open.contains { $0.place?.name == "Tokyo" }, "\(open.map(\.name))")

        let area = MapWithheldAreas.Area(center: kamakura, radiusKilometres: 33)
        let withheld = try renderer.layout(request([MapWithheldAreas([area])])).labels
        XCTAssertFalse(withheld.isEmpty, "the sea and the ocean are still named")
        // No town anywhere, near the area or far from it: a map that named Tokyo but not Kamakura
        // would show the hole.
        XCTAssertEqual(withheld.compactMap(\.place).map(\.name), [])
        for label in withheld {
            guard case .area(let named) = label.subject else { continue }
            if named.kind != .country && named.kind != .ocean && named.kind != .sea {
                XCTAssertGreaterThanOrEqual(named.bounds.longerSideKilometres, 200, named.name)
            }
        }
        XCTAssertFalse(withheld.contains { $0.name == "Tokyo Bay" || $0.name == "Sagami Bay" })
        // The names do not depend on where the area lies: one 60 km away gives the same list.
        let elsewhere = MapWithheldAreas.Area(
            center: Coordinate(latitude: 35.6, longitude: 140.1), radiusKilometres: 33)
        let other = try renderer.layout(request([MapWithheldAreas([elsewhere])])).labels
        XCTAssertEqual(other.map(\.name), withheld.map(\.name))
        // A pin's own place inside the area is not named either, even when the pin asks for it.
        let pinned = try renderer.layout(
            request([
                MapMarkers([MapPin(kamakura, place: PlaceLine.written("Kamakura, Kanagawa, JP").locality)]),
                MapWithheldAreas([area]),
            ]))
        XCTAssertFalse(pinned.labels.contains { $0.name == "Kamakura" })
        XCTAssertTrue(pinned.markers.isEmpty, "a pin inside a withheld area is not marked")
    }

    func testOverlaysThatWouldLeadToTheAreaAreNotDrawn() throws {
        let renderer = try MapFixtures.renderer()
        let tokyo = Coordinate(latitude: 35.68, longitude: 139.76)
        let area = MapWithheldAreas([MapWithheldAreas.Area(center: kamakura, radiusKilometres: 33)])
        let route = MapRoute([tokyo, kamakura])
        let details = try renderer.renderWithDetails(
            request([route, MapMarkers([MapPin(tokyo, mark: .number(1))]), area], width: 300, height: 300)
        ).details
        XCTAssertEqual(details.markers.count, 1, "the stop outside the area is marked")
        // Drawn without the route: the same labels as a map that never had one.
        let without = try renderer.layout(
            request([MapMarkers([MapPin(tokyo, mark: .number(1))]), area], width: 300, height: 300))
        XCTAssertEqual(details.labels, without.labels)
    }

    func testATrackIsCutWhereItEntersAWithheldArea() throws {
        let area = MapWithheldAreas([MapWithheldAreas.Area(center: kamakura, radiusKilometres: 33)])
        // A line from 100 km south-west of Kamakura to 100 km north-east of it, through it.
        let line = (0...200).map {
            Coordinate(
                latitude: kamakura.latitude - 0.6 + Double($0) * 0.006,
                longitude: kamakura.longitude - 0.7 + Double($0) * 0.007)
        }
        let track = MapTrack(segments: [line], marksEnds: true)
        let kept = try XCTUnwrap(track.withholding(area) as? MapTrack)
        XCTAssertEqual(kept.segments.count, 2, "cut in two, the pieces not joined")
        for c in kept.segments.joined() { XCTAssertFalse(area.contains(c)) }
        XCTAssertEqual(kept.start, track.start)
        XCTAssertEqual(kept.end, track.end)
        XCTAssertTrue(kept.marksEnds, "its ends are where they were")
        // A walk inside the area leaves nothing; one whose end is cut no longer marks its ends.
        XCTAssertNil(MapTrack(segments: [Array(line[90...110])]).withholding(area))
        let cut = try XCTUnwrap(
            MapTrack(segments: [Array(line[0...100])], marksEnds: true).withholding(area) as? MapTrack)
        XCTAssertFalse(cut.marksEnds)
        // Drawn, the map draws no point of it within the area.
        let details = try MapFixtures.renderer().renderWithDetails(request([track, area])).details
        XCTAssertGreaterThan(details.trackPointsDrawn, 0)
    }
}
