/// The DCT coefficients of one component that a scaled decode needs, and which of all 64 are
/// non-zero (progressive refinement scans depend on that, not on the values).
///
/// A DCT-scaled decode at M/8 uses only the top-left M x M coefficients of each 8 x 8 block, so
/// this keeps `width` x `height` of them (Int16) plus one 64-bit mask per block: for a 4:2:2
/// photo at 3/8 scale about a quarter of libjpeg's whole-image coefficient buffer.
final class ReducedCoefficients {
    /// Blocks across and down (padded to whole MCUs).
    let blocksWide: Int
    let blocksHigh: Int
    /// Coefficients kept per block across (columns u < keptWide) and down (rows v < keptHigh).
    let keptWide: Int
    let keptHigh: Int
    /// For each zig-zag index, the slot of the kept coefficient, or -1.
    let slotOfZigZag: UnsafeMutableBufferPointer<Int>
    /// The kept coefficients, block after block (`keptWide` x `keptHigh` each, row-major).
    let values: UnsafeMutableBufferPointer<Int16>
    /// For each block, bit k set when the coefficient at zig-zag index k is non-zero.
    let masks: UnsafeMutableBufferPointer<UInt64>
    /// The mask bits of the kept coefficients other than DC: a block without any is flat.
    let keptACMask: UInt64

    /// Storage for `blocksWide` x `blocksHigh` blocks keeping `keptWide` x `keptHigh` coefficients.
    init(blocksWide: Int, blocksHigh: Int, keptWide: Int, keptHigh: Int) {
        self.blocksWide = blocksWide
        self.blocksHigh = blocksHigh
        self.keptWide = keptWide
        self.keptHigh = keptHigh
        var slots = [Int](repeating: -1, count: 64)
        for (zig, natural) in JPEGOrder.natural.enumerated() {
            let (row, column) = (natural / 8, natural % 8)
            if row < keptHigh, column < keptWide { slots[zig] = row * keptWide + column }
        }
        slotOfZigZag = .allocate(capacity: 64)
        _ = slotOfZigZag.initialize(from: slots)
        keptACMask = (1..<64).reduce(UInt64(0)) { slots[$1] >= 0 ? $0 | 1 << UInt64($1) : $0 }
        let blocks = blocksWide * blocksHigh
        values = .allocate(capacity: blocks * keptWide * keptHigh)
        values.initialize(repeating: 0)
        masks = .allocate(capacity: blocks)
        masks.initialize(repeating: 0)
    }

    deinit {
        slotOfZigZag.deallocate()
        values.deallocate()
        masks.deallocate()
    }

    /// The bytes this storage holds.
    var byteCount: Int { values.count * 2 + masks.count * 8 }
}

/// Zig-zag to natural (row-major) order of the 64 coefficients of a block.
enum JPEGOrder {
    static let natural: [Int] = [
        0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6,
        7, 14,
        21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39,
        46, 53,
        60, 61, 54, 47, 55, 62, 63,
    ]
}
