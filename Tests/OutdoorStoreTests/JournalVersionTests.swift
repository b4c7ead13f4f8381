import Foundation
import OutdoorModel
import OutdoorStore
import TestSupport
import XCTest

/// A journal made by every schema version, opened by the current code: every table, row, field
/// and photo checksum comes through, read as the version that wrote it meant.
///
/// `Tests/JournalVersions/` keeps, for each version N, `schema-N.sql` (migration N exactly as it
/// landed) and `journal-N.sql` (rows as version N of `outdoor` wrote them, with the columns it
/// knew). The journal of version N is schema 1, journal 1, schema 2, journal 2, ... up to N, at
/// `user_version` N. Adding a migration is adding its two files (see that folder's README).
final class JournalVersionTests: XCTestCase {
    private static let folder = RepositoryRoot.url.appendingPathComponent("Tests/JournalVersions")

    /// A table's rows in rowid order, each as column name -> value.
    private typealias Rows = [[String: SQLiteValue]]

    private func fixture(_ name: String) throws -> String {
        try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
    }

    func testEveryMigrationIsFrozenAsItLandedWithTheRowsItsVersionWrote() throws {
        for version in 1...JournalSchema.current {
            let frozen = try? fixture("schema-\(version).sql")
            XCTAssertNotNil(
                frozen, "copy migration \(version) into Tests/JournalVersions/schema-\(version).sql")
            XCTAssertEqual(
                JournalSchema.migrations[version - 1], frozen,
                "migration \(version) differs from the SQL it landed with: a landed migration is never edited"
            )
            XCTAssertNotNil(
                try? fixture("journal-\(version).sql"),
                "write the rows version \(version) wrote into Tests/JournalVersions/journal-\(version).sql")
        }
        XCTAssertNil(
            try? fixture("schema-\(JournalSchema.current + 1).sql"), "a frozen migration this build lacks")
    }

    func testAJournalOfEveryVersionOpensWithEveryRowFieldAndPhotoKept() throws {
        for version in 1...JournalSchema.current {
            try checkJournal(ofVersion: version)
        }
    }

    func testAJournalOfEveryVersionIsCheckedAsItIsWithoutProblems() throws {
        // `outdoor check` never migrates: the columns and tables a version did not have yet read
        // as empty, and a whole journal of that version has nothing wrong (issue 30).
        for version in 1...JournalSchema.current {
            let dir = try TemporaryDirectory()
            let path = dir.path("v\(version).sqlite")
            try makeJournal(ofVersion: version, at: path)
            let report = try JournalStore(path: path, access: .inspect).check()
            XCTAssertEqual(report.schemaVersion, version)
            XCTAssertEqual(report.problems.map(\.description), [], "the journal of version \(version)")
            XCTAssertGreaterThan(report.entryCount, 0, "the journal of version \(version)")
        }
    }

    /// Makes the journal of `version` at `path` as its `outdoor` would have.
    private func makeJournal(ofVersion version: Int, at path: String) throws {
        let db = try Database(path: path, mode: .readWriteCreate)
        try db.execute("PRAGMA journal_mode = WAL")
        try db.execute("PRAGMA application_id = \(JournalSchema.applicationID)")
        for step in 1...version {
            try db.execute(try fixture("schema-\(step).sql"))
            try db.execute(try fixture("journal-\(step).sql"))
            try db.execute("PRAGMA user_version = \(step)")
        }
    }

