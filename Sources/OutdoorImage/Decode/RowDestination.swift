import Foundation

/// Where a decoder writes its rows: straight into the output buffer, or through a band of
/// `factor` rows that a box reducer averages into one output row.
final class RowDestination {
    /// Size of the decoder's rows, in pixels.
    let sourceSize: PixelSize
    /// Whole-number reduction factor (1: rows go straight to the output).
    let factor: Int
    /// The buffer being filled, premultiplied BGRA.
    let output: PixelBuffer
    private let reducer: BoxReducer
    private let band: UnsafeMutableRawPointer?
    private let bandStride: Int
    private var sourceRow = 0
    private var outputRow = 0

    /// Makes the output buffer (throws when too large) and, when reducing, a band buffer.
    init(sourceSize: PixelSize, factor: Int, hasAlpha: Bool) throws {
        let outputSize = BoxReducer.outputSize(of: sourceSize, factor: factor)
        self.sourceSize = sourceSize
        self.factor = factor
        self.output = try PixelBuffer(width: outputSize.width, height: outputSize.height, hasAlpha: hasAlpha)
        self.reducer = BoxReducer(sourceWidth: sourceSize.width, factor: factor)
        self.bandStride = sourceSize.width * 4
        if factor > 1 {
            guard let memory = malloc(bandStride * factor) else {
                throw ImageError.outOfMemory(detail: "no memory for a band of \(factor) rows")
            }
            self.band = memory
        } else {
            self.band = nil
        }
    }

    deinit { free(band) }

    /// Whether every source row has been delivered.
    var isComplete: Bool { sourceRow >= sourceSize.height }

    /// Pointers to write the next rows into: up to `batch` output rows, or one band.
    func nextRows(batch: Int) -> [UnsafeMutablePointer<UInt8>?] {
        let remaining = sourceSize.height - sourceRow
        if let band {
            return (0..<min(factor, remaining)).map {
                (band + $0 * bandStride).assumingMemoryBound(to: UInt8.self)
            }
        }
        return (0..<min(batch, remaining)).map {
            (output.baseAddress + (outputRow + $0) * output.bytesPerRow).assumingMemoryBound(to: UInt8.self)
        }
    }

    /// Accepts `count` rows written at the pointers `nextRows` gave.
    func commit(count: Int) {
        guard count > 0 else { return }
        sourceRow += count
        if let band {
            let target = output.baseAddress + outputRow * output.bytesPerRow
            reducer.reduce(rows: band, stride: bandStride, rowCount: count, into: target)
            outputRow += 1
        } else {
            outputRow += count
        }
    }

    /// Feeds rows already decoded into a whole buffer (interlaced PNG) through the reducer.
    func consume(whole source: PixelBuffer) {
        while !isComplete {
            let count = min(factor, sourceSize.height - sourceRow)
            let rows = source.baseAddress + sourceRow * source.bytesPerRow
            let target = output.baseAddress + outputRow * output.bytesPerRow
            if factor == 1 {
                target.copyMemory(from: rows, byteCount: sourceSize.width * 4)
            } else {
                reducer.reduce(rows: rows, stride: source.bytesPerRow, rowCount: count, into: target)
            }
            sourceRow += count
            outputRow += 1
        }
    }
}
