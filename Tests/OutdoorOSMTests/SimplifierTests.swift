import OutdoorModel
import XCTest

@testable import OutdoorOSM

/// Douglas-Peucker in metres, lines and rings, and ring measures.
final class SimplifierTests: XCTestCase {
    /// A point `east` and `north` metres from 60° N 25° E.
    private func at(_ east: Double, _ north: Double) -> Coordinate {
        let projection = LocalProjection(latitude: 60)
        return Coordinate(
            latitude: 60 + north / LocalProjection.metresPerDegree,
            longitude: 25 + east / projection.metresPerLongitudeDegree)
    }

    func testLineKeepsPointsFartherThanTheTolerance() {
        // A 1 km line with a 5 m wiggle and a 40 m bend.
        let line = [at(0, 0), at(250, 5), at(500, 0), at(750, 40), at(1000, 0)]
        XCTAssertEqual(Simplifier.line(line, tolerance: 2).count, 5)
        XCTAssertEqual(
            Simplifier.line(line, tolerance: 12), [at(0, 0), at(500, 0), at(750, 40), at(1000, 0)])
        XCTAssertEqual(Simplifier.line(line, tolerance: 60), [at(0, 0), at(1000, 0)])
        XCTAssertEqual(Simplifier.line([at(0, 0), at(1, 1)], tolerance: 60).count, 2)
    }

    func testRingCollapsesWhenSmallerThanTheTolerance() throws {
        let square = [at(0, 0), at(100, 0), at(100, 100), at(0, 100)]
        let kept = try XCTUnwrap(Simplifier.ring(square, tolerance: 12))
        XCTAssertEqual(kept.points.count, 4)
        XCTAssertNil(Simplifier.ring([at(0, 0), at(10, 0), at(10, 10), at(0, 10)], tolerance: 60))
        XCTAssertEqual(RingMeasure.signedArea(square), 10_000, accuracy: 20)
        XCTAssertEqual(RingMeasure.signedArea(square.reversed()), -10_000, accuracy: 20)
    }

    func testHiddenEdgesStayWithTheirEdges() throws {
        // Coast along the bottom (with a small wiggle), the region's edge up, across and down.
        let ring = [at(0, 0), at(300, 3), at(600, 0), at(600, 500), at(300, 500), at(0, 500)]
        let hidden = [false, false, true, true, true, true]
        let kept = try XCTUnwrap(Simplifier.ring(ring, hidden: hidden, tolerance: 12))
        XCTAssertEqual(kept.points.count, kept.hidden.count)
        // The wiggle goes; the corners stay; the coast's edge is still the one not hidden.
        XCTAssertFalse(kept.points.contains(at(300, 3)))
        for (i, p) in kept.points.enumerated() where p == at(0, 0) {
            XCTAssertFalse(kept.hidden[i])
        }
        XCTAssertEqual(kept.hidden.filter { !$0 }.count, 1)
    }
}
