import Foundation
import OutdoorGeo
import OutdoorMapModel
import OutdoorModel
import XCTest

@testable import OutdoorMap

/// The recorded track on the map: simplified for the view, cut to it, its segments never
/// joined, names kept off it, and its dashed cousin, the route leg no track covers.
final class MapTrackTests: XCTestCase {
    private var renderer: MapRenderer {
        get throws { try MapFixtures.threadRenderer() }
    }

    /// A winding walk of `count` points from `start` (about 1 m apart at first), looping a few
    /// kilometres either side of its way north-east, with a metre of GPS jitter.
    private func walk(count: Int, from start: Coordinate = MapFixtures.bergen) -> [Coordinate] {
        (0..<count).map { i in
            let t = Double(i)
            return Coordinate(
                latitude: start.latitude + t * 0.000_002 + 0.02 * sin(t / 2_000) + 0.000_01 * sin(t * 1.7),
                longitude: start.longitude + t * 0.000_003 + 0.03 * (1 - cos(t / 1_500))
                    + 0.000_01 * cos(t * 2.3))
        }
    }

    // MARK: the pure steps

    func testDouglasPeuckerKeepsTheCornersAndDropsWhatLiesOnTheLine() {
        // A right angle sampled every pixel: only its three corners matter.
        let xs = (0...10).map(Double.init) + [Double](repeating: 10, count: 10)
        let ys = [Double](repeating: 0, count: 11) + (1...10).map(Double.init)
        let kept = TrackSimplification.douglasPeucker(xs: xs, ys: ys, range: 0...20, tolerance: 0.5)
        XCTAssertEqual(kept, [0, 10, 20])
        // A bump of 0.4 px stays under a tolerance of 0.5 and shows under 0.35.
        var bumpy = ys
        bumpy[5] = 0.4
        XCTAssertEqual(
            TrackSimplification.douglasPeucker(xs: xs, ys: bumpy, range: 0...20, tolerance: 0.5), [0, 10, 20])
        XCTAssertEqual(
            TrackSimplification.douglasPeucker(xs: xs, ys: bumpy, range: 0...20, tolerance: 0.35),
            [0, 5, 10, 20])
        // A stretch of two points is kept as it is; so is a part of a longer list.
        XCTAssertEqual(
            TrackSimplification.douglasPeucker(xs: xs, ys: ys, range: 3...4, tolerance: 0.5), [3, 4])
        XCTAssertEqual(
            TrackSimplification.douglasPeucker(xs: xs, ys: ys, range: 2...15, tolerance: 0.5), [2, 10, 15])
    }

    func testOutOfWorkASimplificationKeepsEveryPointRatherThanLoseOne() {
        // A zigzag every point of which lies 1 px off the line: nothing may go, whatever the work.
        let n = 2_001
        let xs = (0..<n).map(Double.init)
        let ys = (0..<n).map { $0 % 2 == 0 ? 0.0 : 1.0 }
        let kept = TrackSimplification.douglasPeucker(xs: xs, ys: ys, range: 0...(n - 1), tolerance: 0.5)
        XCTAssertEqual(kept, Array(0..<n))
    }

    func testOnlyTheStepsThatCanShowAreKept() {
        // In, out and back in: two runs, each with the step that crosses the edge.
        let xs: [Double] = [10, 50, 150, 250, 260, 150, 60]
        let ys: [Double] = [10, 10, 10, 10, 10, 10, 10]
        let box = CGRect(x: 0, y: 0, width: 100, height: 100)
        XCTAssertEqual(TrackSimplification.visibleRuns(xs: xs, ys: ys, box: box), [0...2, 5...6])
        // A step crossing the whole view with both ends outside still shows.
        XCTAssertEqual(TrackSimplification.visibleRuns(xs: [-50, 150], ys: [50, 50], box: box), [0...1])
        XCTAssertEqual(TrackSimplification.visibleRuns(xs: [200, 300], ys: [50, 50], box: box), [])
    }

