import Foundation
import OutdoorModel
import XCTest

/// The cleaning rules: storage grid, no-fix points, repeats, time going backwards, all-zero heights.
final class TrackCleaningTests: XCTestCase {
    let t0 = Date(timeIntervalSince1970: 1_715_670_000)

    func p(_ lat: Double, _ lon: Double, _ height: Double? = nil, _ seconds: Double? = nil) -> TrackPoint {
        TrackPoint(
            latitude: lat, longitude: lon, elevation: height, time: seconds.map { t0.addingTimeInterval($0) })
    }

    func testValuesAreRoundedToTheGridAndSurviveIt() {
        let raw = p(46.123456789, -7.000000051, 1234.5678, 0.0004)
        let grid = raw.onStorageGrid
        XCTAssertEqual(grid.latitude, 46.1234568)
        XCTAssertEqual(grid.longitude, -7.0000001)
        XCTAssertEqual(grid.elevation, 1234.57)
        XCTAssertEqual(grid.time, t0)
        XCTAssertEqual(grid.onStorageGrid, grid, "a point on the grid stays where it is")
        XCTAssertEqual(TrackGrid.degrees(TrackGrid.degreeUnits(-180)), -180)
        XCTAssertEqual(TrackGrid.degrees(TrackGrid.degreeUnits(90)), 90)
    }

    func testRepeatsAndNoFixPointsAreDroppedAndSaid() {
        let recording = TrackRecording(segments: [
            [p(46, 8, 100, 0), p(46, 8, 100, 0), p(0, 0, nil, 1), p(46.001, 8, 101, 2), p(46.001, 8, 101, 3)]
        ])
        let (clean, report) = recording.cleaned()
        XCTAssertEqual(clean.segments, [[p(46, 8, 100, 0), p(46.001, 8, 101, 2), p(46.001, 8, 101, 3)]])
        XCTAssertEqual(report.duplicatesDropped, 1)
        XCTAssertEqual(report.noFixDropped, 1)
        XCTAssertEqual(report.notes.count, 2)
    }

    func testTimeGoingBackwardsSplitsTheSegment() {
        let recording = TrackRecording(segments: [
            [p(46, 8, nil, 0), p(46.001, 8, nil, 10), p(46.002, 8, nil, 5), p(46.003, 8, nil, 20)]
        ])
        let (clean, report) = recording.cleaned()
        XCTAssertEqual(clean.segments.count, 2)
        XCTAssertEqual(clean.segments[1].first, p(46.002, 8, nil, 5))
        XCTAssertEqual(report.backwardSplits, 1)
        XCTAssertTrue(report.notes.contains { $0.contains("backwards") })
    }

    func testHeightsThatAreAllZeroAreNoHeightsAndEmptySegmentsGo() {
        let recording = TrackRecording(segments: [[], [p(46, 8, 0, 0), p(46.001, 8, 0, 1)], []])
        let (clean, report) = recording.cleaned()
        XCTAssertEqual(clean.segments, [[p(46, 8, nil, 0), p(46.001, 8, nil, 1)]])
        XCTAssertTrue(report.zeroElevationsDropped)
        XCTAssertEqual(report.emptySegmentsDropped, 2)
        // One real zero among other heights stays.
        let coast = TrackRecording(segments: [[p(46, 8, 0, 0), p(46.001, 8, 3, 1)]]).cleaned()
        XCTAssertFalse(coast.cleaning.zeroElevationsDropped)
        XCTAssertEqual(coast.recording.segments[0][0].elevation, 0)
    }

    func testGarminsUnknownTimeAndImpossibleValuesAreRecognised() {
        XCTAssertTrue(TrackRules.isUnknownTime(Date(timeIntervalSince1970: -2_147_483_648)))
        XCTAssertTrue(TrackRules.isUnknownTime(Date(timeIntervalSince1970: -2_147_483_647.8)))
        XCTAssertFalse(TrackRules.isUnknownTime(t0))
        XCTAssertNotNil(TrackRules.timeProblem(Date(timeIntervalSince1970: 0), now: t0))
        XCTAssertNotNil(TrackRules.timeProblem(t0.addingTimeInterval(2 * 86_400), now: t0))
        XCTAssertNil(TrackRules.timeProblem(t0.addingTimeInterval(3600), now: t0))
        XCTAssertNotNil(TrackRules.positionProblem(latitude: 91, longitude: 0))
        XCTAssertNotNil(TrackRules.positionProblem(latitude: 0, longitude: .infinity))
        XCTAssertNil(TrackRules.positionProblem(latitude: -90, longitude: 180))
        XCTAssertNotNil(TrackRules.elevationProblem(.nan))
        XCTAssertNotNil(TrackRules.elevationProblem(200_000))
        XCTAssertNil(TrackRules.elevationProblem(-430))
    }
}
