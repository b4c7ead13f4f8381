internal import CLCMS
import Foundation
import OutdoorRaster
import OutdoorWorkers

/// A fast 8-bit conversion between two matrix/shaper RGB profiles, built from what Little CMS
/// reads in them: each source channel through its tone curve into linear light (a 256-entry
/// table), one 3x3 matrix from the source's colorants to the target's (both in the PCS's D50),
/// and each result through the target's inverse curve (a 16,384-entry table).
///
/// This is the conversion Little CMS itself makes for such profiles (matrix/shaper profiles
/// treat the perceptual intent as relative colorimetric, and with black at zero black point
/// compensation changes nothing), done in floating point without lcms's per-pixel formatters
/// and its transform's set-up: on a card's photo, about a third of lcms's time
/// (`outdoor-image-bench decode-colour`). Profiles with lookup tables for the intent, curves
/// whose black is not zero or that do not rise, and anything not RGB are left to lcms.
struct MatrixShaperTransform {
    /// Entries of each output table: linear light in steps of 1/16383, as lcms's own shaper.
    static let outputSteps = 16_384
    /// Linear light of each 8-bit code, per channel: red, green, blue (256 each).
    private let linear: [Float]
    /// Row-major 3x3 matrix from source linear RGB to target linear RGB.
    private let matrix: [Float]
    /// 8-bit code of each linear step, per channel: red, green, blue (`outputSteps` each).
    private let encode: [UInt8]

    /// The transform from `source` to `target` for `intent`, or nil when either is not a plain
    /// matrix/shaper RGB profile for it.
    init?(from source: ColourProfile, to target: ColourProfile, intent: cmsUInt32Number) {
        guard Self.isPlainMatrixShaper(source, intent: intent, direction: LCMS_USED_AS_INPUT),
            Self.isPlainMatrixShaper(target, intent: intent, direction: LCMS_USED_AS_OUTPUT),
            let from = Self.colorants(source), let to = Self.colorants(target),
            let inverse = Self.inverse(to),
            let inCurves = Self.curves(source), let outCurves = Self.curves(target),
            (inCurves + outCurves).allSatisfy({ abs(cmsEvalToneCurveFloat($0, 0)) < 1e-6 })
        else { return nil }
        var linear = [Float](repeating: 0, count: 3 * 256)
        for channel in 0..<3 {
            for code in 0..<256 {
                linear[channel * 256 + code] = cmsEvalToneCurveFloat(inCurves[channel], Float(code) / 255)
            }
        }
        var encode = [UInt8](repeating: 0, count: 3 * Self.outputSteps)
        for channel in 0..<3 {
            guard Self.fillEncoding(&encode, channel: channel, curve: outCurves[channel]) else { return nil }
        }
        self.linear = linear
        self.matrix = Self.multiply(inverse, from).map { Float($0) }
        self.encode = encode
    }

    /// Converts premultiplied BGRA `pixels` in place; partly transparent pixels are converted
    /// unpremultiplied and premultiplied again, transparent ones left.
    func apply(_ pixels: PixelBuffer) {
        // Bands of rows on every core for a photo's worth of pixels.
        let bands = pixels.width * pixels.height < 65_536 ? 1 : WorkerPool.cores.workers
        let rows = pixels.height
        WorkerPool(workers: bands).forEach(bands) { band in
            self.apply(pixels, rows: rows * band / bands..<rows * (band + 1) / bands)
        }
    }

    /// Converts rows `rows` of `pixels` (see `apply(_:)`).
    private func apply(_ pixels: PixelBuffer, rows: Range<Int>) {
        let m = matrix
        // The matrix scaled to output steps, with the half step that rounds.
        let top = Float(Self.outputSteps - 1)
        let (m0, m1, m2) = (m[0] * top, m[1] * top, m[2] * top)
        let (m3, m4, m5) = (m[3] * top, m[4] * top, m[5] * top)
        let (m6, m7, m8) = (m[6] * top, m[7] * top, m[8] * top)
        let steps = Self.outputSteps
        /// The output step nearest `value` (in steps), within the table.
        @inline(__always) func index(_ value: Float) -> Int {
            let rounded = value + 0.5
            if !(rounded > 0) { return 0 }
            if rounded >= top { return steps - 1 }
            return Int(Int32(rounded))
        }
        linear.withUnsafeBufferPointer { lin in
            encode.withUnsafeBufferPointer { out in
                for y in rows {
                    let row = (pixels.baseAddress + y * pixels.bytesPerRow).assumingMemoryBound(
                        to: UInt8.self)
                    for x in 0..<pixels.width {
                        let p = row + x * 4
                        let alpha = Int(p[3])
                        guard alpha > 0 else { continue }
                        var (b, g, r) = (Int(p[0]), Int(p[1]), Int(p[2]))
                        if alpha < 255 {
                            r = min(255, (r * 255 + alpha / 2) / alpha)
                            g = min(255, (g * 255 + alpha / 2) / alpha)
                            b = min(255, (b * 255 + alpha / 2) / alpha)
                        }
                        let lr = lin[r]
                        let lg = lin[256 + g]
                        let lb = lin[512 + b]
                        var nr = Int(out[index(m0 * lr + m1 * lg + m2 * lb)])
                        var ng = Int(out[steps + index(m3 * lr + m4 * lg + m5 * lb)])
                        var nb = Int(out[2 * steps + index(m6 * lr + m7 * lg + m8 * lb)])
                        if alpha < 255 {
                            nr = (nr * alpha + 127) / 255
                            ng = (ng * alpha + 127) / 255
                            nb = (nb * alpha + 127) / 255
                        }
                        p[0] = UInt8(truncatingIfNeeded: nb)
                        p[1] = UInt8(truncatingIfNeeded: ng)
                        p[2] = UInt8(truncatingIfNeeded: nr)
                    }
                }
            }
        }
    }