    func testLongitudesAreUnwrappedAlongASegmentAcrossTheAntimeridian() {
        XCTAssertEqual(TrackSimplification.wrapped(359.5), -0.5, accuracy: 1e-9)
        XCTAssertEqual(TrackSimplification.wrapped(-359.5), 0.5, accuracy: 1e-9)
        XCTAssertEqual(TrackSimplification.wrapped(120), 120)
        let track = MapTrack(segments: [
            [
                Coordinate(latitude: -17.0, longitude: 179.8), Coordinate(latitude: -17.1, longitude: -179.9),
                Coordinate(latitude: -17.2, longitude: -179.7),
            ]
        ])
        // The box's western edge lies east of its eastern: the narrow way round.
        XCTAssertEqual(track.extremes.map(\.longitude), [179.8, -179.7])
    }

    // MARK: on the map

    func testAHundredThousandPointsDrawAsAFewHundredAndStayOnTheLine() throws {
        let points = walk(count: 100_000)
        let request = MapRequest(width: 600, height: 400, overlays: [MapTrack(segments: [points])])
        let details = try renderer.renderWithDetails(request).details
        XCTAssertGreaterThan(details.trackPointsDrawn, 20)
        XCTAssertLessThan(details.trackPointsDrawn, 3_000, "simplified for the view")
        // Every recorded point lies within a device pixel of the drawn line.
        let viewport = details.viewport
        let lines = TrackSimplification.lines(
            [points], viewport: viewport, clip: CGRect(x: 0, y: 0, width: 600, height: 400), margin: 6,
            tolerance: 0.5)
        let drawn = try XCTUnwrap(lines.first)
        XCTAssertEqual(lines.count, 1)
        for point in stride(from: 0, to: points.count, by: 997).map({ viewport.project(points[$0]) }) {
            let distance =
                zip(drawn, drawn.dropFirst()).map { segmentDistance(point, $0, $1) }.min() ?? .infinity
            XCTAssertLessThan(distance, 0.75, "\(point) strays from the drawn line")
        }
        // The view fits the whole walk.
        let first = viewport.project(points[0])
        let last = viewport.project(points[points.count - 1])
        for p in [first, last] {
            XCTAssertTrue(CGRect(x: 0, y: 0, width: 600, height: 400).contains(CGPoint(x: p.x, y: p.y)))
        }
    }

    func testTheGapBetweenTwoSegmentsIsNotJoined() throws {
        let a = walk(count: 2_000)
        let b = walk(count: 2_000, from: Coordinate(latitude: 60.45, longitude: 5.45))
        let request = MapRequest(width: 600, height: 400, overlays: [MapTrack(segments: [a, b])])
        let plan = try renderer.plan(request)
        let track = try XCTUnwrap(plan.overlays.first as? TrackPlan)
        XCTAssertEqual(track.lines.count, 2, "two lines, no step between them")
        let endOfA = plan.viewport.project(a[a.count - 1])
        let startOfB = plan.viewport.project(b[0])
        XCTAssertEqual(try XCTUnwrap(track.lines[0].last).x, endOfA.x, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(track.lines[1].first).x, startOfB.x, accuracy: 1e-6)
    }

    func testATrackThatDoesNotFitTheViewIsCutToIt() throws {
        // A 300-point line running 100 km east from Bergen, on a view 20 km wide around its start.
        let line = (0..<300).map {
            Coordinate(latitude: 60.39, longitude: 5.32 + Double($0) * 0.006)
        }
        let request = MapRequest(
            width: 600, height: 400, view: .centered(MapFixtures.bergen, widthKilometres: 20),
            overlays: [MapTrack(segments: [line], fitsView: false)])
        let plan = try renderer.plan(request)
        let track = try XCTUnwrap(plan.overlays.first as? TrackPlan)
        let drawn = track.lines.flatMap { $0 }
        XCTAssertFalse(drawn.isEmpty)
        // What is drawn reaches at most one step beyond the map's right edge.
        XCTAssertLessThan(try XCTUnwrap(drawn.map(\.x).max()), 600 + 80)
        XCTAssertLessThan(drawn.count, 60)
    }

