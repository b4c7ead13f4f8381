/// Reads a progressive (SOF2, Huffman) JPEG's scans into `ReducedCoefficients`.
///
/// Keeps only what a decode at `scale`/8 needs. Baseline, arithmetic-coded, lossless, 12-bit, CMYK and RGB
/// files are not its business: it throws `JPEGStreamError.unsupported` and libjpeg decodes them.
final class ProgressiveJPEGReader {
    /// One component of the frame.
    struct Component {
        var id: Int
        var h: Int
        var v: Int
        var quantTable: Int
        /// The quantisation table in natural order, taken at the component's first scan.
        var quant: [Int32]?
        var store: ReducedCoefficients
        /// Blocks across and down that hold the component's own samples (non-interleaved scans).
        var ownBlocksWide: Int
        var ownBlocksHigh: Int
    }

    let width: Int
    let height: Int
    /// Output samples per block edge for the luma-sized component (the DCT scale's numerator).
    let scale: Int
    private(set) var components: [Component] = []
    let maxH: Int
    let maxV: Int
    let mcusWide: Int
    let mcusHigh: Int

    private let bytes: UnsafeRawBufferPointer
    private var quantTables = [[Int32]?](repeating: nil, count: 4)
    private var dcTables = [JPEGHuffmanTable?](repeating: nil, count: 4)
    private var acTables = [JPEGHuffmanTable?](repeating: nil, count: 4)
    private var restartInterval = 0
    private var scans = 0

    typealias Frame = (width: Int, height: Int, parts: [(id: Int, h: Int, v: Int, tq: Int)])

    /// Reads the whole file: frame header, tables and every scan.
    init(_ bytes: UnsafeRawBufferPointer, scale: Int, maxScans: Int) throws {
        let (frame, adobe) = try Self.frameHeader(bytes)
        self.bytes = bytes
        self.scale = scale
        width = frame.width
        height = frame.height
        guard width > 0, height > 0 else { throw JPEGStreamError.malformed("an empty frame") }
        guard frame.parts.count == 1 || frame.parts.count == 3 else {
            throw JPEGStreamError.unsupported("\(frame.parts.count) components")
        }
        if frame.parts.count == 3 {
            let ids = frame.parts.map(\.id)
            guard adobe != 0, ids != [82, 71, 66] else { throw JPEGStreamError.unsupported("RGB samples") }
        }
        guard frame.parts.allSatisfy({ (1...4).contains($0.h) && (1...4).contains($0.v) && $0.tq < 4 }) else {
            throw JPEGStreamError.malformed("bad sampling factors")
        }
        maxH = frame.parts.map(\.h).max() ?? 1
        maxV = frame.parts.map(\.v).max() ?? 1
        mcusWide = (width + 8 * maxH - 1) / (8 * maxH)
        mcusHigh = (height + 8 * maxV - 1) / (8 * maxV)
        for part in frame.parts {
            guard maxH % part.h == 0, maxV % part.v == 0 else {
                throw JPEGStreamError.unsupported("odd sampling")
            }
            let keptWide = scale * maxH / part.h
            let keptHigh = scale * maxV / part.v
            guard keptWide <= 8, keptHigh <= 8 else {
                throw JPEGStreamError.unsupported("chroma needs upsampling")
            }
            let ownWidth = (width * part.h + maxH - 1) / maxH
            let ownHeight = (height * part.v + maxV - 1) / maxV
            components.append(
                Component(
                    id: part.id, h: part.h, v: part.v, quantTable: part.tq, quant: nil,
                    store: try ReducedCoefficients(
                        blocksWide: mcusWide * part.h, blocksHigh: mcusHigh * part.v, keptWide: keptWide,
                        keptHigh: keptHigh),
                    ownBlocksWide: (ownWidth + 7) / 8, ownBlocksHigh: (ownHeight + 7) / 8))
        }
        try readSegments(maxScans: maxScans)
    }

