import Foundation
import OutdoorModel

extension JournalStore {
    static let entryColumns = """
        e.id, e.timestamp_ms, e.time_zone, e.title, e.lat, e.lng, e.place_correction, e.weather_summary,
        e.weather_temp, e.weather_symbol, e.weather_code, e.weather_source, e.weather_observed_ms,
        e.note, e.created_ms, e.updated_ms, p.format, p.width, p.height, p.byte_count, p.sha256,
        e.altitude_m, e.direction_deg, e.direction_ref, e.time_source,
        \(radarColumns),
        \(positionColumns), e.title_generated
        """
    static let entryFrom = "FROM entry e LEFT JOIN photo p ON p.entry_id = e.id \(radarJoin)"

    /// Entries whose timestamp lies in `since ..< until` (either end open when nil), newest first.
    public func entries(since: Date? = nil, until: Date? = nil) throws -> [JournalEntry] {
        var conditions: [String] = []
        var arguments: [SQLiteBindable] = []
        if let since {
            conditions.append("e.timestamp_ms >= ?")
            arguments.append(Self.milliseconds(since))
        }
        if let until {
            conditions.append("e.timestamp_ms < ?")
            arguments.append(Self.milliseconds(until))
        }
        let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
        return try readableEntries(
            "SELECT \(Self.entryColumns) \(Self.entryFrom) \(filter) ORDER BY e.timestamp_ms DESC, e.id",
            arguments)
    }

    /// Hands the entries in `since ..< until` (and, with `trip`, in that trip) to `body`, newest first.
    ///
    /// They come one at a time, holding only the one at hand: a listing of 100,000 entries costs
    /// the memory of one. `body` returns false to stop. Rows that cannot
    /// be read are skipped and told to `onUnreadableEntry`, as `entries` does.
    public func forEachEntry(
        since: Date? = nil, until: Date? = nil, inTrip trip: String? = nil,
        _ body: (JournalEntry) throws -> Bool
    ) throws {
        var conditions: [String] = []
        var arguments: [SQLiteBindable] = []
        if let trip {
            guard let id = try wrap({ try tripID(trip) }) else { throw JournalStoreError.tripNotFound(trip) }
            conditions.append(Self.tripMembership)
            arguments += [id, id]
        }
        if let since {
            conditions.append("e.timestamp_ms >= ?\(arguments.count + 1)")
            arguments.append(Self.milliseconds(since))
        }
        if let until {
            conditions.append("e.timestamp_ms < ?\(arguments.count + 1)")
            arguments.append(Self.milliseconds(until))
        }
        let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
        var failures: [JournalStoreError] = []
        let focus = try wrap { try photoFocusPoints() }
        try wrap {
            try db.forEachRow(
                // The order `entries` gives (and, for a trip, `entries(inTrip:)` reversed).
                "SELECT \(Self.entryColumns) \(Self.entryFrom) \(filter) ORDER BY e.timestamp_ms DESC, e.id "
                    + (trip == nil ? "ASC" : "DESC"),
                arguments
            ) { row in
                do {
                    var entry = try Self.entry(from: row)
                    entry.photoFocus = focus[entry.idString]
                    return try body(entry)
                } catch let error as JournalStoreError {
                    guard case .unreadableEntry = error else { throw error }
                    failures.append(error)
                    return true
                }
            }
        }
        for error in failures where reportedUnreadable.insert(String(describing: error)).inserted {
            onUnreadableEntry?(error)
        }
    }

    /// The entries a query of `entryColumns` selects, skipping rows that cannot be read: each
    /// is told to `onUnreadableEntry` once, so one damaged row never hides the others.
    func readableEntries(_ sql: String, _ arguments: [SQLiteBindable]) throws -> [JournalEntry] {
        let rows = try wrap { try db.query(sql, arguments) { row in Result { try Self.entry(from: row) } } }
        var entries: [JournalEntry] = []
        entries.reserveCapacity(rows.count)
        for row in rows {
            switch row {
            case .success(let entry): entries.append(entry)
            case .failure(let error):
                let error = error as? JournalStoreError ?? .damaged(String(describing: error))
                if reportedUnreadable.insert(String(describing: error)).inserted { onUnreadableEntry?(error) }
            }
        }
        return try wrap { try withPhotoFocus(entries) }
    }

    /// Entries with the given ids, in the order given; throws `notFound` for a missing one.
    public func entries(ids: [UUID]) throws -> [JournalEntry] {
        try ids.map { id in
            guard let entry = try entry(id: id) else {
                throw JournalStoreError.notFound(id.uuidString.lowercased())
            }
            return entry
        }
    }

