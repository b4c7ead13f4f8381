import Foundation
import OutdoorModel

/// One thing `outdoor check` found wrong, by entry or track when it concerns one.
public struct JournalProblem: Equatable, Sendable, CustomStringConvertible {
    /// What can be done about a problem; `outdoor check` lists the entries under each.
    public enum Remedy: String, Equatable, Sendable, CaseIterable {
        /// A title or note breaks the rules: `outdoor edit ID --title/--note` puts it right.
        case editText
        /// The photo's bytes are whole but its recorded facts (format, size) are wrong: writing
        /// it out and storing it again (`outdoor photo ID -o FILE`, `outdoor edit ID --photo FILE`).
        case storePhotoAgain
        /// The photo's bytes are damaged: `outdoor edit ID --photo FILE` from a copy.
        case replacePhoto
        /// A frozen value is damaged: it cannot be edited; export and backup keep what can be
        /// read, `outdoor delete ID` removes the entry.
        case frozen
        /// The row cannot be read at all: every command skips it; `outdoor delete ID` removes it.
        case unreadable
        /// A trip is damaged: `outdoor trip rename` or `outdoor trip delete`.
        case trip
        /// The message itself says what to do (the schema, the file).
        case inMessage
    }

    /// The entry's id as stored, when the problem is one entry's.
    public var entryID: String?
    /// The track's id as stored, when the problem is one track's.
    public var trackID: String?
    /// What is wrong, as a phrase ("its temperature 1e+19 °C is outside -100 to 100 °C").
    public var message: String
    /// What can be done about it.
    public var remedy: Remedy

    /// Makes a problem.
    public init(entryID: String?, message: String, remedy: Remedy = .inMessage) {
        self.entryID = entryID
        self.message = message
        self.remedy = remedy
    }

    /// Makes a problem of a track (what to do is in its message).
    public init(trackID: String, message: String) {
        self.trackID = trackID
        self.message = message
        self.remedy = .inMessage
    }

    public var description: String {
        if let trackID { return "track \(trackID): \(message)" }
        return entryID.map { "entry \($0): \(message)" } ?? "journal: \(message)"
    }
}

