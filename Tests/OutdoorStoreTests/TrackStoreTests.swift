import Foundation
import OutdoorModel
import OutdoorStore
import TestSupport
import XCTest

/// Tracks in the journal: points frozen as recorded, found by name, time and trip, checked.
final class TrackStoreTests: XCTestCase {
    var dir: TemporaryDirectory!
    override func setUpWithError() throws { dir = try TemporaryDirectory() }
    override func tearDown() { dir = nil }

    let t0 = StoreFixtures.base

    func store() throws -> JournalStore { try JournalStore(path: dir.path("j.sqlite"), access: .write) }

    /// A 1 Hz walk north from Bergen with noisy heights, a break, and a second segment; two waypoints.
    func recording(seconds: Int = 600, shift: TimeInterval = 0) -> TrackRecording {
        func walk(_ range: ClosedRange<Int>, startNorth: Double) -> [TrackPoint] {
            range.map { s in
                TrackPoint(
                    latitude: 60.39 + (startNorth + Double(s - range.lowerBound) * 1.3) / 111_200,
                    longitude: 5.32,
                    elevation: 20 + Double(s % 37) * 0.7, time: t0.addingTimeInterval(shift + Double(s)))
            }
        }
        let first = walk(0...seconds, startNorth: 0)
        let second = walk((seconds + 300)...(seconds * 2 + 300), startNorth: 2_000)
        let marks = [
            TrackWaypoint(
                name: "Fløyen", point: TrackPoint(latitude: 60.3944, longitude: 5.3421, elevation: 320)),
            TrackWaypoint(name: nil, point: TrackPoint(latitude: 60.4, longitude: 5.33, time: t0)),
        ]
        return TrackRecording(segments: [first, second], waypoints: marks).cleaned().recording
    }

    func track(_ recording: TrackRecording, name: String = "Fløyen walk") throws -> Track {
        Track(
            name: name, sourceFileName: "walk.gpx", figures: try XCTUnwrap(TrackFigures(recording)),
            waypointCount: recording.waypoints.count, timeZoneIdentifier: "Europe/Oslo",
            weather: StoreFixtures.reading, createdAt: t0, updatedAt: t0)
    }

    func testPointsRoundTripExactlyAndCompactly() throws {
        let walk = recording()
        let blob = TrackPointsCodec.encode(walk)
        XCTAssertEqual(try TrackPointsCodec.decode(blob), walk)
        XCTAssertLessThan(blob.count, walk.pointCount * 10, "about 8 bytes a point at 1 Hz")
        // Points without heights or times, on both sides of the globe.
        let sparse = TrackRecording(segments: [
            [
                TrackPoint(latitude: -89.9999999, longitude: -180),
                TrackPoint(latitude: 90, longitude: 180, elevation: -430.25),
                TrackPoint(
                    latitude: 0.0000001, longitude: 179.9999999,
                    time: Date(timeIntervalSince1970: 315_964_800)),
            ]
        ])
        XCTAssertEqual(try TrackPointsCodec.decode(TrackPointsCodec.encode(sparse)), sparse)
    }

    func testTheFormatWrittenByAnotherEncoderReads() throws {
        // The fuzz seed is written by Scripts/fuzz/make-seeds.py, in Python, from the format's description.
        let seed = RepositoryRoot.url.appendingPathComponent("Scripts/fuzz/corpus/track-points/walk.otk")
        let walk = try TrackPointsCodec.decode(try Data(contentsOf: seed))
        XCTAssertEqual(walk.segments.map(\.count), [5, 5])
        XCTAssertEqual(walk.segments[1][4].latitude, 46.3009480)
        XCTAssertEqual(walk.segments[1][4].elevation, 121.2)
        XCTAssertEqual(walk.segments[0][1].time?.timeIntervalSince1970, 1_715_670_001)
        XCTAssertEqual(
            walk.waypoints, [TrackWaypoint(name: "Hut", point: TrackPoint(latitude: 46.3, longitude: 8))])
        XCTAssertEqual(
            TrackPointsCodec.encode(walk), try Data(contentsOf: seed), "and writes back byte for byte")
    }

    func testDamagedPointsAreAnErrorNeverACrash() throws {
        let blob = TrackPointsCodec.encode(recording(seconds: 60))
        XCTAssertThrowsError(try TrackPointsCodec.decode(blob.prefix(blob.count - 3)))
        XCTAssertThrowsError(try TrackPointsCodec.decode(blob + Data([0])))
        XCTAssertThrowsError(
            try TrackPointsCodec.decode(Data("OTK1".utf8) + Data(repeating: 0xFF, count: 40)))
        XCTAssertThrowsError(try TrackPointsCodec.decode(Data()))
        var random = SeededRandom(seed: 25)
        for _ in 0..<300 {
            var damaged = blob
            for _ in 0..<3 {
                damaged[Int(random.next() % UInt64(damaged.count))] = UInt8(truncatingIfNeeded: random.next())
            }
            _ = try? TrackPointsCodec.decode(damaged)
        }
    }

