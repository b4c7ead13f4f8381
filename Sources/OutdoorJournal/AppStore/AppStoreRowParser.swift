import Foundation
import OutdoorStore

/// Turns one selected `OutsideLog` row into a typed row, or says what is wrong with it.
///
/// The row's columns come in the order `AppStoreContentsReader` selects them: Z_PK, rowid, id,
/// timestamp, title, latitude, longitude, summary, temperature, symbol, note, for the photo
/// its storage class, its length and its first 64 bytes, and the place line (NULL without one).
struct AppStoreRowParser {
    let row: Row
    let columns: AppStoreColumns
    /// The column the place line was read from, when the store has one.
    var placeColumn: String? = nil
    let support: URL?
    let storeFolder: StoreFolder?

    /// A failure of this row.
    private struct Failure: Error {
        var problem: AppStoreRowError.Problem
    }

    func parse() -> Result<AppStoreRow, AppStoreRowError> {
        let primaryKey = row.int64(0) ?? 0
        var title: String?
        if case .text(let text) = row.value(4) { title = text }
        let id: UUID
        do throws(Failure) {
            id = try parseID(row.value(2))
        } catch {
            return .failure(
                AppStoreRowError(primaryKey: primaryKey, id: nil, title: title, problem: error.problem))
        }
        do throws(Failure) {
            return .success(
                AppStoreRow(
                    primaryKey: primaryKey, id: id,
                    timestamp: Date(timeIntervalSinceReferenceDate: try number(3, columns.timestamp)),
                    title: try text(4, columns.title) ?? "",
                    latitude: try number(5, columns.latitude), longitude: try number(6, columns.longitude),
                    weatherSummary: try text(7, columns.summary) ?? "",
                    temperature: try number(8, columns.temperature, default: 0),
                    symbol: try text(9, columns.symbol) ?? "", note: try text(10, columns.note),
                    photo: try photo(rowID: row.int64(1) ?? primaryKey),
                    placeName: try text(14, placeColumn ?? "ZPLACENAME")))
        } catch {
            return .failure(
                AppStoreRowError(primaryKey: primaryKey, id: id, title: title, problem: error.problem))
        }
    }

    /// A 16-byte blob (Core Data's UUID), or UUID text written by another tool.
    private func parseID(_ value: SQLiteValue) throws(Failure) -> UUID {
        switch value {
        case .null: throw Failure(problem: .noID)
        case .blob(let bytes) where bytes.count == 16:
            let b = Array(bytes)
            return UUID(
                uuid: (
                    b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13],
                    b[14], b[15]
                ))
        case .text(let text):
            guard let id = UUID(uuidString: text.trimmingWhitespace()) else {
                throw Failure(problem: .malformedID("the text \"\(text.quotedForMessages(limit: 40))\""))
            }
            return id
        default: throw Failure(problem: .malformedID(Self.kind(value)))
        }
    }

    /// A number column (integer or real); NULL is `fallback` when one is given, else a failure.
    private func number(_ index: Int32, _ column: String, default fallback: Double? = nil) throws(Failure)
        -> Double
    {
        switch row.value(index) {
        case .integer(let value): return Double(value)
        case .real(let value): return value
        case .null:
            guard let fallback else { throw Failure(problem: .missingValue(column: column)) }
            return fallback
        case let other: throw Failure(problem: .wrongKind(column: column, found: Self.kind(other)))
        }
    }

    /// A text column; NULL is nil.
    private func text(_ index: Int32, _ column: String) throws(Failure) -> String? {
        switch row.value(index) {
        case .text(let value): return value
        case .null: return nil
        case let other: throw Failure(problem: .wrongKind(column: column, found: Self.kind(other)))
        }
    }

    /// Where the photo's bytes are, from the column's storage class, length and first bytes.
    private func photo(rowID: Int64) throws(Failure) -> AppStorePhoto? {
        let type = row.string(11) ?? "null"
        let length = row.int(12) ?? 0
        guard type != "null" else { return nil }
        guard type == "blob" else { throw Failure(problem: .wrongKind(column: columns.photo, found: type)) }
        guard length > 0, let head = row.data(13), let marker = head.first else { return nil }
        switch marker {
        case AppStorePhoto.inlineMarker:
            guard length > 1 else { return nil }
            return .inline(rowID: rowID, offset: 1, byteCount: try checked(length - 1))
        case AppStorePhoto.externalMarker:
            return try external(head.dropFirst())
        default:
            // An attribute without external storage: the bytes alone (a photo never starts 0x01/0x02).
            return .inline(rowID: rowID, offset: 0, byteCount: try checked(length))
        }
    }

    /// The external file a reference names: ASCII UUID text, NUL-terminated.
    private func external(_ reference: Data) throws(Failure) -> AppStorePhoto {
        let text = String(decoding: reference.prefix { $0 != 0 }, as: UTF8.self).trimmingWhitespace()
        guard UUID(uuidString: text) != nil else { throw Failure(problem: .malformedExternalReference) }
        let relative = "_EXTERNAL_DATA/\(text)"
        guard let support else {
            throw Failure(
                problem: .externalPhotoMissing(name: text, expectedAt: ".default_SUPPORT/\(relative)"))
        }
        let file = support.appendingPathComponent(relative)
        guard FileManager.default.fileExists(atPath: file.path) else {
            throw Failure(problem: .externalPhotoMissing(name: text, expectedAt: file.path))
        }
        // Never through a link (of the photo, _EXTERNAL_DATA or .default_SUPPORT) that leaves
        // the store's folder: that file is no photo of the app's.
        let inside = storeFolder.map { $0.resolveInside(file.path) } ?? StoreFolder.realPath(file.path)
        guard let inside else {
            throw Failure(
                problem: .photoOutsideStore(
                    path: file.path, target: StoreFolder.realPath(file.path) ?? "a path that does not resolve"
                ))
        }
        let resolved = URL(fileURLWithPath: inside)
        guard AppStoreSnapshot.isRegularFile(resolved.path) else {
            throw Failure(problem: .photoUnreadable("\(file.path) is not a regular file"))
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: resolved.path)[.size] as? Int) ?? 0
        return .external(resolved, byteCount: try checked(size))
    }

    private func checked(_ byteCount: Int) throws(Failure) -> Int {
        guard byteCount <= AppStoreSnapshot.maxPhotoBytes else {
            throw Failure(problem: .photoTooLarge(byteCount: byteCount))
        }
        return byteCount
    }

    /// What a value is, in words.
    static func kind(_ value: SQLiteValue) -> String {
        switch value {
        case .null: return "NULL"
        case .integer(let v): return "the integer \(v)"
        case .real(let v): return "the number \(v)"
        case .text(let v): return "the text \"\(v.quotedForMessages(limit: 40))\""
        case .blob(let v): return "\(v.count) bytes of binary data"
        }
    }
}
