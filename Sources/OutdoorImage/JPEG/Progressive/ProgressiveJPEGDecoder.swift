import Dispatch
import Foundation
import OutdoorRaster

/// Decodes a progressive JPEG at a reduced DCT scale keeping only the coefficients that scale
/// needs, in Swift.
///
/// libjpeg must hold all 64 coefficients of every block of a progressive JPEG until its last
/// scan (54 MB for a 13.4 MP 4:2:2 photo). At M/8 only the top-left M x M coefficients of each
/// block reach the output, so `ProgressiveJPEGReader` keeps just those (plus which of the 64
/// are non-zero, which refinement scans need): about a quarter of that at 3/8. Chroma is scaled
/// by its own IDCT size so no upsampling is needed, as libjpeg-turbo does. The output rows go
/// through the area resampler like every other decoder's.
enum ProgressiveJPEGDecoder {
    /// Decodes `bytes` at `scale` covering `target` (upright) once `orientation` is applied;
    /// throws `JPEGStreamError` for anything it leaves to libjpeg.
    ///
    /// With `cropping`, only the centred part of the target's shape is turned into pixels (the
    /// part a cover fit shows); the rows are made on all cores, a chunk at a time, and pushed
    /// into the resampler in order.
    static func decode(
        _ bytes: UnsafeRawBufferPointer, scale: JPEGScale, orientation: ExifOrientation, target: PixelSize?,
        cropping: Bool = false
    ) throws -> (pixels: PixelBuffer, stored: PixelSize) {
        let reader = try ProgressiveJPEGReader(
            bytes, scale: scale.numerator, maxScans: ImageLimits.maxJPEGScans)
        guard reader.components.allSatisfy({ $0.quant != nil }) else {
            throw JPEGStreamError.malformed("a component has no data")
        }
        let stored = PixelSize(width: reader.width, height: reader.height)
        let decoded = scale.outputSize(of: stored)
        let crop = PixelRect.kept(in: decoded, orientation: orientation, target: target, cropping: cropping)
        let shrunk = AreaResampler.coverSize(of: crop.size, orientation: orientation, target: target)
        let sink = try RowSink(width: crop.width, height: crop.height, outputSize: shrunk)
        let renderer = try MCURowRenderer(reader: reader, scale: scale.numerator, crop: crop)
        let lanes = max(1, min(2, ProcessInfo.processInfo.activeProcessorCount))
        let workers = try (0..<lanes).map { _ in try renderer.makeWorker() }
        let rowsPerMCU = renderer.rowsPerMCU
        let firstMCU = crop.y / rowsPerMCU
        let lastMCU = (crop.maxY - 1) / rowsPerMCU
        let chunkMCUs = max(lanes, 64 / rowsPerMCU)
        let chunk = try Band(width: crop.width, rows: chunkMCUs * rowsPerMCU)
        var mcu = firstMCU
        while mcu <= lastMCU {
            let count = min(chunkMCUs, lastMCU - mcu + 1)
            let start = mcu
            DispatchQueue.concurrentPerform(iterations: lanes) { lane in
                for index in stride(from: lane, to: count, by: lanes) {
                    renderer.render(
                        mcuRow: start + index, worker: workers[lane], into: chunk, at: index * rowsPerMCU)
                }
            }
            for index in 0..<count {
                let top = (start + index) * rowsPerMCU
                for row in max(top, crop.y)..<min(top + rowsPerMCU, crop.maxY) {
                    sink.push(chunk.row(index * rowsPerMCU + row - top))
                }
            }
            mcu += count
        }
        return (sink.finish(), stored)
    }
}

/// Turns one MCU row of reduced coefficients into BGRA rows of the crop.
final class MCURowRenderer: @unchecked Sendable {
    /// A thread's own scratch: IDCT floats and one MCU row of samples per component.
    struct Worker {
        let scratch: UnsafeMutablePointer<Float>
        let planes: [Band]
    }

    let reader: ProgressiveJPEGReader
    let crop: PixelRect
    let rowsPerMCU: Int
    let paddedWidth: Int
    private let transforms: [ScaledIDCT]
    private let quants: [[Int32]]
    private let coefficients = YCbCrMatrix.bt601Full.coefficients
    private var scratches: [UnsafeMutablePointer<Float>] = []

    init(reader: ProgressiveJPEGReader, scale: Int, crop: PixelRect) throws {
        self.reader = reader
        self.crop = crop
        rowsPerMCU = scale * reader.maxV
        paddedWidth = reader.mcusWide * reader.maxH * scale
        transforms = reader.components.map { ScaledIDCT(wide: $0.store.keptWide, high: $0.store.keptHigh) }
        quants = reader.components.map { $0.quant ?? [Int32](repeating: 0, count: 64) }
    }

    deinit {
        for scratch in scratches { scratch.deallocate() }
    }

    /// Scratch for one thread (freed with the renderer).
    func makeWorker() throws -> Worker {
        let scratch = UnsafeMutablePointer<Float>.allocate(capacity: 128)
        scratches.append(scratch)
        let planes = try reader.components.map { _ in try Band(width: (paddedWidth + 3) / 4, rows: rowsPerMCU)
        }
        return Worker(scratch: scratch, planes: planes)
    }