    private func checkJournal(ofVersion version: Int) throws {
        let dir = try TemporaryDirectory()
        let path = dir.path("v\(version).sqlite")
        try makeJournal(ofVersion: version, at: path)
        let before = try snapshot(path)
        let store = try JournalStore(path: path, access: .read)
        XCTAssertEqual(try store.schemaVersion(), JournalSchema.current, "version \(version)")
        let after = try snapshot(path)
        let label = "the journal of version \(version)"

        // Every table, row and value is kept; a column added since is empty. The one exception:
        // the place lines versions 1-5 stored were all computed when the entry was saved, so the
        // migration that stores only corrections drops them (they are computed again).
        XCTAssertTrue(after["entry"]?.allSatisfy { $0["place_name"] == nil } ?? false, label)
        for (table, rows) in before {
            let now = try XCTUnwrap(after[table], "\(label) lost the table \(table)")
            XCTAssertEqual(now.count, rows.count, "\(label): rows of \(table)")
            for (old, new) in zip(rows, now) {
                for (column, value) in new {
                    XCTAssertEqual(value, old[column] ?? .null, "\(label): \(table).\(column)")
                }
            }
        }

        // The current code reads every entry as its row says, its photo and radar included.
        let entryRows = try XCTUnwrap(after["entry"])
        let photos = Dictionary(
            uniqueKeysWithValues: (after["photo"] ?? []).map { (text($0["entry_id"]), $0) })
        let radars = Dictionary(
            uniqueKeysWithValues: (after["entry_radar"] ?? []).map { (text($0["entry_id"]), $0) })
        let focusPoints = Dictionary(
            uniqueKeysWithValues: (after["entry_focus"] ?? []).map { (text($0["entry_id"]), $0) })
        let entries = try store.entries()
        XCTAssertEqual(Set(entries.map(\.idString)), Set(entryRows.map { text($0["id"]) }), label)
        for row in entryRows {
            let id = try XCTUnwrap(UUID(uuidString: text(row["id"])))
            var expected = try entry(row, photo: photos[text(row["id"])], radar: radars[text(row["id"])])
            // The focus point of its photo (schema 6), editable and kept in a table of its own.
            if let focus = focusPoints[text(row["id"])], case .real(let x)? = focus["x"],
                case .real(let y)? = focus["y"]
            {
                expected.photoFocus = PhotoFocus(x: x, y: y)
            }
            XCTAssertEqual(try store.entry(id: id), expected, "\(label): entry \(text(row["id"]))")
        }

        // Every photo: its bytes, their SHA-256, and their CRC-32 where the version kept one.
        for (id, row) in photos {
            let data = try XCTUnwrap(try store.photoData(for: try XCTUnwrap(UUID(uuidString: id))))
            XCTAssertEqual(.blob(data), row["data"], "\(label): photo of \(id)")
            XCTAssertEqual(SHA256.hex(of: data), text(row["sha256"]), "\(label): photo of \(id)")
            if case .integer(let crc)? = row["crc32"] {
                XCTAssertEqual(Int64(PhotoChecksum.crc32(data)), crc, "\(label): photo of \(id)")
            }
        }
        for (id, row) in radars {
            let frame = try XCTUnwrap(try store.radarFrame(for: try XCTUnwrap(UUID(uuidString: id))))
            XCTAssertEqual(.blob(frame.image), row["image"], "\(label): radar of \(id)")
        }

        // Trips: each with its range and the entries it holds (chosen, or in its range).
        let tripRows = after["trip"] ?? []
        XCTAssertEqual(
            try store.trips().map(\.name).sorted(), tripRows.map { text($0["name"]) }.sorted(), label)
        for row in tripRows {
            let trip = try store.trip(named: text(row["name"]))
            XCTAssertEqual(trip.since, milliseconds(row["since_ms"]), label)
            XCTAssertEqual(trip.until, milliseconds(row["until_ms"]), label)
            XCTAssertEqual(trip.createdAt, milliseconds(row["created_ms"]), label)
            let chosen = Set(
                (after["trip_entry"] ?? []).filter { $0["trip_id"] == row["id"] }.map { text($0["entry_id"]) }
            )
            let ranged = entryRows.filter { entry in
                guard case .integer(let time)? = entry["timestamp_ms"],
                    row["since_ms"] != .null || row["until_ms"] != .null
                else { return false }
                if case .integer(let since)? = row["since_ms"], time < since { return false }
                if case .integer(let until)? = row["until_ms"], time >= until { return false }
                return true
            }
            XCTAssertEqual(
                Set(try store.entries(inTrip: trip.name).map(\.idString)),
                chosen.union(ranged.map { text($0["id"]) }), "\(label): trip \(trip.name)")
        }

        // Tracks: each with its name, trip, figures and start weather, its points decoded and
        // measured again to the figures frozen with them.
        let trackRows = after["track"] ?? []
        XCTAssertEqual(try store.tracks().count, trackRows.count, label)
        for row in trackRows {
            let id = try XCTUnwrap(UUID(uuidString: text(row["id"])))
            let track = try XCTUnwrap(try store.track(id: id), "\(label): track \(id)")
            XCTAssertEqual(track.name, text(row["name"]), label)
            XCTAssertEqual(track.sourceFileName, text(row["source_name"]), label)
            XCTAssertEqual(
                track.tripName, tripRows.first { $0["id"] == row["trip_id"] }.map { text($0["name"]) }, label)
            XCTAssertEqual(track.figures.pointCount, Int(try XCTUnwrap(integer(row["point_count"]))), label)
            XCTAssertEqual(track.figures.distanceMetres, try XCTUnwrap(number(row["distance_m"])), label)
            XCTAssertEqual(track.figures.movingSeconds, number(row["moving_s"]), label)
            XCTAssertEqual(track.figures.ascentMetres, number(row["ascent_m"]), label)
            XCTAssertEqual(track.figures.highest?.elevation, number(row["highest_m"]), label)
            XCTAssertEqual(track.weather?.summary, optionalText(row["weather_summary"]), label)
            XCTAssertEqual(track.weather?.temperatureCelsius, number(row["weather_temp"]), label)
            // The file's own time (version 9): it dates a track without times to the day, never by import.
            let fileTime = integer(row["file_time_ms"]).map { Date(timeIntervalSince1970: Double($0) / 1000) }
            XCTAssertEqual(track.fileTime, fileTime, label)
            if track.figures.timeRange == nil {
                XCTAssertEqual(track.dating, fileTime.map(TrackDating.fileDay) ?? .undated, label)
            }
            let recording = try store.trackRecording(id: id)
            XCTAssertEqual(recording.pointCount, track.figures.pointCount, label)
            XCTAssertEqual(recording.segments.count, Int(try XCTUnwrap(integer(row["segment_count"]))), label)
            XCTAssertEqual(
                recording.waypoints.count, Int(try XCTUnwrap(integer(row["waypoint_count"]))), label)
            let measured = try XCTUnwrap(TrackFigures(recording))
            XCTAssertEqual(measured.distanceMetres, track.figures.distanceMetres, accuracy: 1e-6, label)
            XCTAssertEqual(measured.timeRange, track.figures.timeRange, label)
        }
        if let placed = entryRows.first(where: { $0["position_source"] == .text("track") }) {
            let entry = try XCTUnwrap(
                try store.entry(id: try XCTUnwrap(UUID(uuidString: text(placed["id"])))))
            XCTAssertEqual(
                try store.tracks(for: entry).map(\.idString), [text(placed["position_track_id"])], label)
        }

        // And `outdoor check` finds nothing wrong.
        let report = try store.check()
        XCTAssertEqual(report.problems, [], label)
        XCTAssertEqual(report.entryCount, entryRows.count, label)
        XCTAssertEqual(report.photoCount, photos.count, label)
        XCTAssertEqual(report.trackCount, trackRows.count, label)
    }

