/// A canonical Huffman code over bytes, for the places file's names (see Data/FORMAT.md).
///
/// Names are UTF-8 and never hold byte 0, which ends each coded name. The code is described by
/// 256 code lengths (0 for a byte that never occurs, else 1...`maximumLength`); codes are
/// assigned canonically (shorter codes first, then by byte value) and written most significant
/// bit first, each name starting on a byte boundary. Coded names take about 60% of their bytes.
struct NameCode: Sendable {
    /// The longest code the format allows, in bits.
    static let maximumLength = 24

    /// Code length of each byte value, 0 for bytes without a code.
    let lengths: [UInt8]
    /// For each length 1...maximumLength: the first canonical code of that length.
    private let firstCode: [UInt32]
    /// For each length: how many codes have it.
    private let countOfLength: [UInt32]
    /// For each length: index in `symbols` of its first symbol.
    private let firstIndex: [Int]
    /// Byte values in canonical order.
    private let symbols: [UInt8]
    /// The code and its length per byte value (for encoding).
    private let codes: [(code: UInt32, length: Int)]

    /// A code from its 256 lengths; nil when they cannot form a prefix code.
    init?(lengths: [UInt8]) {
        guard lengths.count == 256, lengths.allSatisfy({ Int($0) <= NameCode.maximumLength }) else {
            return nil
        }
        var count = [UInt32](repeating: 0, count: NameCode.maximumLength + 1)
        for length in lengths where length > 0 { count[Int(length)] += 1 }
        // Kraft: the lengths must not over-subscribe the code space.
        var room: UInt64 = 1
        for length in 1...NameCode.maximumLength {
            room = room * 2
            guard UInt64(count[length]) <= room else { return nil }
            room -= UInt64(count[length])
        }
        guard lengths[0] > 0 else { return nil }
        var first = [UInt32](repeating: 0, count: NameCode.maximumLength + 1)
        var index = [Int](repeating: 0, count: NameCode.maximumLength + 1)
        var code: UInt32 = 0
        var position = 0
        for length in 1...NameCode.maximumLength {
            // Deflate's rule: each length's first code follows the last of the length before.
            code = (code + count[length - 1]) << 1
            first[length] = code
            index[length] = position
            position += Int(count[length])
        }
        var symbols: [UInt8] = []
        for length in 1...NameCode.maximumLength {
            for byte in 0..<256 where Int(lengths[byte]) == length { symbols.append(UInt8(byte)) }
        }
        var codes = [(code: UInt32, length: Int)](repeating: (0, 0), count: 256)
        var next = first
        for byte in symbols {
            let length = Int(lengths[Int(byte)])
            codes[Int(byte)] = (next[length], length)
            next[length] += 1
        }
        self.lengths = lengths
        self.firstCode = first
        self.countOfLength = count
        self.firstIndex = index
        self.symbols = symbols
        self.codes = codes
    }

    /// The lengths of a Huffman code for byte `frequencies` (256 of them), at most `maximumLength` bits.
    ///
    /// Byte 0 always gets a code (it ends every name). Rare bytes share the longest codes when a
    /// plain Huffman tree would be deeper than the format allows.
    static func lengths(frequencies: [Int]) -> [UInt8] {
        var weights = frequencies.map { max($0, 0) }
        weights[0] = max(weights[0], 1)
        var scale = 1
        while true {
            let lengths = huffmanLengths(weights.map { $0 == 0 ? 0 : max(1, $0 / scale) })
            if lengths.allSatisfy({ Int($0) <= maximumLength }) { return lengths }
            scale *= 2
        }
    }

    /// Plain Huffman code lengths (0 for weight 0); a single symbol gets length 1.
    private static func huffmanLengths(_ weights: [Int]) -> [UInt8] {
        var nodes: [(weight: Int, symbols: [Int])] = weights.enumerated().compactMap {
            $0.element > 0 ? ($0.element, [$0.offset]) : nil
        }
        var lengths = [UInt8](repeating: 0, count: weights.count)
        if nodes.count == 1 {
            lengths[nodes[0].symbols[0]] = 1
            return lengths
        }
        while nodes.count > 1 {
            // Ties broken by the first symbol, so the code does not depend on sort stability.
            nodes.sort { ($0.weight, $0.symbols[0]) > ($1.weight, $1.symbols[0]) }
            let a = nodes.removeLast()
            let b = nodes.removeLast()
            for s in a.symbols + b.symbols { lengths[s] += 1 }
            nodes.append((a.weight + b.weight, (a.symbols + b.symbols).sorted()))
        }
        return lengths
    }

    /// Appends `text` and its terminating byte 0, padded to a whole byte; nil if a byte has no code.
    func encode(_ text: String, into buffer: inout ByteBuffer) -> Bool {
        var accumulator: UInt64 = 0
        var bits = 0
        for byte in Array(text.utf8) + [0] {
            let (code, length) = codes[Int(byte)]
            guard length > 0 else { return false }
            accumulator = accumulator << UInt64(length) | UInt64(code)
            bits += length
            while bits >= 8 {
                bits -= 8
                buffer.append(UInt8(truncatingIfNeeded: accumulator >> UInt64(bits)))
            }
        }
        if bits > 0 { buffer.append(UInt8(truncatingIfNeeded: accumulator << UInt64(8 - bits))) }
        return true
    }

    /// Decodes the name starting at `offset` in `bytes[range]`; nil for a code that runs past
    /// the range, is not in the table, or yields invalid UTF-8.
    func decode(_ bytes: UnsafeRawBufferPointer, at offset: Int, within range: Range<Int>) -> String? {
        decodeBytes(bytes, at: offset, within: range).flatMap { String(validating: $0, as: UTF8.self) }
    }

    /// The UTF-8 bytes of the name at `offset` (its first `prefix` bytes when given), not yet
    /// checked to be UTF-8; nil when the bits are not a name.
    func decodeBytes(
        _ bytes: UnsafeRawBufferPointer, at offset: Int, within range: Range<Int>, prefix: Int = .max
    ) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(24)
        var position = offset
        var bit = 7
        while true {
            var code: UInt32 = 0
            var symbol: UInt8?
            for length in 1...NameCode.maximumLength {
                guard position < range.upperBound, position >= range.lowerBound else { return nil }
                code = code << 1 | UInt32((bytes[position] >> UInt8(bit)) & 1)
                if bit == 0 {
                    bit = 7
                    position += 1
                } else {
                    bit -= 1
                }
                let delta = code &- firstCode[length]
                if code >= firstCode[length], delta < countOfLength[length] {
                    symbol = symbols[firstIndex[length] + Int(delta)]
                    break
                }
            }
            guard let symbol else { return nil }
            if symbol == 0 { break }
            out.append(symbol)
            if out.count >= prefix { break }
            guard out.count <= 1000 else { return nil }
        }
        return out
    }
}
