/// How YCbCr samples turn into RGB: the matrix's luma weights and whether the samples use the
/// full 0-255 range or the video range (16-235 luma, 16-240 chroma).
struct YCbCrMatrix: Equatable {
    /// Red and blue luma weights (Kr, Kb).
    var kr: Double
    var kb: Double
    /// Whether samples span 0-255.
    var fullRange: Bool

    /// BT.601 at full range: what libheif assumes for HEVC images without an nclx colour box.
    static let bt601Full = YCbCrMatrix(kr: 0.299, kb: 0.114, fullRange: true)

    init(kr: Double, kb: Double, fullRange: Bool) {
        self.kr = kr
        self.kb = kb
        self.fullRange = fullRange
    }

    /// The matrix an nclx `matrix_coefficients` value names (ITU-T H.273); nil for those this
    /// converter does not handle (identity/GBR, YCgCo, constant luminance), left to libheif.
    init?(matrixCoefficients: Int, fullRange: Bool) {
        switch matrixCoefficients {
        case 1: self.init(kr: 0.2126, kb: 0.0722, fullRange: fullRange)
        case 2, 5, 6: self.init(kr: 0.299, kb: 0.114, fullRange: fullRange)
        case 4: self.init(kr: 0.30, kb: 0.11, fullRange: fullRange)
        case 9: self.init(kr: 0.2627, kb: 0.0593, fullRange: fullRange)
        default: return nil
        }
    }

    /// Integer coefficients (16.16 fixed point) for the conversion loops.
    var coefficients: YCbCrCoefficients {
        let scale = 65536.0
        let kg = 1 - kr - kb
        let yScale = fullRange ? 1.0 : 255.0 / 219.0
        let cScale = fullRange ? 1.0 : 255.0 / 224.0
        return YCbCrCoefficients(
            yScale: Int32((yScale * scale).rounded()), yOffset: fullRange ? 0 : 16,
            crToR: Int32(((2 - 2 * kr) * cScale * scale).rounded()),
            cbToB: Int32(((2 - 2 * kb) * cScale * scale).rounded()),
            cbToG: Int32(((2 - 2 * kb) * kb / kg * cScale * scale).rounded()),
            crToG: Int32(((2 - 2 * kr) * kr / kg * cScale * scale).rounded()))
    }
}

/// A YCbCr matrix as 16.16 fixed-point integers.
struct YCbCrCoefficients {
    var yScale: Int32
    var yOffset: Int32
    var crToR: Int32
    var cbToB: Int32
    var cbToG: Int32
    var crToG: Int32

    /// Converts `count` pixels of one row of planar 8-bit YCbCr into opaque BGRA at `target`.
    ///
    /// `y` points at the first luma sample; `cb` and `cr` at the chroma samples of the row (nil
    /// for monochrome); `firstX` is the first pixel's column in the plane (for subsampled chroma,
    /// whose column is `x >> shiftX`, nearest neighbour as libheif does).
    func convertRow(
        y: UnsafePointer<UInt8>, cb: UnsafePointer<UInt8>?, cr: UnsafePointer<UInt8>?, firstX: Int,
        shiftX: Int,
        count: Int, into target: UnsafeMutablePointer<UInt8>
    ) {
        let out = UnsafeMutableRawPointer(target)
        guard let cb, let cr else {
            for i in 0..<count {
                let luma = (Int32(y[i]) - yOffset) &* yScale &+ (1 << 15)
                out.storeBytes(of: pack(luma, luma, luma), toByteOffset: i * 4, as: UInt32.self)
            }
            return
        }
        var i = 0
        while i < count {
            // One chroma sample serves 1 << shiftX neighbouring pixels: its terms are found once.
            let cx = (firstX + i) >> shiftX
            let u = Int32(cb[cx]) - 128
            let v = Int32(cr[cx]) - 128
            let red = v &* crToR
            let green = 0 &- u &* cbToG &- v &* crToG
            let blue = u &* cbToB
            let end = min(count, ((cx + 1) << shiftX) - firstX)
            while i < end {
                let luma = (Int32(y[i]) - yOffset) &* yScale &+ (1 << 15)
                out.storeBytes(
                    of: pack(luma &+ red, luma &+ green, luma &+ blue), toByteOffset: i * 4, as: UInt32.self)
                i += 1
            }
        }
    }

    /// Opaque BGRA (little-endian ARGB32) from 16.16 fixed-point red, green and blue.
    @inline(__always)
    private func pack(_ r: Int32, _ g: Int32, _ b: Int32) -> UInt32 {
        UInt32(clamp(b)) | UInt32(clamp(g)) << 8 | UInt32(clamp(r)) << 16 | 0xFF00_0000
    }

    @inline(__always)
    private func clamp(_ value: Int32) -> UInt8 {
        let shifted = value >> 16
        return shifted < 0 ? 0 : shifted > 255 ? 255 : UInt8(shifted)
    }
}
