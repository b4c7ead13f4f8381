import Foundation
import OutdoorGeo
import OutdoorMapModel
import OutdoorModel
import TestSupport
import XCTest

@testable import OutdoorMap

/// Placement checked as a property over many random places and trips on every card preset.
///
/// For 1,000 random points and 100 random trips worldwide, on the map panels of the story,
/// square and landscape cards (entry card and trip summary), the layout must keep every name
/// beside its own dot or marker, no two names overlapping, no name over a marker or another
/// place's dot, every marker clear of every other, every stop shown exactly once, the entry's
/// own place named whenever it lies in the frame, the pin wholly inside the panel, and on every
/// card map a name a stranger knows or the locator inset. Layouts are computed without
/// drawing (`MapRenderer.layout(_:)`).
final class MapPlacementPropertyTests: XCTestCase {
    private var renderer: MapRenderer {
        get throws { try MapFixtures.threadRenderer() }
    }

    /// Map panels as the cards ask for them (logical pixels at the cards' magnification 2):
    /// story with a photo, square and landscape (the full-height map column beside the text).
    static let entryPanels: [(preset: String, width: Int, height: Int)] = [
        ("story", 492, 240), ("square", 233, 475), ("landscape", 267, 259),
        ("landscape with a photo", 276, 100),
    ]
    /// Trip summary map panels: story, square, landscape.
    static let summaryPanels: [(preset: String, width: Int, height: Int)] = [
        ("story", 480, 486), ("square", 487, 219), ("landscape", 309, 259),
    ]

    /// A random point: half uniformly over the inhabited latitudes, half near a real town.
    private func randomPoint(_ random: inout SeededRandom, database: GeoDatabase) throws -> Coordinate {
        let c = Coordinate(
            latitude: Double.random(in: -56...72, using: &random),
            longitude: Double.random(in: -180..<180, using: &random))
        guard Bool.random(using: &random) else { return c }
        let box = GeoBox(
            west: max(-180, c.longitude - 6), south: max(-90, c.latitude - 6),
            east: min(180, c.longitude + 6),
            north: min(90, c.latitude + 6))
        let places = try database.places(in: box, limit: 50)
        guard !places.isEmpty else { return c }
        let place = places[Int.random(in: 0..<places.count, using: &random)]
        return Coordinate(
            latitude: max(
                -85, min(85, place.coordinate.latitude + Double.random(in: -0.08...0.08, using: &random))),
            longitude: max(
                -180, min(180, place.coordinate.longitude + Double.random(in: -0.1...0.1, using: &random))))
    }

    func testThousandRandomPlacesOnEveryEntryCardPreset() throws {
        let renderer = try renderer
        var random = SeededRandom(seed: 12)
        var named = 0
        var inFrame = 0
        var insets = 0
        for index in 0..<1000 {
            let point = try randomPoint(&random, database: renderer.database)
            let found = try renderer.database.reverseGeocode(point)
            let placeLine = found?.placeLine.locality
            for panel in Self.entryPanels {
                let request = MapRequest(
                    width: panel.width, height: panel.height, scale: 2,
                    overlays: [MapMarkers([MapPin(point, place: placeLine)])], showsAttribution: false)
                let details = try renderer.layout(request)
                let context = "point \(index) (\(point.latitude), \(point.longitude)) on \(panel.preset)"
                assertSound(details, pinCount: 1, context)
                // Every card map says where on Earth it is: a name a stranger knows, or the inset.
                XCTAssertTrue(
                    details.labels.contains(where: \.isWidelyKnown) || details.locatorFrame != nil,
                    "nothing on the map tells a stranger where it is: \(context)")
                // The pin (or the mark that stands in for it) lies wholly inside the panel.
                let view = CGRect(x: 0, y: 0, width: panel.width, height: panel.height)
                for marker in details.markers {
                    XCTAssertTrue(view.contains(marker.frame), "the pin runs off the panel: \(context)")
                }
                if let inset = details.locatorFrame {
                    insets += 1
                    XCTAssertTrue(view.contains(inset), "the inset runs off the panel: \(context)")
                    for label in details.labels {
                        XCTAssertFalse(
                            LabelPlacer.overlaps(label.frame, inset),
                            "\(label.name) is under the inset: \(context)")
                    }
                }
                // The entry's own place is named whenever its town lies in the frame.
                if let found, let town = found.town {
                    let p = details.viewport.project(town.coordinate)
                    let frame = CGRect(x: 0, y: 0, width: panel.width, height: panel.height).insetBy(
                        dx: 12, dy: 12)
                    if frame.contains(CGPoint(x: p.x, y: p.y)) {
                        inFrame += 1
                        let label = details.labels.first { $0.role == .entryPlace }
                        // When room is short the pin's own name goes first, to capitals and big
                        // cities (issue 35): Caloocan yields to Manila and Quezon City.
                        let yielded = details.labels.contains {
                            $0.role == .context && $0.place.map(MapRenderer.isMajor) == true
                        }
                        if label == nil, yielded {
                            inFrame -= 1
                        } else {
                            XCTAssertEqual(label?.place, town, "\(town.name) is not named: \(context)")
                        }
                        if label != nil { named += 1 }
                    }
                }
            }
        }
        XCTAssertGreaterThan(inFrame, 1200, "enough random points have a town to name")
        XCTAssertEqual(named, inFrame)
        XCTAssertGreaterThan(insets, 20, "remote places exercise the locator inset")
    }

