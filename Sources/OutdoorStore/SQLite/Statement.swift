internal import CSQLite
import Foundation

/// A compiled statement; owns the `sqlite3_stmt` handle and finalizes it in `deinit`.
public final class Statement {
    let handle: OpaquePointer
    let database: Database
    let sql: String

    init(database: Database, sql: String) throws {
        var statement: OpaquePointer?
        let code = sqlite3_prepare_v2(database.handle, sql, -1, &statement, nil)
        try check(code, database.handle, sql: sql)
        guard let statement else {
            throw SQLiteError(code: SQLITE_MISUSE, message: "empty statement", sql: sql)
        }
        self.handle = statement
        self.database = database
        self.sql = sql
    }

    deinit { sqlite3_finalize(handle) }

    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    /// Binds `values` to parameters 1...n, replacing earlier bindings.
    public func bind(_ values: [SQLiteBindable]) throws {
        try check(sqlite3_reset(handle), database.handle, sql: sql)
        try check(sqlite3_clear_bindings(handle), database.handle, sql: sql)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let code: Int32
            switch value.sqliteValue {
            case .null: code = sqlite3_bind_null(handle, index)
            case .integer(let v): code = sqlite3_bind_int64(handle, index, v)
            case .real(let v): code = sqlite3_bind_double(handle, index, v)
            case .text(let v):
                // With its length in bytes, so a NUL inside the text cannot cut it short.
                var text = v
                code = text.withUTF8 { utf8 in
                    guard let base = utf8.baseAddress, utf8.count > 0 else {
                        return sqlite3_bind_text(handle, index, "", 0, Self.transient)
                    }
                    return base.withMemoryRebound(to: CChar.self, capacity: utf8.count) { chars in
                        sqlite3_bind_text64(
                            handle, index, chars, sqlite3_uint64(utf8.count), Self.transient,
                            UInt8(SQLITE_UTF8))
                    }
                }
            case .blob(let v):
                code = v.withUnsafeBytes { raw in
                    guard let base = raw.baseAddress, raw.count > 0 else {
                        return sqlite3_bind_zeroblob(handle, index, 0)
                    }
                    return sqlite3_bind_blob64(handle, index, base, sqlite3_uint64(raw.count), Self.transient)
                }
            }
            try check(code, database.handle, sql: sql)
        }
    }

    /// Advances to the next row; returns false when the statement is done.
    public func step() throws -> Bool {
        let code = try check(
            sqlite3_step(handle), database.handle, sql: sql, success: [SQLITE_ROW, SQLITE_DONE])
        return code == SQLITE_ROW
    }
}
