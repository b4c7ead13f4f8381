import Foundation
import OutdoorModel

/// Recorded tracks (schema 7; their file's time, schema 9): their points frozen as a checked blob,
/// their figures and start weather beside them, and which entries and trips they belong to by time.
extension JournalStore {
    /// The columns read for a track (never its points), in `track(from:)`'s order.
    static let trackColumns = """
        t.id, t.name, t.source_name, tr.name, t.point_count, t.segment_count, t.waypoint_count, t.start_ms,
        t.end_ms, t.time_zone, t.distance_m, t.moving_s, t.ascent_m, t.descent_m, t.lowest_m, t.lowest_lat,
        t.lowest_lng, t.highest_m, t.highest_lat, t.highest_lng, t.start_lat, t.start_lng, t.end_lat, t.end_lng,
        t.south, t.north, t.west, t.east, t.weather_summary, t.weather_temp, t.weather_symbol, t.weather_code,
        t.weather_source, t.weather_observed_ms, t.weather_note, t.created_ms, t.updated_ms, t.file_time_ms
        """
    /// How many columns `trackColumns` names (the columns a query adds after them start here).
    static let trackColumnCount = Int32(trackColumns.split(separator: ",").count)
    static let trackFrom = "FROM track t LEFT JOIN trip tr ON tr.id = t.trip_id"
    /// Newest first by start (a track without times by its file's time); undated tracks last.
    static let trackOrder = """
        ORDER BY coalesce(t.start_ms, t.file_time_ms) IS NULL, coalesce(t.start_ms, t.file_time_ms) DESC,
            t.created_ms DESC, t.id
        """

    /// Saves a track and its points in one transaction, into the trip `tripName` when given
    /// (created when missing).
    ///
    /// `recording` must be on the storage grid (`TrackRecording.cleaned()`) and `track.figures`
    /// measured from it. Throws `trackExists` when the same points are in the journal, and
    /// `invalidTrack` for a description that breaks the rules.
    public func insertTrack(_ track: Track, recording: TrackRecording, tripName: String?, now: Date) throws {
        if let problem = track.problems.first { throw JournalStoreError.invalidTrack(reason: problem) }
        if let problem = track.problems(against: recording).first {
            throw JournalStoreError.invalidTrack(reason: problem)
        }
        let trip = try tripName.map(Self.validatedTripName)
        let blob = TrackPointsCodec.encode(recording)
        let sha = SHA256.hex(of: blob)
        let f = track.figures
        try wrap {
            try guardedWrite {
                if let existing = try db.query(
                    "SELECT id, name FROM track WHERE points_sha256 = ?", [sha],
                    row: { ($0.string(0) ?? "", $0.string(1) ?? "") }
                ).first {
                    throw JournalStoreError.trackExists(id: existing.0, name: existing.1)
                }
                var tripID: Int64?
                if let trip {
                    tripID = try db.scalarInteger("SELECT id FROM trip WHERE name = ? COLLATE NOCASE", [trip])
                    if tripID == nil {
                        try db.run(
                            "INSERT INTO trip (name, created_ms) VALUES (?, ?)", trip, Self.milliseconds(now))
                        tripID = try db.scalarInteger(
                            "SELECT id FROM trip WHERE name = ? COLLATE NOCASE", [trip])
                    }
                }
                let w = track.weather
                let values: [SQLiteBindable] = [
                    track.idString, track.name, track.sourceFileName, tripID, blob, blob.count,
                    Int64(PhotoChecksum.crc32(blob)), sha, f.pointCount, f.segmentCount, track.waypointCount,
                    f.timeRange.map { Self.milliseconds($0.lowerBound) },
                    f.timeRange.map { Self.milliseconds($0.upperBound) },
                    track.timeZoneIdentifier, f.distanceMetres, f.movingSeconds, f.ascentMetres,
                    f.descentMetres,
                    f.lowest?.elevation, f.lowest?.latitude, f.lowest?.longitude, f.highest?.elevation,
                    f.highest?.latitude, f.highest?.longitude, f.start.latitude, f.start.longitude,
                    f.end.latitude,
                    f.end.longitude, f.bounds.south, f.bounds.north, f.bounds.west, f.bounds.east, w?.summary,
                    w?.temperatureCelsius, w?.symbol.rawValue, w?.wmoCode, w?.source.rawValue,
                    w?.observedAt.map(Self.milliseconds), track.weatherNote,
                    Self.milliseconds(track.createdAt),
                    Self.milliseconds(track.updatedAt), track.fileTime.map(Self.milliseconds),
                ]
                let statement = try db.prepare(
                    """
                    INSERT INTO track (id, name, source_name, trip_id, points, points_bytes, points_crc32, points_sha256,
                        point_count, segment_count, waypoint_count, start_ms, end_ms, time_zone, distance_m, moving_s,
                        ascent_m, descent_m, lowest_m, lowest_lat, lowest_lng, highest_m, highest_lat, highest_lng,
                        start_lat, start_lng, end_lat, end_lng, south, north, west, east, weather_summary, weather_temp,
                        weather_symbol, weather_code, weather_source, weather_observed_ms, weather_note, created_ms,
                        updated_ms, file_time_ms)
                    VALUES (\(Array(repeating: "?", count: values.count).joined(separator: ", ")))
                    """)
                try statement.bind(values)
                while try statement.step() {}
            }
        }
    }

