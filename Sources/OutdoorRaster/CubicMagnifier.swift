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
        var horizontal = [Float](repeating: 0, count: band * outWidth * 4)
        for r in 0..<band {
            let row = (source.baseAddress + (firstRow + r) * source.bytesPerRow).assumingMemoryBound(
                to: UInt8.self)
            for i in 0..<outWidth {
                var b: Float = 0
                var g: Float = 0
                var red: Float = 0
                var a: Float = 0
                for k in 0..<4 {
                    let weight = columns.weight[i * 4 + k]
                    let p = columns.index[i * 4 + k] * 4
                    b += weight * Float(row[p])
                    g += weight * Float(row[p + 1])
                    red += weight * Float(row[p + 2])
                    a += weight * Float(row[p + 3])
                }
                let o = (r * outWidth + i) * 4
                horizontal[o] = b
                horizontal[o + 1] = g
                horizontal[o + 2] = red
                horizontal[o + 3] = a
            }
        }
        for j in 0..<outHeight {
            let out = (output.baseAddress + j * output.bytesPerRow).assumingMemoryBound(to: UInt8.self)
            for i in 0..<outWidth {
                var channels: (Float, Float, Float, Float) = (0, 0, 0, 0)
                for k in 0..<4 {
                    let weight = rows.weight[j * 4 + k]
                    let o = ((rows.index[j * 4 + k] - firstRow) * outWidth + i) * 4
                    channels.0 += weight * horizontal[o]
                    channels.1 += weight * horizontal[o + 1]
                    channels.2 += weight * horizontal[o + 2]
                    channels.3 += weight * horizontal[o + 3]
                }
                let alpha = min(max(channels.3, 0), 255).rounded()
                out[i * 4] = UInt8(min(max(channels.0, 0), alpha).rounded())
                out[i * 4 + 1] = UInt8(min(max(channels.1, 0), alpha).rounded())
                out[i * 4 + 2] = UInt8(min(max(channels.2, 0), alpha).rounded())
                out[i * 4 + 3] = UInt8(alpha)
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
