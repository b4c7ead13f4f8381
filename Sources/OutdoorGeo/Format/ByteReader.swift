/// A bounds-checked little-endian reader over part of a mapped file.
///
/// Every read checks the remaining length and throws `GeoDataError.truncated` or `.corrupt`
/// naming the file, so damaged data gives an error, never a crash.
struct ByteReader {
    let bytes: UnsafeRawBufferPointer
    let path: String
    private(set) var position: Int
    let end: Int

    /// A reader over `bytes[range]`; the range must lie inside the buffer.
    init(bytes: UnsafeRawBufferPointer, range: Range<Int>, path: String) throws {
        guard range.lowerBound >= 0, range.upperBound <= bytes.count else {
            throw GeoDataError.truncated(
                path: path,
                detail: "a section at bytes \(range) runs past the end of the file (\(bytes.count) bytes)")
        }
        self.bytes = bytes
        self.path = path
        self.position = range.lowerBound
        self.end = range.upperBound
    }

    var remaining: Int { end - position }

    var isAtEnd: Bool { position >= end }

    mutating func readUInt32() throws -> UInt32 {
        guard remaining >= 4 else { throw truncated("a 4-byte number") }
        let v = ByteReader.uint32(bytes, at: position)
        position += 4
        return v
    }

    /// Reads an unsigned LEB128 varint of at most 10 bytes.
    mutating func readVarint() throws -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < end else { throw truncated("a variable-length number") }
            let byte = bytes[position]
            position += 1
            if shift == 63 && byte > 1 {
                throw corrupt("a variable-length number overflows 64 bits")
            }
            result |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return result }
            shift += 7
            if shift > 63 { throw corrupt("a variable-length number is longer than 10 bytes") }
        }
    }

    /// Reads a varint that must fit in 0...`limit`, as an Int.
    mutating func readCount(limit: Int, what: String) throws -> Int {
        let v = try readVarint()
        guard v <= UInt64(max(0, limit)) else {
            throw corrupt("\(what) is \(v), more than the \(limit) the data around it allows")
        }
        return Int(v)
    }

    /// Reads a zigzag varint as a signed value.
    mutating func readSignedVarint() throws -> Int64 {
        let v = try readVarint()
        return Int64(bitPattern: v >> 1) ^ -Int64(bitPattern: v & 1)
    }

    /// Reads `count` raw bytes.
    mutating func readBytes(_ count: Int) throws -> UnsafeRawBufferPointer {
        guard count >= 0, remaining >= count else { throw truncated("\(count) bytes") }
        let slice = UnsafeRawBufferPointer(rebasing: bytes[position..<(position + count)])
        position += count
        return slice
    }

    func truncated(_ what: String) -> GeoDataError {
        .truncated(path: path, detail: "\(what) at byte \(position) runs past the end of its section")
    }

    func corrupt(_ detail: String) -> GeoDataError {
        .corrupt(path: path, detail: "\(detail) (at byte \(position))")
    }

    /// A little-endian UInt32 at `offset`; the caller has checked the bounds.
    static func uint32(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16
            | UInt32(bytes[offset + 3]) << 24
    }

    /// A little-endian UInt16 at `offset`; the caller has checked the bounds.
    static func uint16(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt16 {
        UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }
}