    func testHundredRandomTripsOnEverySummaryPreset() throws {
        let renderer = try renderer
        var random = SeededRandom(seed: 77)
        var merged = 0
        for index in 0..<100 {
            var stops = [try randomPoint(&random, database: renderer.database)]
            let count = Int.random(in: 2...14, using: &random)
            // Steps from a few kilometres (stops that crowd) to a few hundred.
            let reach = [0.03, 0.3, 2.5][index % 3]
            for _ in 1..<count {
                let last = stops[stops.count - 1]
                stops.append(
                    Coordinate(
                        latitude: max(
                            -80, min(80, last.latitude + Double.random(in: -reach...reach, using: &random))),
                        longitude: max(
                            -180, min(180, last.longitude + Double.random(in: -reach...reach, using: &random))
                        )))
            }
            // Some trips come back to where they began.
            if index % 4 == 0, let first = stops.first { stops.append(first) }
            for panel in Self.summaryPanels {
                let pins = MapFixtures.numberedPins(stops)
                let request = MapRequest(
                    width: panel.width, height: panel.height, scale: 2, overlays: MapFixtures.trip(pins),
                    showsAttribution: false)
                let details = try renderer.layout(request)
                assertSound(details, pinCount: pins.count, "trip \(index) on \(panel.preset)")
                merged += details.markers.filter { $0.pins.count > 1 || $0.leaderFrom != nil }.count
            }
        }
        XCTAssertGreaterThan(merged, 20, "crowded trips exercise merging and fanning")
    }

    /// Labels beside their own symbols and clear of each other, markers clear and complete.
    private func assertSound(_ details: MapRenderDetails, pinCount: Int, _ context: String) {
        let view = CGRect(x: 0, y: 0, width: details.viewport.width, height: details.viewport.height)
        let labels = details.labels
        for (i, label) in labels.enumerated() {
            let anchor = label.anchor
            let center = CGPoint(x: anchor.center.x, y: anchor.center.y)
            let d = LabelCandidates.distance(from: center, to: label.frame)
            // The frame includes the halo, so its edge is nearer than the glyphs' gap.
            XCTAssertLessThanOrEqual(
                d, anchor.radius + MapRenderer.labelGap + 0.5,
                "\(label.name) is \(d) px from its symbol: \(context)")
            if let dot = label.dot {
                XCTAssertEqual(dot, anchor.center, "\(label.name) sits beside its own dot: \(context)")
                // A teardrop hides what is under its head and body, not its box's empty corners.
                for marker in details.markers {
                    XCTAssertFalse(
                        MapRenderer.covers(marker, dot: dot, radius: 2),
                        "a marker hides \(label.name)'s dot: \(context)")
                }
            }
            XCTAssertTrue(view.contains(label.frame), "\(label.name) runs off the map: \(context)")
            for other in labels[(i + 1)...] {
                XCTAssertFalse(
                    LabelPlacer.overlaps(label.frame, other.frame),
                    "\(label.name) overlaps \(other.name): \(context)")
            }
            for other in labels where other.subject != label.subject {
                guard let dot = other.dot else { continue }
                XCTAssertFalse(
                    LabelPlacer.overlaps(label.frame, MarkerGeometry.footprint(radius: 2, at: dot)),
                    "\(label.name) covers \(other.name)'s dot: \(context)")
            }
            for marker in details.markers {
                XCTAssertFalse(
                    LabelPlacer.overlaps(label.frame, marker.frame),
                    "\(label.name) covers a marker: \(context)")
            }
        }
        // Every pin is shown once, and no marker covers another.
        XCTAssertEqual(details.markers.flatMap(\.pins).sorted(), Array(0..<pinCount), context)
        let markers = details.markers
        for i in markers.indices {
            for j in markers.indices where j > i {
                XCTAssertFalse(
                    Self.markersOverlap(markers[i], markers[j]),
                    "markers \(markers[i].pins) and \(markers[j].pins) overlap: \(context)")
            }
        }
    }

    /// Whether two drawn markers touch: round ones and pills by their outlines, a teardrop by its box.
    static func markersOverlap(_ a: PlacedMarker, _ b: PlacedMarker) -> Bool {
        func pill(_ m: PlacedMarker) -> StopMarkerLayout.Marker {
            StopMarkerLayout.Marker(
                pins: m.pins, numbers: [], text: "", center: m.position, size: m.frame.size, leaderFrom: nil)
        }
        if case .single(.pin) = a.kind { return LabelPlacer.overlaps(a.frame, b.frame) }
        if case .single(.pin) = b.kind { return LabelPlacer.overlaps(a.frame, b.frame) }
        var ma = pill(a)
        var mb = pill(b)
        // Round markers' frames include a pixel of room around the ring.
        ma.size = CGSize(width: Double(ma.size.width) - 2, height: Double(ma.size.height) - 2)
        mb.size = CGSize(width: Double(mb.size.width) - 2, height: Double(mb.size.height) - 2)
        return StopMarkerLayout.overlaps(ma, mb)
    }
}
