import Foundation
import OutdoorModel
import XCTest

/// Placing an instant on a track: interpolation, the time limit, segments and the antimeridian.
final class TrackLocatorTests: XCTestCase {
    let t0 = Date(timeIntervalSince1970: 1_715_670_000)

    func p(_ lat: Double, _ lon: Double, _ height: Double?, _ seconds: Double) -> TrackPoint {
        TrackPoint(latitude: lat, longitude: lon, elevation: height, time: t0.addingTimeInterval(seconds))
    }

    func placed(_ fix: TrackLocator.Fix) -> (TrackPoint, TimeInterval)? {
        if case .placed(let point, let nearest) = fix { return (point, nearest) }
        return nil
    }

    func testBetweenTwoPointsThePositionIsInterpolatedInTime() throws {
        let locator = TrackLocator(
            TrackRecording(segments: [[p(46, 8, 1000, 0), p(46.01, 8.02, 1100, 100)]]))
        let (point, nearest) = try XCTUnwrap(
            placed(locator.position(at: t0.addingTimeInterval(25), maxGap: 300)))
        XCTAssertEqual(point.latitude, 46.0025, accuracy: 1e-9)
        XCTAssertEqual(point.longitude, 8.005, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(point.elevation), 1025, accuracy: 1e-9)
        XCTAssertEqual(nearest, 25)
    }

    func testAnInstantFartherThanTheGapFromEveryPointIsNotPlaced() {
        let locator = TrackLocator(TrackRecording(segments: [[p(46, 8, nil, 0), p(46.01, 8, nil, 600)]]))
        XCTAssertEqual(locator.position(at: t0.addingTimeInterval(901), maxGap: 300), .tooFar(nearest: 301))
        XCTAssertEqual(locator.position(at: t0.addingTimeInterval(-301), maxGap: 300), .tooFar(nearest: 301))
        // Inside a 10-minute hole in the recording, 5 minutes from both ends: placed (at the limit).
        XCTAssertNotNil(placed(locator.position(at: t0.addingTimeInterval(300), maxGap: 300)))
        XCTAssertEqual(locator.position(at: t0.addingTimeInterval(300), maxGap: 299), .tooFar(nearest: 300))
        // Before the first point, within the gap: the first point itself, never extrapolated.
        let before = placed(locator.position(at: t0.addingTimeInterval(-60), maxGap: 300))
        XCTAssertEqual(before?.0.latitude, 46)
        XCTAssertEqual(
            TrackLocator(TrackRecording(segments: [[TrackPoint(latitude: 1, longitude: 1)]]))
                .position(at: t0, maxGap: 300), .tooFar(nearest: nil))
    }

    func testTheSegmentWithTheNearestPointWins() throws {
        let morning = [p(46, 8, nil, 0), p(46.01, 8, nil, 1000)]
        let afternoon = [p(47, 9, nil, 1200), p(47.01, 9, nil, 2000)]
        let locator = TrackLocator(TrackRecording(segments: [morning, afternoon]))
        let (point, _) = try XCTUnwrap(placed(locator.position(at: t0.addingTimeInterval(1150), maxGap: 300)))
        XCTAssertEqual(point.latitude, 47)
    }

    func testInterpolationTakesTheShortWayAcrossTheAntimeridian() throws {
        let locator = TrackLocator(
            TrackRecording(segments: [[p(-17, 179.99, nil, 0), p(-17, -179.99, nil, 10)]]))
        let (point, _) = try XCTUnwrap(placed(locator.position(at: t0.addingTimeInterval(5), maxGap: 300)))
        XCTAssertEqual(abs(point.longitude), 180, accuracy: 1e-9)
        let (later, _) = try XCTUnwrap(placed(locator.position(at: t0.addingTimeInterval(7.5), maxGap: 300)))
        XCTAssertEqual(later.longitude, -179.995, accuracy: 1e-9)
    }
}