    /// The frame header (which must be SOF2) and the Adobe transform flag, if an APP14 has one.
    private static func frameHeader(_ bytes: UnsafeRawBufferPointer) throws -> (Frame, Int?) {
        var offset = 2
        var adobe: Int?
        while true {
            let (marker, start, end) = try segment(bytes, at: &offset)
            switch marker {
            case 0xC2:
                var r = SegmentReader(bytes, start, end)
                guard try r.byte() == 8 else { throw JPEGStreamError.unsupported("12-bit samples") }
                let height = try r.uint16()
                let width = try r.uint16()
                let count = try r.byte()
                var parts: [(id: Int, h: Int, v: Int, tq: Int)] = []
                for _ in 0..<count {
                    let id = try r.byte()
                    let factors = try r.byte()
                    parts.append((id, factors >> 4, factors & 15, try r.byte()))
                }
                return ((width, height, parts), adobe)
            case 0xC0, 0xC1, 0xC3, 0xC5...0xC7, 0xC9...0xCB, 0xCD...0xCF:
                throw JPEGStreamError.unsupported("not a progressive Huffman JPEG")
            case 0xEE:
                adobe = try adobeTransform(bytes, start, end)
            case 0xD9, 0xDA:
                throw JPEGStreamError.malformed("no frame header")
            default:
                continue
            }
        }
    }

    /// Reads tables and scans from the start of the file to EOI (or the end of the data).
    private func readSegments(maxScans: Int) throws {
        var offset = 2
        while offset < bytes.count {
            let (marker, start, end): (UInt8, Int, Int)
            do {
                (marker, start, end) = try Self.segment(bytes, at: &offset)
            } catch JPEGStreamError.truncated {
                return  // data cut short after the last whole scan: decode what there is
            }
            switch marker {
            case 0xDB: try readQuantTables(start, end)
            case 0xC4: try readHuffmanTables(start, end)
            case 0xDD:
                var r = SegmentReader(bytes, start, end)
                restartInterval = try r.uint16()
            case 0xDA:
                scans += 1
                guard scans <= maxScans else {
                    throw JPEGStreamError.malformed("more than \(maxScans) scans")
                }
                offset = try readScan(header: start, end)
            case 0xD9: return
            default: break
            }
        }
    }

    /// The next segment at `offset`: its marker and the range of its payload.
    ///
    /// Fill bytes and stray data before it are skipped; `offset` moves past it. Markers without a payload give an empty range.
    static func segment(_ bytes: UnsafeRawBufferPointer, at offset: inout Int) throws -> (UInt8, Int, Int) {
        while offset + 1 < bytes.count,
            !(bytes[offset] == 0xFF && bytes[offset + 1] != 0xFF && bytes[offset + 1] != 0)
        {
            offset += 1
        }
        guard offset + 1 < bytes.count else { throw JPEGStreamError.truncated }
        let marker = bytes[offset + 1]
        offset += 2
        if marker == 0xD8 || marker == 0xD9 || marker == 0x01 || (0xD0...0xD7).contains(marker) {
            return (marker, offset, offset)
        }
        guard offset + 2 <= bytes.count else { throw JPEGStreamError.truncated }
        let length = Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
        guard length >= 2, offset + length <= bytes.count else { throw JPEGStreamError.truncated }
        defer { offset += length }
        return (marker, offset + 2, offset + length)
    }

    private static func adobeTransform(_ bytes: UnsafeRawBufferPointer, _ start: Int, _ end: Int) throws
        -> Int?
    {
        guard end - start >= 12, bytes[start..<start + 5].elementsEqual(Array("Adobe".utf8)) else {
            return nil
        }
        return Int(bytes[start + 11])
    }

    private func readQuantTables(_ start: Int, _ end: Int) throws {
        var r = SegmentReader(bytes, start, end)
        while r.remaining > 0 {
            let info = try r.byte()
            let (precision, id) = (info >> 4, info & 15)
            guard id < 4, precision <= 1 else { throw JPEGStreamError.malformed("a bad quantisation table") }
            var table = [Int32](repeating: 0, count: 64)
            for zig in 0..<64 {
                table[JPEGOrder.natural[zig]] = Int32(precision == 1 ? try r.uint16() : try r.byte())
            }
            quantTables[id] = table
        }
    }

