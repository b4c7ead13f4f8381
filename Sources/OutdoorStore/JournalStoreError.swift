/// Why the journal could not do what was asked, in words a user understands.
public enum JournalStoreError: Error, Equatable, CustomStringConvertible {
    /// No journal file exists at the path (reading commands treat this as an empty journal).
    case missing(path: String)
    /// The path is a folder.
    case isDirectory(path: String)
    /// The file is not a SQLite database, or a SQLite database of another program.
    case notAJournal(path: String, reason: String)
    /// The journal was written by a newer version of `outdoor`.
    case newerSchema(path: String, found: Int, supported: Int)
    /// Another process held the journal's lock for longer than the wait allows.
    case locked(path: String)
    /// The journal (or its folder) cannot be written.
    case readOnly(path: String)
    /// No entry has this id or id prefix.
    case notFound(String)
    /// More than one entry starts with this prefix.
    case ambiguous(prefix: String, candidates: [String])
    /// The prefix is shorter than four characters or not hexadecimal.
    case invalidID(String)
    /// A change to the frozen moment (time, place, weather) was refused.
    case frozen(String)
    /// No trip has this name.
    case tripNotFound(String)
    /// A trip with this name exists already.
    case tripExists(String)
    /// A trip name must be one non-empty line.
    case invalidTripName(String)
    /// The entry belongs to the trip through the trip's date range, not by its id.
    case inTripByDates(entry: String, trip: String)
    /// Any other SQLite failure in the journal at `path`; `cause` holds SQLite's result code,
    /// its message and the SQL being run (never the bound values).
    case database(path: String, cause: SQLiteError)
    /// A row holds what the journal never writes (a malformed id, a missing field).
    case damaged(String)
    /// The entry row `id` (as stored, made safe to print) cannot be read: `reason` says which
    /// column holds what. Listings skip it; `outdoor check` says what to do.
    case unreadableEntry(id: String, reason: String)
    /// The photo of entry `id` no longer has the bytes that were saved; `detail` says how it differs.
    case photoDamaged(id: String, detail: String)
    /// An entry was refused before it was written: `reason` says which value breaks which rule.
    case invalidEntry(id: String, reason: String)
    /// An entry with this id is in the journal already.
    case entryExists(String)
    /// The disk holding the journal is full; nothing was written.
    case diskFull(path: String)
    /// The journal could not be read or written below SQLite (`detail`: the system's words).
    case ioError(path: String, detail: String)
    /// The journal file starts as a SQLite database but is damaged or cut short (`detail`: SQLite's words).
    case damagedFile(path: String, detail: String)
    /// The journal's schema is not the one its migrations make (a trigger added by hand, a
    /// table changed, a version number changed): nothing is written to it.
    case unexpectedSchema(path: String, report: SchemaReport)
    /// No track has this name or id.
    case trackNotFound(String)
    /// Several tracks have this name (`candidates`: their ids), or several ids start with this prefix.
    case ambiguousTrack(String, candidates: [String])
    /// The same points are in the journal already, as track `id` called `name`.
    case trackExists(id: String, name: String)
    /// The points of track `id` no longer have the bytes that were saved; `detail` says how.
    case trackDamaged(id: String, detail: String)
    /// A track was refused before it was written: `reason` says which value breaks which rule.
    case invalidTrack(reason: String)

    /// Whether the failure concerns one entry only (its values, its id, a rule it breaks), so an
    /// import reports it and goes on with the next; other failures concern the whole journal.
    public var isAboutOneEntry: Bool {
        switch self {
        case .invalidEntry, .entryExists, .frozen, .unreadableEntry: return true
        case .database(_, let cause): return cause.isConstraint
        default: return false
        }
    }

    /// Whether the failure concerns one track only (its values, a duplicate), so an import
    /// reports it and goes on with the next file.
    public var isAboutOneTrack: Bool {
        switch self {
        case .invalidTrack, .trackExists, .frozen: return true
        case .database(_, let cause): return cause.isConstraint
        default: return false
        }
    }

