import Foundation
import OutdoorCard
import OutdoorModel
import XCTest

/// The profile at the gaps between segments, on a real recording of seven segments without times
/// (cerknicko-without-times.gpx, Tests/Corpus/gpx/gpxpy): each segment's heights are a line of
/// their own, starting where the line before ended (distance stands still across a gap) at the
/// segment's own first height, never joined to the line before (issue 37 item 12).
final class ElevationProfileGapTests: XCTestCase {
    func testEachSegmentIsALineOfItsOwnFromItsOwnFirstHeight() throws {
        let ride = try TrackFixtures.track(
            "cerknicko-without-times.gpx", name: "Round Lake Cerknica",
            id: "7A000000-0000-4000-8000-000000000003")
        let segments = ride.recording.segments
        XCTAssertEqual(segments.count, 7)
        let profile = try XCTUnwrap(
            ElevationProfile(ride.recording, length: ride.track.figures.distanceMetres))
        XCTAssertEqual(profile.lines.count, segments.count, "a line per segment")
        for (index, (line, segment)) in zip(profile.lines, segments).enumerated() {
            XCTAssertEqual(
                line.first?.height, segment.first?.elevation, "segment \(index + 1) starts at its own height")
            XCTAssertEqual(
                line.last?.height, segment.last?.elevation, "segment \(index + 1) ends at its own height")
        }
        for (before, after) in zip(profile.lines, profile.lines.dropFirst()) {
            let end = try XCTUnwrap(before.last)
            let start = try XCTUnwrap(after.first)
            XCTAssertEqual(start.distance, end.distance, accuracy: 1e-6, "the gap adds no distance")
        }
        // The steep starts down near the lowest height are the file's own first fixes after a
        // gap (a Garmin's height before its fix settles), not the profile dropping to its baseline.
        XCTAssertEqual(
            profile.lines.map { $0[0].height }, [542.32, 546.65, 506.75, 545.69, 511.56, 544.24, 511.08])
        XCTAssertEqual(profile.lowest, 506.75)
    }
}