    func testATrackIsSavedFoundRenamedAndDeleted() throws {
        let store = try store()
        let walk = recording()
        let saved = try track(walk)
        try store.insertTrack(saved, recording: walk, tripName: "Bergen", now: t0)
        let read = try XCTUnwrap(try store.track(id: saved.id))
        XCTAssertEqual(read.name, "Fløyen walk")
        XCTAssertEqual(read.tripName, "Bergen")
        XCTAssertEqual(read.weather, StoreFixtures.reading)
        XCTAssertEqual(read.figures.distanceMetres, saved.figures.distanceMetres)
        XCTAssertEqual(read.figures.timeRange, saved.figures.timeRange)
        XCTAssertEqual(read.figures.ascentMetres, saved.figures.ascentMetres)
        XCTAssertEqual(try store.trackRecording(id: saved.id), walk)
        XCTAssertEqual(try store.trip(named: "bergen").name, "Bergen", "the trip was made")
        // Found by name in any case, by id and by id prefix.
        XCTAssertEqual(try store.resolveTrack("FLØYEN WALK"), saved.id)
        XCTAssertEqual(try store.resolveTrack(String(saved.idString.prefix(6))), saved.id)
        XCTAssertThrowsError(try store.resolveTrack("nowhere")) { error in
            XCTAssertEqual(error as? JournalStoreError, .trackNotFound("nowhere"))
        }
        // The same points again are refused, whatever the name.
        XCTAssertThrowsError(
            try store.insertTrack(try track(walk, name: "Again"), recording: walk, tripName: nil, now: t0)
        ) {
            XCTAssertEqual($0 as? JournalStoreError, .trackExists(id: saved.idString, name: "Fløyen walk"))
        }
        let renamed = try store.renameTrack(
            id: saved.id, to: "  Fløyen and back ", now: t0.addingTimeInterval(60))
        XCTAssertEqual(renamed.name, "Fløyen and back")
        XCTAssertThrowsError(try store.renameTrack(id: saved.id, to: "two\nlines", now: t0))
        try store.deleteTrack(id: saved.id)
        XCTAssertEqual(try store.trackCount(), 0)
        XCTAssertThrowsError(try store.deleteTrack(id: saved.id))
    }

    func testTwoTracksOfOneNameAreAskedForByID() throws {
        let store = try store()
        let a = recording(seconds: 120)
        let b = recording(seconds: 120, shift: 86_400)
        try store.insertTrack(try track(a, name: "Morning Run"), recording: a, tripName: nil, now: t0)
        try store.insertTrack(try track(b, name: "morning run"), recording: b, tripName: nil, now: t0)
        XCTAssertThrowsError(try store.resolveTrack("Morning Run")) { error in
            guard case .ambiguousTrack(_, let candidates)? = error as? JournalStoreError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(candidates.count, 2)
        }
        XCTAssertEqual(try store.tracks().map(\.name), ["morning run", "Morning Run"], "newest first")
    }

    func testEntriesAndTripsFindTheirTracksByTime() throws {
        let store = try store()
        let walk = recording(seconds: 600)
        let saved = try track(walk)
        try store.insertTrack(saved, recording: walk, tripName: nil, now: t0)
        var during = StoreFixtures.entry(title: "On the way")
        during.timestamp = t0.addingTimeInterval(700)  // in the break between the segments: still within
        var before = StoreFixtures.entry(title: "Before")
        before.timestamp = t0.addingTimeInterval(-1)
        try store.insert(during, photoData: nil)
        try store.insert(before, photoData: nil)
        XCTAssertEqual(try store.tracks(for: during).map(\.id), [saved.id])
        XCTAssertEqual(try store.tracks(for: before), [])
        XCTAssertEqual(try store.entries(duringTrack: saved).map(\.title), ["On the way"])
        // A trip of dates overlapping the track's time has it; a trip of entries spans their moments.
        _ = try store.createTrip(name: "Week", since: t0.addingTimeInterval(900), until: nil, now: t0)
        XCTAssertEqual(try store.tracks(inTrip: "Week").map(\.id), [saved.id])
        _ = try store.createTrip(name: "Later", since: t0.addingTimeInterval(86_400), until: nil, now: t0)
        XCTAssertEqual(try store.tracks(inTrip: "Later"), [])
        try store.addToTrip("Entries", ids: [before.id], create: true, now: t0)
        XCTAssertEqual(try store.tracks(inTrip: "Entries"), [], "one entry before the track: no overlap")
        try store.addToTrip("Entries", ids: [during.id], now: t0)
        XCTAssertEqual(try store.tracks(inTrip: "Entries").map(\.id), [saved.id])
        // Imported into a trip: listed whatever the times.
        try store.setTrackTrip(id: saved.id, tripName: "Later", now: t0)
        XCTAssertEqual(try store.tracks(inTrip: "Later").map(\.id), [saved.id])
    }