    private func readHuffmanTables(_ start: Int, _ end: Int) throws {
        var r = SegmentReader(bytes, start, end)
        while r.remaining > 0 {
            let info = try r.byte()
            let (kind, id) = (info >> 4, info & 15)
            guard id < 4, kind <= 1 else { throw JPEGStreamError.malformed("a bad Huffman table") }
            var counts: [Int] = []
            for _ in 0..<16 { counts.append(try r.byte()) }
            let total = counts.reduce(0, +)
            guard total <= 256 else { throw JPEGStreamError.malformed("a Huffman table with too many codes") }
            var symbols: [UInt8] = []
            for _ in 0..<total { symbols.append(UInt8(try r.byte())) }
            let table = try JPEGHuffmanTable(counts: counts, symbols: symbols)
            if kind == 0 { dcTables[id] = table } else { acTables[id] = table }
        }
    }

    /// Decodes one scan whose header is `start..<end`; returns where the data after it ends.
    private func readScan(header start: Int, _ end: Int) throws -> Int {
        var r = SegmentReader(bytes, start, end)
        let count = try r.byte()
        guard (1...4).contains(count) else {
            throw JPEGStreamError.malformed("a scan of \(count) components")
        }
        var members: [(index: Int, dc: Int, ac: Int)] = []
        for _ in 0..<count {
            let id = try r.byte()
            let tables = try r.byte()
            guard let index = components.firstIndex(where: { $0.id == id }) else {
                throw JPEGStreamError.malformed("a scan names an unknown component")
            }
            members.append((index, tables >> 4, tables & 15))
        }
        let ss = try r.byte()
        let se = try r.byte()
        let approximation = try r.byte()
        let (ah, al) = (approximation >> 4, approximation & 15)
        guard ss <= se, se <= 63, (ss == 0) == (se == 0), ah <= 13, al <= 13, ss == 0 || count == 1 else {
            throw JPEGStreamError.malformed("a bad progressive scan")
        }
        for member in members where components[member.index].quant == nil {
            guard let table = quantTables[components[member.index].quantTable] else {
                throw JPEGStreamError.malformed("a component has no quantisation table")
            }
            components[member.index].quant = table
        }
        var scan = ScanDecoder(
            reader: JPEGBitReader(bytes, offset: end), ss: ss, se: se, ah: ah, al: al,
            restartInterval: restartInterval)
        if ss == 0 {
            guard ah > 0 || members.allSatisfy({ $0.dc < 4 && dcTables[$0.dc] != nil }) else {
                throw JPEGStreamError.malformed("a scan's DC table is missing")
            }
            let stores = members.map { components[$0.index].store }
            let tables = members.map { ah == 0 ? dcTables[$0.dc] : nil }
            if count == 1 {
                let c = components[members[0].index]
                try scan.decodeDC(
                    stores: stores, tables: tables, blocks: singleBlocks(c), factors: [(1, 1)])
            } else {
                try scan.decodeDC(
                    stores: stores, tables: tables,
                    blocks: (mcusWide, mcusHigh),
                    factors: members.map { (components[$0.index].h, components[$0.index].v) })
            }
        } else {
            let member = members[0]
            guard member.ac < 4, let table = acTables[member.ac] else {
                throw JPEGStreamError.malformed("a scan's AC table is missing")
            }
            let c = components[member.index]
            try scan.decodeAC(store: c.store, table: table, blocks: singleBlocks(c))
        }
        return scan.reader.markerOffset
    }

    private func singleBlocks(_ c: Component) -> (Int, Int) { (c.ownBlocksWide, c.ownBlocksHigh) }
}

/// Bounds-checked reads inside one marker segment.
struct SegmentReader {
    let bytes: UnsafeRawBufferPointer
    var offset: Int
    let end: Int

    init(_ bytes: UnsafeRawBufferPointer, _ start: Int, _ end: Int) {
        self.bytes = bytes
        self.offset = start
        self.end = min(end, bytes.count)
    }

    var remaining: Int { end - offset }

    mutating func byte() throws -> Int {
        guard offset < end else { throw JPEGStreamError.malformed("a segment is shorter than its fields") }
        defer { offset += 1 }
        return Int(bytes[offset])
    }

    mutating func uint16() throws -> Int { try byte() << 8 | byte() }
}