    /// Fills channel `channel`'s output table with each linear step's nearest 8-bit code.
    ///
    /// That is round(255 x the curve's inverse): code c + 1 takes over where the linear value
    /// passes the curve at c + 1/2. Returns false when the curve does not rise (left to lcms).
    private static func fillEncoding(_ table: inout [UInt8], channel: Int, curve: OpaquePointer) -> Bool {
        let top = Float(outputSteps - 1)
        var step = 0
        for code in 0..<255 {
            let threshold = cmsEvalToneCurveFloat(curve, (Float(code) + 0.5) / 255)
            guard threshold.isFinite else { return false }
            // Steps whose linear value is below the threshold take `code`.
            let end = min(outputSteps, max(step, Int((threshold * top).rounded(.up))))
            while step < end {
                table[channel * outputSteps + step] = UInt8(code)
                step += 1
            }
        }
        while step < outputSteps {
            table[channel * outputSteps + step] = 255
            step += 1
        }
        return cmsIsToneCurveMonotonic(curve) != 0
    }

    /// Whether `profile` is an RGB display, input or output profile whose conversion for
    /// `intent` in `direction` is its colorants and tone curves (no lookup table).
    private static func isPlainMatrixShaper(
        _ profile: ColourProfile, intent: cmsUInt32Number, direction: Int32
    ) -> Bool {
        let kind = profile.deviceClass
        return profile.space == cmsSigRgbData
            && (kind == cmsSigDisplayClass || kind == cmsSigInputClass || kind == cmsSigOutputClass
                || kind == cmsSigColorSpaceClass)
            && cmsIsMatrixShaper(profile.handle) != 0
            && cmsIsCLUT(profile.handle, intent, cmsUInt32Number(direction)) == 0
    }

    /// The red, green and blue colorants as the columns of a row-major 3x3 matrix (RGB to XYZ).
    private static func colorants(_ profile: ColourProfile) -> [Double]? {
        var columns: [cmsCIEXYZ] = []
        for tag in [cmsSigRedColorantTag, cmsSigGreenColorantTag, cmsSigBlueColorantTag] {
            guard let raw = cmsReadTag(profile.handle, tag) else { return nil }
            columns.append(raw.assumingMemoryBound(to: cmsCIEXYZ.self).pointee)
        }
        let values = [
            columns[0].X, columns[1].X, columns[2].X, columns[0].Y, columns[1].Y, columns[2].Y,
            columns[0].Z, columns[1].Z, columns[2].Z,
        ]
        return values.allSatisfy(\.isFinite) ? values : nil
    }

    /// The red, green and blue tone curves (owned by the profile).
    private static func curves(_ profile: ColourProfile) -> [OpaquePointer]? {
        var curves: [OpaquePointer] = []
        for tag in [cmsSigRedTRCTag, cmsSigGreenTRCTag, cmsSigBlueTRCTag] {
            guard let raw = cmsReadTag(profile.handle, tag) else { return nil }
            curves.append(OpaquePointer(raw))
        }
        return curves
    }

    /// The inverse of a row-major 3x3 matrix, or nil when it has none.
    static func inverse(_ m: [Double]) -> [Double]? {
        let c00 = m[4] * m[8] - m[5] * m[7]
        let c01 = m[5] * m[6] - m[3] * m[8]
        let c02 = m[3] * m[7] - m[4] * m[6]
        let determinant = m[0] * c00 + m[1] * c01 + m[2] * c02
        guard determinant.isFinite, abs(determinant) > 1e-12 else { return nil }
        let inverse = [
            c00, m[2] * m[7] - m[1] * m[8], m[1] * m[5] - m[2] * m[4],
            c01, m[0] * m[8] - m[2] * m[6], m[2] * m[3] - m[0] * m[5],
            c02, m[1] * m[6] - m[0] * m[7], m[0] * m[4] - m[1] * m[3],
        ]
        return inverse.map { $0 / determinant }
    }

    /// The product of two row-major 3x3 matrices.
    static func multiply(_ a: [Double], _ b: [Double]) -> [Double] {
        (0..<9).map { index in
            let (row, column) = (index / 3, index % 3)
            return (0..<3).reduce(0) { $0 + a[row * 3 + $1] * b[$1 * 3 + column] }
        }
    }
}
