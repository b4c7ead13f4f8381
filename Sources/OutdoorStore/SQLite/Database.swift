internal import CSQLite
import Foundation

/// One SQLite connection; owns the `sqlite3` handle and closes it in `deinit`.
///
/// A connection is used from one thread at a time.
public final class Database {
    let handle: OpaquePointer

    /// How the file is opened.
    public enum Mode: Sendable {
        /// Reading only; the file must exist.
        case readOnly
        /// Reading and writing; the file must exist.
        case readWrite
        /// Reading and writing, creating the file when missing.
        case readWriteCreate
        /// Reading only, with `path` a `file:` URI that may carry parameters such as `immutable=1`.
        case readOnlyURI
    }

    /// Opens the database file at `path`.
    public init(path: String, mode: Mode) throws {
        var flags = SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
        switch mode {
        case .readOnly: flags |= SQLITE_OPEN_READONLY
        case .readWrite: flags |= SQLITE_OPEN_READWRITE
        case .readWriteCreate: flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        case .readOnlyURI: flags |= SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
        }
        var db: OpaquePointer?
        let code = sqlite3_open_v2(path, &db, flags, nil)
        guard let db else {
            throw SQLiteError(code: code, message: String(cString: sqlite3_errstr(code)), sql: nil)
        }
        do {
            try check(code, db)
        } catch {
            sqlite3_close_v2(db)
            throw error
        }
        handle = db
    }

    deinit { sqlite3_close_v2(handle) }

    /// Sets how long a statement waits for another connection's lock before failing, in milliseconds.
    public func setBusyTimeout(milliseconds: Int32) throws {
        try check(sqlite3_busy_timeout(handle, milliseconds), handle)
    }

    /// Runs one or more statements that take no parameters and return no rows of interest.
    public func execute(_ sql: String) throws {
        var errorMessage: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &errorMessage)
        if let errorMessage {
            let message = String(cString: errorMessage)
            sqlite3_free(errorMessage)
            if code != SQLITE_OK {
                throw SQLiteError(
                    code: sqlite3_extended_errcode(handle), message: message, sql: sql,
                    systemErrno: sqlite3_system_errno(handle))
            }
        }
        try check(code, handle, sql: sql)
    }

    /// Compiles `sql` into a statement.
    public func prepare(_ sql: String) throws -> Statement {
        try Statement(database: self, sql: sql)
    }

    /// Runs `sql` with `arguments` and discards any rows.
    public func run(_ sql: String, _ arguments: SQLiteBindable...) throws {
        let statement = try prepare(sql)
        try statement.bind(arguments)
        while try statement.step() {}
    }

    /// Runs a query and maps each row.
    public func query<T>(_ sql: String, _ arguments: [SQLiteBindable] = [], row: (Row) throws -> T) throws
        -> [T]
    {
        let statement = try prepare(sql)
        try statement.bind(arguments)
        var results: [T] = []
        while try statement.step() {
            results.append(try row(Row(statement: statement)))
        }
        return results
    }

    /// Runs a query and hands each row to `body` as it is stepped to, holding no more than that
    /// row; `body` returns false to stop early.
    public func forEachRow(_ sql: String, _ arguments: [SQLiteBindable] = [], _ body: (Row) throws -> Bool)
        throws
    {
        let statement = try prepare(sql)
        try statement.bind(arguments)
        while try statement.step() {
            guard try body(Row(statement: statement)) else { return }
        }
    }

    /// The integer result of a single-value query such as `PRAGMA user_version`.
    public func scalarInteger(_ sql: String, _ arguments: [SQLiteBindable] = []) throws -> Int64? {
        try query(sql, arguments) { $0.int64(0) }.first ?? nil
    }

    /// The value of a blob column in one row from byte `offset` to its end, read with incremental
    /// blob I/O straight into the returned buffer.
    ///
    /// The pages read on the way (up to the cache size, 2 MB, for a photo) are given back at
    /// once: no later query wants a photo's pages, and a card renders while they would sit idle.
    public func readBlob(table: String, column: String, rowid: Int64, offset: Int = 0) throws -> Data {
        var blob: OpaquePointer?
        try check(sqlite3_blob_open(handle, "main", table, column, rowid, 0, &blob), handle)
        guard let blob else { throw SQLiteError(code: SQLITE_MISUSE, message: "no blob handle", sql: nil) }
        defer {
            sqlite3_blob_close(blob)
            sqlite3_db_release_memory(handle)
        }
        let total = Int(sqlite3_blob_bytes(blob))
        guard offset >= 0, offset <= total else {
            throw SQLiteError(
                code: SQLITE_RANGE, message: "the blob is shorter than \(offset) bytes", sql: nil)
        }
        let count = total - offset
        var data = Data(count: count)
        guard count > 0 else { return data }
        _ = try data.withUnsafeMutableBytes { raw in
            try check(sqlite3_blob_read(blob, raw.baseAddress, Int32(count), Int32(offset)), handle)
        }
        return data
    }

    /// Copies this whole database into `destination` with SQLite's online backup API, as one
    /// consistent snapshot (other connections may go on writing; the copy is of one moment).
    public func backup(into destination: Database) throws {
        guard let backup = sqlite3_backup_init(destination.handle, "main", handle, "main") else {
            throw SQLiteError(
                code: sqlite3_extended_errcode(destination.handle),
                message: String(cString: sqlite3_errmsg(destination.handle)), sql: nil)
        }
        let step = sqlite3_backup_step(backup, -1)
        let finish = sqlite3_backup_finish(backup)
        if step != SQLITE_DONE { try check(step, destination.handle) }
        try check(finish, destination.handle)
    }

    /// Rows changed by the most recent INSERT, UPDATE or DELETE.
    public var changes: Int { Int(sqlite3_changes(handle)) }

    /// Runs `body` inside `BEGIN IMMEDIATE ... COMMIT`, rolling back if it throws.
    ///
    /// IMMEDIATE takes the write lock up front, so two writers wait for each other through the
    /// busy timeout instead of failing on a lock upgrade.
    public func writeTransaction<T>(_ body: () throws -> T) throws -> T {
        try execute("BEGIN IMMEDIATE")
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            try? execute("ROLLBACK")
            throw error
        }
    }
}

