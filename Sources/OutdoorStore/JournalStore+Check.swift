import Foundation
import OutdoorModel

/// One thing `outdoor check` found wrong, by entry or track when it concerns one.
public struct JournalProblem: Equatable, Sendable, CustomStringConvertible {
    /// The entry's id as stored, when the problem is one entry's.
    public var entryID: String?
    /// The track's id as stored, when the problem is one track's.
    public var trackID: String?
    /// What is wrong, as a phrase ("its temperature 1e+19 °C is outside -100 to 100 °C").
    public var message: String

    /// Makes a problem of an entry, or of the whole journal when `entryID` is nil.
    public init(entryID: String?, message: String) {
        self.entryID = entryID
        self.message = message
    }

    /// Makes a problem of a track.
    public init(trackID: String, message: String) {
        self.trackID = trackID
        self.message = message
    }

    public var description: String {
        if let trackID { return "track \(trackID): \(message)" }
        return entryID.map { "entry \($0): \(message)" } ?? "journal: \(message)"
    }
}

/// What `JournalStore.check()` looked at and found.
public struct JournalCheckReport: Sendable {
    /// The schema version of the journal as it is (a check never migrates).
    public var schemaVersion: Int
    /// How many entries were checked.
    public var entryCount = 0
    /// How many photos were checked.
    public var photoCount = 0
    /// How many tracks were checked (their points, checksums and figures).
    public var trackCount = 0
    /// Everything found wrong, the database's own problems first, then by entry.
    public var problems: [JournalProblem] = []
}

extension JournalStore {
    /// Checks the whole journal as `git fsck` checks a repository, changing nothing.
    ///
    /// SQLite's integrity and foreign-key checks; every entry's frozen fields within
    /// `FrozenLimits` and its texts within `EntryText`'s rules (`JournalEntry.problems`); every
    /// photo's bytes against its size, CRC-32 and SHA-256; every track's points against their
    /// size, CRC-32 and SHA-256, decoded, and its figures measured again from them
    /// (`Track.problems(against:)`). `photoProgress` is told after each photo (done, total).
    /// Throws only when the journal cannot be read at all.
    public func check(photoProgress: ((Int, Int) -> Void)? = nil) throws -> JournalCheckReport {
        var report = JournalCheckReport(schemaVersion: try schemaVersion())
        try wrap {
            let integrity = try db.query("PRAGMA integrity_check(50)") { $0.string(0) ?? "" }
            if integrity != ["ok"] {
                report.problems += integrity.map {
                    JournalProblem(entryID: nil, message: "the database file is damaged: \($0)")
                }
            }
            report.problems += try db.query("PRAGMA foreign_key_check") { row in
                let table = row.string(0) ?? "?"
                return JournalProblem(
                    entryID: nil,
                    message:
                        "a row of \(table) (rowid \(row.int64(1) ?? 0)) refers to an entry that is not in the journal"
                )
            }
        }
        do {
            try checkEntries(&report)
            try checkPhotos(&report, progress: photoProgress)
            try checkTracks(&report)
        } catch let error as SQLiteError where error.isNotADatabase || error.isIOError {
            report.problems.append(
                JournalProblem(
                    entryID: nil, message: "the database file cannot be read whole: \(error.message)"))
        }
        return report
    }

    private func checkEntries(_ report: inout JournalCheckReport) throws {
        // A journal inspected as it is may predate place corrections (its stored lines were computed).
        let columns = try db.query("SELECT name FROM pragma_table_info('entry')") { $0.string(0) }
        let placeColumn = columns.contains("place_correction") ? "e.place_correction" : "NULL"
        let rows = try db.query(
            """
            SELECT e.id, e.timestamp_ms, e.time_zone, e.title, e.lat, e.lng, \(placeColumn), e.weather_summary,
                e.weather_temp, e.weather_symbol, e.weather_code, e.weather_source, e.weather_observed_ms,
                e.note, e.created_ms, e.updated_ms, NULL, NULL, NULL, NULL, NULL
            FROM entry e ORDER BY e.timestamp_ms, e.id
            """
        ) { row -> (String, Result<JournalEntry, Error>) in
            (row.string(0) ?? "rowid ?", Result { try Self.entry(from: row) })
        }
        report.entryCount = rows.count
        for (id, result) in rows {
            switch result {
            case .success(let entry):
                report.problems += entry.problems.map { JournalProblem(entryID: id, message: $0) }
            case .failure(let error):
                report.problems.append(
                    JournalProblem(entryID: id, message: "its row cannot be read: \(error)"))
            }
        }
    }

