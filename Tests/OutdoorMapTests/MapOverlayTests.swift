import Foundation
import OutdoorDrawing
import OutdoorGeo
import OutdoorMapModel
import OutdoorModel
import OutdoorRaster
import XCTest

@testable import OutdoorMap

/// A kind of overlay the renderer has never heard of, declared here in one place: a square of
/// `side` logical pixels at a position, painted in the route layer, which names keep clear of.
private struct SquareOverlay: MapOverlay, DrawnOverlay {
    var center: Coordinate
    var side = 40.0

    func fit(in request: MapRequest) -> OverlayFit {
        OverlayFit(coordinates: [center], reach: EdgeInsets(uniform: side / 2))
    }

    func plan(_ planning: OverlayPlanning) throws -> any OverlayPlan {
        let p = planning.viewport.project(center)
        return SquarePlan(box: CGRect(x: p.x - side / 2, y: p.y - side / 2, width: side, height: side))
    }

    var attribution: String? { "Squares: the tests" }
}

private struct SquarePlan: OverlayPlan {
    var box: CGRect
    var obstacles: [CGRect] { [box] }

    func paint(_ layer: MapLayer, _ painting: OverlayPainting) throws {
        guard layer == .route else { return }
        try painting.canvas.fill(box, color: Color(rgb: 0xFF00FF))
    }
}

/// A value with no drawing in the renderer.
private struct UndrawnOverlay: MapOverlay {
    var label = "nothing"
}

/// The overlay list: any kind of overlay fits, plans and paints itself; the request compares,
/// checks and credits its overlays.
final class MapOverlayTests: XCTestCase {
    private var renderer: MapRenderer {
        get throws { try MapFixtures.threadRenderer() }
    }

    func testANewKindOfOverlayIsFittedPaintedAndKeptClearOfByNames() throws {
        // Bergen's pin and a square over Oslo, 300 km east: the view shows both whole.
        let oslo = Coordinate(latitude: 59.9139, longitude: 10.7522)
        let request = MapRequest(
            width: 1080, height: 540,
            overlays: [MapMarkers([MapPin(MapFixtures.bergen)]), SquareOverlay(center: oslo, side: 60)])
        let rendering = try renderer.renderWithDetails(request)
        let details = rendering.details
        let view = CGRect(x: 0, y: 0, width: 1080, height: 540)
        let p = details.viewport.project(oslo)
        let square = CGRect(x: p.x - 30, y: p.y - 30, width: 60, height: 60)
        XCTAssertTrue(view.insetBy(dx: 23, dy: 23).contains(square), "\(square) fitted inside the padding")
        XCTAssertTrue(view.contains(try XCTUnwrap(details.markers.first).frame))
        let centre = rendering.image.rgba(x: Int(p.x.rounded()), y: Int(p.y.rounded()))
        XCTAssertEqual([centre.r, centre.g, centre.b], [255, 0, 255], "painted in its layer")
        XCTAssertFalse(details.labels.isEmpty)
        for label in details.labels {
            XCTAssertFalse(
                LabelPlacer.overlaps(label.frame, square), "\(label.name) is under the square")
        }
        XCTAssertTrue(request.attribution.hasSuffix(" · Squares: the tests"), request.attribution)

        // The same place without the square names a town where the square was.
        let plain = try renderer.layout(
            MapRequest(width: 1080, height: 540, view: .centered(oslo, widthKilometres: 100)))
        let withSquare = try renderer.layout(
            MapRequest(
                width: 1080, height: 540, view: .centered(oslo, widthKilometres: 100),
                overlays: [SquareOverlay(center: oslo, side: 200)]))
        let middle = CGRect(x: 440, y: 170, width: 200, height: 200)
        XCTAssertTrue(plain.labels.contains { LabelPlacer.overlaps($0.frame, middle) })
        XCTAssertFalse(withSquare.labels.contains { LabelPlacer.overlaps($0.frame, middle) })
    }

    func testAnOverlayWithoutADrawingIsAClearError() throws {
        let request = MapRequest(width: 100, height: 100, overlays: [UndrawnOverlay()])
        XCTAssertThrowsError(try renderer.render(request)) { error in
            XCTAssertEqual(error as? MapError, .unsupportedOverlay("UndrawnOverlay"))
            XCTAssertEqual(
                "\(error)",
                "The map cannot draw an overlay of kind UndrawnOverlay: the renderer has no drawing for it.")
        }
    }

