/// Shrinks premultiplied BGRA pixels to an exact smaller size by area averaging, row by row.
///
/// Each output pixel is the coverage-weighted mean of the source pixels under it (a box filter
/// of exactly the scale factor): no aliasing and no extra blur. Rows are pushed as a decoder
/// produces them, so a photo never needs its full decoded size in memory: memory beyond the
/// output is two rows of floats. Cairo 1.16's GOOD filter turns into a slow convolution beyond
/// a 4/3 reduction and BILINEAR aliases there, so photos are shrunk here and drawn at about 1:1.
public final class AreaResampler {
    /// The source-to-output ratio above which shrinking here beats letting Cairo scale.
    public static let threshold = 4.0 / 3.0

    /// The pixels being filled.
    public let output: PixelBuffer
    private let sourceWidth: Int
    private let sourceHeight: Int
    private let taps: Taps
    private let rowRatio: Double
    /// One source row averaged horizontally: 4 channels per output pixel, 8.8 fixed point.
    private let row: UnsafeMutableBufferPointer<UInt32>
    /// The output row being built: sums of `row` times vertical weights (of 256).
    private let accumulator: UnsafeMutableBufferPointer<UInt32>
    private var sourceRow = 0
    private var outputRow = 0

    /// Prepares to shrink a `sourceWidth` x `sourceHeight` image into `output` (no larger).
    public init(sourceWidth: Int, sourceHeight: Int, output: PixelBuffer) {
        self.sourceWidth = sourceWidth
        self.sourceHeight = sourceHeight
        self.output = output
        taps = Taps(source: sourceWidth, output: output.width)
        rowRatio = Double(sourceHeight) / Double(output.height)
        row = .allocate(capacity: output.width * 4)
        accumulator = .allocate(capacity: output.width * 4)
        row.initialize(repeating: 0)
        accumulator.initialize(repeating: 0)
    }

    deinit {
        row.deallocate()
        accumulator.deallocate()
    }

    /// The size a `width` x `height` source shrinks to when `ratio` source pixels fall on one
    /// output pixel, or nil when the ratio is small enough to draw directly.
    public static func targetSize(width: Int, height: Int, ratio: Double) -> PixelSize? {
        guard ratio.isFinite, ratio > threshold else { return nil }
        let w = max(1, min(width, Int((Double(width) / ratio).rounded(.up))))
        let h = max(1, min(height, Int((Double(height) / ratio).rounded(.up))))
        return PixelSize(width: w, height: h)
    }

    /// The size a decoded image (stored orientation) shrinks to so that, once `orientation` is
    /// applied, it still covers `target` (upright); nil when it is not enough larger to bother.
    public static func coverSize(of decoded: PixelSize, orientation: ExifOrientation, target: PixelSize?)
        -> PixelSize?
    {
        guard let target, target.width > 0, target.height > 0 else { return nil }
        let needed = orientation.upright(target)
        let ratio = min(
            Double(decoded.width) / Double(needed.width), Double(decoded.height) / Double(needed.height))
        return targetSize(width: decoded.width, height: decoded.height, ratio: ratio)
    }

    /// A new `width` x `height` buffer averaging all of `source`.
    public static func resample(_ source: PixelBuffer, width: Int, height: Int) throws -> PixelBuffer {
        let resampler = AreaResampler(
            sourceWidth: source.width, sourceHeight: source.height,
            output: try PixelBuffer(width: width, height: height, hasAlpha: source.hasAlpha))
        for y in 0..<source.height {
            resampler.push(
                UnsafePointer(
                    source.baseAddress.advanced(by: y * source.bytesPerRow)
                        .assumingMemoryBound(to: UInt8.self)))
        }
        resampler.finish()
        return resampler.output
    }

