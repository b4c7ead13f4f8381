/// Shrinks premultiplied BGRA rows by an integer factor, averaging each factor x factor block.
///
/// Area averaging of premultiplied pixels is exact for alpha and avoids the aliasing Cairo's
/// bilinear filter shows at large reductions. Edge blocks that are cut short are averaged
/// over the pixels they have, so the output is ceil(source / factor) on each side.
struct BoxReducer {
    /// Source width in pixels.
    let sourceWidth: Int
    /// Reduction factor (1 copies).
    let factor: Int
    /// Output width in pixels.
    var outputWidth: Int { (sourceWidth + factor - 1) / factor }

    /// The output size for a source of `size` at `factor`.
    static func outputSize(of size: PixelSize, factor: Int) -> PixelSize {
        PixelSize(width: (size.width + factor - 1) / factor, height: (size.height + factor - 1) / factor)
    }

    /// The largest whole factor that keeps `decoded` (stored orientation) covering `target`
    /// (upright) once `orientation` is applied; 1 unless the image is at least twice the target.
    static func factor(decoded: PixelSize, orientation: ExifOrientation, target: PixelSize?) -> Int {
        guard let target, target.width > 0, target.height > 0 else { return 1 }
        let needed = orientation.swapsDimensions ? target.transposed : target
        let factor = min(decoded.width / needed.width, decoded.height / needed.height)
        return factor >= 2 ? factor : 1
    }

    /// Averages `rowCount` source rows (`stride` bytes apart, starting at `rows`) into `output`.
    func reduce(rows: UnsafeRawPointer, stride: Int, rowCount: Int, into output: UnsafeMutableRawPointer) {
        let source = rows.assumingMemoryBound(to: UInt8.self)
        let target = output.assumingMemoryBound(to: UInt8.self)
        for outputX in 0..<outputWidth {
            let startX = outputX * factor
            let endX = min(startX + factor, sourceWidth)
            var b: UInt32 = 0
            var g: UInt32 = 0
            var r: UInt32 = 0
            var a: UInt32 = 0
            for row in 0..<rowCount {
                var p = source + row * stride + startX * 4
                for _ in startX..<endX {
                    b &+= UInt32(p[0])
                    g &+= UInt32(p[1])
                    r &+= UInt32(p[2])
                    a &+= UInt32(p[3])
                    p += 4
                }
            }
            let count = UInt32((endX - startX) * rowCount)
            let half = count / 2
            let q = target + outputX * 4
            q[0] = UInt8(truncatingIfNeeded: (b &+ half) / count)
            q[1] = UInt8(truncatingIfNeeded: (g &+ half) / count)
            q[2] = UInt8(truncatingIfNeeded: (r &+ half) / count)
            q[3] = UInt8(truncatingIfNeeded: (a &+ half) / count)
        }
    }
}
