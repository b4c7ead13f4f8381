import Foundation
import OutdoorGeo
import OutdoorMap
import OutdoorMapModel
import OutdoorModel
import XCTest

/// A map with withheld areas (around hidden places) names nothing within them, nor anything
/// named like what lies within them, and draws no overlay that does not keep clear of them.
final class MapWithholdingTests: XCTestCase {
    private let kamakura = Coordinate(latitude: 35.3192, longitude: 139.5467)

    private func request(_ overlays: [any MapOverlay], width: Int = 600, height: Int = 600) -> MapRequest {
        MapRequest(
            width: width, height: height, view: .centered(kamakura, widthKilometres: 250), overlays: overlays)
    }

    func testNothingWithinAWithheldAreaIsNamed() throws {
        let renderer = try MapFixtures.renderer()
        let open = try renderer.layout(request([])).labels.map(\.place)
        XCTAssertTrue(open.contains { $0.name == "Yokohama" }, "\(open.map(\.name))")

        let area = MapWithheldAreas.Area(center: kamakura, radiusKilometres: 33)
        let withheld = try renderer.layout(request([MapWithheldAreas([area])])).labels.map(\.place)
        XCTAssertFalse(withheld.isEmpty, "places farther away are named")
        for place in withheld {
            XCTAssertGreaterThan(place.coordinate.distance(to: kamakura), 33_000, place.name)
        }
        // Nor anything named like a place within the area, wherever it is.
        let names = Set(try renderer.database.namedFeatures(within: 33, of: kamakura).map(\.name))
        XCTAssertTrue(names.contains("Fujisawa"))
        XCTAssertTrue(withheld.allSatisfy { !names.contains($0.name) })
        // A pin's own place inside the area is not named either, even when the pin asks for it.
        let pinned = try renderer.layout(
            request([
                MapMarkers([MapPin(kamakura, placeName: "Kamakura, Kanagawa, JP")]), MapWithheldAreas([area]),
            ]))
        XCTAssertFalse(pinned.labels.contains { $0.place.name == "Kamakura" })
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
}