    /// The track with this id, or nil.
    public func track(id: UUID) throws -> Track? {
        try wrap {
            try db.query(
                "SELECT \(Self.trackColumns) \(Self.trackFrom) WHERE t.id = ?", [id.uuidString.lowercased()],
                row: Self.track(from:)
            ).first
        }
    }

    /// Every track, newest first (by start, else by its file's time; undated tracks last).
    public func tracks() throws -> [Track] {
        try wrap {
            try db.query(
                "SELECT \(Self.trackColumns) \(Self.trackFrom) \(Self.trackOrder)", row: Self.track(from:))
        }
    }

    /// The number of tracks.
    public func trackCount() throws -> Int {
        try wrap { Int(try db.scalarInteger("SELECT count(*) FROM track") ?? 0) }
    }

    /// The tracks an instant falls within (first to last point time, both included): the
    /// tracks an entry at that moment belongs to.
    public func tracks(at instant: Date) throws -> [Track] {
        let t = Self.milliseconds(instant)
        return try wrap {
            try db.query(
                "SELECT \(Self.trackColumns) \(Self.trackFrom) WHERE t.start_ms <= ?1 AND t.end_ms >= ?1 \(Self.trackOrder)",
                [t], row: Self.track(from:))
        }
    }

    /// The tracks an entry belongs to: those whose time its moment falls within.
    public func tracks(for entry: JournalEntry) throws -> [Track] { try tracks(at: entry.timestamp) }

    /// A trip's tracks: those imported into it, and those whose time overlaps the trip's.
    ///
    /// The trip's time is its date range when it has one (either end may be open), else the
    /// span from its first entry's moment to its last's. Oldest first, as the route goes.
    public func tracks(inTrip name: String) throws -> [Track] {
        try wrap {
            guard
                let row = try db.query(
                    "SELECT id, since_ms, until_ms FROM trip WHERE name = ? COLLATE NOCASE",
                    [name.trimmingWhitespace()],
                    row: { ($0.int64(0) ?? 0, $0.int64(1), $0.int64(2)) }
                ).first
            else { throw JournalStoreError.tripNotFound(name) }
            var range: (low: Int64, high: Int64)?
            if row.1 != nil || row.2 != nil {
                range = (row.1 ?? Int64.min, row.2 ?? Int64.max)
            } else if let span = try db.query(
                "SELECT min(e.timestamp_ms), max(e.timestamp_ms) FROM entry e WHERE \(Self.tripMembership)",
                [row.0, row.0],
                row: { row -> (Int64, Int64)? in
                    guard let low = row.int64(0), let high = row.int64(1) else { return nil }
                    return (low, high &+ 1)
                }
            ).first, let span {
                range = span
            }
            return try db.query(
                """
                SELECT \(Self.trackColumns) \(Self.trackFrom)
                WHERE t.trip_id = ?1 OR (t.start_ms IS NOT NULL AND t.start_ms < ?3 AND t.end_ms >= ?2)
                ORDER BY t.start_ms IS NULL, t.start_ms, t.created_ms, t.id
                """, [row.0, range?.low ?? 0, range?.high ?? Int64.min], row: Self.track(from:))
        }
    }

