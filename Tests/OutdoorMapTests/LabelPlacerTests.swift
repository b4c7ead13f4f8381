import Foundation
import OutdoorGeo
import TestSupport
import XCTest

@testable import OutdoorMap

/// The collision logic of greedy label placement.
final class LabelPlacerTests: XCTestCase {
    private let view = CGRect(x: 0, y: 0, width: 400, height: 200)

    func testFirstFreeCandidateWinsAndBlocksLaterOnes() {
        var placer = LabelPlacer(bounds: view)
        let a = CGRect(x: 10, y: 10, width: 50, height: 20)
        let b = CGRect(x: 40, y: 15, width: 50, height: 20)  // overlaps a
        let c = CGRect(x: 60, y: 10, width: 50, height: 20)  // touches a's right edge only
        XCTAssertEqual(placer.placeBestFree([a]), 0)
        XCTAssertEqual(placer.placeBestFree([b, c]), 1)
        XCTAssertNil(placer.placeBestFree([b]))
        XCTAssertEqual(placer.occupied, [a, c])
    }

    func testCoveringANextPlaceDotCostsByItsImportance() {
        let right = CGRect(x: 100, y: 50, width: 40, height: 12)
        let left = CGRect(x: 40, y: 50, width: 40, height: 12)
        let dot = CGRect(x: 120, y: 52, width: 6, height: 6)  // under `right`
        // A dot nearly as important as the label moves the label to its second choice...
        var a = LabelPlacer(bounds: view)
        XCTAssertEqual(a.placeBestFree([right, left], weight: 100, avoiding: [(dot, 90)]), 1)
        // ...a village's dot does not (12 x 0.05 = 0.6 is less than one position).
        var b = LabelPlacer(bounds: view)
        XCTAssertEqual(b.placeBestFree([right, left], weight: 100, avoiding: [(dot, 5)]), 0)
        // The entry's own place (infinite weight) keeps its first choice whatever it covers.
        var c = LabelPlacer(bounds: view)
        XCTAssertEqual(c.placeBestFree([right, left], avoiding: [(dot, 1e12)]), 0)
        // When every spot covers the dot, the cheapest is taken all the same.
        var d = LabelPlacer(bounds: view)
        XCTAssertEqual(d.placeBestFree([right], weight: 100, avoiding: [(dot, 90)]), 0)
        XCTAssertEqual(d.occupied, [right])
    }

    func testBoxesOutsideTheBoundsOrOverObstaclesAreRefused() {
        var placer = LabelPlacer(bounds: view)
        placer.block(CGRect(x: 190, y: 90, width: 20, height: 20))  // a pin
        XCTAssertFalse(placer.isFree(CGRect(x: 200, y: 100, width: 40, height: 12)))
        XCTAssertTrue(placer.isFree(CGRect(x: 210, y: 100, width: 40, height: 12)))
        XCTAssertFalse(placer.isFree(CGRect(x: 380, y: 10, width: 40, height: 12)), "runs off the right edge")
        XCTAssertFalse(placer.isFree(CGRect(x: -1, y: 10, width: 40, height: 12)), "runs off the left edge")
        XCTAssertTrue(placer.isUnobstructed(CGRect(x: -1, y: 10, width: 40, height: 12)))
    }