    func testNamesKeepClearOfTheTrackAndItsEnds() throws {
        let points = walk(count: 20_000, from: Coordinate(latitude: 60.30, longitude: 5.20))
        let request = MapRequest(
            width: 800, height: 500, view: .centered(MapFixtures.bergen, widthKilometres: 60),
            overlays: [MapTrack(segments: [points], fitsView: false, marksEnds: true)])
        let plan = try renderer.plan(request)
        let track = try XCTUnwrap(plan.overlays.first as? TrackPlan)
        XCTAssertEqual(track.ends.count, 2)
        XCTAssertFalse(track.obstacles.isEmpty)
        for label in plan.labels.map(\.label) {
            for box in track.obstacles {
                XCTAssertFalse(
                    LabelPlacer.overlaps(label.frame, box), "\(label.name) lies on the track")
            }
        }
    }

    func testADashedRouteIsItsOwnKindOfLine() throws {
        let oslo = Coordinate(latitude: 59.9139, longitude: 10.7522)
        let solid = MapRoute([MapFixtures.bergen, oslo])
        let dashed = MapRoute([MapFixtures.bergen, oslo], line: .dashed)
        XCTAssertNotEqual(
            MapRequest(width: 200, height: 100, overlays: [solid]),
            MapRequest(width: 200, height: 100, overlays: [dashed]))
        // The dashed line leaves gaps where the solid one is continuous, along the same pixels.
        let a = try renderer.renderWithDetails(MapRequest(width: 600, height: 300, overlays: [solid]))
        let b = try renderer.renderWithDetails(MapRequest(width: 600, height: 300, overlays: [dashed]))
        let from = a.details.viewport.project(MapFixtures.bergen)
        let to = a.details.viewport.project(oslo)
        var solidAccent = 0
        var dashedAccent = 0
        for k in 10..<190 {
            let t = Double(k) / 200
            let x = Int((from.x + (to.x - from.x) * t).rounded())
            let y = Int((from.y + (to.y - from.y) * t).rounded())
            if isAccent(a.image.rgba(x: x, y: y)) { solidAccent += 1 }
            if isAccent(b.image.rgba(x: x, y: y)) { dashedAccent += 1 }
        }
        XCTAssertGreaterThan(solidAccent, 170)
        XCTAssertGreaterThan(dashedAccent, 40)
        XCTAssertLessThan(dashedAccent, 150)
    }

    func testTrackValuesAreChecked() {
        let bad = MapTrack(segments: [[MapFixtures.bergen, Coordinate(latitude: 91, longitude: 0)]])
        XCTAssertThrowsError(try MapRequest(width: 100, height: 100, overlays: [bad]).validate())
        let empty = MapTrack(segments: [[], []])
        XCTAssertEqual(empty.segments.count, 0)
        XCTAssertEqual(empty.extremes, [])
        XCTAssertNil(empty.start)
    }

    /// Whether a pixel is the light theme's accent (the route and track colour).
    private func isAccent(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
        abs(Int(pixel.r) - 0xE0) < 40 && abs(Int(pixel.g) - 0x48) < 40 && abs(Int(pixel.b) - 0x2E) < 40
    }

    /// The distance from `p` to the segment from `a` to `b`, in pixels.
    private func segmentDistance(_ p: MapPoint, _ a: MapPoint, _ b: MapPoint) -> Double {
        let dx = b.x - a.x
        let dy = b.y - a.y
        let length2 = dx * dx + dy * dy
        let t = length2 == 0 ? 0 : min(max(((p.x - a.x) * dx + (p.y - a.y) * dy) / length2, 0), 1)
        let ex = p.x - a.x - t * dx
        let ey = p.y - a.y - t * dy
        return (ex * ex + ey * ey).squareRoot()
    }
}
