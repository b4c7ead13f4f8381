import Foundation
import OutdoorModel

/// The journal file: entries, their photos, and (from schema 2) trips, in one SQLite database.
///
/// Owns one `Database` connection; use a store from one thread at a time.
public final class JournalStore {
    /// Path of the journal file.
    public let path: String
    private(set) var db: Database
    /// Whether the photo table keeps each photo's CRC-32 (schema 5 on); without it reads check the SHA-256.
    private(set) var hasPhotoChecksums = false
    /// Told once for each entry row a listing skips because it cannot be read (`unreadableEntry`).
    public var onUnreadableEntry: ((JournalStoreError) -> Void)?
    /// The rows already told about.
    var reportedUnreadable: Set<String> = []
    /// The schema's change count (`PRAGMA schema_version`) when it was last found as expected.
    var verifiedSchemaVersion: Int64?

    /// What the caller intends to do.
    public enum Access: Sendable {
        /// An existing journal: a missing one is `JournalStoreError.missing`, never created.
        ///
        /// Changes are still possible when the file is writable (commands that change entries
        /// but must not create a journal, such as `weather fill`, open it this way).
        case read
        /// Reading and writing; the file and its folder are created when missing.
        case write
        /// Reading only, as it is: never created, migrated or written (`outdoor check`).
        case inspect
    }

    /// How long a writer waits for another process's lock before giving up, in milliseconds.
    public static let busyTimeoutMilliseconds: Int32 = 15_000

    /// Opens (and when writing, creates and migrates) the journal at `path`.
    ///
    /// `busyTimeoutMilliseconds` is how long to wait for another process's lock.
    public init(
        path: String, access: Access, busyTimeoutMilliseconds: Int32 = JournalStore.busyTimeoutMilliseconds
    )
        throws
    {
        self.path = path
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        if exists && isDirectory.boolValue { throw JournalStoreError.isDirectory(path: path) }
        if !exists {
            guard access == .write else { throw JournalStoreError.missing(path: path) }
            let folder = (path as NSString).deletingLastPathComponent
            if !folder.isEmpty {
                do {
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                } catch {
                    throw JournalStoreError.readOnly(path: path)
                }
            }
        }
        if access == .inspect {
            db = try Self.openForInspection(path)
            try wrap { try checkSchema() }
            hasPhotoChecksums = try wrap { try photoTableHasChecksums() }
            return
        }
        do {
            db = try Database(path: path, mode: access == .write ? .readWriteCreate : .readWrite)
        } catch let error as SQLiteError {
            if access == .read, error.isReadOnly, let readOnly = try? Database(path: path, mode: .readOnly) {
                db = readOnly
            } else {
                throw Self.translate(error, path: path)
            }
        }
        do {
            try db.setBusyTimeout(milliseconds: busyTimeoutMilliseconds)
            try prepareSchema(access: access)
        } catch let error as SQLiteError where access == .read && error.isReadOnly {
            // A journal in WAL mode that this user may read but not write, in a folder where the
            // shared-memory file cannot be made: read it as an unchanging snapshot instead.
            db = try Self.openImmutable(path)
            try prepareSchema(access: access)
        } catch let error as SQLiteError {
            throw Self.translate(error, path: path)
        }
        hasPhotoChecksums = try wrap { try photoTableHasChecksums() }
    }

    /// A read-only connection that changes nothing: read-only, or, where a journal in WAL mode
    /// cannot be opened so (no shared-memory file and no right to make one), as an unchanging snapshot.
    private static func openForInspection(_ path: String) throws -> Database {
        do {
            let db = try Database(path: path, mode: .readOnly)
            _ = try db.scalarInteger("SELECT count(*) FROM sqlite_schema")
            return db
        } catch let error as SQLiteError where error.isReadOnly {
            return try openImmutable(path)
        } catch let error as SQLiteError {
            throw translate(error, path: path)
        }
    }

    /// Checks the file is a journal this version can read, without changing it.
    private func checkSchema() throws {
        let applicationID = try db.scalarInteger("PRAGMA application_id") ?? 0
        let version = Int(try db.scalarInteger("PRAGMA user_version") ?? 0)
        guard applicationID == JournalSchema.applicationID else {
            let tableCount = try db.scalarInteger("SELECT count(*) FROM sqlite_schema") ?? 0
            if applicationID == 0 && tableCount == 0 { throw JournalStoreError.missing(path: path) }
            throw JournalStoreError.notAJournal(
                path: path, reason: "it is a SQLite database of another program")
        }
        if version > JournalSchema.current {
            throw JournalStoreError.newerSchema(path: path, found: version, supported: JournalSchema.current)
        }
    }

