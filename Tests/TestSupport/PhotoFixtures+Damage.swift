import CDeflate
import Foundation

/// Damaged and hostile variants of valid files, for the probe's refusal tests.
extension PhotoFixtures {
    /// The first `fraction` of `data`.
    public static func truncated(_ data: Data, keeping fraction: Double) -> Data {
        Data(data.prefix(max(1, Int(Double(data.count) * fraction))))
    }

    /// `count` pseudo-random bytes from `seed` (deterministic).
    public static func garbage(count: Int, seed: UInt64 = 1) -> Data {
        var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
        return Data(
            (0..<count).map { _ in
                state ^= state << 13
                state ^= state >> 7
                state ^= state << 17
                return UInt8(truncatingIfNeeded: state)
            })
    }

    /// `jpeg` with its frame header (SOF0/SOF1/SOF2) rewritten to claim `width` x `height`.
    public static func jpeg(_ jpeg: Data, claiming width: Int, height: Int) throws -> Data {
        var bytes = [UInt8](jpeg)
        var offset = 2
        while offset + 9 < bytes.count {
            guard bytes[offset] == 0xFF else { throw FixtureError.markerNotFound }
            let marker = bytes[offset + 1]
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            if (0xC0...0xC2).contains(marker) {
                bytes[offset + 5] = UInt8(height >> 8 & 0xFF)
                bytes[offset + 6] = UInt8(height & 0xFF)
                bytes[offset + 7] = UInt8(width >> 8 & 0xFF)
                bytes[offset + 8] = UInt8(width & 0xFF)
                return Data(bytes)
            }
            offset += 2 + length
        }
        throw FixtureError.markerNotFound
    }

    /// `png` with its IHDR rewritten to claim `width` x `height` (with a correct CRC).
    public static func png(_ png: Data, claiming width: Int, height: Int) -> Data {
        var bytes = [UInt8](png)
        bytes.replaceSubrange(16..<20, with: bigEndian(UInt32(width)))
        bytes.replaceSubrange(20..<24, with: bigEndian(UInt32(height)))
        let crc = bytes[12..<29].withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        bytes.replaceSubrange(29..<33, with: bigEndian(crc))
        return Data(bytes)
    }

    /// `value` as four big-endian bytes.
    static func bigEndian(_ value: UInt32) -> [UInt8] {
        let b0 = UInt8(truncatingIfNeeded: value >> 24)
        let b1 = UInt8(truncatingIfNeeded: value >> 16)
        let b2 = UInt8(truncatingIfNeeded: value >> 8)
        let b3 = UInt8(truncatingIfNeeded: value)
        return [b0, b1, b2, b3]
    }

    /// A JPEG whose EXIF APP1 holds a TIFF header pointing its first IFD far past the end,
    /// followed by an IFD claiming thousands of entries.
    public static func jpegWithMalformedExif() throws -> Data {
        var payload: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00]  // "Exif\0\0"
        payload += [0x49, 0x49, 0x2A, 0x00, 0x08, 0x00, 0x00, 0x00]  // II*, IFD0 at 8
        payload += [0xFF, 0x7F]  // 32767 entries
        // An Orientation entry whose value lies far past the end.
        payload += [0x12, 0x01, 0x03, 0x00, 0xFF, 0xFF, 0xFF, 0x0F, 0xF0, 0xFF, 0xFF, 0x7F]
        payload += [UInt8](repeating: 0xEE, count: 16)
        return insertingAPP1(payload, into: try jpeg())
    }

    /// `data` with `count` pseudo-random single-bit flips after the first `skip` bytes.
    public static func flippingBits(_ data: Data, count: Int, seed: UInt64, skip: Int = 2) -> Data {
        var bytes = [UInt8](data)
        let noise = [UInt8](garbage(count: count * 5, seed: seed))
        guard bytes.count > skip else { return data }
        for index in 0..<count {
            let position = noise[index * 5..<index * 5 + 4].reduce(0) { $0 << 8 | Int($1) }
            let target = skip + position % (bytes.count - skip)
            bytes[target] ^= 1 << (noise[index * 5 + 4] % 8)
        }
        return Data(bytes)
    }
}