    /// Every table of the journal at `path` (SQLite's own left out), rows in rowid order.
    private func snapshot(_ path: String) throws -> [String: Rows] {
        let db = try Database(path: path, mode: .readOnly)
        let tables = try db.query(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
        ) { $0.string(0) ?? "" }
        var all: [String: Rows] = [:]
        for table in tables {
            let columns = try db.query("SELECT name FROM pragma_table_info(?)", [table]) {
                $0.string(0) ?? ""
            }
            let list = columns.map { "\"\($0)\"" }.joined(separator: ", ")
            let order =
                try db.scalarInteger(
                    "SELECT count(*) FROM sqlite_master WHERE name = ? AND sql LIKE '%WITHOUT ROWID%'",
                    [table]) == 0
            all[table] = try db.query("SELECT \(list) FROM \"\(table)\"\(order ? " ORDER BY rowid" : "")") {
                row in
                var values: [String: SQLiteValue] = [:]
                for (index, column) in columns.enumerated() { values[column] = row.value(Int32(index)) }
                return values
            }
        }
        return all
    }

    /// The entry a row of `entry` (with its `photo` and `entry_radar` rows) describes, read as
    /// the schema documents each column.
    private func entry(
        _ row: [String: SQLiteValue], photo: [String: SQLiteValue]?, radar: [String: SQLiteValue]?
    )
        throws -> JournalEntry
    {
        var weather: WeatherReading?
        if let summary = optionalText(row["weather_summary"]),
            let source = optionalText(row["weather_source"])
        {
            weather = WeatherReading(
                summary: summary, temperatureCelsius: try XCTUnwrap(number(row["weather_temp"])),
                symbol: WeatherSymbol(rawValue: text(row["weather_symbol"])),
                wmoCode: integer(row["weather_code"]).map { Int($0) },
                source: WeatherSource(rawValue: source),
                observedAt: milliseconds(row["weather_observed_ms"]))
        }
        let photoInfo = try photo.map {
            PhotoInfo(
                format: try XCTUnwrap(PhotoFormat(rawValue: text($0["format"]))),
                pixelWidth: Int(try XCTUnwrap(integer($0["width"]))),
                pixelHeight: Int(try XCTUnwrap(integer($0["height"]))),
                byteCount: Int(try XCTUnwrap(integer($0["byte_count"]))), sha256: text($0["sha256"]))
        }
        var direction: CameraDirection?
        if let degrees = number(row["direction_deg"]) {
            direction = CameraDirection(
                degrees: degrees,
                reference: try XCTUnwrap(CameraDirection.Reference(rawValue: text(row["direction_ref"]))))
        }
        var entryRadar: EntryRadar?
        if let status = optionalText(row["radar_status"]) {
            entryRadar = EntryRadar(
                status: try XCTUnwrap(RadarStatus(rawValue: status)),
                detail: optionalText(row["radar_detail"]))
            if let radar {
                entryRadar?.frame = RadarFrameInfo(
                    time: try XCTUnwrap(milliseconds(radar["frame_ms"])),
                    source: RadarSource(rawValue: text(radar["source"])),
                    bounds: try RadarBounds(
                        west: try XCTUnwrap(number(radar["west"])),
                        east: try XCTUnwrap(number(radar["east"])),
                        north: try XCTUnwrap(number(radar["north"])),
                        south: try XCTUnwrap(number(radar["south"]))),
                    zoom: Int(try XCTUnwrap(integer(radar["zoom"]))),
                    pixelWidth: Int(try XCTUnwrap(integer(radar["width"]))),
                    pixelHeight: Int(try XCTUnwrap(integer(radar["height"]))),
                    byteCount: Int(try XCTUnwrap(integer(radar["byte_count"]))))
            }
        }
        return JournalEntry(
            id: try XCTUnwrap(UUID(uuidString: text(row["id"]))),
            timestamp: try XCTUnwrap(milliseconds(row["timestamp_ms"])),
            timeZoneIdentifier: optionalText(row["time_zone"]), title: text(row["title"]),
            coordinate: Coordinate(
                latitude: try XCTUnwrap(number(row["lat"])), longitude: try XCTUnwrap(number(row["lng"]))),
            placeCorrection: optionalText(row["place_correction"]), weather: weather,
            note: optionalText(row["note"]),
            photo: photoInfo,
            capture: CaptureDetails(
                altitude: number(row["altitude_m"]), direction: direction,
                timeSource: optionalText(row["time_source"]).flatMap(TimeSource.init(rawValue:)),
                positionSource: try optionalText(row["position_source"]).map {
                    PositionSource(
                        kind: try XCTUnwrap(PositionSource.Kind(rawValue: $0)),
                        trackID: optionalText(row["position_track_id"]).flatMap(UUID.init(uuidString:)),
                        trackName: optionalText(row["position_track_name"]))
                },
                clockOffset: integer(row["clock_offset_ms"]).map { Double($0) / 1000 }),
            radar: entryRadar, titleIsGenerated: integer(row["title_generated"]).map { $0 != 0 },
            createdAt: try XCTUnwrap(milliseconds(row["created_ms"])),
            updatedAt: try XCTUnwrap(milliseconds(row["updated_ms"])))
    }

    private func optionalText(_ value: SQLiteValue?) -> String? {
        if case .text(let text)? = value { return text }
        return nil
    }

    private func text(_ value: SQLiteValue?) -> String { optionalText(value) ?? "" }

    private func integer(_ value: SQLiteValue?) -> Int64? {
        if case .integer(let number)? = value { return number }
        return nil
    }

    private func number(_ value: SQLiteValue?) -> Double? {
        switch value {
        case .real(let number)?: return number
        case .integer(let number)?: return Double(number)
        default: return nil
        }
    }

    private func milliseconds(_ value: SQLiteValue?) -> Date? {
        integer(value).map { Date(timeIntervalSince1970: Double($0) / 1000) }
    }
}