    private func checkPhotos(_ report: inout JournalCheckReport, progress: ((Int, Int) -> Void)?) throws {
        let photos = try db.query(
            """
            SELECT rowid, entry_id, byte_count, sha256, \(hasPhotoChecksums ? "crc32" : "NULL"), format, width, height
            FROM photo ORDER BY entry_id
            """
        ) { row in
            (
                PhotoFacts(
                    rowid: row.int64(0), byteCount: row.int64(2), sha256: row.string(3), crc32: row.int64(4)),
                row.string(1) ?? "?", row.string(5) ?? "", row.int64(6) ?? 0, row.int64(7) ?? 0
            )
        }
        report.photoCount = photos.count
        for (index, (facts, id, format, width, height)) in photos.enumerated() {
            defer { progress?(index + 1, photos.count) }
            if PhotoFormat(rawValue: format) == nil {
                report.problems.append(
                    JournalProblem(
                        entryID: id, message: "its photo's format '\(format)' is not one outdoor stores"))
            }
            if width <= 0 || height <= 0 {
                report.problems.append(
                    JournalProblem(entryID: id, message: "its photo claims to be \(width)x\(height) pixels"))
            }
            guard let rowid = facts.rowid else { continue }
            do {
                let data = try db.readBlob(table: "photo", column: "data", rowid: rowid)
                if let problem = facts.problem(with: data, fullCheck: true) {
                    report.problems.append(
                        JournalProblem(entryID: id, message: "its photo is damaged: \(problem)"))
                }
            } catch let error as SQLiteError {
                report.problems.append(
                    JournalProblem(entryID: id, message: "its photo cannot be read: \(error.message)"))
            }
        }
    }

    private func checkTracks(_ report: inout JournalCheckReport) throws {
        guard
            try db.scalarInteger("SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'track'")
                == 1
        else { return }
        let rows = try db.query(
            "SELECT \(Self.trackColumns), t.rowid, t.points_bytes, t.points_crc32, t.points_sha256 \(Self.trackFrom) ORDER BY t.id"
        ) { row -> (String, Result<Track, Error>, Int64?, Int64?, Int64?, String?) in
            (
                row.string(0) ?? "rowid ?", Result { try Self.track(from: row) }, row.int64(37),
                row.int64(38),
                row.int64(39), row.string(40)
            )
        }
        report.trackCount = rows.count
        for (id, result, rowid, bytes, crc32, sha256) in rows {
            let track: Track
            switch result {
            case .success(let found): track = found
            case .failure(let error):
                report.problems.append(
                    JournalProblem(trackID: id, message: "its row cannot be read: \(error)"))
                continue
            }
            report.problems += track.problems.map { JournalProblem(trackID: id, message: $0) }
            guard let rowid else { continue }
            do {
                let blob = try db.readBlob(table: "track", column: "points", rowid: rowid)
                if let problem = Self.pointsProblem(blob, bytes: bytes, crc32: crc32, sha256: sha256) {
                    report.problems.append(
                        JournalProblem(trackID: id, message: "its points are damaged: \(problem)"))
                    continue
                }
                let recording = try TrackPointsCodec.decode(blob)
                report.problems += track.problems(against: recording).map {
                    JournalProblem(trackID: id, message: $0)
                }
            } catch let error as TrackPointsError {
                report.problems.append(
                    JournalProblem(trackID: id, message: "its points are damaged: \(error.reason)"))
            } catch let error as SQLiteError {
                report.problems.append(
                    JournalProblem(trackID: id, message: "its points cannot be read: \(error.message)"))
            }
        }
    }
}
