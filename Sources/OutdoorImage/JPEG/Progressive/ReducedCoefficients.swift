import OutdoorRaster

/// The DCT coefficients of one component that a scaled decode needs, and which of all 64 are
/// non-zero (progressive refinement scans depend on that, not on the values).
///
/// A DCT-scaled decode at M/8 uses only the top-left M x M coefficients of each 8 x 8 block, so
/// this keeps `width` x `height` of them (Int16) plus one 64-bit mask per block: for a 4:2:2
/// photo at 3/8 scale about a quarter of libjpeg's whole-image coefficient buffer.
///
/// The scan decoder writes it on one thread; once every scan is read, `kept` hands the same
/// memory to the threads that turn it into pixels.
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
    private let valueMemory: RawMemory
    private let maskMemory: RawMemory

    /// Storage for `blocksWide` x `blocksHigh` blocks keeping `keptWide` x `keptHigh` coefficients.
    init(blocksWide: Int, blocksHigh: Int, keptWide: Int, keptHigh: Int) throws {
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
        guard let valueMemory = RawMemory(byteCount: blocks * keptWide * keptHigh * 2),
            let maskMemory = RawMemory(byteCount: blocks * 8)
        else {
            throw ImageError.outOfMemory(detail: "no memory for the coefficients of \(blocks) blocks")
        }
        self.valueMemory = valueMemory
        self.maskMemory = maskMemory
        values = valueMemory.bound(to: Int16.self, count: blocks * keptWide * keptHigh)
        masks = maskMemory.bound(to: UInt64.self, count: blocks)
    }

    deinit {
        slotOfZigZag.deallocate()
    }

    /// The coefficients as they are now, for reading on any thread (the same memory).
    var kept: KeptCoefficients {
        KeptCoefficients(
            blocksWide: blocksWide, blocksHigh: blocksHigh, keptWide: keptWide, keptHigh: keptHigh,
            keptACMask: keptACMask, valueMemory: valueMemory, maskMemory: maskMemory)
    }

    /// The bytes this storage holds.
    var byteCount: Int { values.count * 2 + masks.count * 8 }
}

/// The kept coefficients of one component once every scan is read: read by the threads that
/// make the pixels, written by none.
struct KeptCoefficients: Sendable {
    /// Blocks across and down (padded to whole MCUs).
    let blocksWide: Int
    let blocksHigh: Int
    /// Coefficients kept per block across and down.
    let keptWide: Int
    let keptHigh: Int
    /// The mask bits of the kept coefficients other than DC.
    let keptACMask: UInt64
    let valueMemory: RawMemory
    let maskMemory: RawMemory

    /// The coefficients, block after block (`keptWide` x `keptHigh` each, row-major).
    var values: UnsafePointer<Int16> {
        UnsafePointer(valueMemory.baseAddress.assumingMemoryBound(to: Int16.self))
    }
    /// For each block, bit k set when the coefficient at zig-zag index k is non-zero.
    var masks: UnsafePointer<UInt64> {
        UnsafePointer(maskMemory.baseAddress.assumingMemoryBound(to: UInt64.self))
    }
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
