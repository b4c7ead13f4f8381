import Foundation
import OutdoorRaster

/// Where a decoder writes its rows: straight into the output buffer, or through a small band
/// that an `AreaResampler` shrinks to the size that just covers the target.
final class RowDestination {
    /// Size of the decoder's rows, in pixels.
    let sourceSize: PixelSize
    /// The buffer being filled, premultiplied BGRA (complete after `finish()`).
    let output: PixelBuffer
    private let resampler: AreaResampler?
    private let band: UnsafeMutableRawPointer?
    private let bandStride: Int
    /// Rows handed out per `nextRows` call, and so the height of the band.
    private let batchRows = 16
    private var sourceRow = 0

    /// Prepares the output: `outputSize` smaller than `sourceSize` means rows are resampled.
    init(sourceSize: PixelSize, outputSize: PixelSize?, hasAlpha: Bool) throws {
        self.sourceSize = sourceSize
        self.bandStride = sourceSize.width * 4
        if let outputSize, outputSize != sourceSize {
            output = try PixelBuffer(width: outputSize.width, height: outputSize.height, hasAlpha: hasAlpha)
            resampler = AreaResampler(
                sourceWidth: sourceSize.width, sourceHeight: sourceSize.height, output: output)
            guard let memory = malloc(bandStride * batchRows) else {
                throw ImageError.outOfMemory(detail: "no memory for a band of \(batchRows) rows")
            }
            band = memory
        } else {
            output = try PixelBuffer(width: sourceSize.width, height: sourceSize.height, hasAlpha: hasAlpha)
            resampler = nil
            band = nil
        }
    }

    deinit { free(band) }

    /// Completes the output once every row has been delivered.
    func finish() { resampler?.finish() }

    /// Whether every source row has been delivered.
    var isComplete: Bool { sourceRow >= sourceSize.height }

    /// Pointers to write the next rows into (up to 16).
    func nextRows() -> [UnsafeMutablePointer<UInt8>?] {
        let count = min(batchRows, sourceSize.height - sourceRow)
        if let band {
            return (0..<count).map { (band + $0 * bandStride).assumingMemoryBound(to: UInt8.self) }
        }
        return (0..<count).map {
            (output.baseAddress + (sourceRow + $0) * output.bytesPerRow).assumingMemoryBound(to: UInt8.self)
        }
    }

    /// Accepts `count` rows written at the pointers `nextRows` gave.
    func commit(count: Int) {
        guard count > 0 else { return }
        if let band, let resampler {
            for i in 0..<count {
                resampler.push(UnsafePointer((band + i * bandStride).assumingMemoryBound(to: UInt8.self)))
            }
        }
        sourceRow += count
    }

    /// Feeds rows already decoded into a whole buffer (interlaced PNG, HEIF) to the output.
    func consume(whole source: PixelBuffer) {
        while !isComplete {
            let line = source.baseAddress + sourceRow * source.bytesPerRow
            if let resampler {
                resampler.push(UnsafePointer(line.assumingMemoryBound(to: UInt8.self)))
            } else {
                (output.baseAddress + sourceRow * output.bytesPerRow).copyMemory(
                    from: line, byteCount: sourceSize.width * 4)
            }
            sourceRow += 1
        }
    }
}