    private func photoTableHasChecksums() throws -> Bool {
        try db.query("SELECT name FROM pragma_table_info('photo')") { $0.string(0) }.contains("crc32")
    }

    private static func openImmutable(_ path: String) throws -> Database {
        var components = URLComponents()
        components.scheme = "file"
        components.path = path
        components.queryItems = [URLQueryItem(name: "immutable", value: "1")]
        do {
            return try Database(path: components.string ?? path, mode: .readOnlyURI)
        } catch let error as SQLiteError {
            throw translate(error, path: path)
        }
    }

    /// Checks the file is a journal, refuses newer schemas, applies missing migrations.
    private func prepareSchema(access: Access) throws {
        let applicationID = try db.scalarInteger("PRAGMA application_id") ?? 0
        let version = Int(try db.scalarInteger("PRAGMA user_version") ?? 0)
        let tableCount = try db.scalarInteger("SELECT count(*) FROM sqlite_schema") ?? 0
        if applicationID != JournalSchema.applicationID {
            guard applicationID == 0, version == 0, tableCount == 0 else {
                throw JournalStoreError.notAJournal(
                    path: path, reason: "it is a SQLite database of another program")
            }
        }
        if version > JournalSchema.current {
            throw JournalStoreError.newerSchema(path: path, found: version, supported: JournalSchema.current)
        }
        try db.execute("PRAGMA foreign_keys = ON")
        if version == JournalSchema.current && applicationID == JournalSchema.applicationID { return }
        if access == .read && tableCount == 0 { throw JournalStoreError.missing(path: path) }
        try db.execute("PRAGMA journal_mode = WAL")
        try db.writeTransaction {
            // Another process may have migrated while we waited for the lock.
            let now = Int(try db.scalarInteger("PRAGMA user_version") ?? 0)
            if now > JournalSchema.current {
                throw JournalStoreError.newerSchema(path: path, found: now, supported: JournalSchema.current)
            }
            // The schema must be what version `now` made before more is built on it.
            let report = JournalSchema.compare(try JournalSchema.objects(in: db), version: now)
            if !report.isClean && (now == 0 || !report.isRestorable) {
                throw JournalStoreError.unexpectedSchema(path: path, report: report)
            }
            if now > 0 { try enforceSchema() }
            for (index, migration) in JournalSchema.migrations.enumerated() where index >= now {
                try db.execute(migration)
            }
            try db.execute("PRAGMA user_version = \(JournalSchema.current)")
            try db.execute("PRAGMA application_id = \(JournalSchema.applicationID)")
        }
    }

    /// The schema version of the open journal.
    public func schemaVersion() throws -> Int {
        try wrap { Int(try db.scalarInteger("PRAGMA user_version") ?? 0) }
    }

    /// Runs `body`, turning SQLite failures into `JournalStoreError`s that name the journal.
    func wrap<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as SQLiteError {
            throw Self.translate(error, path: path)
        }
    }

    static func translate(_ error: SQLiteError, path: String) -> Error {
        if error.isBusy { return JournalStoreError.locked(path: path) }
        if error.isReadOnly { return JournalStoreError.readOnly(path: path) }
        if error.isNotADatabase {
            let handle = FileHandle(forReadingAtPath: path)
            let head = try? handle?.read(upToCount: 16)
            try? handle?.close()
            if head == Data("SQLite format 3\0".utf8) {
                return JournalStoreError.damagedFile(path: path, detail: error.message)
            }
            return JournalStoreError.notAJournal(
                path: path, reason: "it is not a SQLite database (\(error.message))")
        }
        if error.isConstraint, error.message.contains("frozen") {
            return JournalStoreError.frozen(error.message)
        }
        if error.isDiskFull { return JournalStoreError.diskFull(path: path) }
        if error.isFileTooLarge {
            return JournalStoreError.ioError(
                path: path, detail: "file too large (a limit on file sizes was reached)")
        }
        if error.isIOError {
            // SQLITE_IOERR is an I/O error below SQLite; the system's own number says more when kept.
            let detail =
                error.systemErrno != 0
                ? String(cString: strerror(error.systemErrno)).lowercased()
                : "input/output error: \(error.message)"
            return JournalStoreError.ioError(path: path, detail: detail)
        }
        return JournalStoreError.database(path: path, cause: error)
    }
}
