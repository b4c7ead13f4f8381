/// Magnifies part of a premultiplied BGRA picture by a whole factor with a smooth cubic filter.
///
/// Each output pixel is a cubic B-spline (the Mitchell-Netravali family's B = 1, C = 0) of the
/// 4 x 4 source pixels around it: the smoothest cubic, with no ringing at all, so a coarse
/// picture with few colours (a radar frame shown at ten times its resolution) turns into round
/// soft shapes instead of a grid of squares, which Cairo's bilinear filter would leave, or a
/// soft staircase, which an interpolating cubic leaves. Source pixels beyond the picture's edges
/// repeat the edge. Channels are kept premultiplied (colour never exceeds alpha).
public enum CubicMagnifier {
    /// The largest factor accepted.
    public static let maximumFactor = 16

    /// The part `x`, `y`, `width` x `height` of `source` (clamped to it), `factor` times larger.
    ///
    /// Output pixel centres fall evenly over the part: output pixel i of a row samples the
    /// source at `x + (i + 0.5) / factor - 0.5`. Throws `PixelBufferError` when the output would
    /// be too large, `CubicMagnifierError` for an empty part or a factor outside 1...16.
    public static func magnify(
        _ source: PixelBuffer, x: Int, y: Int, width: Int, height: Int, factor: Int
    ) throws -> PixelBuffer {
        guard (1...maximumFactor).contains(factor) else { throw CubicMagnifierError.invalidFactor(factor) }
        let x0 = max(x, 0)
        let y0 = max(y, 0)
        let w = min(x + width, source.width) - x0
        let h = min(y + height, source.height) - y0
        guard w > 0, h > 0 else { throw CubicMagnifierError.emptyRegion }
        let outWidth = w * factor
        let outHeight = h * factor
        let output = try PixelBuffer(width: outWidth, height: outHeight, hasAlpha: true)

        // The four taps of every output column and row, within the whole source.
        let columns = taps(count: outWidth, start: x0, factor: factor, limit: source.width)
        let rows = taps(count: outHeight, start: y0, factor: factor, limit: source.height)
        // Horizontal pass over the source rows the vertical pass reads.
        let firstRow = rows.index.min() ?? 0
        let lastRow = rows.index.max() ?? 0
        let band = lastRow - firstRow + 1
        // Premultiplied pixels that are clear are all zeros, and so is a new buffer: where all
        // the taps are clear (most of a radar picture) there is nothing to add or to write.
        var horizontal = [Float](repeating: 0, count: band * outWidth * 4)
        let columnIndex = columns.index
        let columnWeight = columns.weight
        horizontal.withUnsafeMutableBufferPointer { horizontal in
            for r in 0..<band {
                let row = UnsafePointer(
                    (source.baseAddress + (firstRow + r) * source.bytesPerRow).assumingMemoryBound(
                        to: UInt8.self))
                for i in 0..<outWidth {
                    let t = i * 4
                    let p0 = columnIndex[t] * 4
                    let p1 = columnIndex[t + 1] * 4
                    let p2 = columnIndex[t + 2] * 4
                    let p3 = columnIndex[t + 3] * 4
                    if row[p0 + 3] | row[p1 + 3] | row[p2 + 3] | row[p3 + 3] == 0 { continue }
                    let o = (r * outWidth + i) * 4
                    for c in 0..<4 {
                        horizontal[o + c] =
                            columnWeight[t] * Float(row[p0 + c]) + columnWeight[t + 1] * Float(row[p1 + c])
                            + columnWeight[t + 2] * Float(row[p2 + c]) + columnWeight[t + 3]
                            * Float(row[p3 + c])
                    }
                }
            }
        }
        horizontal.withUnsafeBufferPointer { horizontal in
            for j in 0..<outHeight {
                let out = (output.baseAddress + j * output.bytesPerRow).assumingMemoryBound(to: UInt8.self)
                let t = j * 4
                let w0 = rows.weight[t]
                let w1 = rows.weight[t + 1]
                let w2 = rows.weight[t + 2]
                let w3 = rows.weight[t + 3]
                let r0 = (rows.index[t] - firstRow) * outWidth * 4
                let r1 = (rows.index[t + 1] - firstRow) * outWidth * 4
                let r2 = (rows.index[t + 2] - firstRow) * outWidth * 4
                let r3 = (rows.index[t + 3] - firstRow) * outWidth * 4
                for i in 0..<outWidth {
                    let o = i * 4
                    let a =
                        w0 * horizontal[r0 + o + 3] + w1 * horizontal[r1 + o + 3] + w2
                        * horizontal[r2 + o + 3]
                        + w3 * horizontal[r3 + o + 3]
                    let alpha = min(max(a, 0), 255).rounded()
                    if alpha == 0 { continue }
                    for c in 0..<3 {
                        let value =
                            w0 * horizontal[r0 + o + c] + w1 * horizontal[r1 + o + c] + w2
                            * horizontal[r2 + o + c]
                            + w3 * horizontal[r3 + o + c]
                        out[o + c] = UInt8(min(max(value, 0), alpha).rounded())
                    }
                    out[o + 3] = UInt8(alpha)
                }
            }
        }
        return output
    }

    /// The cubic B-spline kernel at distance `t`: (4 - 6t² + 3|t|³) / 6 within 1, (2 - |t|)³ / 6
    /// within 2, 0 beyond; its weights at any position sum to 1.
    public static func kernel(_ t: Float) -> Float {
        let x = abs(t)
        if x < 1 { return (3 * x * x * x - 6 * x * x + 4) / 6 }
        if x < 2 { return (2 - x) * (2 - x) * (2 - x) / 6 }
        return 0
    }

    /// Four source indices (clamped to 0..<limit) and weights for each of `count` outputs.
    private static func taps(count: Int, start: Int, factor: Int, limit: Int) -> (
        index: [Int], weight: [Float]
    ) {
        var index = [Int](repeating: 0, count: count * 4)
        var weight = [Float](repeating: 0, count: count * 4)
        for i in 0..<count {
            let position = Float(start) + (Float(i) + 0.5) / Float(factor) - 0.5
            let base = Int(position.rounded(.down))
            var total: Float = 0
            for k in 0..<4 {
                let tap = base - 1 + k
                let w = kernel(position - Float(tap))
                index[i * 4 + k] = min(max(tap, 0), limit - 1)
                weight[i * 4 + k] = w
                total += w
            }
            for k in 0..<4 { weight[i * 4 + k] /= total }
        }
        return (index, weight)
    }
}

/// Why a magnification was refused.
public enum CubicMagnifierError: Error, Equatable, CustomStringConvertible {
    case invalidFactor(Int)
    case emptyRegion

    public var description: String {
        switch self {
        case .invalidFactor(let factor):
            return
                "a picture cannot be magnified \(factor) times: the factor must be 1 to \(CubicMagnifier.maximumFactor)"
        case .emptyRegion:
            return "the part of the picture to magnify is empty"
        }
    }
}