    /// A track whose points have no times (a route, Garmin's "clock unknown"), dated only by the
    /// time its file gives: kept and frozen, listed by that day, joined to no trip or entry by it.
    func testATrackWithoutTimesKeepsItsFilesTimeButJoinsNothingByIt() throws {
        let store = try store()
        let timed = recording(seconds: 60)
        try store.insertTrack(try track(timed, name: "Timed"), recording: timed, tripName: nil, now: t0)
        let untimed = TrackRecording(segments: [
            (0..<20).map {
                TrackPoint(latitude: 46.43 + Double($0) * 0.0005, longitude: 13.74, elevation: 1600)
            }
        ])
        let fileTime = t0.addingTimeInterval(-30 * 86_400)
        var dated = try track(untimed, name: "Dated by its file")
        dated.fileTime = fileTime
        try store.insertTrack(dated, recording: untimed, tripName: nil, now: t0.addingTimeInterval(10))
        let older = TrackRecording(segments: [
            untimed.segments[0].map {
                TrackPoint(latitude: $0.latitude, longitude: 13.8, elevation: $0.elevation)
            }
        ])
        try store.insertTrack(
            try track(older, name: "Undated"), recording: older, tripName: nil, now: t0.addingTimeInterval(20)
        )
        let read = try XCTUnwrap(try store.track(id: dated.id))
        XCTAssertEqual(read.fileTime, fileTime)
        XCTAssertEqual(read.dating, .fileDay(fileTime))
        // Newest first by day: the timed track, the one a month older by its file, the undated last.
        XCTAssertEqual(try store.tracks().map(\.name), ["Timed", "Dated by its file", "Undated"])
        // The day is known, the hours are not: no entry, and no trip of dates around it, joins it.
        var that = StoreFixtures.entry(title: "That day")
        that.timestamp = fileTime
        try store.insert(that, photoData: nil)
        XCTAssertEqual(try store.tracks(for: that), [])
        XCTAssertEqual(try store.entries(duringTrack: read), [])
        _ = try store.createTrip(
            name: "That month", since: fileTime.addingTimeInterval(-86_400),
            until: fileTime.addingTimeInterval(86_400), now: t0)
        XCTAssertEqual(try store.tracks(inTrip: "That month"), [])
        // Frozen with its points.
        let db = try Database(path: dir.path("j.sqlite"), mode: .readWrite)
        XCTAssertThrowsError(try db.run("UPDATE track SET file_time_ms = 0 WHERE id = ?", dated.idString))
        XCTAssertEqual(try store.track(id: dated.id)?.fileTime, fileTime)
        XCTAssertEqual(try store.check().problems.map(\.description), [])
    }

    func testPointsFiguresAndWeatherAreFrozenEvenAgainstSQL() throws {
        let store = try store()
        let walk = recording(seconds: 60)
        let saved = try track(walk)
        try store.insertTrack(saved, recording: walk, tripName: nil, now: t0)
        let db = try Database(path: dir.path("j.sqlite"), mode: .readWrite)
        for change in [
            "points = X'00'", "distance_m = 1", "start_ms = 0", "point_count = 2", "south = 0",
            "time_zone = 'UTC'",
            "weather_temp = 30", "weather_summary = 'Sunny'", "source_name = 'other.gpx'",
        ] {
            XCTAssertThrowsError(
                try db.run("UPDATE track SET \(change) WHERE id = ?", saved.idString), change)
        }
        try db.run("UPDATE track SET name = 'Renamed by hand' WHERE id = ?", saved.idString)
        XCTAssertEqual(try store.trackRecording(id: saved.id), walk)
        XCTAssertEqual(try store.track(id: saved.id)?.weather, StoreFixtures.reading)
    }