/// What a photo's bytes turn out to be when decoded far enough to know: its format
/// ("jpeg", "png", "heif") and size in pixels; nil when they are not a photo.
public typealias PhotoFactsReader = @Sendable (Data) -> (format: String, width: Int, height: Int)?

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
    /// photo's bytes against its size, CRC-32 and SHA-256, and with `photoFacts` against its
    /// recorded format and size; the schema against the one the migrations make; radar frames,
    /// trips, ids. `photoProgress` is told after each photo (done, total). Throws only when the
    /// journal cannot be read at all.
    public func check(photoFacts: PhotoFactsReader? = nil, photoProgress: ((Int, Int) -> Void)? = nil) throws
        -> JournalCheckReport
    {
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
        report.problems += try schemaProblems()
        do {
            try checkEntries(&report)
            try checkRadar(&report)
            try checkTrips(&report)
            try checkPhotos(&report, facts: photoFacts, progress: photoProgress)
            try checkTracks(&report)
        } catch let error as SQLiteError where error.isNotADatabase || error.isIOError {
            report.problems.append(
                JournalProblem(
                    entryID: nil, message: "the database file cannot be read whole: \(error.message)"))
        }
        return report
    }

    private func checkPhotos(
        _ report: inout JournalCheckReport, facts reader: PhotoFactsReader?, progress: ((Int, Int) -> Void)?
    ) throws {
        let photos = try db.query(
            """
            SELECT rowid, entry_id, byte_count, sha256, \(hasPhotoChecksums ? "crc32" : "NULL"), format, width, height
            FROM photo ORDER BY entry_id
            """
        ) { row in
            (
                PhotoFacts(
                    rowid: row.int64(0), byteCount: row.int64(2), sha256: row.string(3), crc32: row.int64(4)),
                EntryRowReader.shown(row.string(1) ?? "?"), row.string(5) ?? "", row.int64(6) ?? 0,
                row.int64(7) ?? 0
            )
        }
        report.photoCount = photos.count
        for (index, (facts, id, format, width, height)) in photos.enumerated() {
            defer { progress?(index + 1, photos.count) }
            func problem(_ message: String, _ remedy: JournalProblem.Remedy) {
                report.problems.append(JournalProblem(entryID: id, message: message, remedy: remedy))
            }
            if PhotoFormat(rawValue: format) == nil {
                problem(
                    "its photo's format '\(EntryRowReader.shown(format))' is not one outdoor stores",
                    .storePhotoAgain)
            }
            if width <= 0 || height <= 0 {
                problem("its photo claims to be \(width)x\(height) pixels", .storePhotoAgain)
            }
            guard let rowid = facts.rowid else { continue }
            let data: Data
            do {
                data = try db.readBlob(table: "photo", column: "data", rowid: rowid)
            } catch let error as SQLiteError {
                problem("its photo cannot be read: \(error.message)", .replacePhoto)
                continue
            }
            if let damage = facts.problem(with: data, fullCheck: true) {
                problem("its photo is damaged: \(damage)", .replacePhoto)
                continue
            }
            guard let reader else { continue }
            guard let real = reader(data) else {
                problem("its photo's bytes are not a photo outdoor can read", .replacePhoto)
                continue
            }
            if PhotoFormat(rawValue: format) != nil, real.format != format {
                problem(
                    "its photo is recorded as \(format) but its bytes are \(real.format)", .storePhotoAgain)
            }
            if width > 0, height > 0, (Int64(real.width), Int64(real.height)) != (width, height) {
                problem(
                    "its photo is recorded as \(width)x\(height) pixels but is \(real.width)x\(real.height)",
                    .storePhotoAgain)
            }
        }
    }

    private func checkTracks(_ report: inout JournalCheckReport) throws {
        guard
            try db.scalarInteger("SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'track'")
                == 1
        else { return }
        let rows = try db.query(
            "SELECT \(try trackColumnsAsTheyAre()), t.rowid, t.points_bytes, t.points_crc32, t.points_sha256 \(Self.trackFrom) ORDER BY t.id"
        ) { row -> (String, Result<Track, Error>, Int64?, Int64?, Int64?, String?) in
            (
                row.string(0) ?? "rowid ?", Result { try Self.track(from: row) },
                row.int64(Self.trackColumnCount), row.int64(Self.trackColumnCount + 1),
                row.int64(Self.trackColumnCount + 2), row.string(Self.trackColumnCount + 3)
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

    /// `trackColumns` for the journal as it is: a column its schema version has not added yet
    /// (the file's time before version 9) reads as NULL, as `entryColumnsAsTheyAre` does for entries.
    private func trackColumnsAsTheyAre() throws -> String {
        let present = Set(try db.query("SELECT name FROM pragma_table_info('track')") { $0.string(0) ?? "" })
        return Self.trackColumns.split(separator: ",").map { column -> String in
            let name = column.trimmingCharacters(in: .whitespacesAndNewlines)
            guard name.hasPrefix("t.") else { return name }
            return present.contains(String(name.dropFirst(2))) ? name : "NULL"
        }.joined(separator: ", ")
    }

    /// The schema's differences from what the journal's migrations make, each with what to do.
    private func schemaProblems() throws -> [JournalProblem] {
        let schema = try schemaReport()
        if schema.isClean { return [] }
        let sqlite = "sqlite3 '\(path)'"
        if let version = schema.matchingVersion {
            return [
                JournalProblem(
                    entryID: nil,
                    message:
                        "its schema version says \(schema.declaredVersion ?? 0) but its tables are those of version "
                        + "\(version) (the number was changed outside outdoor), so every other command refuses it; "
                        + "put it back with: \(sqlite) 'PRAGMA user_version = \(version)'")
            ]
        }
        var problems: [JournalProblem] = []
        for object in schema.unexpected {
            problems.append(
                JournalProblem(
                    entryID: nil,
                    message:
                        "it holds a \(object.description) that outdoor did not make (\(object.sqlExcerpt)); it could "
                        + "change or delete entries when outdoor writes, so outdoor writes nothing until it is gone. "
                        + "If you did not add it: \(sqlite) 'DROP \(object.type.uppercased()) \"\(object.name)\"'"
                ))
        }
        for object in schema.missing + schema.changed {
            let state = schema.missing.contains(object) ? "is missing" : "was changed from what outdoor made"
            let what =
                object.type == "trigger" && object.name.hasSuffix("frozen")
                ? "\(object.description), which keeps what is frozen in an entry from changing,"
                : object.description
            let remedy =
                object.type == "trigger" || object.type == "index"
                ? "the next change outdoor makes (add, edit, delete, a trip change) puts it back"
                : "outdoor cannot put it back: save what can be read with 'outdoor backup' or 'outdoor export'"
            problems.append(JournalProblem(entryID: nil, message: "the \(what) \(state): \(remedy)"))
        }
        return problems
    }
}

extension JournalStore {
    /// Copies the journal into a new file at `path` (which must not exist) as one consistent snapshot.
    ///
    /// SQLite's online backup API copies what is still in the `-wal` too, while other processes
    /// may go on writing. The copy is a single file (rollback journal
    /// mode), ready to be opened or copied back.
    public func backup(to path: String) throws {
        try wrap {
            let copy = try Database(path: path, mode: .readWriteCreate)
            try db.backup(into: copy)
            try copy.execute("PRAGMA journal_mode = DELETE")
        }
    }
}