    func testCandidatesTouchTheDotRightThenLeftAboveBelowThenDiagonals() {
        let center = CGPoint(x: 100, y: 100)
        // A 40 x 10 word whose glyphs start 1 pixel into the layout, baseline at 11 (size 12).
        let ink = CGRect(x: 1, y: 3, width: 40, height: 10)
        let origins = LabelCandidates.origins(
            center: center, radius: 3, ink: ink, baseline: 11, fontSize: 12, gap: 3)
        XCTAssertEqual(origins.count, 8)
        let glyphs = origins.map { ink.offsetBy(dx: $0.x, dy: $0.y) }
        XCTAssertEqual(Double(glyphs[0].minX), 106, accuracy: 1e-9, "right: 3 px radius + 3 px gap")
        XCTAssertEqual(Double(glyphs[1].maxX), 94, accuracy: 1e-9, "left")
        XCTAssertEqual(Double(glyphs[2].maxY), 94, accuracy: 1e-9, "above")
        XCTAssertEqual(Double(glyphs[2].midX), 100, accuracy: 1e-9, "above, centred")
        XCTAssertEqual(Double(glyphs[3].minY), 106, accuracy: 1e-9, "below")
        XCTAssertGreaterThan(Double(glyphs[4].minX), 100)  // upper right
        XCTAssertLessThan(Double(glyphs[4].maxY), 100)
        XCTAssertLessThan(Double(glyphs[7].maxX), 100)  // lower left
        XCTAssertGreaterThan(Double(glyphs[7].minY), 100)
        // Beside the dot the capitals' middle (baseline - 0.36 em) is level with it.
        XCTAssertEqual(Double(origins[0].y) + 11 - 0.36 * 12, 100, accuracy: 1e-9)
        for box in glyphs {
            let d = LabelCandidates.distance(from: center, to: box)
            XCTAssertGreaterThanOrEqual(d, 3 + 2.9, "\(box) keeps the gap")
            XCTAssertLessThanOrEqual(d, 3 + 3 + 1.5, "\(box) touches its dot")
        }
    }

    func testOwnedBoxesMayBeIgnoredByTheirOwnersLabels() {
        var placer = LabelPlacer(bounds: view)
        placer.block(CGRect(x: 100, y: 100, width: 20, height: 20), owner: 3)
        let beside = CGRect(x: 115, y: 105, width: 30, height: 10)
        XCTAssertFalse(placer.isFree(beside))
        XCTAssertFalse(placer.isFree(beside, ignoring: 2))
        XCTAssertTrue(placer.isFree(beside, ignoring: 3))
    }

    func testManyLabelsNeverOverlap() {
        var placer = LabelPlacer(bounds: CGRect(x: 0, y: 0, width: 1080, height: 540))
        var random = SeededRandom(seed: 3)
        var placed: [CGRect] = []
        for _ in 0..<500 {
            let center = CGPoint(
                x: Double.random(in: 0...1080, using: &random), y: Double.random(in: 0...540, using: &random))
            let ink = CGRect(x: 0, y: 2, width: Double.random(in: 30...120, using: &random), height: 12)
            let boxes = LabelCandidates.origins(
                center: center, radius: 3, ink: ink, baseline: 12, fontSize: 12, gap: 3
            ).map { ink.offsetBy(dx: $0.x, dy: $0.y).insetBy(dx: -2, dy: -2) }
            if let i = placer.placeBestFree(boxes) { placed.append(boxes[i]) }
        }
        XCTAssertGreaterThan(placed.count, 40)
        for i in placed.indices {
            XCTAssertTrue(CGRect(x: 0, y: 0, width: 1080, height: 540).contains(placed[i]))
            for j in placed.indices where j > i {
                XCTAssertFalse(LabelPlacer.overlaps(placed[i], placed[j]))
            }
        }
    }

    func testPlaceTiersFollowPopulationAndRiseOnSmallScaleMaps() {
        XCTAssertEqual(PlaceTier(population: 2_000, isCapital: false), .small)
        XCTAssertEqual(PlaceTier(population: 12_000, isCapital: false), .medium)
        XCTAssertEqual(PlaceTier(population: 294_029, isCapital: false), .large)
        XCTAssertEqual(PlaceTier(population: 1_200_000, isCapital: false), .major)
        XCTAssertEqual(PlaceTier(population: 5_000, isCapital: true), .major)
        // On a world map a city of 2 million is large, not major, and a small capital is large.
        XCTAssertEqual(PlaceTier(population: 2_000_000, isCapital: false, level: .coarse), .large)
        XCTAssertEqual(PlaceTier(population: 12_000_000, isCapital: false, level: .coarse), .major)
        XCTAssertEqual(PlaceTier(population: 5_000, isCapital: true, level: .coarse), .large)
        XCTAssertEqual(PlaceTier(population: 40_000, isCapital: false, level: .low), .medium)
        XCTAssertLessThan(PlaceTier.small.fontSize, PlaceTier.major.fontSize)
        XCTAssertLessThan(PlaceTier.small.weight, PlaceTier.major.weight)
    }
}
