import OutdoorImage

/// Shrinks premultiplied ARGB32 pixels to an exact smaller size by area averaging.
///
/// Each output pixel is the coverage-weighted mean of the source pixels under it (a box filter
/// of exactly the scale factor), which is what a downscale should look like: no aliasing and no
/// extra blur. Cairo 1.16's GOOD filter switches to a slow convolution beyond a 4/3 reduction
/// (about 40 ms for 12 megapixels into a 1080-pixel panel, 100 ms from 48 megapixels) and its
/// BILINEAR filter aliases there, so the canvas shrinks photos here first and lets Cairo draw
/// the result at about 1:1. Memory beyond the output is two rows of floats.
enum AreaResampler {
    /// The source-to-device ratio above which the canvas resamples before Cairo draws.
    static let threshold = 4.0 / 3.0

    /// The size to shrink a `width` x `height` source to when `ratio` source pixels land on one
    /// device pixel, or nil when Cairo can draw it directly.
    static func targetSize(width: Int, height: Int, ratio: Double) -> (width: Int, height: Int)? {
        guard ratio.isFinite, ratio > threshold else { return nil }
        let w = max(1, min(width, Int((Double(width) / ratio).rounded(.up))))
        let h = max(1, min(height, Int((Double(height) / ratio).rounded(.up))))
        return (w, h)
    }

    /// Per output index, the first source index and the weights of the source pixels it covers.
    struct Taps {
        var first: [Int]
        var count: [Int]
        var offset: [Int]
        var weights: [Float]

        init(source: Int, output: Int) {
            let ratio = Double(source) / Double(output)
            first = []
            count = []
            offset = []
            weights = []
            first.reserveCapacity(output)
            for o in 0..<output {
                let start = Double(o) * ratio
                let end = min(Double(source), Double(o + 1) * ratio)
                let i0 = Int(start)
                let i1 = min(source, Int(end.rounded(.up)))
                first.append(i0)
                count.append(i1 - i0)
                offset.append(weights.count)
                for i in i0..<i1 {
                    let overlap = min(end, Double(i + 1)) - max(start, Double(i))
                    weights.append(Float(max(0, overlap) / ratio))
                }
            }
        }

        /// Averages one source row of BGRA bytes horizontally into `row` (4 floats per output pixel).
        func average(line: UnsafePointer<UInt8>, into row: UnsafeMutableBufferPointer<Float>) {
            weights.withUnsafeBufferPointer { weights in
                for x in 0..<first.count {
                    var b: Float = 0
                    var g: Float = 0
                    var r: Float = 0
                    var a: Float = 0
                    var p = line + first[x] * 4
                    for w in weights[offset[x]..<(offset[x] + count[x])] {
                        b += w * Float(p[0])
                        g += w * Float(p[1])
                        r += w * Float(p[2])
                        a += w * Float(p[3])
                        p += 4
                    }
                    row[x * 4] = b
                    row[x * 4 + 1] = g
                    row[x * 4 + 2] = r
                    row[x * 4 + 3] = a
                }
            }
        }
    }

    /// A new `width` x `height` buffer (no larger than `source`) averaging `source`.
    static func resample(_ source: PixelBuffer, width: Int, height: Int) throws -> PixelBuffer {
        let output = try PixelBuffer(width: width, height: height, hasAlpha: source.hasAlpha)
        let taps = Taps(source: source.width, output: width)
        let rowRatio = Double(source.height) / Double(height)
        let src = source.baseAddress.assumingMemoryBound(to: UInt8.self)
        let dst = output.baseAddress.assumingMemoryBound(to: UInt8.self)
        let row = UnsafeMutableBufferPointer<Float>.allocate(capacity: width * 4)
        let acc = UnsafeMutableBufferPointer<Float>.allocate(capacity: width * 4)
        defer {
            row.deallocate()
            acc.deallocate()
        }
        acc.initialize(repeating: 0)
        var outputRow = 0
        for y in 0..<source.height where outputRow < height {
            taps.average(line: src + y * source.bytesPerRow, into: row)
            // This source row covers [y, y + 1); output row `outputRow` ends at `rowEnd`.
            let rowEnd = Double(outputRow + 1) * rowRatio
            if Double(y + 1) < rowEnd - 1e-9 {
                add(row, weight: Float(1 / rowRatio), to: acc)
            } else {
                add(row, weight: Float((rowEnd - Double(y)) / rowRatio), to: acc)
                store(acc, into: dst + outputRow * output.bytesPerRow)
                outputRow += 1
                acc.update(repeating: 0)
                let after = Float((Double(y + 1) - rowEnd) / rowRatio)
                if after > 1e-6 { add(row, weight: after, to: acc) }
            }
        }
        if outputRow < height {
            store(acc, into: dst + outputRow * output.bytesPerRow)
        }
        return output
    }

    private static func add(
        _ row: UnsafeMutableBufferPointer<Float>, weight: Float, to acc: UnsafeMutableBufferPointer<Float>
    ) {
        for i in 0..<row.count { acc[i] += weight * row[i] }
    }

    /// Rounds an accumulated row to bytes, keeping each colour channel within its alpha.
    private static func store(_ acc: UnsafeMutableBufferPointer<Float>, into out: UnsafeMutablePointer<UInt8>)
    {
        var i = 0
        while i < acc.count {
            let alpha = min(255, max(0, acc[i + 3] + 0.5))
            out[i + 3] = UInt8(alpha)
            for c in 0..<3 {
                out[i + c] = UInt8(min(alpha, max(0, acc[i + c] + 0.5)))
            }
            i += 4
        }
    }
}