    /// The entries whose moment falls within a track's time, oldest first.
    public func entries(duringTrack track: Track) throws -> [JournalEntry] {
        guard let range = track.figures.timeRange else { return [] }
        return try entries(since: range.lowerBound, until: range.upperBound.addingTimeInterval(0.001))
            .reversed()
    }

    /// The one track `text` names: its name (any case), else its id or an id prefix of 4+ hex digits.
    public func resolveTrack(_ text: String) throws -> UUID {
        let clean = text.trimmingWhitespace()
        // Names compared in any case, beyond ASCII ("FLØYEN" is "Fløyen"), which SQLite's NOCASE is not.
        let byName = try wrap {
            try db.query("SELECT id, name FROM track ORDER BY created_ms, id") {
                ($0.string(0) ?? "", $0.string(1) ?? "")
            }
        }.filter { $0.1.compare(clean, options: [.caseInsensitive]) == .orderedSame }.map(\.0)
        if byName.count > 1 { throw JournalStoreError.ambiguousTrack(clean, candidates: byName) }
        var found = byName.first
        let key = clean.lowercased()
        if found == nil, key.count >= 4, key.count <= 36, key.allSatisfy({ "0123456789abcdef-".contains($0) })
        {
            let matches = try wrap {
                try db.query(
                    "SELECT id FROM track WHERE substr(id, 1, ?) = ? ORDER BY id LIMIT 50", [key.count, key],
                    row: { $0.string(0) ?? "" })
            }
            if matches.count > 1 { throw JournalStoreError.ambiguousTrack(clean, candidates: matches) }
            found = matches.first
        }
        guard let found else { throw JournalStoreError.trackNotFound(clean) }
        guard let id = UUID(uuidString: found) else {
            throw JournalStoreError.damaged("malformed track id \(found)")
        }
        return id
    }

    /// A track's points as recorded, checked against their size and CRC-32 as they are read.
    public func trackRecording(id: UUID) throws -> TrackRecording {
        let key = id.uuidString.lowercased()
        return try wrap {
            guard
                let facts = try db.query(
                    "SELECT rowid, points_bytes, points_crc32 FROM track WHERE id = ?", [key],
                    row: { ($0.int64(0), $0.int64(1), $0.int64(2)) }
                ).first, let rowid = facts.0
            else { throw JournalStoreError.trackNotFound(key) }
            let blob = try db.readBlob(table: "track", column: "points", rowid: rowid)
            if let problem = Self.pointsProblem(blob, bytes: facts.1, crc32: facts.2, sha256: nil) {
                throw JournalStoreError.trackDamaged(id: key, detail: problem)
            }
            do {
                return try TrackPointsCodec.decode(blob)
            } catch let error as TrackPointsError {
                throw JournalStoreError.trackDamaged(id: key, detail: error.reason)
            }
        }
    }

    /// Renames a track and returns it; throws `trackNotFound` or `invalidTrack`.
    public func renameTrack(id: UUID, to name: String, now: Date) throws -> Track {
        let clean: String
        do {
            clean = try Track.validatedName(name)
        } catch {
            throw JournalStoreError.invalidTrack(reason: "\(error)")
        }
        let key = id.uuidString.lowercased()
        return try wrap {
            try guardedWrite {
                try db.run(
                    "UPDATE track SET name = ?, updated_ms = ? WHERE id = ?", clean, Self.milliseconds(now),
                    key)
                guard db.changes == 1 else { throw JournalStoreError.trackNotFound(key) }
            }
            guard let track = try track(id: id) else { throw JournalStoreError.trackNotFound(key) }
            return track
        }
    }

    /// The id of the track whose points have this SHA-256 (lowercase hex), if any.
    public func trackID(pointsSHA256 sha256: String) throws -> UUID? {
        try wrap {
            try db.query("SELECT id FROM track WHERE points_sha256 = ?", [sha256.lowercased()]) {
                $0.string(0).flatMap(UUID.init(uuidString:))
            }.first ?? nil
        }
    }