/// One result row, read by column index.
public struct Row {
    let statement: Statement

    /// Whether the column holds NULL.
    public func isNull(_ index: Int32) -> Bool {
        sqlite3_column_type(statement.handle, index) == SQLITE_NULL
    }

    /// The column as an integer, or nil for NULL.
    public func int64(_ index: Int32) -> Int64? {
        isNull(index) ? nil : sqlite3_column_int64(statement.handle, index)
    }

    /// The column as a Swift Int, or nil for NULL.
    public func int(_ index: Int32) -> Int? { int64(index).map { Int($0) } }

    /// The column as a double, or nil for NULL.
    public func double(_ index: Int32) -> Double? {
        isNull(index) ? nil : sqlite3_column_double(statement.handle, index)
    }

    /// The column as text, or nil for NULL.
    public func string(_ index: Int32) -> String? {
        guard !isNull(index), let text = sqlite3_column_text(statement.handle, index) else { return nil }
        let count = Int(sqlite3_column_bytes(statement.handle, index))
        return String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self)
    }

    /// The column's bytes (a blob's, or a text's UTF-8), or nil for NULL.
    public func data(_ index: Int32) -> Data? {
        guard !isNull(index) else { return nil }
        let count = Int(sqlite3_column_bytes(statement.handle, index))
        guard count > 0, let bytes = sqlite3_column_blob(statement.handle, index) else { return Data() }
        return Data(bytes: bytes, count: count)
    }

    /// The column as it is stored, with its own storage class (a file written by another program
    /// may hold any class in any column).
    public func value(_ index: Int32) -> SQLiteValue {
        switch sqlite3_column_type(statement.handle, index) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement.handle, index))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(statement.handle, index))
        case SQLITE_TEXT: return .text(string(index) ?? "")
        case SQLITE_BLOB: return .blob(data(index) ?? Data())
        default: return .null
        }
    }
}
