/// Decodes the entropy-coded data of one progressive scan into reduced coefficient stores
/// (ITU T.81 G.1.2: DC first and refinement scans, AC first and refinement scans).
struct ScanDecoder {
    var reader: JPEGBitReader
    let ss: Int
    let se: Int
    let ah: Int
    let al: Int
    let restartInterval: Int
    private var endOfBandRun = 0
    private var predictions: (Int, Int, Int, Int) = (0, 0, 0, 0)

    init(reader: JPEGBitReader, ss: Int, se: Int, ah: Int, al: Int, restartInterval: Int) {
        self.reader = reader
        self.ss = ss
        self.se = se
        self.ah = ah
        self.al = al
        self.restartInterval = restartInterval
    }

    /// Handles a restart marker before MCU `index` when one is due.
    private mutating func restartIfDue(_ index: Int) throws {
        guard restartInterval > 0, index > 0, index % restartInterval == 0 else { return }
        try reader.restart()
        endOfBandRun = 0
        predictions = (0, 0, 0, 0)
    }

    /// A DC scan over `blocks` MCUs, each holding factors.h x factors.v blocks of each store.
    mutating func decodeDC(
        stores: [ReducedCoefficients], tables: [JPEGHuffmanTable?], blocks: (Int, Int), factors: [(Int, Int)]
    ) throws {
        var mcu = 0
        for my in 0..<blocks.1 {
            for mx in 0..<blocks.0 {
                try restartIfDue(mcu)
                mcu += 1
                for (index, store) in stores.enumerated() {
                    let (h, v) = factors[index]
                    for by in 0..<v {
                        for bx in 0..<h {
                            let block = (my * v + by) * store.blocksWide + mx * h + bx
                            try decodeDCBlock(store, block: block, table: tables[index], component: index)
                        }
                    }
                }
            }
        }
    }

    private mutating func decodeDCBlock(
        _ store: ReducedCoefficients, block: Int, table: JPEGHuffmanTable?, component: Int
    ) throws {
        guard block < store.masks.count else { throw JPEGStreamError.malformed("a block outside the image") }
        let slot = block * store.keptWide * store.keptHigh
        if ah == 0 {
            guard let table else { throw JPEGStreamError.malformed("a DC table is missing") }
            let size = try table.decode(&reader)
            guard size <= 15 else { throw JPEGStreamError.malformed("a DC difference is too large") }
            let difference = reader.received(size)
            let value: Int
            switch component {
            case 0:
                predictions.0 += difference
                value = predictions.0 << al
            case 1:
                predictions.1 += difference
                value = predictions.1 << al
            case 2:
                predictions.2 += difference
                value = predictions.2 << al
            default:
                predictions.3 += difference
                value = predictions.3 << al
            }
            store.values[slot] = Int16(truncatingIfNeeded: value)
            if value != 0 { store.masks[block] |= 1 } else { store.masks[block] &= ~1 }
        } else if reader.bits(1) == 1 {
            store.values[slot] |= Int16(truncatingIfNeeded: 1 << al)
            store.masks[block] |= 1
        }
    }

    /// An AC scan (one component) over its `blocks`.
    mutating func decodeAC(store: ReducedCoefficients, table: JPEGHuffmanTable, blocks: (Int, Int)) throws {
        var index = 0
        for by in 0..<blocks.1 {
            for bx in 0..<blocks.0 {
                try restartIfDue(index)
                index += 1
                let block = by * store.blocksWide + bx
                guard block < store.masks.count else {
                    throw JPEGStreamError.malformed("a block outside the image")
                }
                if ah == 0 {
                    try decodeACFirst(store, block: block, table: table)
                } else {
                    try decodeACRefine(store, block: block, table: table)
                }
            }
        }
    }

    private mutating func decodeACFirst(_ store: ReducedCoefficients, block: Int, table: JPEGHuffmanTable)
        throws
    {
        if endOfBandRun > 0 {
            endOfBandRun -= 1
            return
        }
        let base = block * store.keptWide * store.keptHigh
        var k = ss
        while k <= se {
            let symbol = try table.decode(&reader)
            let run = symbol >> 4
            let size = symbol & 15
            if size != 0 {
                k += run
                guard k <= se else { throw JPEGStreamError.malformed("an AC run past the band") }
                let value = reader.received(size) << al
                store.masks[block] |= 1 << UInt64(k)
                let slot = store.slotOfZigZag[k]
                if slot >= 0 { store.values[base + slot] = Int16(truncatingIfNeeded: value) }
                k += 1
            } else if run < 15 {
                endOfBandRun = (1 << run) - 1 + reader.bits(run)
                return
            } else {
                k += 16
            }
        }
    }

    private mutating func decodeACRefine(_ store: ReducedCoefficients, block: Int, table: JPEGHuffmanTable)
        throws
    {
        let base = block &* store.keptWide &* store.keptHigh
        let plus = 1 << al
        let values = store.values
        let slots = store.slotOfZigZag
        var mask = store.masks[block]
        defer { store.masks[block] = mask }
        /// Appends a correction bit to the non-zero coefficient at zig-zag `k`.
        @inline(__always)
        func refine(_ k: Int, _ reader: inout JPEGBitReader) {
            guard reader.bits(1) == 1 else { return }
            let slot = slots[k]
            guard slot >= 0 else { return }
            let current = Int(values[base &+ slot])
            if current & plus == 0 {
                values[base &+ slot] = Int16(
                    truncatingIfNeeded: current >= 0 ? current &+ plus : current &- plus)
            }
        }
        var k = ss
        if endOfBandRun == 0 {
            while k <= se {
                let symbol = try table.decode(&reader)
                var run = symbol >> 4
                let size = symbol & 15
                var newValue = 0
                if size != 0 {
                    newValue = reader.bits(1) == 1 ? plus : -plus
                } else if run != 15 {
                    endOfBandRun = (1 << run) + reader.bits(run)
                    break
                }
                // Pass over non-zero coefficients (refining them) and `run` zero ones.
                while k <= se {
                    if mask & (1 << UInt64(k)) != 0 {
                        refine(k, &reader)
                    } else {
                        if run == 0 { break }
                        run &-= 1
                    }
                    k &+= 1
                }
                if newValue != 0 {
                    guard k <= se else { throw JPEGStreamError.malformed("a refinement past the band") }
                    mask |= 1 << UInt64(k)
                    let slot = store.slotOfZigZag[k]
                    if slot >= 0 { values[base + slot] = Int16(truncatingIfNeeded: newValue) }
                }
                k += 1
            }
        }
        if endOfBandRun > 0 {
            // Only the non-zero coefficients left in the band take a correction bit.
            guard k <= se else {
                endOfBandRun -= 1
                return
            }
            let band =
                (se == 63 ? ~UInt64(0) : (UInt64(1) << UInt64(se + 1)) - 1) & ~((UInt64(1) << UInt64(k)) - 1)
            var pending = mask & band
            while pending != 0 {
                let index = pending.trailingZeroBitCount
                refine(index, &reader)
                pending &= pending - 1
            }
            endOfBandRun -= 1
        }
    }
}