    /// Puts a track into the trip `tripName` (created when missing).
    public func setTrackTrip(id: UUID, tripName: String, now: Date) throws {
        let trip = try Self.validatedTripName(tripName)
        try wrap {
            try guardedWrite {
                if try db.scalarInteger("SELECT id FROM trip WHERE name = ? COLLATE NOCASE", [trip]) == nil {
                    try db.run(
                        "INSERT INTO trip (name, created_ms) VALUES (?, ?)", trip, Self.milliseconds(now))
                }
                try db.run(
                    "UPDATE track SET trip_id = (SELECT id FROM trip WHERE name = ? COLLATE NOCASE), updated_ms = ? WHERE id = ?",
                    trip, Self.milliseconds(now), id.uuidString.lowercased())
                guard db.changes == 1 else {
                    throw JournalStoreError.trackNotFound(id.uuidString.lowercased())
                }
            }
        }
    }

    /// Deletes a track and its points; entries placed from it keep their position and its name.
    public func deleteTrack(id: UUID) throws {
        let key = id.uuidString.lowercased()
        try wrap {
            try guardedWrite {
                try db.run("DELETE FROM track WHERE id = ?", key)
                guard db.changes == 1 else { throw JournalStoreError.trackNotFound(key) }
            }
        }
    }

    /// Why a points blob is not the one saved (its size, CRC-32 and, when given, SHA-256), or nil.
    static func pointsProblem(_ blob: Data, bytes: Int64?, crc32: Int64?, sha256: String?) -> String? {
        if let bytes, bytes != Int64(blob.count) {
            return "they hold \(blob.count) bytes where \(bytes) were saved"
        }
        if let crc32, crc32 != Int64(PhotoChecksum.crc32(blob)) {
            return "their bytes no longer match their checksum"
        }
        if let sha256, SHA256.hex(of: blob) != sha256.lowercased() {
            return "their bytes no longer match their SHA-256"
        }
        return nil
    }

    /// A track from a row of `trackColumns`.
    static func track(from row: Row) throws -> Track {
        guard let idText = row.string(0), let id = UUID(uuidString: idText), let name = row.string(1),
            let source = row.string(2), let points = row.int(4), let segments = row.int(5),
            let waypoints = row.int(6), let distance = row.double(10), let startLat = row.double(20),
            let startLng = row.double(21), let endLat = row.double(22), let endLng = row.double(23),
            let south = row.double(24), let north = row.double(25), let west = row.double(26),
            let east = row.double(27), let created = row.int64(35), let updated = row.int64(36)
        else { throw JournalStoreError.damaged("a track row is incomplete") }
        var range: ClosedRange<Date>?
        if let start = row.int64(7), let end = row.int64(8), start <= end { range = date(start)...date(end) }
        func extreme(_ at: Int32) -> TrackPoint? {
            guard let height = row.double(at), let lat = row.double(at + 1), let lng = row.double(at + 2)
            else { return nil }
            return TrackPoint(latitude: lat, longitude: lng, elevation: height)
        }
        let figures = TrackFigures(
            pointCount: points, segmentCount: segments, distanceMetres: distance,
            movingSeconds: row.double(11),
            ascentMetres: row.double(12), descentMetres: row.double(13), lowest: extreme(14),
            highest: extreme(17),
            start: TrackPoint(latitude: startLat, longitude: startLng),
            end: TrackPoint(latitude: endLat, longitude: endLng),
            bounds: TrackBounds(south: south, north: north, west: west, east: east), timeRange: range)
        var weather: WeatherReading?
        if let summary = row.string(28), let temp = row.double(29), let symbol = row.string(30),
            let weatherSource = row.string(32)
        {
            weather = WeatherReading(
                summary: summary, temperatureCelsius: temp, symbol: WeatherSymbol(rawValue: symbol),
                wmoCode: row.int(31), source: WeatherSource(rawValue: weatherSource),
                observedAt: row.int64(33).map(date))
        }
        return Track(
            id: id, name: name, sourceFileName: source, figures: figures, waypointCount: waypoints,
            timeZoneIdentifier: row.string(9), tripName: row.string(3), weather: weather,
            weatherNote: row.string(34), fileTime: row.int64(37).map(date),
            createdAt: date(created), updatedAt: date(updated))
    }
}
