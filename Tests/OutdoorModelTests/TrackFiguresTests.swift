import Foundation
import OutdoorModel
import XCTest

/// A track's figures by the stated rules, on hand-made segments whose answers are known.
final class TrackFiguresTests: XCTestCase {
    let t0 = Date(timeIntervalSince1970: 1_715_670_000)

    /// A point `north` metres north of 46° N 8° E (a degree of latitude is about 111,150 m there),
    /// at `seconds` after t0.
    func point(north: Double, seconds: Double?, height: Double? = nil) -> TrackPoint {
        TrackPoint(
            latitude: 46 + north / 111_150, longitude: 8, elevation: height,
            time: seconds.map { t0.addingTimeInterval($0) })
    }

    func testDistanceSumsNeighboursInsideSegmentsOnly() throws {
        let first = (0...10).map { point(north: Double($0) * 100, seconds: Double($0) * 60) }
        let second = (0...5).map { point(north: 5_000 + Double($0) * 100, seconds: 3600 + Double($0) * 60) }
        let figures = try XCTUnwrap(TrackFigures(TrackRecording(segments: [first, second])))
        // 1,000 m and 500 m; the 4 km between the segments is a gap, not a distance walked.
        XCTAssertEqual(figures.distanceMetres, 1_500, accuracy: 2)
        XCTAssertEqual(figures.pointCount, 17)
        XCTAssertEqual(figures.segmentCount, 2)
        XCTAssertEqual(figures.start, first[0])
        XCTAssertEqual(figures.end, second[5])
        XCTAssertEqual(figures.elapsedSeconds, 3900)
    }

    func testMovingTimeLeavesOutPausesAndTheJitterOfAStandingFix() throws {
        var points: [TrackPoint] = []
        // 5 minutes walking at 1.2 m/s, one point a second.
        for s in 0...300 { points.append(point(north: Double(s) * 1.2, seconds: Double(s))) }
        // 10 minutes standing: the fix wanders 2 m back and forth every second.
        for s in 1...600 {
            points.append(point(north: 360 + (s % 2 == 0 ? 1 : -1), seconds: 300 + Double(s)))
        }
        // 5 more minutes walking.
        for s in 1...300 { points.append(point(north: 360 + Double(s) * 1.2, seconds: 900 + Double(s))) }
        let figures = try XCTUnwrap(TrackFigures(TrackRecording(segments: [points])))
        // Walking is 600 s; the stretches at the joins may count a few seconds either way.
        XCTAssertEqual(try XCTUnwrap(figures.movingSeconds), 600, accuracy: 25)
        XCTAssertEqual(figures.elapsedSeconds, 1200)
    }

    func testAStretchOfSlowSteepClimbingCountsAsMoving() throws {
        // 0.4 m/s over the ground, as on a steep path: above 1 km/h.
        let points = (0...120).map { point(north: Double($0) * 0.4, seconds: Double($0)) }
        let figures = try XCTUnwrap(TrackFigures(TrackRecording(segments: [points])))
        XCTAssertEqual(figures.movingSeconds, 120)
    }

    func testALongGapWalkedFastCountsAndOneStoodStillDoesNot() throws {
        // A tunnel: no fix for 10 minutes, 900 m further on; then lunch: 1 h, 20 m further on.
        let points = [
            point(north: 0, seconds: 0), point(north: 900, seconds: 600), point(north: 920, seconds: 4200),
        ]
        let figures = try XCTUnwrap(TrackFigures(TrackRecording(segments: [points])))
        XCTAssertEqual(figures.movingSeconds, 600)
    }

    func testWithoutTimesThereIsNoMovingTimeNorElapsedTime() throws {
        let points = (0...3).map { point(north: Double($0) * 50, seconds: nil) }
        let figures = try XCTUnwrap(TrackFigures(TrackRecording(segments: [points])))
        XCTAssertNil(figures.movingSeconds)
        XCTAssertNil(figures.elapsedSeconds)
        XCTAssertNil(figures.timeRange)
    }

    func testClimbCountsRisesOfFiveMetresOrMoreFromTheLastTurningPoint() {
        func climb(_ heights: [Double]) -> (Double, Double)? {
            let points = heights.enumerated().map {
                point(north: Double($0.offset), seconds: nil, height: $0.element)
            }
            guard let figures = TrackFigures(TrackRecording(segments: [points])) else { return nil }
            return figures.ascentMetres.map { ($0, figures.descentMetres ?? -1) }
        }
        // Noise of +-2 m around 1000 m: nothing.
        XCTAssertTrue(climb([1000, 1002, 998, 1001, 999, 1002, 1000]).map { $0 == (0, 0) } ?? false)
        // A 100 m climb in 1 m steps, then a 40 m drop.
        let up = (0...100).map { 1000 + Double($0) }
        let down = (1...40).map { 1100 - Double($0) }
        let figures = climb(up + down)
        XCTAssertEqual(figures?.0, 100)
        XCTAssertEqual(figures?.1, 40)
        // 4.9 m of rise never counts; what is left under 5 m at the end does not count.
        XCTAssertTrue(climb([500, 504.9]).map { $0 == (0, 0) } ?? false)
        XCTAssertTrue(climb([500, 507, 510]).map { $0 == (7, 0) } ?? false)
        // A spike of 6 m up and down counts both ways (the rule is a threshold, not a smoothing).
        XCTAssertTrue(climb([500, 506, 500]).map { $0 == (6, 6) } ?? false)
    }

    func testClimbIsMeasuredPerSegmentAndHeightsCanBeMissing() throws {
        let low = (0...20).map { point(north: Double($0), seconds: nil, height: Double($0)) }
        let high = (0...20).map { point(north: 100 + Double($0), seconds: nil, height: 2000 + Double($0)) }
        let figures = try XCTUnwrap(TrackFigures(TrackRecording(segments: [low, high])))
        // 20 + 20, not the 2 km jump between the segments.
        XCTAssertEqual(figures.ascentMetres, 40)
        XCTAssertEqual(figures.lowest, low[0])
        XCTAssertEqual(figures.highest, high[20])
        let flat = try XCTUnwrap(TrackFigures(TrackRecording(segments: [[point(north: 0, seconds: 0)]])))
        XCTAssertNil(flat.ascentMetres)
        XCTAssertNil(flat.lowest)
    }

    func testAnEmptyRecordingHasNoFigures() {
        XCTAssertNil(TrackFigures(TrackRecording(segments: [])))
        XCTAssertNil(TrackFigures(TrackRecording(segments: [[]])))
    }

    func testBoundsTakeTheNarrowWayRoundTheGlobe() throws {
        let fiji = [
            TrackPoint(latitude: -17.8, longitude: 179.9), TrackPoint(latitude: -17.7, longitude: -179.95),
            TrackPoint(latitude: -17.6, longitude: 179.8),
        ]
        let bounds = try XCTUnwrap(TrackBounds(points: fiji))
        XCTAssertEqual(bounds.west, 179.8, accuracy: 1e-9)
        XCTAssertEqual(bounds.east, -179.95, accuracy: 1e-9)
        XCTAssertTrue(bounds.crossesAntimeridian)
        XCTAssertEqual(bounds.south, -17.8)
        let alps = try XCTUnwrap(
            TrackBounds(points: [
                TrackPoint(latitude: 46, longitude: 7), TrackPoint(latitude: 47, longitude: 8),
            ]))
        XCTAssertEqual(alps, TrackBounds(south: 46, north: 47, west: 7, east: 8))
        XCTAssertFalse(alps.crossesAntimeridian)
    }
}
