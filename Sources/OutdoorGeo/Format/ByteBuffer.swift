/// A growable little-endian byte buffer for writing the map data format.
struct ByteBuffer {
    private(set) var bytes: [UInt8] = []

    var count: Int { bytes.count }

    mutating func reserve(_ capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    mutating func append(_ value: UInt8) {
        bytes.append(value)
    }

    mutating func append(_ other: [UInt8]) {
        bytes.append(contentsOf: other)
    }

    mutating func appendUInt16(_ value: UInt16) {
        bytes.append(UInt8(truncatingIfNeeded: value))
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
    }

    /// Appends the low 24 bits of `value`, little-endian.
    mutating func appendUInt24(_ value: Int) {
        for shift in [0, 8, 16] { bytes.append(UInt8(truncatingIfNeeded: value >> shift)) }
    }

    mutating func appendUInt32(_ value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) {
            bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift)))
        }
    }

    /// Appends an unsigned LEB128 varint (7 bits per byte, low bits first).
    mutating func appendVarint(_ value: UInt64) {
        var v = value
        while v >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: v) | 0x80)
            v >>= 7
        }
        bytes.append(UInt8(v))
    }

    /// Appends a signed value as a zigzag varint (0, -1, 1, -2 map to 0, 1, 2, 3 and so on).
    mutating func appendSignedVarint(_ value: Int64) {
        appendVarint(UInt64(bitPattern: (value << 1) ^ (value >> 63)))
    }

    /// Overwrites four bytes at `offset` with a little-endian value.
    mutating func setUInt32(_ value: UInt32, at offset: Int) {
        for i in 0..<4 {
            bytes[offset + i] = UInt8(truncatingIfNeeded: value >> UInt32(8 * i))
        }
    }

    /// Appends zero bytes until the buffer is `length` long.
    mutating func pad(to length: Int) {
        while bytes.count < length { bytes.append(0) }
    }
}