    func testEveryShippedOverlayHasItsDrawing() throws {
        // The kinds come from the type: a new case without a drawing fails here.
        for kind in MapOverlayKind.allCases {
            XCTAssertTrue(
                kind.overlayType is any DrawnOverlay.Type,
                "\(kind.overlayType) (\(kind)) has no drawing in the renderer")
        }
        // And every type in Sources/ that conforms to MapOverlay is a case of the kind.
        let declared = try Self.overlayTypesDeclaredInSources()
        let kinds = Set(MapOverlayKind.allCases.map { String(describing: $0.overlayType) })
        XCTAssertFalse(declared.isEmpty)
        XCTAssertEqual(declared.subtracting(kinds), [], "overlay types missing from MapOverlayKind")
        XCTAssertEqual(kinds.subtracting(declared), [], "kinds whose types the scan did not find")
    }

    /// The names of the types that `Sources/` declares or extends as conforming to `MapOverlay`.
    private static func overlayTypesDeclaredInSources() throws -> Set<String> {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
        let pattern = try NSRegularExpression(
            pattern: #"(?:struct|class|enum|extension)\s+(\w+)\s*:[^{]*\bMapOverlay\b"#)
        var names: Set<String> = []
        let files = try XCTUnwrap(
            FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        for case let file as URL in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            let range = NSRange(text.startIndex..., in: text)
            for match in pattern.matches(in: text, range: range) {
                if let name = Range(match.range(at: 1), in: text) { names.insert(String(text[name])) }
            }
        }
        return names
    }

    func testRequestsCompareAndCheckTheirOverlays() {
        let pins = MapFixtures.numberedPins(MapFixtures.iceland)
        let a = MapRequest(width: 100, height: 100, overlays: MapFixtures.trip(pins))
        XCTAssertEqual(a, MapRequest(width: 100, height: 100, overlays: MapFixtures.trip(pins)))
        XCTAssertEqual(Set([a, a]).count, 1)
        XCTAssertNotEqual(a, MapRequest(width: 100, height: 100, overlays: MapFixtures.trip(pins).reversed()))
        XCTAssertNotEqual(a, MapRequest(width: 100, height: 100, overlays: [MapMarkers(pins)]))
        XCTAssertNotEqual(
            a,
            MapRequest(
                width: 100, height: 100,
                overlays: [MapRoute(joining: pins), MapMarkers(pins, clusters: true)]))
        XCTAssertEqual(a.overlays(of: MapRoute.self), [MapRoute(MapFixtures.iceland)])

        let cases: [(any MapOverlay, MapError)] = [
            (
                MapRoute([MapFixtures.bergen, Coordinate(latitude: 0, longitude: 200)]),
                .invalidCoordinate(Coordinate(latitude: 0, longitude: 200))
            ),
            (MapArea(around: MapFixtures.bergen, radiusKilometres: 0), .invalidExtent(0)),
            (
                MapArea(around: Coordinate(latitude: -91, longitude: 0), radiusKilometres: 5),
                .invalidCoordinate(Coordinate(latitude: -91, longitude: 0))
            ),
        ]
        for (overlay, expected) in cases {
            XCTAssertThrowsError(try MapRequest(width: 100, height: 100, overlays: [overlay]).validate()) {
                XCTAssertEqual($0 as? MapError, expected)
            }
        }
    }

    func testAMarkersApproximatePinsComeWithTheirAreas() {
        let markers = MapMarkers([
            MapPin(MapFixtures.interlaken, precision: .approximate), MapPin(MapFixtures.bergen),
            MapPin(MapFixtures.madrid, precision: .hidden),
        ])
        XCTAssertEqual(
            markers.areas,
            [
                MapArea(
                    around: LocationPrecision.approximate.displayedCoordinate(for: MapFixtures.interlaken),
                    radiusKilometres: LocationPrecision.approximateRadiusKilometres)
            ])
        let fit = markers.fit(in: MapRequest(width: 1000, height: 500))
        XCTAssertEqual(fit.coordinates.count, 3 + 4, "three positions and the area's four extremes")
        XCTAssertEqual(fit.minimumWidthKilometres, LocationPrecision.hiddenMinimumWidthKilometres)
        XCTAssertEqual(fit.margin, MapFraming.multiplePinMargin * 500)
        XCTAssertEqual(fit.reach, MarkerGeometry.reach(of: .pin), "only the exact pin has a marker")
    }
}
