import Foundation
import OutdoorModel

/// Polygons and attributes of an ESRI shapefile (.shp with its .dbf), as Natural Earth ships them.
struct Shapefile {
    /// One record: its polygon rings (outer rings and holes together) and its attributes.
    struct Record {
        var rings: [[Coordinate]]
        var attributes: [String: String]
    }

    let records: [Record]

    /// Reads `base.shp` (polygon or polygon-Z records) and `base.dbf` (UTF-8 text fields).
    init(base: String) throws {
        let shapes = try Shapefile.readPolygons(path: base + ".shp")
        let table = try Shapefile.readTable(path: base + ".dbf")
        guard shapes.count == table.count else {
            throw ConverterError("\(base): \(shapes.count) shapes but \(table.count) attribute rows")
        }
        records = zip(shapes, table).map { Record(rings: $0, attributes: $1) }
    }

    /// The rings of every record of a polygon shapefile (null shapes give no rings).
    static func readPolygons(path: String) throws -> [[[Coordinate]]] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> [[[Coordinate]]] in
            func bigInt32(_ at: Int) throws -> Int {
                guard at + 4 <= bytes.count else { throw ConverterError("\(path) is truncated at \(at)") }
                return Int(Int32(bigEndian: bytes.loadUnaligned(fromByteOffset: at, as: Int32.self)))
            }
            func int32(_ at: Int) throws -> Int {
                guard at + 4 <= bytes.count else { throw ConverterError("\(path) is truncated at \(at)") }
                return Int(Int32(littleEndian: bytes.loadUnaligned(fromByteOffset: at, as: Int32.self)))
            }
            func double(_ at: Int) throws -> Double {
                guard at + 8 <= bytes.count else { throw ConverterError("\(path) is truncated at \(at)") }
                return Double(
                    bitPattern: UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: at, as: UInt64.self))
                )
            }
            guard try bigInt32(0) == 9994 else { throw ConverterError("\(path) is not a shapefile") }
            var result: [[[Coordinate]]] = []
            var offset = 100
            while offset + 8 <= bytes.count {
                let length = try bigInt32(offset + 4) * 2
                let content = offset + 8
                offset = content + length
                let type = try int32(content)
                guard type == 5 || type == 15 else {
                    result.append([])
                    continue
                }
                let partCount = try int32(content + 36)
                let pointCount = try int32(content + 40)
                let pointsStart = content + 44 + 4 * partCount
                var starts: [Int] = []
                for p in 0..<partCount { starts.append(try int32(content + 44 + 4 * p)) }
                starts.append(pointCount)
                var rings: [[Coordinate]] = []
                for p in 0..<partCount where starts[p + 1] - starts[p] >= 4 {
                    var ring: [Coordinate] = []
                    for i in starts[p]..<starts[p + 1] {
                        let x = try double(pointsStart + 16 * i)
                        let y = try double(pointsStart + 16 * i + 8)
                        ring.append(
                            Coordinate(latitude: max(-90, min(90, y)), longitude: max(-180, min(180, x))))
                    }
                    if ring.first == ring.last { ring.removeLast() }
                    rings.append(ring)
                }
                result.append(rings)
            }
            return result
        }
    }

    /// The rows of a dBASE table, each field's text trimmed of padding.
    static func readTable(path: String) throws -> [[String: String]] {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        guard bytes.count >= 32 else { throw ConverterError("\(path) is too short for a dBASE header") }
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        let count = Int(bytes[4]) | Int(bytes[5]) << 8 | Int(bytes[6]) << 16 | Int(bytes[7]) << 24
        let headerLength = u16(8)
        let recordLength = u16(10)
        var fields: [(name: String, length: Int)] = []
        var at = 32
        while at + 32 <= headerLength, bytes[at] != 0x0D {
            let raw = bytes[at..<(at + 11)].prefix { $0 != 0 }
            fields.append((String(decoding: raw, as: UTF8.self), Int(bytes[at + 16])))
            at += 32
        }
        guard headerLength + count * recordLength <= bytes.count else {
            throw ConverterError("\(path) holds fewer records than its header says")
        }
        var rows: [[String: String]] = []
        rows.reserveCapacity(count)
        for r in 0..<count {
            var position = headerLength + r * recordLength + 1
            var row: [String: String] = [:]
            for field in fields {
                let raw = bytes[position..<(position + field.length)]
                row[field.name] = String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self).trimmingCharacters(
                    in: .whitespaces)
                position += field.length
            }
            rows.append(row)
        }
        return rows
    }
}
