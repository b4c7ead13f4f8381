/// PNG row filters (PNG spec section 9) and the adaptive choice between them.
public enum PNGFilter: String, CaseIterable, Sendable {
    /// No filter (type 0).
    case none
    /// Difference from the pixel to the left (type 1).
    case sub
    /// Difference from the pixel above (type 2).
    case up
    /// Difference from the mean of left and above (type 3).
    case average
    /// Difference from the Paeth predictor of left, above and upper-left (type 4).
    case paeth
    /// Per row, the filter whose output has the smallest sum of absolute values (as signed
    /// bytes), the heuristic the PNG specification recommends.
    case adaptive

    /// The filter-type byte written before each row (adaptive has none of its own).
    var typeByte: UInt8 {
        switch self {
        case .none: return 0
        case .sub: return 1
        case .up: return 2
        case .average: return 3
        case .paeth: return 4
        case .adaptive: return 0
        }
    }

    /// The fixed filters, in type order.
    static let fixed: [PNGFilter] = [.none, .sub, .up, .average, .paeth]

    /// Writes `row` (`count` bytes, `bpp` bytes per pixel) filtered against `previous` (all
    /// zeros for the first row, as the PNG specification defines) into `out`; when `measure`
    /// is set, returns the sum of the outputs' absolute values read as signed bytes.
    @discardableResult
    static func apply(
        _ filter: PNGFilter, row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int, bpp: Int,
        into out: UnsafeMutablePointer<UInt8>, measure: Bool
    ) -> Int {
        let lead = min(bpp, count)
        switch filter {
        case .none, .adaptive:
            out.update(from: row, count: count)
        case .sub:
            out.update(from: row, count: lead)
            for i in lead..<count { out[i] = row[i] &- row[i - bpp] }
        case .up:
            for i in 0..<count { out[i] = row[i] &- previous[i] }
        case .average:
            for i in 0..<lead { out[i] = row[i] &- previous[i] >> 1 }
            for i in lead..<count {
                out[i] = row[i] &- UInt8((UInt16(row[i - bpp]) + UInt16(previous[i])) >> 1)
            }
        case .paeth:
            for i in 0..<lead { out[i] = row[i] &- previous[i] }
            for i in lead..<count {
                out[i] = row[i] &- predictPaeth(row[i - bpp], previous[i], previous[i - bpp])
            }
        }
        guard measure else { return 0 }
        var sum = 0
        for i in 0..<count { sum &+= Int(Int8(bitPattern: out[i]).magnitude) }
        return sum
    }

    /// The Paeth predictor: whichever of left, above, upper-left is nearest to left + above - upper-left.
    @inline(__always)
    static func predictPaeth(_ left: UInt8, _ above: UInt8, _ upperLeft: UInt8) -> UInt8 {
        let a = Int(left)
        let b = Int(above)
        let c = Int(upperLeft)
        let pa = abs(b - c)  // |p - a| with p = a + b - c
        let pb = abs(a - c)  // |p - b|
        let pc = abs(a + b - 2 * c)  // |p - c|
        if pa <= pb && pa <= pc { return left }
        return pb <= pc ? above : upperLeft
    }
}
