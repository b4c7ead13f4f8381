/// Row conversions into premultiplied BGRA (Cairo ARGB32 on little-endian), in Swift loops.
enum PixelConversion {
    /// Premultiplies a row of straight-alpha BGRA in place.
    static func premultiplyBGRA(_ row: UnsafeMutableRawPointer, width: Int) {
        let p = row.assumingMemoryBound(to: UInt8.self)
        for x in 0..<width {
            let q = p + x * 4
            let a = UInt32(q[3])
            if a == 255 { continue }
            q[0] = multiply(q[0], a)
            q[1] = multiply(q[1], a)
            q[2] = multiply(q[2], a)
        }
    }

    /// Converts a row of CMYK (as libjpeg returns it) to opaque BGRA in place.
    ///
    /// With an Adobe APP14 marker the stored values are inverted (Photoshop's convention:
    /// 0 means full ink), so red = C * K / 255; without it, red = (255 - C) * (255 - K) / 255.
    static func cmykToBGRA(_ row: UnsafeMutableRawPointer, width: Int, adobeInverted: Bool) {
        let p = row.assumingMemoryBound(to: UInt8.self)
        for x in 0..<width {
            let q = p + x * 4
            var c = UInt32(q[0])
            var m = UInt32(q[1])
            var y = UInt32(q[2])
            var k = UInt32(q[3])
            if !adobeInverted {
                c = 255 - c
                m = 255 - m
                y = 255 - y
                k = 255 - k
            }
            q[0] = UInt8((y * k + 127) / 255)
            q[1] = UInt8((m * k + 127) / 255)
            q[2] = UInt8((c * k + 127) / 255)
            q[3] = 255
        }
    }

    /// Converts a row of 8-bit RGB (3 bytes per pixel) to opaque BGRA.
    static func rgbToBGRA(_ source: UnsafePointer<UInt8>, _ target: UnsafeMutableRawPointer, width: Int) {
        let q = target.assumingMemoryBound(to: UInt8.self)
        for x in 0..<width {
            let s = source + x * 3
            let t = q + x * 4
            t[0] = s[2]
            t[1] = s[1]
            t[2] = s[0]
            t[3] = 255
        }
    }

    /// Converts a row of 8-bit straight RGBA to premultiplied BGRA.
    static func rgbaToPremultipliedBGRA(
        _ source: UnsafePointer<UInt8>, _ target: UnsafeMutableRawPointer, width: Int
    ) {
        let q = target.assumingMemoryBound(to: UInt8.self)
        for x in 0..<width {
            let s = source + x * 4
            let t = q + x * 4
            let a = UInt32(s[3])
            t[3] = s[3]
            if a == 255 {
                t[0] = s[2]
                t[1] = s[1]
                t[2] = s[0]
            } else {
                t[0] = multiply(s[2], a)
                t[1] = multiply(s[1], a)
                t[2] = multiply(s[0], a)
            }
        }
    }

    /// `value` * `alpha` / 255, rounded.
    @inline(__always)
    static func multiply(_ value: UInt8, _ alpha: UInt32) -> UInt8 {
        let t = UInt32(value) * alpha + 128
        return UInt8((t + (t >> 8)) >> 8)
    }
}
