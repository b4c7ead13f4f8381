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

    func testCandidatesGoRightThenLeftThenAboveAndBelow() {
        let anchor = CGRect(x: 100, y: 100, width: 10, height: 10)
        let boxes = LabelPlacer.candidates(around: anchor, size: CGSize(width: 40, height: 12), gap: 4)
        XCTAssertEqual(boxes.count, 8)
        XCTAssertEqual(boxes[0], CGRect(x: 114, y: 99, width: 40, height: 12))  // right, centred
        XCTAssertEqual(boxes[1].minX, 112)  // upper right
        XCTAssertEqual(boxes[1].maxY, 98)
        XCTAssertEqual(boxes[2].minY, 112)  // lower right
        XCTAssertEqual(boxes[3], CGRect(x: 56, y: 99, width: 40, height: 12))  // left
        XCTAssertEqual(boxes[6], CGRect(x: 85, y: 84, width: 40, height: 12))  // above, centred
        XCTAssertEqual(boxes[7], CGRect(x: 85, y: 114, width: 40, height: 12))  // below
        for box in boxes {
            XCTAssertFalse(LabelPlacer.overlaps(box, anchor), "\(box) covers the anchor")
        }
    }

    func testManyLabelsNeverOverlap() {
        var placer = LabelPlacer(bounds: CGRect(x: 0, y: 0, width: 1080, height: 540))
        var random = SeededRandom(seed: 3)
        var placed: [CGRect] = []
        for _ in 0..<500 {
            let anchor = CGRect(
                x: Double.random(in: 0...1080, using: &random), y: Double.random(in: 0...540, using: &random),
                width: 6, height: 6)
            let size = CGSize(width: Double.random(in: 30...120, using: &random), height: 16)
            let boxes = LabelPlacer.candidates(around: anchor, size: size, gap: 4)
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
