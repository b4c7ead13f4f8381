/// Bounds-checked reads of big-endian fields and boxes in ISO base media (HEIF) data.
///
/// Every read checks its range and throws `ISOBoxError` instead of reading past the end, so a
/// damaged or hostile file can only end the parse, never read outside its bytes.
struct ISOBoxReader {
    /// The bytes being read (the whole file).
    let bytes: UnsafeRawBufferPointer
    /// The next byte to read.
    var offset: Int
    /// One past the last byte this reader may read.
    let end: Int

    /// A reader of `bytes[range]`.
    init(_ bytes: UnsafeRawBufferPointer, range: Range<Int>) {
        self.bytes = bytes
        self.offset = range.lowerBound
        self.end = min(range.upperBound, bytes.count)
    }

    /// Bytes left to read.
    var remaining: Int { max(0, end - offset) }

    /// Reads an unsigned big-endian integer of `size` bytes (0-8; 0 reads as 0).
    mutating func uint(_ size: Int) throws -> Int {
        guard size >= 0, size <= 8, size <= remaining else { throw ISOBoxError.truncated }
        var value: UInt64 = 0
        for index in 0..<size { value = value << 8 | UInt64(bytes[offset + index]) }
        offset += size
        guard value <= UInt64(Int.max) else { throw ISOBoxError.malformed("a field value is too large") }
        return Int(value)
    }

    /// Reads one byte.
    mutating func uint8() throws -> Int { try uint(1) }
    /// Reads a 16-bit value.
    mutating func uint16() throws -> Int { try uint(2) }
    /// Reads a 32-bit value.
    mutating func uint32() throws -> Int { try uint(4) }

    /// Reads four bytes as ASCII text (a box or item type).
    mutating func fourCC() throws -> String {
        guard remaining >= 4 else { throw ISOBoxError.truncated }
        defer { offset += 4 }
        return String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
    }

    /// Skips `count` bytes.
    mutating func skip(_ count: Int) throws {
        guard count >= 0, count <= remaining else { throw ISOBoxError.truncated }
        offset += count
    }

    /// Reads a NUL-terminated string (at most the rest of the reader).
    mutating func cString() throws -> String {
        guard let terminator = bytes[offset..<end].firstIndex(of: 0) else { throw ISOBoxError.truncated }
        defer { offset = terminator + 1 }
        return String(decoding: bytes[offset..<terminator], as: UTF8.self)
    }

    /// The boxes from here to the end: type and the range of each payload (after its header).
    mutating func boxes() throws -> [(type: String, payload: Range<Int>)] {
        var found: [(String, Range<Int>)] = []
        while remaining >= 8 {
            let start = offset
            var size = try uint32()
            let type = try fourCC()
            if size == 1 {
                size = try uint(8)
            } else if size == 0 {
                size = end - start
            }
            guard size >= offset - start, size <= end - start else {
                throw ISOBoxError.malformed("the '\(type)' box claims \(size) bytes, more than it has")
            }
            found.append((type, offset..<start + size))
            offset = start + size
            guard found.count <= ISOBoxReader.maxBoxes else {
                throw ISOBoxError.malformed("more than \(ISOBoxReader.maxBoxes) boxes in one container")
            }
        }
        return found
    }

    /// The most boxes one container may hold: bounds the work a hostile file can cause.
    static let maxBoxes = 100_000
}

/// Why the HEIF boxes could not be read.
enum ISOBoxError: Error, Equatable {
    /// A field runs past the end of its box or the file.
    case truncated
    /// A box or field makes no sense; the text says which.
    case malformed(String)
}