    /// The entry with this id, or nil.
    public func entry(id: UUID) throws -> JournalEntry? {
        try wrap {
            try withPhotoFocus(
                try db.query(
                    "SELECT \(Self.entryColumns) \(Self.entryFrom) WHERE e.id = ?",
                    [id.uuidString.lowercased()],
                    row: Self.entry(from:))
            ).first
        }
    }

    /// The number of entries.
    public func count() throws -> Int {
        try wrap { Int(try db.scalarInteger("SELECT count(*) FROM entry") ?? 0) }
    }

    /// Finds the one entry whose id is `text` or starts with it (at least 4 hex digits, like git).
    public func resolve(_ text: String) throws -> UUID {
        let key = text.trimmingWhitespace().lowercased()
        let allowed = Set("0123456789abcdef-")
        guard key.count >= 4, key.count <= 36, key.allSatisfy({ allowed.contains($0) }) else {
            throw JournalStoreError.invalidID(text)
        }
        let matches = try wrap {
            try db.query(
                "SELECT id FROM entry WHERE substr(id, 1, ?) = ? ORDER BY id LIMIT 50", [key.count, key]
            ) { $0.string(0) ?? "" }
        }
        guard let first = matches.first else { throw JournalStoreError.notFound(key) }
        guard matches.count == 1 else { throw JournalStoreError.ambiguous(prefix: key, candidates: matches) }
        guard let id = UUID(uuidString: first) else {
            throw JournalStoreError.damaged("malformed id \(first)")
        }
        return id
    }

    /// The stored photo bytes of an entry, exactly as they were given, or nil without a photo.
    ///
    /// The bytes are read with incremental blob I/O straight into the returned buffer, so a large
    /// photo is held once, not once in SQLite's buffer and again in ours. Every read is checked
    /// against the photo's recorded size and checksum (CRC-32, or SHA-256 for photos saved
    /// before checksums were kept): damaged bytes throw `photoDamaged`, never reach a card or file.
    public func photoData(for id: UUID) throws -> Data? {
        let key = id.uuidString.lowercased()
        return try wrap {
            let facts = try db.query(
                "SELECT rowid, byte_count, sha256, \(hasPhotoChecksums ? "crc32" : "NULL") FROM photo WHERE entry_id = ?",
                [key]
            ) {
                PhotoFacts(
                    rowid: $0.int64(0), byteCount: $0.int64(1), sha256: $0.string(2), crc32: $0.int64(3))
            }
            guard let facts = facts.first, let rowid = facts.rowid else { return nil }
            let data = try db.readBlob(table: "photo", column: "data", rowid: rowid)
            if let problem = facts.problem(with: data, fullCheck: false) {
                throw JournalStoreError.photoDamaged(id: key, detail: problem)
            }
            return data
        }
    }

    /// The id of an entry whose photo has this SHA-256 (lowercase hex), if any.
    public func entryID(photoSHA256 sha256: String) throws -> UUID? {
        try wrap {
            try db.query("SELECT entry_id FROM photo WHERE sha256 = ? LIMIT 1", [sha256.lowercased()]) {
                $0.string(0).flatMap(UUID.init(uuidString:))
            }.first ?? nil
        }
    }

    /// Saves a new entry, its photo bytes and its radar picture in one transaction.
    ///
    /// `entry.photo` must describe `photoData` (format, size, SHA-256) when a photo is given;
    /// `entry.radar?.frame` must describe `radarImage` (a PNG) when a radar frame was captured.
    /// An entry whose radar status is `captured` without a picture is refused.
    /// Throws `invalidEntry` for frozen values outside `FrozenLimits` or texts the rules refuse,
    /// and `entryExists` when an entry with this id is in the journal already.
    public func insert(_ entry: JournalEntry, photoData: Data?, radarImage: Data? = nil) throws {
        if let problem = entry.problems.first {
            throw JournalStoreError.invalidEntry(id: entry.idString, reason: problem)
        }
        try wrap {
            try guardedWrite {
                if try db.scalarInteger("SELECT count(*) FROM entry WHERE id = ?", [entry.idString]) != 0 {
                    throw JournalStoreError.entryExists(entry.idString)
                }
                try insertRow(entry)
                if let photoData, let photo = entry.photo {
                    try insertPhoto(photo, data: photoData, entryID: entry.id)
                }
                try insertRadar(entry, image: radarImage)
            }
        }
    }

