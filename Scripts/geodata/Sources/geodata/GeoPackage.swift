import CSQLite3
import Foundation
import OutdoorModel

/// Polygons and text columns of a GeoPackage table (SQLite with geometry blobs), read-only.
final class GeoPackage {
    private let handle: OpaquePointer
    let path: String

    init(path: String) throws {
        var db: OpaquePointer?
        let status = sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY, nil)
        guard status == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "code \(status)"
            if let db { sqlite3_close(db) }
            throw ConverterError("\(path) could not be opened: \(message)")
        }
        handle = db
        self.path = path
    }

    deinit { sqlite3_close(handle) }

    /// Every row of `table`: the polygon rings of `geometry` and the text of `columns`.
    func rows(table: String, geometry: String, columns: [String]) throws -> [(
        rings: [[Coordinate]], values: [String: String]
    )] {
        let sql = "SELECT \(geometry), \(columns.joined(separator: ", ")) FROM \(table) ORDER BY fid"
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw ConverterError("\(path): \(String(cString: sqlite3_errmsg(handle)))")
        }
        defer { sqlite3_finalize(statement) }
        var result: [(rings: [[Coordinate]], values: [String: String])] = []
        while true {
            let step = sqlite3_step(statement)
            if step == SQLITE_DONE { break }
            guard step == SQLITE_ROW else {
                throw ConverterError("\(path): \(String(cString: sqlite3_errmsg(handle)))")
            }
            var rings: [[Coordinate]] = []
            if let blob = sqlite3_column_blob(statement, 0) {
                let count = Int(sqlite3_column_bytes(statement, 0))
                rings = try GeoPackage.rings(UnsafeRawBufferPointer(start: blob, count: count))
            }
            var values: [String: String] = [:]
            for (i, column) in columns.enumerated() {
                if let text = sqlite3_column_text(statement, Int32(i + 1)) {
                    values[column] = String(cString: text)
                }
            }
            result.append((rings, values))
        }
        return result
    }

    /// The rings of a GeoPackage geometry blob ("GP" header, envelope, then WKB polygon or multipolygon).
    static func rings(_ blob: UnsafeRawBufferPointer) throws -> [[Coordinate]] {
        guard blob.count >= 8, blob[0] == 0x47, blob[1] == 0x50 else {
            throw ConverterError("a geometry is not a GeoPackage blob")
        }
        let envelope = [0, 32, 48, 48, 64][min(Int((blob[3] >> 1) & 7), 4)]
        var reader = WKBReader(bytes: blob, at: 8 + envelope)
        return try reader.readGeometry()
    }
}

/// A reader of well-known binary polygons and multipolygons (either byte order).
private struct WKBReader {
    let bytes: UnsafeRawBufferPointer
    var at: Int
    var littleEndian = true

    init(bytes: UnsafeRawBufferPointer, at: Int) {
        self.bytes = bytes
        self.at = at
    }

    mutating func u32() throws -> Int {
        guard at + 4 <= bytes.count else { throw ConverterError("a WKB geometry is truncated") }
        let raw = bytes.loadUnaligned(fromByteOffset: at, as: UInt32.self)
        at += 4
        return Int(littleEndian ? UInt32(littleEndian: raw) : UInt32(bigEndian: raw))
    }

    mutating func double() throws -> Double {
        guard at + 8 <= bytes.count else { throw ConverterError("a WKB geometry is truncated") }
        let raw = bytes.loadUnaligned(fromByteOffset: at, as: UInt64.self)
        at += 8
        return Double(bitPattern: littleEndian ? UInt64(littleEndian: raw) : UInt64(bigEndian: raw))
    }

    mutating func readGeometry() throws -> [[Coordinate]] {
        guard at < bytes.count else { throw ConverterError("a WKB geometry is truncated") }
        littleEndian = bytes[at] == 1
        at += 1
        let type = try u32() % 1000
        switch type {
        case 3:
            var rings: [[Coordinate]] = []
            for _ in 0..<(try u32()) {
                var ring: [Coordinate] = []
                for _ in 0..<(try u32()) {
                    let x = try double()
                    let y = try double()
                    ring.append(Coordinate(latitude: max(-90, min(90, y)), longitude: max(-180, min(180, x))))
                }
                if ring.count > 1, ring.first == ring.last { ring.removeLast() }
                if ring.count >= 3 { rings.append(ring) }
            }
            return rings
        case 6:
            var rings: [[Coordinate]] = []
            for _ in 0..<(try u32()) { rings += try readGeometry() }
            return rings
        default:
            throw ConverterError("a WKB geometry of type \(type) is not a polygon")
        }
    }
}
