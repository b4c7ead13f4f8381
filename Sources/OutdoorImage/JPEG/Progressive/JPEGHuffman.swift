/// A JPEG Huffman table for decoding.
///
/// Codes go through a 9-bit lookahead table (as libjpeg does), longer ones through a
/// canonical-code walk. Owns its tables (freed in deinit).
final class JPEGHuffmanTable {
    /// For each 9-bit prefix: code length (0 when longer than 9) in the high byte, symbol low.
    private let lookahead: UnsafeMutableBufferPointer<UInt16>
    /// Largest code of each length (1-16), -1 when none; and the index of its first symbol.
    private let maxCode: UnsafeMutableBufferPointer<Int32>
    private let valueOffset: UnsafeMutableBufferPointer<Int32>
    private let symbols: UnsafeMutableBufferPointer<UInt8>

    static let lookaheadBits = 9
    private let symbolCount: Int

    /// Builds a table from DHT's 16 code-length counts and its symbols; throws when the counts
    /// describe more codes than fit.
    init(counts: [Int], symbols: [UInt8]) throws {
        symbolCount = symbols.count
        self.symbols = .allocate(capacity: max(1, symbols.count))
        _ = self.symbols.initialize(from: symbols)
        lookahead = .allocate(capacity: 512)
        lookahead.initialize(repeating: 0)
        maxCode = .allocate(capacity: 18)
        maxCode.initialize(repeating: -1)
        valueOffset = .allocate(capacity: 17)
        valueOffset.initialize(repeating: 0)
        var code: Int32 = 0
        var index: Int32 = 0
        for length in 1...16 {
            let count = Int32(counts[length - 1])
            valueOffset[length] = index - code
            if count > 0 {
                code += count
                index += count
                maxCode[length] = code - 1
                guard code - 1 < 1 << length else {
                    throw JPEGStreamError.malformed("a Huffman table overflows")
                }
                // Fill the lookahead entries of short codes.
                if length <= Self.lookaheadBits {
                    for first in (code - count)..<code {
                        let symbol = self.symbols[Int(first + valueOffset[length])]
                        let shift = Self.lookaheadBits - length
                        for low in 0..<(1 << shift) {
                            lookahead[Int(first) << shift | low] = UInt16(length) << 8 | UInt16(symbol)
                        }
                    }
                }
            }
            code <<= 1
        }
        maxCode[17] = Int32.max
    }

    deinit {
        lookahead.deallocate()
        maxCode.deallocate()
        valueOffset.deallocate()
        symbols.deallocate()
    }

    /// Decodes one symbol from `reader`.
    @inline(__always)
    func decode(_ reader: inout JPEGBitReader) throws -> Int {
        let peek = reader.peek(Self.lookaheadBits)
        let entry = lookahead[peek]
        if entry != 0 {
            reader.skip(Int(entry >> 8))
            return Int(entry & 0xFF)
        }
        var code = Int32(reader.peek(Self.lookaheadBits))
        var length = Self.lookaheadBits
        reader.skip(length)
        while true {
            code = code << 1 | Int32(try reader.bit())
            length += 1
            guard length <= 16 else { throw JPEGStreamError.malformed("a Huffman code is not in its table") }
            if code <= maxCode[length] { break }
        }
        let index = Int(code + valueOffset[length])
        guard index >= 0, index < symbolCount else {
            throw JPEGStreamError.malformed("a Huffman code is not in its table")
        }
        return Int(symbols[index])
    }
}

/// Reads the entropy-coded bits of a scan: removes stuffed zero bytes, stops at markers (and
/// then feeds zeros, as libjpeg does for data cut short).
struct JPEGBitReader {
    let bytes: UnsafeRawBufferPointer
    var offset: Int
    private var buffer: UInt64 = 0
    private var count = 0
    /// The marker that ended the data, once one was met (a restart marker, or the next segment).
    private(set) var marker: UInt8?

    init(_ bytes: UnsafeRawBufferPointer, offset: Int) {
        self.bytes = bytes
        self.offset = offset
    }

    /// Tops the buffer up to at least 25 bits.
    @inline(__always)
    private mutating func fill() {
        while count <= 56 {
            var byte: UInt64 = 0
            if marker == nil, offset < bytes.count {
                let b = bytes[offset]
                if b == 0xFF {
                    let next = offset + 1 < bytes.count ? bytes[offset + 1] : 0xD9
                    if next == 0x00 {
                        byte = 0xFF
                        offset += 2
                    } else if next == 0xFF {
                        offset += 1  // fill byte
                        continue
                    } else {
                        marker = next
                    }
                } else {
                    byte = UInt64(b)
                    offset += 1
                }
            }
            buffer |= byte << (56 - count)
            count += 8
        }
    }

    /// The next `n` bits (n <= 16) without consuming them.
    @inline(__always)
    mutating func peek(_ n: Int) -> Int {
        if count < n { fill() }
        return Int(buffer >> (64 - n))
    }

    /// Consumes `n` bits.
    @inline(__always)
    mutating func skip(_ n: Int) {
        buffer <<= UInt64(n)
        count -= n
    }

    /// One bit.
    @inline(__always)
    mutating func bit() throws -> Int {
        let value = peek(1)
        skip(1)
        return value
    }

    /// `n` raw bits (0-16).
    @inline(__always)
    mutating func bits(_ n: Int) -> Int {
        guard n > 0 else { return 0 }
        let value = peek(n)
        skip(n)
        return value
    }

    /// `n` bits as a signed value in JPEG's "extend" form.
    @inline(__always)
    mutating func received(_ n: Int) -> Int {
        guard n > 0 else { return 0 }
        let value = bits(n)
        return value < 1 << (n - 1) ? value - (1 << n) + 1 : value
    }

    /// Skips to just after the next restart marker, resetting the bit buffer.
    mutating func restart() throws {
        buffer = 0
        count = 0
        if marker == nil {
            // Find the marker in the bytes (skipping anything before it).
            while offset + 1 < bytes.count,
                !(bytes[offset] == 0xFF && bytes[offset + 1] != 0 && bytes[offset + 1] != 0xFF)
            {
                offset += 1
            }
            guard offset + 1 < bytes.count else { throw JPEGStreamError.truncated }
            marker = bytes[offset + 1]
        }
        guard let found = marker, (0xD0...0xD7).contains(found) else {
            throw JPEGStreamError.malformed("a restart marker is missing")
        }
        offset += 2
        marker = nil
    }

    /// The offset of the marker that ended the data (for the parser to go on from).
    var markerOffset: Int { offset }
}

/// Why the Swift progressive decoder gave up (the caller falls back to libjpeg).
enum JPEGStreamError: Error, Equatable {
    case truncated
    case malformed(String)
    case unsupported(String)
}
