import Foundation
import OutdoorModel

/// Reads an entry row column by column, refusing a value of the wrong kind instead of letting
/// SQLite convert it (text in `timestamp_ms` would read as 0, shown as 1970).
///
/// A row that cannot be read throws `JournalStoreError.unreadableEntry` naming it: listings
/// skip it and say so, a command given its id names it.
struct EntryRowReader {
    let row: Row
    let idColumn: Int32

    init(row: Row, idColumn: Int32 = 0) {
        self.row = row
        self.idColumn = idColumn
    }

    /// The row's id as stored (or a stand-in), for messages.
    var id: String {
        switch row.value(idColumn) {
        case .text(let text): return Self.shown(text)
        case .null: return "with no id"
        case let other: return "with the id \(Self.kind(other))"
        }
    }

    func fail(_ reason: String) -> JournalStoreError {
        JournalStoreError.unreadableEntry(id: id, reason: reason)
    }

    /// A whole number (INTEGER storage); NULL throws unless `optional`.
    func integer(_ index: Int32, _ column: String) throws -> Int64 {
        guard let value = try optionalInteger(index, column) else { throw fail("its \(column) is empty") }
        return value
    }

    func optionalInteger(_ index: Int32, _ column: String) throws -> Int64? {
        switch row.value(index) {
        case .null: return nil
        case .integer(let value): return value
        case let other: throw fail("its \(column) holds \(Self.kind(other)), not a whole number")
        }
    }

    /// A number (INTEGER or REAL storage).
    func number(_ index: Int32, _ column: String) throws -> Double {
        guard let value = try optionalNumber(index, column) else { throw fail("its \(column) is empty") }
        return value
    }

    func optionalNumber(_ index: Int32, _ column: String) throws -> Double? {
        switch row.value(index) {
        case .null: return nil
        case .integer(let value): return Double(value)
        case .real(let value): return value
        case let other: throw fail("its \(column) holds \(Self.kind(other)), not a number")
        }
    }

    /// Text (TEXT storage).
    func text(_ index: Int32, _ column: String) throws -> String {
        guard let value = try optionalText(index, column) else { throw fail("its \(column) is empty") }
        return value
    }

    func optionalText(_ index: Int32, _ column: String) throws -> String? {
        switch row.value(index) {
        case .null: return nil
        case .text(let value): return value
        case let other: throw fail("its \(column) holds \(Self.kind(other)), not text")
        }
    }

    /// What a stored value is, in words ("the text '2024-06-01'", "12 bytes of binary data").
    static func kind(_ value: SQLiteValue) -> String {
        switch value {
        case .null: return "nothing"
        case .integer(let v): return "the whole number \(v)"
        case .real(let v): return "the number \(v)"
        case .text(let v): return "the text '\(shown(v, limit: 40))'"
        case .blob(let v): return "\(v.count) bytes of binary data"
        }
    }

    /// `text` as messages quote it (control characters shown, cut at `limit`).
    static func shown(_ text: String, limit: Int = 60) -> String { text.quotedForMessages(limit: limit) }
}
