internal import CSQLite
import Foundation

/// A failed SQLite call: the result code, SQLite's own message, and the statement involved.
///
/// Bound values are never part of the description (they may hold private notes or photos).
public struct SQLiteError: Error, Hashable, CustomStringConvertible {
    /// The extended result code (`SQLITE_BUSY`, `SQLITE_CONSTRAINT_CHECK`, ...).
    public let code: Int32
    /// SQLite's message for the failure (`sqlite3_errmsg`, or `sqlite3_errstr` without a handle).
    public let message: String
    /// The SQL text being run, when there was one.
    public let sql: String?
    /// The operating system's error number behind an I/O failure (`sqlite3_system_errno`), or 0.
    public let systemErrno: Int32

    /// Makes an error value.
    public init(code: Int32, message: String, sql: String?, systemErrno: Int32 = 0) {
        self.code = code
        self.message = message
        self.sql = sql
        self.systemErrno = systemErrno
    }

    /// The primary result code (the low byte of the extended code).
    public var primaryCode: Int32 { code & 0xff }

    /// Whether another connection held a lock for longer than the busy timeout.
    public var isBusy: Bool { primaryCode == SQLITE_BUSY || primaryCode == SQLITE_LOCKED }
    /// Whether the database file or its folder cannot be written.
    public var isReadOnly: Bool { primaryCode == SQLITE_READONLY || primaryCode == SQLITE_CANTOPEN }
    /// Whether the file is not a SQLite database at all.
    public var isNotADatabase: Bool { primaryCode == SQLITE_NOTADB || primaryCode == SQLITE_CORRUPT }
    /// Whether a constraint or trigger refused the change.
    public var isConstraint: Bool { primaryCode == SQLITE_CONSTRAINT }
    /// Whether the disk (or the user's quota) is full.
    public var isDiskFull: Bool {
        primaryCode == SQLITE_FULL || systemErrno == ENOSPC || systemErrno == EDQUOT
    }
    /// Whether the file may not grow any larger (a file size limit, RLIMIT_FSIZE).
    public var isFileTooLarge: Bool { systemErrno == EFBIG }
    /// Whether reading or writing the file failed below SQLite (a failing disk, a lost mount).
    public var isIOError: Bool { primaryCode == SQLITE_IOERR }

    public var description: String {
        var text = "SQLite error \(code): \(message)"
        if let sql { text += " (while running: \(sql.split(separator: "\n").joined(separator: " ")))" }
        return text
    }
}

/// Throws a `SQLiteError` with the connection's message unless `code` is one of `success`.
@discardableResult
func check(
    _ code: Int32, _ handle: OpaquePointer?, sql: String? = nil,
    success: Set<Int32> = [SQLITE_OK]
) throws -> Int32 {
    guard success.contains(code) else {
        let message: String
        if let handle, let text = sqlite3_errmsg(handle) {
            message = String(cString: text)
        } else if let text = sqlite3_errstr(code) {
            message = String(cString: text)
        } else {
            message = "unknown error"
        }
        let extended = handle.map { sqlite3_extended_errcode($0) } ?? code
        throw SQLiteError(
            code: extended & 0xff == code & 0xff ? extended : code, message: message, sql: sql,
            systemErrno: handle.map { sqlite3_system_errno($0) } ?? 0)
    }
    return code
}