    public var description: String {
        switch self {
        case .missing(let path): return "no journal at \(path)"
        case .isDirectory(let path): return "the journal path \(path) is a folder, not a journal file"
        case .notAJournal(let path, let reason): return "\(path) is not an Outdoor journal: \(reason)"
        case .newerSchema(let path, let found, let supported):
            return "the journal \(path) was written by a newer version of outdoor (schema \(found); "
                + "this version reads up to \(supported)); upgrade outdoor to open it; the journal was not changed"
        case .locked(let path):
            return "the journal \(path) is locked by another process; try again when it has finished"
        case .readOnly(let path): return "the journal \(path) is read-only; nothing was changed"
        case .notFound(let id): return "no entry with id \(id)"
        case .ambiguous(let prefix, let candidates):
            return "the id prefix \(prefix) matches \(candidates.count) entries ("
                + candidates.prefix(5).joined(separator: ", ") + (candidates.count > 5 ? ", ..." : "")
                + "); give more characters"
        case .invalidID(let id):
            return
                "\(id.isEmpty ? "an empty id" : "'\(id)'") is not an entry id: give the id or at least its first 4 hex digits"
        case .frozen(let message): return message
        case .tripNotFound(let name): return "no trip named '\(name)' (see 'outdoor trip list')"
        case .tripExists(let name): return "a trip named '\(name)' exists already"
        case .inTripByDates(let entry, let trip):
            return
                "entry \(entry.prefix(8)) is in trip '\(trip)' by the trip's dates, not by its id: it cannot be "
                + "taken out alone (nothing was changed)"
        case .invalidTripName(let name):
            let shown = String(
                name.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : Character($0) })
            return "'\(shown.prefix(80))' is not a trip name: give one line of 1 to 200 characters"
        case .database(_, let cause): return "journal error: \(cause.message)"
        case .damaged(let detail): return "journal error: \(detail)"
        case .unreadableEntry(let id, let reason):
            return
                "the entry \(id) cannot be read from the journal: \(reason). 'outdoor check' says what to do"
        case .photoDamaged(let id, let detail):
            return
                "the photo of entry \(id.prefix(8)) is damaged in the journal: \(detail). Nothing was written; "
                + "'outdoor check' lists every damaged entry, and 'outdoor edit \(id.prefix(8)) --photo FILE' "
                + "replaces the photo from a copy"
        case .invalidEntry(let id, let reason): return "entry \(id.prefix(8)) was not saved: \(reason)"
        case .entryExists(let id): return "an entry with id \(id) is in the journal already"
        case .diskFull(let path):
            return "the disk is full: the journal \(path) could not take the change, so nothing was saved. "
                + "Free some space and try again"
        case .damagedFile(let path, let detail):
            return
                "the journal \(path) is damaged or cut short (SQLite: \(detail)); nothing was changed. Restore it "
                + "from a backup ('outdoor backup FILE' makes one); sqlite3's .recover command may save what is left"
        case .unexpectedSchema(let path, let report): return Self.schemaMessage(path: path, report: report)
        case .trackNotFound(let name): return "no track named or with id '\(name)' (see 'outdoor track list')"
        case .ambiguousTrack(let name, let candidates):
            return "'\(name)' matches \(candidates.count) tracks ("
                + candidates.prefix(5).map { String($0.prefix(8)) }.joined(separator: ", ")
                + (candidates.count > 5 ? ", ..." : "") + "); give the id of the one you mean"
        case .trackExists(let id, let name):
            return "the same points are in the journal already, as track '\(name)' (\(id.prefix(8)))"
        case .trackDamaged(let id, let detail):
            return
                "the points of track \(id.prefix(8)) are damaged in the journal: \(detail). 'outdoor check' "
                + "lists every damaged track; 'outdoor track delete \(id.prefix(8))' and importing the file again "
                + "replaces it"
        case .invalidTrack(let reason): return "the track was not saved: \(reason)"
        case .ioError(let path, let detail):
            return "the journal \(path) could not be read or written (\(detail)); nothing was saved. "
                + "The disk may be failing: copy the journal somewhere safe and run 'outdoor check'"
        }
    }

    /// What is wrong with the schema and what to do, for `unexpectedSchema`.
    static func schemaMessage(path: String, report: SchemaReport) -> String {
        if let version = report.matchingVersion {
            return
                "the journal \(path) says it has schema version \(report.declaredVersion ?? 0) but its tables are "
                + "those of version \(version): the version number was changed outside outdoor. Nothing was "
                + "written; set it back with: sqlite3 '\(path)' 'PRAGMA user_version = \(version)'"
        }
        if let first = report.unexpected.first {
            let drop = report.unexpected.map { "DROP \($0.type.uppercased()) \"\($0.name)\";" }.joined(
                separator: " ")
            return
                "the journal \(path) holds \(SchemaReport.list(report.unexpected)) that outdoor did not make "
                + "(\(first.sqlExcerpt)); it could change or delete entries when outdoor writes, so nothing was "
                + "written. If you did not add it, remove it: sqlite3 '\(path)' '\(drop)'; 'outdoor check' lists "
                + "every difference"
        }
        return "the journal \(path) does not have the tables outdoor made (\(report.summary)); nothing was "
            + "written. 'outdoor check' lists the damage; 'outdoor backup' and 'outdoor export' save what can be read"
    }
}
