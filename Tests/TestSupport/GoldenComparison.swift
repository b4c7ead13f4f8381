import OutdoorRaster

/// How far an image may drift from its golden reference and still match.
public struct GoldenTolerance: Sendable, Hashable {
    /// The largest difference allowed in any one channel of a pixel (0 to 255) before the
    /// pixel counts as differing.
    public var perChannel: Int
    /// The largest share of pixels (0 to 1) that may differ by more than `perChannel`.
    public var maxDifferingFraction: Double

    /// A tolerance of `perChannel` levels per channel and a cap on the share of differing pixels.
    public init(perChannel: Int, maxDifferingFraction: Double) {
        self.perChannel = perChannel
        self.maxDifferingFraction = maxDifferingFraction
    }

    /// 3 levels per channel, at most 0.1% of pixels beyond that: absorbs pixman's CPU-specific
    /// rounding while still catching a moved line or a changed glyph.
    public static let standard = GoldenTolerance(perChannel: 3, maxDifferingFraction: 0.001)
    /// No difference at all.
    public static let exact = GoldenTolerance(perChannel: 0, maxDifferingFraction: 0)
}

/// The outcome of comparing two images of the same size pixel by pixel.
public struct GoldenDifference: Sendable {
    /// Pixels whose largest channel difference exceeds the tolerance.
    public var differingPixels: Int
    /// Pixels compared (width x height).
    public var totalPixels: Int
    /// The largest difference in any channel of any pixel (0 to 255).
    public var maxChannelDelta: Int
    /// Per pixel, row by row: 0 identical, 1 different within tolerance, 2 beyond tolerance.
    public var mask: [UInt8]

    /// The share of pixels beyond the per-channel tolerance.
    public var differingFraction: Double {
        totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels)
    }

    /// Whether the difference stays within `tolerance`.
    public func isWithin(_ tolerance: GoldenTolerance) -> Bool {
        differingFraction <= tolerance.maxDifferingFraction
    }
}

/// Pixel-by-pixel comparison of decoded images (never of encoded PNG bytes).
public enum GoldenComparison {
    /// Compares the premultiplied ARGB32 pixels of two images of equal size.
    ///
    /// Returns nil when the sizes differ. Buffers without alpha compare as opaque.
    public static func compare(
        expected: PixelBuffer, actual: PixelBuffer, tolerance: GoldenTolerance
    ) -> GoldenDifference? {
        guard expected.width == actual.width, expected.height == actual.height else { return nil }
        let width = expected.width
        let height = expected.height
        var mask = [UInt8](repeating: 0, count: width * height)
        var differing = 0
        var maxDelta = 0
        let e = expected.baseAddress.assumingMemoryBound(to: UInt8.self)
        let a = actual.baseAddress.assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            let eRow = e + y * expected.bytesPerRow
            let aRow = a + y * actual.bytesPerRow
            for x in 0..<width {
                var delta = 0
                for c in 0..<4 {
                    var ev = Int(eRow[x * 4 + c])
                    var av = Int(aRow[x * 4 + c])
                    if c == 3 {
                        if !expected.hasAlpha { ev = 255 }
                        if !actual.hasAlpha { av = 255 }
                    }
                    delta = max(delta, abs(ev - av))
                }
                maxDelta = max(maxDelta, delta)
                if delta > tolerance.perChannel {
                    differing += 1
                    mask[y * width + x] = 2
                } else if delta > 0 {
                    mask[y * width + x] = 1
                }
            }
        }
        return GoldenDifference(
            differingPixels: differing, totalPixels: width * height, maxChannelDelta: maxDelta, mask: mask)
    }

    /// A side-by-side picture for people: expected | mask | actual, each `width` pixels wide.
    ///
    /// In the mask, pixels beyond the tolerance are red, pixels different within it orange, and
    /// identical pixels a faded grey copy of the expected image.
    public static func diffImage(
        expected: PixelBuffer, actual: PixelBuffer, difference: GoldenDifference
    ) throws -> PixelBuffer {
        let width = expected.width
        let height = expected.height
        let output = try PixelBuffer(width: width * 3, height: height, hasAlpha: false)
        let o = output.baseAddress.assumingMemoryBound(to: UInt8.self)
        let e = expected.baseAddress.assumingMemoryBound(to: UInt8.self)
        let a = actual.baseAddress.assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            let oRow = o + y * output.bytesPerRow
            for x in 0..<width {
                let expectedPixel = opaqueOnWhite(e + y * expected.bytesPerRow + x * 4, expected.hasAlpha)
                let actualPixel = opaqueOnWhite(a + y * actual.bytesPerRow + x * 4, actual.hasAlpha)
                let maskPixel: (UInt8, UInt8, UInt8)
                switch difference.mask[y * width + x] {
                case 2: maskPixel = (255, 0, 0)
                case 1: maskPixel = (255, 165, 0)
                default:
                    let luma =
                        (Int(expectedPixel.0) * 3 + Int(expectedPixel.1) * 6 + Int(expectedPixel.2)) / 10
                    let faded = UInt8(191 + luma / 4)
                    maskPixel = (faded, faded, faded)
                }
                for (panel, pixel) in [expectedPixel, maskPixel, actualPixel].enumerated() {
                    let p = oRow + (panel * width + x) * 4
                    p[0] = pixel.2
                    p[1] = pixel.1
                    p[2] = pixel.0
                    p[3] = 255
                }
            }
        }
        return output
    }

    /// A premultiplied BGRA pixel composited over white, as straight RGB.
    private static func opaqueOnWhite(_ p: UnsafeMutablePointer<UInt8>, _ hasAlpha: Bool) -> (
        UInt8, UInt8, UInt8
    ) {
        let alpha = hasAlpha ? Int(p[3]) : 255
        func channel(_ v: UInt8) -> UInt8 { UInt8(min(255, Int(v) + (255 - alpha))) }
        return (channel(p[2]), channel(p[1]), channel(p[0]))
    }
}
