import Foundation
import OutdoorRaster
import OutdoorWorkers

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
    /// part a cover fit shows); the rows are made on up to two workers, about 16 rows a job,
    /// and pushed into the resampler in order while the next ones are made.
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
        let renderer = MCURowRenderer(reader: reader, scale: scale.numerator, crop: crop)
        let rowsPerMCU = renderer.rowsPerMCU
        let firstMCU = crop.y / rowsPerMCU
        let lastMCU = (crop.maxY - 1) / rowsPerMCU
        // Jobs of about 16 rows; `slots` jobs' rows share one band, and a job's slot is written
        // again only once the job `slots` before it has been pushed.
        let lanes = max(1, min(2, WorkerPool.cores.workers))
        let mcusPerJob = max(1, 16 / rowsPerMCU)
        let slots = 2 * lanes
        let band = try PixelBuffer(
            width: crop.width, height: slots * mcusPerJob * rowsPerMCU, hasAlpha: false)
        let jobs = (lastMCU - firstMCU + mcusPerJob) / mcusPerJob
        /// The MCU rows of job `job` and the band row its first one starts at.
        @Sendable func span(of job: Int) -> (mcus: ClosedRange<Int>, top: Int) {
            let first = firstMCU + job * mcusPerJob
            return (first...min(lastMCU, first + mcusPerJob - 1), (job % slots) * mcusPerJob * rowsPerMCU)
        }
        /// Renders the MCU rows of job `job` into its slot of the band.
        @Sendable func render(_ job: Int, with worker: MCURowRenderer.Worker) {
            let (mcus, top) = span(of: job)
            for mcu in mcus {
                renderer.render(
                    mcuRow: mcu, worker: worker, into: band, at: top + (mcu - mcus.lowerBound) * rowsPerMCU)
            }
        }
        /// Pushes the crop's rows of job `job` into the resampler.
        func push(_ job: Int) {
            let (mcus, top) = span(of: job)
            for mcu in mcus {
                let first = mcu * rowsPerMCU
                for row in max(first, crop.y)..<min(first + rowsPerMCU, crop.maxY) {
                    sink.push(band.row(top + (mcu - mcus.lowerBound) * rowsPerMCU + row - first))
                }
            }
        }
        try WorkerPool(workers: lanes).run(
            jobs, window: slots, worker: { try renderer.makeWorker() },
            job: { worker, job in render(job, with: worker) }, deliver: { job, _ in push(job) })
        return (sink.finish(), stored)
    }
}

/// Turns one MCU row of reduced coefficients into BGRA rows of the crop; shared by the threads
/// of a decode, each with its own `Worker`.
struct MCURowRenderer: Sendable {
    /// A thread's own scratch: IDCT tables and floats, and one MCU row of samples per component.
    final class Worker {
        let scratch: UnsafeMutablePointer<Float>
        let planes: [RawMemory]
        let transforms: [ScaledIDCT]

        init(planes: [RawMemory], transforms: [ScaledIDCT]) {
            scratch = .allocate(capacity: 128)
            self.planes = planes
            self.transforms = transforms
        }

        deinit { scratch.deallocate() }

        /// The samples of component `index`.
        func plane(_ index: Int) -> UnsafeMutablePointer<UInt8> {
            planes[index].baseAddress.assumingMemoryBound(to: UInt8.self)
        }
    }

    /// What the renderer reads of one component.
    struct Part: Sendable {
        let store: KeptCoefficients
        let v: Int
        /// The quantisation table in natural order.
        let quant: [Int32]
    }

    let parts: [Part]
    let crop: PixelRect
    let rowsPerMCU: Int
    let paddedWidth: Int
    private let coefficients = YCbCrMatrix.bt601Full.coefficients

    init(reader: ProgressiveJPEGReader, scale: Int, crop: PixelRect) {
        parts = reader.components.map {
            Part(store: $0.store.kept, v: $0.v, quant: $0.quant ?? [Int32](repeating: 0, count: 64))
        }
        self.crop = crop
        rowsPerMCU = scale * reader.maxV
        paddedWidth = reader.mcusWide * reader.maxH * scale
    }

    /// Scratch for one thread.
    func makeWorker() throws -> Worker {
        let planes = try parts.map { _ in
            guard let plane = RawMemory(byteCount: paddedWidth * rowsPerMCU) else {
                throw ImageError.outOfMemory(
                    detail: "no memory for \(rowsPerMCU) rows of \(paddedWidth) samples")
            }
            return plane
        }
        return Worker(
            planes: planes,
            transforms: parts.map { ScaledIDCT(wide: $0.store.keptWide, high: $0.store.keptHigh) })
    }

    /// Renders MCU row `mcuRow` into `band` from row `at`: IDCT of the blocks that meet the crop's
    /// columns, then YCbCr to BGRA of the crop's columns.
    func render(mcuRow: Int, worker: Worker, into band: PixelBuffer, at: Int) {
        for (index, part) in parts.enumerated() {
            let store = part.store
            let transform = worker.transforms[index]
            let plane = worker.plane(index)
            let firstBlock = crop.x / transform.wide
            let lastBlock = min(store.blocksWide - 1, (crop.maxX - 1) / transform.wide)
            part.quant.withUnsafeBufferPointer { quant in
                guard let quant = quant.baseAddress else { return }
                for by in 0..<part.v {
                    let blockRow = mcuRow * part.v + by
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
        let color = parts.count == 3
        for row in 0..<rowsPerMCU {
            let offset = row * paddedWidth + crop.x
            coefficients.convertRow(
                y: UnsafePointer(worker.plane(0) + offset),
                cb: color ? UnsafePointer(worker.plane(1) + offset) : nil,
                cr: color ? UnsafePointer(worker.plane(2) + offset) : nil, firstX: 0, shiftX: 0,
                count: crop.width, into: band.row(at + row))
        }
    }
}

/// The inverse DCT from the top-left `high` x `wide` coefficients of an 8 x 8 block to as many samples.
///
/// The samples are the block's picture evaluated at that many points (ITU T.81 A.3.3
/// with the frequencies above the output's cut off), as libjpeg's scaled IDCTs compute it.
/// Owns its cosine tables (freed in deinit); each thread of a decode has its own.
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
        store: KeptCoefficients, block: Int, quant: UnsafePointer<Int32>,
        scratch: UnsafeMutablePointer<Float>,
        into target: UnsafeMutablePointer<UInt8>, stride: Int
    ) {
        let (wide, high, across, down) = (self.wide, self.high, self.across, self.down)
        let kept = wide &* high
        let coefficients = store.values + block &* kept
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
