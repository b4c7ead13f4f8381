import OutdoorGeo
import OutdoorMap
import TestSupport
import XCTest

/// The merge rules of pins in pixel space.
final class PinClustererTests: XCTestCase {
    /// Markers of radius 7 for one pin, 10 for two or more (a simple monotonic rule).
    private func radius(_ n: Int) -> Double { n == 1 ? 7 : 10 }

    func testPinsThatWouldOverlapMergeAndOthersStayApart() {
        // 7 + 7 + gap 2 = 16: 15.9 apart merge, 16.1 apart do not.
        let close = PinClusterer.cluster(
            [MapPoint(x: 100, y: 100), MapPoint(x: 115.9, y: 100)], gap: 2, radius: radius)
        XCTAssertEqual(close.map(\.members), [[0, 1]])
        XCTAssertEqual(close[0].center.x, 107.95, accuracy: 1e-9)
        XCTAssertEqual(close[0].radius, 10)
        XCTAssertEqual(close[0].count, 2)

        let apart = PinClusterer.cluster(
            [MapPoint(x: 100, y: 100), MapPoint(x: 116.1, y: 100)], gap: 2, radius: radius)
        XCTAssertEqual(apart.map(\.members), [[0], [1]])
        XCTAssertEqual(apart[1].center, MapPoint(x: 116.1, y: 100))
        XCTAssertEqual(apart[1].radius, 7)
    }

    func testAGrownMarkerSwallowsANeighbourItNowOverlaps() {
        // 0 and 1 merge (10 apart) into a marker of radius 10 at x = 105; pin 2 at x = 122 is
        // 17 from that centre, under 10 + 7 + 2 = 19, so it joins in a later pass.
        let points = [MapPoint(x: 100, y: 0), MapPoint(x: 110, y: 0), MapPoint(x: 122, y: 0)]
        let clusters = PinClusterer.cluster(points, gap: 2, radius: radius)
        XCTAssertEqual(clusters.map(\.members), [[0, 1, 2]])
        XCTAssertEqual(clusters[0].center.x, 332.0 / 3, accuracy: 1e-9)
    }

    func testResultDoesNotDependOnInputOrder() {
        var random = SeededRandom(seed: 7)
        let points = (0..<400).map { _ in
            MapPoint(
                x: Double.random(in: 0...600, using: &random), y: Double.random(in: 0...400, using: &random))
        }
        let clusters = PinClusterer.cluster(points, gap: 2, radius: radius)
        let key = Set(clusters.map { Set($0.members.map { points[$0] }) })

        var shuffled = points
        shuffled.shuffle(using: &random)
        let again = PinClusterer.cluster(shuffled, gap: 2, radius: radius)
        XCTAssertEqual(Set(again.map { Set($0.members.map { shuffled[$0] }) }), key)
        // And twice the same input gives the same answer.
        XCTAssertEqual(PinClusterer.cluster(points, gap: 2, radius: radius), clusters)
    }

    func testNoTwoMarkersOverlapAndEveryPinIsCountedOnce() {
        var random = SeededRandom(seed: 11)
        var points: [MapPoint] = []
        // Dense groups and a sparse scatter, as a journal's overview has.
        for centre in [(200.0, 200.0), (600.0, 300.0), (900.0, 600.0)] {
            for _ in 0..<300 {
                points.append(
                    MapPoint(
                        x: centre.0 + Double.random(in: -60...60, using: &random),
                        y: centre.1 + Double.random(in: -40...40, using: &random)))
            }
        }
        for _ in 0..<100 {
            points.append(
                MapPoint(
                    x: Double.random(in: 0...1200, using: &random),
                    y: Double.random(in: 0...800, using: &random)))
        }
        let grow: (Int) -> Double = { n in n == 1 ? 7 : min(11 + 2.6 * log2(Double(n)), 22) + 3.5 }
        let clusters = PinClusterer.cluster(points, gap: 2, radius: grow)
        XCTAssertEqual(clusters.reduce(0) { $0 + $1.count }, points.count)
        XCTAssertEqual(Set(clusters.flatMap(\.members)).count, points.count)
        for i in clusters.indices {
            for j in clusters.indices where j > i {
                let a = clusters[i]
                let b = clusters[j]
                let d =
                    ((a.center.x - b.center.x) * (a.center.x - b.center.x)
                    + (a.center.y - b.center.y) * (a.center.y - b.center.y)).squareRoot()
                XCTAssertGreaterThanOrEqual(d, a.radius + b.radius + 2, "markers \(i) and \(j) overlap")
            }
        }
        XCTAssertLessThan(clusters.count, 150)
    }

    func testIdenticalPositionsMergeAndBadPointsAreLeftOut() {
        let same = PinClusterer.cluster(Array(repeating: MapPoint(x: 5, y: 5), count: 20), radius: radius)
        XCTAssertEqual(same.count, 1)
        XCTAssertEqual(same[0].count, 20)
        XCTAssertEqual(same[0].center, MapPoint(x: 5, y: 5))

        let mixed = PinClusterer.cluster(
            [MapPoint(x: .nan, y: 0), MapPoint(x: 0, y: 0), MapPoint(x: .infinity, y: 3)], radius: radius)
        XCTAssertEqual(mixed.map(\.members), [[1]])
        XCTAssertEqual(PinClusterer.cluster([], radius: radius), [])
    }
}