    func testATrackThatBreaksTheRulesIsRefusedBeforeItIsWritten() throws {
        let store = try store()
        let walk = recording(seconds: 60)
        var wrong = try track(walk)
        wrong.figures.distanceMetres += 100
        XCTAssertThrowsError(try store.insertTrack(wrong, recording: walk, tripName: nil, now: t0)) {
            guard case .invalidTrack(let reason)? = $0 as? JournalStoreError else { return XCTFail("\($0)") }
            XCTAssertTrue(reason.contains("distance"), reason)
        }
        var hot = try track(walk)
        hot.weather?.temperatureCelsius = 1e19
        XCTAssertThrowsError(try store.insertTrack(hot, recording: walk, tripName: nil, now: t0))
        XCTAssertEqual(try store.trackCount(), 0)
    }

    func testCheckFindsDamagedPointsAndFiguresThatNoLongerMatch() throws {
        let walk = recording(seconds: 300)
        let saved = try track(walk)
        do {
            let store = try store()
            try store.insertTrack(saved, recording: walk, tripName: nil, now: t0)
            let report = try store.check()
            XCTAssertEqual(report.problems, [])
            XCTAssertEqual(report.trackCount, 1)
        }
        // One byte of the points changed behind the journal's back (the trigger dropped to do it,
        // and put back: `check` names a missing trigger too, and this test is about the points).
        let db = try Database(path: dir.path("j.sqlite"), mode: .readWrite)
        let trigger = try XCTUnwrap(
            try db.query("SELECT sql FROM sqlite_schema WHERE name = 'track_recording_is_frozen'") {
                $0.string(0)
            }.first ?? nil)
        func behindTheTrigger(_ body: () throws -> Void) throws {
            try db.execute("DROP TRIGGER track_recording_is_frozen")
            try body()
            try db.execute(trigger)
        }
        try behindTheTrigger {
            try db.execute(
                "UPDATE track SET points = CAST(substr(points, 1, 100) || X'7F' || substr(points, 102) AS BLOB)"
            )
        }
        XCTAssertThrowsError(try store().trackRecording(id: saved.id)) { error in
            guard case .trackDamaged(let id, _)? = error as? JournalStoreError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(id, saved.idString)
        }
        let damaged = try JournalStore(path: dir.path("j.sqlite"), access: .inspect).check()
        XCTAssertEqual(damaged.problems.count, 1)
        XCTAssertTrue(
            damaged.problems[0].description.hasPrefix("track \(saved.idString): its points are damaged"))
        // Whole points again, but a figure changed: measured again, it does not match.
        try behindTheTrigger {
            try db.run(
                "UPDATE track SET points = ?, points_crc32 = ?, points_sha256 = ?, ascent_m = 1",
                TrackPointsCodec.encode(walk), Int64(PhotoChecksum.crc32(TrackPointsCodec.encode(walk))),
                SHA256.hex(of: TrackPointsCodec.encode(walk)))
        }
        let report = try JournalStore(path: dir.path("j.sqlite"), access: .inspect).check()
        XCTAssertEqual(report.problems.map(\.message), ["its heights do not match its points"])
    }

    func testAVersion5JournalGainsTracksAndPositionSources() throws {
        let path = dir.path("v5.sqlite")
        let db = try Database(path: path, mode: .readWriteCreate)
        for migration in JournalSchema.migrations.prefix(5) { try db.execute(migration) }
        try db.execute("PRAGMA user_version = 5")
        try db.execute("PRAGMA application_id = \(JournalSchema.applicationID)")
        try db.run(
            """
            INSERT INTO entry (id, timestamp_ms, title, lat, lng, created_ms, updated_ms)
            VALUES ('6f9619ff-8b86-4011-b42d-00cf4fc964ff', 1749883320000, 'Old entry', 60.39, 5.32, 1, 1)
            """)
        let store = try JournalStore(path: path, access: .write)
        XCTAssertEqual(try store.schemaVersion(), JournalSchema.current)
        let old = try XCTUnwrap(try store.entries().first)
        XCTAssertNil(
            old.capture.positionSource, "entries saved before say nothing of their position's source")
        XCTAssertNil(old.capture.clockOffset)
        let walk = recording(seconds: 30)
        try store.insertTrack(try track(walk), recording: walk, tripName: nil, now: t0)
        var placed = StoreFixtures.entry(title: "Placed")
        let trackID = try store.tracks()[0].id
        placed.capture = CaptureDetails(
            timeSource: .placeTimeZone, positionSource: .track(id: trackID, name: "Fløyen walk"),
            clockOffset: -90.5)
        try store.insert(placed, photoData: nil)
        XCTAssertEqual(try store.entry(id: placed.id)?.capture, placed.capture)
        XCTAssertThrowsError(
            try db.run("UPDATE entry SET position_source = 'given' WHERE id = ?", placed.idString))
        XCTAssertThrowsError(try db.run("UPDATE entry SET clock_offset_ms = 0 WHERE id = ?", placed.idString))
        XCTAssertEqual(try store.check().problems, [])
    }
}
