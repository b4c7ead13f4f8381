import Foundation
import OutdoorGPX
import OutdoorModel
import TestSupport
import XCTest

/// Real recordings from public test suites (Tests/Corpus/gpx, see its README), read as they are.
final class RealGPXTests: XCTestCase {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    func read(_ name: String) throws -> GPXDocument {
        try GPXReader.read(file: Corpus.folder.appendingPathComponent("gpx/\(name)"), now: now)
    }

    func testAGarminHikeWithTheClockUnknownIsReadWithoutTimes() throws {
        let document = try read("gpxpy/Mojstrovka.gpx")
        XCTAssertEqual(document.version, "1.0")
        XCTAssertEqual(document.recording.pointCount, 184)
        XCTAssertEqual(document.unknownTimes, 184)
        XCTAssertNil(document.recording.timeRange)
        XCTAssertEqual(document.recording.segments[0][0].latitude, 46.434981)
        XCTAssertEqual(document.recording.segments[0][0].elevation, 1614.678)
        let (_, cleaning) = document.recording.cleaned()
        XCTAssertEqual(cleaning.unknownTimes, 0, "the reader counts them; cleaning has nothing left to do")
    }

    /// What the files say of their own time (GPX 1.0's `time`, GPX 1.1's `metadata/time`): when
    /// they were written, which dates a track whose points have no times.
    func testTheFilesOwnTimeIsRead() throws {
        let times = try [
            "gpxpy/Mojstrovka.gpx", "gpxpy/cerknicko-without-times.gpx", "gpxpy/around-visnjan-with-car.gpx",
            "gpxpy/gpx1.1_with_all_fields.gpx", "gpxpy/route.gpx",
        ].map { try read($0).time.map(EntryDateFormat.iso8601UTC) }
        XCTAssertEqual(
            times,
            [
                "2010-12-14T06:17:04Z", "2010-08-06T10:36:35Z", "2020-12-18T06:24:32Z",
                "2013-01-01T12:00:00Z",
                nil,
            ])
    }

    func testSegmentsWaypointsAndNamesOfAGPX10Ride() throws {
        let document = try read("gpxpy/cerknicko-jezero.gpx")
        XCTAssertEqual(document.name, "ACTIVE LOG")
        XCTAssertEqual(document.recording.segments.count, 8)
        XCTAssertEqual(document.recording.pointCount, 296)
        XCTAssertEqual(document.recording.waypoints.count, 7)
        XCTAssertEqual(document.recording.waypoints[1].name, "BACK T TH")
        XCTAssertEqual(document.recording.waypoints[1].point.elevation, -0.11438)
        let range = try XCTUnwrap(document.recording.timeRange)
        XCTAssertEqual(EntryDateFormat.iso8601UTC(range.lowerBound), "2010-08-05T14:23:59Z")
    }

    func testSeveralTracksOfOneFileBecomeSegmentsOfOneRecording() throws {
        let document = try read("gpxpy/korita-zbevnica.gpx")
        XCTAssertEqual(document.trackCount, 4)
        XCTAssertEqual(document.name, "03-OCT-10", "the first track's name, the file having none")
        XCTAssertEqual(document.recording.segments.map(\.count).filter { $0 == 0 }.count, 1)
        XCTAssertEqual(document.recording.pointCount, 871)
        let (clean, cleaning) = document.recording.cleaned()
        XCTAssertEqual(clean.segments.count, 3)
        XCTAssertEqual(cleaning.emptySegmentsDropped, 1)
    }

    func testGarminAndAppleExtensionsAreSkippedUnread() throws {
        let garmin = try read("gpxpy/around-visnjan-with-car.gpx")
        XCTAssertEqual(garmin.version, "1.1")
        XCTAssertEqual(garmin.creator, "eTrex 20x")
        XCTAssertEqual(garmin.recording.pointCount, 104)
        let strava = try read("togeojson/run_gpxtpx.gpx")
        XCTAssertEqual(strava.name, "Greeting SF with a dumb, dumb route")
        XCTAssertEqual(strava.recording.pointCount, 42)
        XCTAssertEqual(strava.recording.segments[0].last?.elevation, 13.4)
        let apple = try read("togeojson/apple_watch_route.gpx")
        XCTAssertEqual(apple.recording.pointCount, 44)
        XCTAssertEqual(
            apple.recording.segments[0][0].longitude, -81.097216, "lon before lat is read the same")
        XCTAssertEqual(
            apple.recording.segments[0][0].time.map(EntryDateFormat.iso8601UTC), "2019-12-15T20:19:55Z")
    }

    func testARouteIsOneSegmentWithoutTimes() throws {
        let document = try read("gpxpy/route.gpx")
        XCTAssertEqual(document.routeCount, 1)
        XCTAssertEqual(document.trackCount, 0)
        XCTAssertEqual(document.recording.segments.map(\.count), [55])
        XCTAssertNil(document.recording.timeRange)
    }

    func testEveryFieldOfBothVersionsAndAByteOrderMark() throws {
        for name in ["gpxpy/gpx1.0_with_all_fields.gpx", "gpxpy/gpx1.1_with_all_fields.gpx"] {
            let document = try read(name)
            XCTAssertEqual(document.name, "example name", name)
            XCTAssertEqual(document.recording.waypoints.count, 2, name)
            XCTAssertEqual(document.recording.pointCount, 6, name)
        }
        XCTAssertThrowsError(try read("gpxpy/unicode_with_bom.gpx")) { error in
            XCTAssertEqual(error as? GPXError, .noPoints(waypoints: 1))
        }
    }

    func testACompressedFileReadsTheSameAsThePlainOne() throws {
        let plain = try Corpus.data("gpx/gpxpy/korita-zbevnica.gpx")
        let expected = try GPXReader.read(data: plain, now: now)
        XCTAssertEqual(try GPXReader.read(data: GPXFixtures.gzip(plain), now: now), expected)
        // Two members one after the other, as `cat a.gz b.gz` makes: one document.
        let half = plain.count / 2
        let members = GPXFixtures.gzip(plain.prefix(half)) + GPXFixtures.gzip(plain.dropFirst(half))
        XCTAssertEqual(try GPXReader.read(data: members, now: now), expected)
        let folder = try TemporaryDirectory()
        let file = folder.url.appendingPathComponent("korita.gpx.gz")
        try GPXFixtures.gzip(plain).write(to: file)
        XCTAssertEqual(try GPXReader.read(file: file, now: now), expected)
    }
}