    /// Changes the editable parts of an entry (title, note, place correction, photo) and returns
    /// it as saved.
    ///
    /// Pass nil to leave a part as it is; `note: .some(nil)` removes the note, and
    /// `place: .some(nil)` the place correction (the computed line is shown again).
    public func update(
        id: UUID, title: String? = nil, note: String?? = nil, place: String?? = nil,
        photo: (info: PhotoInfo, data: Data)? = nil, now: Date
    ) throws -> JournalEntry {
        try wrap {
            try guardedWrite {
                let key = id.uuidString.lowercased()
                guard try db.scalarInteger("SELECT count(*) FROM entry WHERE id = ?", [key]) == 1 else {
                    throw JournalStoreError.notFound(key)
                }
                if let title {
                    // A title given here is a person's: it is no longer the program's.
                    try db.run("UPDATE entry SET title = ?, title_generated = 0 WHERE id = ?", title, key)
                }
                if let note { try db.run("UPDATE entry SET note = ? WHERE id = ?", note, key) }
                if let place { try db.run("UPDATE entry SET place_correction = ? WHERE id = ?", place, key) }
                if let photo {
                    try db.run("DELETE FROM photo WHERE entry_id = ?", key)
                    try insertPhoto(photo.info, data: photo.data, entryID: id)
                    // A focus point belongs to the photo it was set on.
                    if try hasFocusTable() { try db.run("DELETE FROM entry_focus WHERE entry_id = ?", key) }
                }
                try db.run("UPDATE entry SET updated_ms = ? WHERE id = ?", Self.milliseconds(now), key)
            }
            guard let saved = try entry(id: id) else { throw JournalStoreError.notFound(id.uuidString) }
            return saved
        }
    }

    /// Freezes a weather reading on an entry that has none; returns false if it already had one.
    ///
    /// The place's time zone is filled at the same time when the entry had none.
    @discardableResult
    public func fillWeather(id: UUID, reading: WeatherReading, timeZoneIdentifier: String?, now: Date) throws
        -> Bool
    {
        try wrap {
            try guardedWrite {
                let key = id.uuidString.lowercased()
                try db.run(
                    """
                    UPDATE entry SET weather_summary = ?, weather_temp = ?, weather_symbol = ?, weather_code = ?,
                        weather_source = ?, weather_observed_ms = ?, updated_ms = ?
                    WHERE id = ? AND weather_source IS NULL
                    """,
                    reading.summary, reading.temperatureCelsius, reading.symbol.rawValue, reading.wmoCode,
                    reading.source.rawValue, reading.observedAt.map(Self.milliseconds),
                    Self.milliseconds(now), key)
                let filled = db.changes == 1
                if let timeZoneIdentifier {
                    try db.run(
                        "UPDATE entry SET time_zone = ? WHERE id = ? AND time_zone IS NULL",
                        timeZoneIdentifier, key)
                }
                return filled
            }
        }
    }

    /// Deletes an entry and its photo; throws `notFound` when there is no such entry.
    public func delete(id: UUID) throws {
        try wrap {
            try guardedWrite {
                try db.run("DELETE FROM entry WHERE id = ?", id.uuidString.lowercased())
                guard db.changes == 1 else { throw JournalStoreError.notFound(id.uuidString.lowercased()) }
            }
        }
    }