    /// Renders MCU row `mcuRow` into `band` from row `at`: IDCT of the blocks that meet the crop's
    /// columns, then YCbCr to BGRA of the crop's columns.
    func render(mcuRow: Int, worker: Worker, into band: Band, at: Int) {
        for index in reader.components.indices {
            let store = reader.components[index].store
            let v = reader.components[index].v
            let transform = transforms[index]
            let plane = worker.planes[index].row(0)
            let firstBlock = crop.x / transform.wide
            let lastBlock = min(store.blocksWide - 1, (crop.maxX - 1) / transform.wide)
            quants[index].withUnsafeBufferPointer { quant in
                guard let quant = quant.baseAddress else { return }
                for by in 0..<v {
                    let blockRow = mcuRow * v + by
                    guard blockRow < store.blocksHigh else { continue }
                    for bx in firstBlock...lastBlock {
                        transform.inverse(
                            store: store, block: blockRow * store.blocksWide + bx, quant: quant,
                            scratch: worker.scratch,
                            into: plane + by * transform.high * paddedWidth + bx * transform.wide,
                            stride: paddedWidth)
                    }
                }
            }
        }
        let color = reader.components.count == 3
        for row in 0..<rowsPerMCU {
            let offset = row * paddedWidth + crop.x
            coefficients.convertRow(
                y: UnsafePointer(worker.planes[0].row(0) + offset),
                cb: color ? UnsafePointer(worker.planes[1].row(0) + offset) : nil,
                cr: color ? UnsafePointer(worker.planes[2].row(0) + offset) : nil, firstX: 0, shiftX: 0,
                count: crop.width, into: band.row(at + row))
        }
    }
}

/// The inverse DCT from the top-left `high` x `wide` coefficients of an 8 x 8 block to as many samples.
///
/// The samples are the block's picture evaluated at that many points (ITU T.81 A.3.3
/// with the frequencies above the output's cut off), as libjpeg's scaled IDCTs compute it.
/// Owns its cosine tables (freed in deinit).
final class ScaledIDCT {
    let wide: Int
    let high: Int
    /// cos((2k + 1) u pi / 2N) * C(u) / 2 for N = wide and high: [k * N + u].
    private let across: UnsafeMutablePointer<Float>
    private let down: UnsafeMutablePointer<Float>

    init(wide: Int, high: Int) {
        self.wide = wide
        self.high = high
        func table(_ n: Int) -> UnsafeMutablePointer<Float> {
            let values = UnsafeMutablePointer<Float>.allocate(capacity: n * n)
            for k in 0..<n {
                for u in 0..<n {
                    let c = u == 0 ? 1 / 2.0.squareRoot() : 1.0
                    values[k * n + u] = Float(
                        c / 2 * cos(Double(2 * k + 1) * Double(u) * Double.pi / Double(2 * n)))
                }
            }
            return values
        }
        across = table(wide)
        down = table(high)
    }

    deinit {
        across.deallocate()
        down.deallocate()
    }

    /// Writes the samples of `block` of `store` (dequantised by `quant`, natural order) at
    /// `target`, rows `stride` bytes apart; `scratch` holds 2 x 64 floats.
    func inverse(
        store: ReducedCoefficients, block: Int, quant: UnsafePointer<Int32>,
        scratch: UnsafeMutablePointer<Float>,
        into target: UnsafeMutablePointer<UInt8>, stride: Int
    ) {
        let (wide, high, across, down) = (self.wide, self.high, self.across, self.down)
        let kept = wide &* high
        guard let start = store.values.baseAddress else { return }
        let coefficients = start + block &* kept
        if store.masks[block] & store.keptACMask == 0 {
            // Only DC: a flat block (common in skies and walls).
            let value = Float(coefficients[0]) * Float(quant[0]) / 8 + 128.5
            let sample = UInt8(clamping: Int(value))
            for y in 0..<high { (target + y &* stride).initialize(repeating: sample, count: wide) }
            return
        }
        let f = scratch
        let g = scratch + 64
        for v in 0..<high {
            for u in 0..<wide {
                f[v &* wide &+ u] = Float(coefficients[v &* wide &+ u]) * Float(quant[v &* 8 &+ u])
            }
        }
        // Rows: G(v, x) = sum_u F(v, u) across(x, u); then columns to samples.
        for v in 0..<high {
            for x in 0..<wide {
                var sum: Float = 0
                for u in 0..<wide { sum += f[v &* wide &+ u] * across[x &* wide &+ u] }
                g[v &* wide &+ x] = sum
            }
        }
        for y in 0..<high {
            let row = target + y &* stride
            for x in 0..<wide {
                var sum: Float = 128.5
                for v in 0..<high { sum += g[v &* wide &+ x] * down[y &* high &+ v] }
                row[x] = sum <= 0 ? 0 : sum >= 255 ? 255 : UInt8(sum)
            }
        }
    }
}
