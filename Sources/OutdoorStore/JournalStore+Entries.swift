import Foundation
import OutdoorModel

extension JournalStore {
    static let entryColumns = """
        e.id, e.timestamp_ms, e.time_zone, e.title, e.lat, e.lng, e.place_correction, e.weather_summary,
        e.weather_temp, e.weather_symbol, e.weather_code, e.weather_source, e.weather_observed_ms,
        e.note, e.created_ms, e.updated_ms, p.format, p.width, p.height, p.byte_count, p.sha256,
        e.altitude_m, e.direction_deg, e.direction_ref, e.time_source,
        \(radarColumns),
        \(positionColumns)
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
        return try wrap {
            try withPhotoFocus(
                try db.query(
                    "SELECT \(Self.entryColumns) \(Self.entryFrom) \(filter) ORDER BY e.timestamp_ms DESC, e.id",
                    arguments, row: Self.entry(from:)))
        }
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
            try db.writeTransaction {
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
            try db.writeTransaction {
                let key = id.uuidString.lowercased()
                guard try db.scalarInteger("SELECT count(*) FROM entry WHERE id = ?", [key]) == 1 else {
                    throw JournalStoreError.notFound(key)
                }
                if let title { try db.run("UPDATE entry SET title = ? WHERE id = ?", title, key) }
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
            try db.writeTransaction {
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
            try db.writeTransaction {
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
                radar_detail, position_source, position_track_id, position_track_name, clock_offset_ms)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            e.idString, Self.milliseconds(e.timestamp), e.timeZoneIdentifier, e.title, e.coordinate.latitude,
            e.coordinate.longitude, e.placeCorrection, w?.summary, w?.temperatureCelsius, w?.symbol.rawValue,
            w?.wmoCode, w?.source.rawValue, w?.observedAt.map(Self.milliseconds), e.note,
            Self.milliseconds(e.createdAt), Self.milliseconds(e.updatedAt), e.capture.altitude,
            e.capture.direction?.degrees, e.capture.direction?.reference.rawValue,
            e.capture.timeSource?.rawValue, e.radar?.status.rawValue, e.radar?.detail,
            e.capture.positionSource?.kind.rawValue,
            e.capture.positionSource?.trackID.map { $0.uuidString.lowercased() },
            e.capture.positionSource?.trackName, e.capture.clockOffset.map { Int64(($0 * 1000).rounded()) })
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

    static func entry(from row: Row) throws -> JournalEntry {
        guard let idText = row.string(0), let id = UUID(uuidString: idText), let ts = row.int64(1),
            let title = row.string(3), let lat = row.double(4), let lng = row.double(5),
            let created = row.int64(14), let updated = row.int64(15)
        else { throw JournalStoreError.damaged("an entry row is incomplete") }
        var weather: WeatherReading?
        if let summary = row.string(7), let temp = row.double(8), let symbol = row.string(9),
            let source = row.string(11)
        {
            weather = WeatherReading(
                summary: summary, temperatureCelsius: temp, symbol: WeatherSymbol(rawValue: symbol),
                wmoCode: row.int(10), source: WeatherSource(rawValue: source),
                observedAt: row.int64(12).map(date))
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
        if let degrees = row.double(22),
            let reference = row.string(23).flatMap(CameraDirection.Reference.init)
        {
            direction = CameraDirection(degrees: degrees, reference: reference)
        }
        let capture = CaptureDetails(
            altitude: row.double(21), direction: direction,
            timeSource: row.string(24).flatMap(TimeSource.init),
            positionSource: positionSource(from: row, at: 37),
            clockOffset: row.int64(40).map { Double($0) / 1000 })
        return JournalEntry(
            id: id, timestamp: date(ts), timeZoneIdentifier: row.string(2), title: title,
            coordinate: Coordinate(latitude: lat, longitude: lng), placeCorrection: row.string(6),
            weather: weather,
            note: row.string(13), photo: photo, capture: capture, radar: try radar(from: row, at: 25),
            createdAt: date(created),
            updatedAt: date(updated))
    }
}