    /// Adds the next source row (`sourceWidth` BGRA pixels).
    public func push(_ line: UnsafePointer<UInt8>) {
        guard sourceRow < sourceHeight, outputRow < output.height else { return }
        taps.average(line: line, into: row)
        let y = Double(sourceRow)
        sourceRow += 1
        // This source row covers [y, y + 1); it may finish the current output row and start the next.
        while outputRow < output.height {
            let top = Double(outputRow) * rowRatio
            let bottom = Double(outputRow + 1) * rowRatio
            let weight = Self.weight(from: max(y, top) - top, to: min(y + 1, bottom) - top, span: rowRatio)
            if weight > 0 { add(weight: weight) }
            guard y + 1 >= bottom - 1e-9 else { return }
            storeRow()
        }
    }

    /// Writes the last, partly covered output row if the source ended early.
    public func finish() {
        if outputRow < output.height { storeRow() }
    }

    /// The share (of 256) of the part [from, to) of a span: rounded so the shares of a span's
    /// consecutive parts always add up to exactly 256.
    static func weight(from: Double, to: Double, span: Double) -> UInt32 {
        guard to > from else { return 0 }
        let end = (256 * to / span).rounded()
        let start = (256 * from / span).rounded()
        return UInt32(max(0, min(256, end) - min(256, start)))
    }

    private func add(weight: UInt32) {
        for i in 0..<row.count { accumulator[i] &+= row[i] &* weight }
    }

    /// Rounds the accumulated row (16.16 fixed point) to bytes, keeping colour within alpha.
    private func storeRow() {
        let out = (output.baseAddress + outputRow * output.bytesPerRow).assumingMemoryBound(to: UInt8.self)
        var i = 0
        while i < accumulator.count {
            let alpha = min(255, (accumulator[i + 3] &+ 32768) >> 16)
            out[i + 3] = UInt8(alpha)
            out[i] = UInt8(min(alpha, (accumulator[i] &+ 32768) >> 16))
            out[i + 1] = UInt8(min(alpha, (accumulator[i + 1] &+ 32768) >> 16))
            out[i + 2] = UInt8(min(alpha, (accumulator[i + 2] &+ 32768) >> 16))
            accumulator[i] = 0
            accumulator[i + 1] = 0
            accumulator[i + 2] = 0
            accumulator[i + 3] = 0
            i += 4
        }
        outputRow += 1
    }

    /// Per output column, the source columns it covers and their weights (of 256, summing to 256).
    struct Taps {
        var first: [Int32] = []
        var count: [Int32] = []
        var weights: [UInt32] = []

        init(source: Int, output: Int) {
            let ratio = Double(source) / Double(output)
            first.reserveCapacity(output)
            for o in 0..<output {
                let start = Double(o) * ratio
                let end = min(Double(source), Double(o + 1) * ratio)
                let i0 = Int(start)
                let i1 = min(source, Int(end.rounded(.up)))
                first.append(Int32(i0))
                count.append(Int32(i1 - i0))
                for i in i0..<i1 {
                    let from = max(start, Double(i)) - start
                    let to = min(end, Double(i + 1)) - start
                    weights.append(AreaResampler.weight(from: from, to: to, span: end - start))
                }
            }
        }

        /// Averages one row of BGRA bytes horizontally into `row` (8.8 fixed point per channel).
        func average(line: UnsafePointer<UInt8>, into row: UnsafeMutableBufferPointer<UInt32>) {
            weights.withUnsafeBufferPointer { weights in
                first.withUnsafeBufferPointer { first in
                    count.withUnsafeBufferPointer { count in
                        var w = 0
                        for x in 0..<first.count {
                            var b: UInt32 = 0
                            var g: UInt32 = 0
                            var r: UInt32 = 0
                            var a: UInt32 = 0
                            var p = line + Int(first[x]) * 4
                            for _ in 0..<count[x] {
                                let weight = weights[w]
                                b &+= UInt32(p[0]) &* weight
                                g &+= UInt32(p[1]) &* weight
                                r &+= UInt32(p[2]) &* weight
                                a &+= UInt32(p[3]) &* weight
                                p += 4
                                w += 1
                            }
                            row[x * 4] = b
                            row[x * 4 + 1] = g
                            row[x * 4 + 2] = r
                            row[x * 4 + 3] = a
                        }
                    }
                }
            }
        }
    }
}
