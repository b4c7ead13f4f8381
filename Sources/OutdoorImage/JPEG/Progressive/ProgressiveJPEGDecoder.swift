import Foundation

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
    static func decode(
        _ bytes: UnsafeRawBufferPointer, scale: JPEGScale, orientation: ExifOrientation, target: PixelSize?
    ) throws -> (pixels: PixelBuffer, stored: PixelSize) {
        let reader = try ProgressiveJPEGReader(
            bytes, scale: scale.numerator, maxScans: ImageLimits.maxJPEGScans)
        let stored = PixelSize(width: reader.width, height: reader.height)
        let decoded = scale.outputSize(of: stored)
        let shrunk = AreaResampler.coverSize(of: decoded, orientation: orientation, target: target)
        let sink = try RowSink(width: decoded.width, height: decoded.height, outputSize: shrunk)
        let m = scale.numerator
        let rowsPerMCU = m * reader.maxV
        let paddedWidth = reader.mcusWide * reader.maxH * m
        let planes = try reader.components.map { _ in try Band(width: (paddedWidth + 3) / 4, rows: rowsPerMCU)
        }
        let line = try Band(width: paddedWidth, rows: 1)
        let transforms = reader.components.map {
            ScaledIDCT(wide: $0.store.keptWide, high: $0.store.keptHigh)
        }
        let coefficients = YCbCrMatrix.bt601Full.coefficients
        let scratch = UnsafeMutablePointer<Float>.allocate(capacity: 128)
        defer { scratch.deallocate() }
        var produced = 0
        for mcuRow in 0..<reader.mcusHigh where produced < decoded.height {
            for (index, component) in reader.components.enumerated() {
                guard let quant = component.quant else {
                    throw JPEGStreamError.malformed("a component has no data")
                }
                let store = component.store
                let transform = transforms[index]
                let plane = planes[index].row(0)
                quant.withUnsafeBufferPointer { quant in
                    guard let quant = quant.baseAddress else { return }
                    for by in 0..<component.v {
                        let blockRow = mcuRow * component.v + by
                        for bx in 0..<store.blocksWide {
                            transform.inverse(
                                store: store, block: blockRow * store.blocksWide + bx, quant: quant,
                                scratch: scratch,
                                into: plane + by * transform.high * paddedWidth + bx * transform.wide,
                                stride: paddedWidth)
                        }
                    }
                }
            }
            let rows = min(rowsPerMCU, decoded.height - produced)
            for row in 0..<rows {
                let y = UnsafePointer(planes[0].row(0) + row * paddedWidth)
                if reader.components.count == 3 {
                    coefficients.convertRow(
                        y: y, cb: UnsafePointer(planes[1].row(0) + row * paddedWidth),
                        cr: UnsafePointer(planes[2].row(0) + row * paddedWidth), firstX: 0, shiftX: 0,
                        count: decoded.width, into: line.row(0))
                } else {
                    coefficients.convertRow(
                        y: y, cb: nil, cr: nil, firstX: 0, shiftX: 0, count: decoded.width, into: line.row(0))
                }
                sink.push(line.row(0))
            }
            produced += rows
        }
        return (sink.finish(), stored)
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