    private func insertRow(_ e: JournalEntry) throws {
        let w = e.weather
        try db.run(
            """
            INSERT INTO entry (id, timestamp_ms, time_zone, title, lat, lng, place_correction, weather_summary,
                weather_temp, weather_symbol, weather_code, weather_source, weather_observed_ms, note,
                created_ms, updated_ms, altitude_m, direction_deg, direction_ref, time_source, radar_status,
                radar_detail, position_source, position_track_id, position_track_name, clock_offset_ms,
                title_generated)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            e.idString, Self.milliseconds(e.timestamp), e.timeZoneIdentifier, e.title, e.coordinate.latitude,
            e.coordinate.longitude, e.placeCorrection, w?.summary, w?.temperatureCelsius, w?.symbol.rawValue,
            w?.wmoCode, w?.source.rawValue, w?.observedAt.map(Self.milliseconds), e.note,
            Self.milliseconds(e.createdAt), Self.milliseconds(e.updatedAt), e.capture.altitude,
            e.capture.direction?.degrees, e.capture.direction?.reference.rawValue,
            e.capture.timeSource?.rawValue, e.radar?.status.rawValue, e.radar?.detail,
            e.capture.positionSource?.kind.rawValue,
            e.capture.positionSource?.trackID.map { $0.uuidString.lowercased() },
            e.capture.positionSource?.trackName, e.capture.clockOffset.map { Int64(($0 * 1000).rounded()) },
            e.titleIsGenerated.map { $0 ? 1 : 0 })
    }

    private func insertPhoto(_ photo: PhotoInfo, data: Data, entryID: UUID) throws {
        guard photo.pixelWidth > 0, photo.pixelHeight > 0 else {
            throw JournalStoreError.invalidEntry(
                id: entryID.uuidString.lowercased(),
                reason: "its photo claims to be \(photo.pixelWidth)x\(photo.pixelHeight) pixels")
        }
        try db.run(
            "INSERT INTO photo (entry_id, data, format, width, height, byte_count, sha256, crc32) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            entryID.uuidString.lowercased(), data, photo.format.rawValue, photo.pixelWidth, photo.pixelHeight,
            data.count, photo.sha256.lowercased(), Int64(PhotoChecksum.crc32(data)))
    }

    /// Milliseconds since 1970 as stored; instants beyond what 64 bits hold (which the limits
    /// refuse before they get here) are clamped rather than trapping.
    static func milliseconds(_ date: Date) -> Int64 {
        let value = (date.timeIntervalSince1970 * 1000).rounded()
        guard value.isFinite else { return 0 }
        return Int64(min(max(value, -9.2e18), 9.2e18))
    }

    static func date(_ milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }

    /// The position columns read with every entry (schema 7), from `entryColumns` position 37 on.
    static let positionColumns =
        "e.position_source, e.position_track_id, e.position_track_name, e.clock_offset_ms"

    /// Where an entry's position came from, from its columns at `first` (nil before schema 7).
    static func positionSource(from row: Row, at first: Int32) -> PositionSource? {
        guard let kind = row.string(first).flatMap(PositionSource.Kind.init) else { return nil }
        return PositionSource(
            kind: kind, trackID: row.string(first + 1).flatMap(UUID.init(uuidString:)),
            trackName: row.string(first + 2))
    }

    /// The entry a row of `entryColumns` holds; throws `unreadableEntry` naming the row when a
    /// column holds a value of the wrong kind or the id is not one.
    ///
    /// Weather, photo facts and radar that are incomplete or unknown are read as absent (the
    /// entry is still shown; `outdoor check` reports them).
    static func entry(from row: Row) throws -> JournalEntry {
        let r = EntryRowReader(row: row)
        let idText = try r.text(0, "id")
        guard idText.utf8.count == 36, let id = UUID(uuidString: idText) else {
            throw r.fail("its id is not an id outdoor writes")
        }
        let ts = try r.integer(1, "timestamp_ms")
        let zone = try r.optionalText(2, "time_zone")
        let title = try r.text(3, "title")
        let lat = try r.number(4, "lat")
        let lng = try r.number(5, "lng")
        let place = try r.optionalText(6, "place_correction")
        let note = try r.optionalText(13, "note")
        let created = try r.integer(14, "created_ms")
        let updated = try r.integer(15, "updated_ms")
        var weather: WeatherReading?
        if let summary = try? r.optionalText(7, "weather_summary"),
            let temp = try? r.optionalNumber(8, "weather_temp"),
            let symbol = try? r.optionalText(9, "weather_symbol"),
            let source = try? r.optionalText(11, "weather_source"),
            case .success(let code) = Result(catching: { try r.optionalInteger(10, "weather_code") }),
            case .success(let observed) = Result(catching: {
                try r.optionalInteger(12, "weather_observed_ms")
            })
        {
            weather = WeatherReading(
                summary: summary, temperatureCelsius: temp, symbol: WeatherSymbol(rawValue: symbol),
                wmoCode: code.flatMap { Int(exactly: $0) }, source: WeatherSource(rawValue: source),
                observedAt: observed.map(date))
        }
        var photo: PhotoInfo?
        if let formatText = row.string(16), let format = PhotoFormat(rawValue: formatText),
            let width = row.int(17),
            let height = row.int(18), let bytes = row.int(19), let sha = row.string(20)
        {
            photo = PhotoInfo(
                format: format, pixelWidth: width, pixelHeight: height, byteCount: bytes, sha256: sha)
        }
        var direction: CameraDirection?
        if let degrees = try r.optionalNumber(22, "direction_deg"),
            let reference = try r.optionalText(23, "direction_ref").flatMap(CameraDirection.Reference.init)
        {
            direction = CameraDirection(degrees: degrees, reference: reference)
        }
        let capture = CaptureDetails(
            altitude: try r.optionalNumber(21, "altitude_m"), direction: direction,
            timeSource: try r.optionalText(24, "time_source").flatMap(TimeSource.init),
            positionSource: positionSource(from: row, at: 37),
            clockOffset: try r.optionalInteger(40, "clock_offset_ms").map { Double($0) / 1000 })
        return JournalEntry(
            id: id, timestamp: date(ts), timeZoneIdentifier: zone, title: title,
            coordinate: Coordinate(latitude: lat, longitude: lng), placeCorrection: place, weather: weather,
            note: note, photo: photo, capture: capture, radar: radar(from: row, at: 25),
            titleIsGenerated: try r.optionalInteger(41, "title_generated").map { $0 != 0 },
            createdAt: date(created),
            updatedAt: date(updated))
    }
}
