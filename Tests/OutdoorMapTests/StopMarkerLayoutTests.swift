import Foundation
import OutdoorGeo
import OutdoorModel
import TestSupport
import XCTest

@testable import OutdoorMap

/// Merging and fanning of numbered stop markers, and the land mask that keeps names off water.
final class StopMarkerLayoutTests: XCTestCase {
    private func stop(_ number: Int, _ x: Double, _ y: Double) -> StopMarkerLayout.Stop {
        StopMarkerLayout.Stop(pin: number - 1, number: number, position: MapPoint(x: x, y: y))
    }

    private func layout(_ stops: [StopMarkerLayout.Stop]) -> [StopMarkerLayout.Marker] {
        StopMarkerLayout.layout(stops, height: 22) { text in text.count > 2 ? 8 * Double(text.count) + 12 : 22
        }
    }

    func testSeparateStopsKeepTheirOwnMarkers() {
        let markers = layout([stop(1, 100, 100), stop(2, 200, 100), stop(3, 300, 100)])
        XCTAssertEqual(markers.map(\.text), ["1", "2", "3"])
        XCTAssertTrue(markers.allSatisfy { $0.leaderFrom == nil })
    }

    func testOnlyCoincidingStopsShareAMarker() {
        // Stops 2 and 3 lie 5 px apart (under a third of a marker): one marker "2-3" at their mean.
        let markers = layout([stop(1, 100, 100), stop(2, 300, 100), stop(3, 305, 100), stop(4, 500, 100)])
        XCTAssertEqual(markers.map(\.text).sorted(), ["1", "2-3", "4"])
        let merged = markers.first { $0.text == "2-3" }
        XCTAssertEqual(merged?.pins, [1, 2])
        XCTAssertEqual(Double(merged?.center.x ?? 0), 302.5, accuracy: 1e-9)
        XCTAssertGreaterThan(Double(merged?.size.width ?? 0), 22, "a range is a pill wider than a badge")
    }

    func testNearbyStopsKeepTheirOwnBadgesSetOffWithLeaders() {
        // Stops 2 and 3 are 12 px apart: their badges would overlap, but they are two places.
        let stops = [stop(1, 100, 100), stop(2, 300, 100), stop(3, 312, 100), stop(4, 500, 100)]
        let markers = layout(stops)
        XCTAssertEqual(markers.map(\.text).sorted(), ["1", "2", "3", "4"], "no stop merged")
        for marker in markers {
            let own = stops[marker.pins[0]].position
            let from = marker.leaderFrom ?? marker.center
            XCTAssertEqual(
                Double(from.x), Double(own.x), accuracy: 1e-9, "stop \(marker.text) marked where it is")
            XCTAssertEqual(Double(from.y), Double(own.y), accuracy: 1e-9)
        }
        XCTAssertFalse(markers.filter { $0.leaderFrom != nil }.isEmpty, "one of the two is set off")
        for i in markers.indices {
            for j in markers.indices where j > i {
                XCTAssertFalse(StopMarkerLayout.overlaps(markers[i], markers[j]))
            }
        }
    }

    func testAReturnToTheSamePlaceSharesOneMarker() {
        let markers = layout([stop(1, 100, 100), stop(2, 300, 100), stop(3, 500, 100), stop(4, 102, 101)])
        XCTAssertEqual(markers.map(\.text).sorted(), ["1,4", "2", "3"])
        XCTAssertTrue(markers.allSatisfy { $0.leaderFrom == nil })
    }

    func testTheMergedFallbackFansOutAReturnInTimeOrderWithLeaders() throws {
        let stops = [stop(1, 100, 100), stop(2, 300, 100), stop(3, 500, 100), stop(4, 102, 101)]
        let markers = StopMarkerLayout.mergedLayout(stops, height: 22) { text in
            text.count > 2 ? 8 * Double(text.count) + 12 : 22
        }
        let fanned = markers.filter { $0.leaderFrom != nil }
        XCTAssertEqual(fanned.map(\.text), ["1", "4"])
        // The first run sits at the top of the fan, the next clockwise (here: below).
        XCTAssertLessThan(try XCTUnwrap(fanned.first).center.y, try XCTUnwrap(fanned.last).center.y)
        for marker in fanned {
            XCTAssertEqual(Double(marker.leaderFrom?.x ?? 0), marker.text == "1" ? 100 : 102, accuracy: 1e-9)
        }
    }

    func testCrowdedStopsNeverOverlapAndStayCountable() {
        var random = SeededRandom(seed: 5)
        let stops = (1...40).map {
            stop(
                $0, Double.random(in: 100...160, using: &random), Double.random(in: 100...160, using: &random)
            )
        }
        let markers = layout(stops)
        XCTAssertEqual(markers.flatMap(\.pins).sorted(), Array(0..<40))
        for i in markers.indices {
            for j in markers.indices where j > i {
                XCTAssertFalse(StopMarkerLayout.overlaps(markers[i], markers[j]))
            }
        }
    }

    func testRunsAndRangeTexts() {
        XCTAssertEqual(StopMarkerLayout.runs([2, 3, 4, 7, 9, 10]), [[2, 3, 4], [7], [9, 10]])
        XCTAssertEqual(StopMarkerLayout.text(ofRun: [2, 3, 4]), "2-4")
        XCTAssertEqual(StopMarkerLayout.text(ofRun: [7]), "7")
    }

    func testLandMaskFollowsNestedRingsAndTheSouthernLimit() throws {
        let viewport = try MapViewport(
            center: Coordinate(latitude: 0, longitude: 0), metresPerPixel: 1000, width: 200, height: 200)
        let projector = MapProjector(viewport: viewport, tolerance: 0.1)
        func ring(_ kind: CoastLevel, _ half: Double) -> GeoFeature {
            GeoFeature(
                kind: .coast(kind),
                points: [
                    Coordinate(latitude: -half, longitude: -half),
                    Coordinate(latitude: -half, longitude: half),
                    Coordinate(latitude: half, longitude: half), Coordinate(latitude: half, longitude: -half),
                ], isClosed: true)
        }
        // Land of +-0.5 degrees (about 56 px each way) with a lake of +-0.2 degrees in it.
        let mask = LandMask(
            features: [ring(.land, 0.5), ring(.lake, 0.2)], projector: projector, width: 200, height: 200,
            cellSize: 2, southernLimit: 190)
        XCTAssertTrue(mask.isLand(CGPoint(x: 100 + 40, y: 100)))
        XCTAssertFalse(mask.isLand(CGPoint(x: 100, y: 100)), "the lake is water")
        XCTAssertFalse(mask.isLand(CGPoint(x: 5, y: 5)), "the sea is water")
        XCTAssertTrue(mask.isLand(CGPoint(x: 5, y: 195)), "south of the limit is ice")
        XCTAssertEqual(mask.waterFraction(in: CGRect(x: 90, y: 90, width: 20, height: 20)), 1)
        XCTAssertEqual(mask.waterFraction(in: CGRect(x: 130, y: 90, width: 10, height: 20)), 0)
    }
}
