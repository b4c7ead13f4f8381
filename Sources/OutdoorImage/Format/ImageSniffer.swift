import Foundation
import OutdoorModel

/// Tells a photo's container format from its first bytes, without decoding anything.
public enum ImageSniffer {
    /// The format of `data`, or nil when it is not a JPEG, PNG or HEIC/HEIF image.
    public static func format(of data: Data) -> PhotoFormat? {
        try? identify(data)
    }

    /// The format of `data`; throws `ImageError` naming what the data looks like otherwise.
    public static func identify(_ data: Data) throws -> PhotoFormat {
        try data.withUnsafeBytes { try identify(bytes: $0) }
    }

    /// The format of the bytes; throws `ImageError` naming what they look like otherwise.
    static func identify(bytes: UnsafeRawBufferPointer) throws -> PhotoFormat {
        guard !bytes.isEmpty else { throw ImageError.empty }
        if starts(bytes, with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if starts(bytes, with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if let brands = fileTypeBrands(bytes) {
            if !brands.isDisjoint(with: heifBrands) { return .heif }
            if brands.contains("avif") || brands.contains("avis") {
                throw ImageError.notAnImage(detectedKind: "an AVIF image")
            }
            if brands.contains("mif1") || brands.contains("msf1") { return .heif }
            throw ImageError.notAnImage(detectedKind: "an ISO media file (a video or another image type)")
        }
        throw ImageError.notAnImage(detectedKind: otherKind(bytes))
    }

    /// Brands that mark an HEVC-coded HEIF image.
    private static let heifBrands: Set<String> = ["heic", "heix", "heim", "heis", "hevc", "hevx"]

    /// The major and compatible brands of an ISO base media `ftyp` box at the start, if any.
    static func fileTypeBrands(_ bytes: UnsafeRawBufferPointer) -> Set<String>? {
        guard bytes.count >= 16, fourCC(bytes, at: 4) == "ftyp" else { return nil }
        let size = Int(readUInt32BE(bytes, at: 0))
        guard size >= 16, size <= bytes.count, size % 4 == 0 else { return nil }
        var brands: Set<String> = [fourCC(bytes, at: 8)]
        var offset = 16
        while offset + 4 <= size {
            brands.insert(fourCC(bytes, at: offset))
            offset += 4
        }
        return brands
    }

    /// A name for common formats we refuse, so the message can say what the file is.
    private static func otherKind(_ bytes: UnsafeRawBufferPointer) -> String? {
        if starts(bytes, with: Array("GIF8".utf8)) { return "a GIF image" }
        if starts(bytes, with: Array("RIFF".utf8)), bytes.count >= 12,
            fourCC(bytes, at: 8) == "WEBP"
        {
            return "a WebP image"
        }
        if starts(bytes, with: [0x49, 0x49, 0x2A, 0x00]) || starts(bytes, with: [0x4D, 0x4D, 0x00, 0x2A]) {
            return "a TIFF image (or a camera raw file)"
        }
        if starts(bytes, with: Array("BM".utf8)) { return "a BMP image" }
        if starts(bytes, with: Array("%PDF".utf8)) { return "a PDF document" }
        return nil
    }

    private static func starts(_ bytes: UnsafeRawBufferPointer, with prefix: [UInt8]) -> Bool {
        bytes.count >= prefix.count && zip(bytes, prefix).allSatisfy { $0 == $1 }
    }
}

/// Reads a big-endian 32-bit value at `offset`; the caller checks the bounds.
func readUInt32BE(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> UInt32 {
    UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
        | UInt32(bytes[offset + 3])
}

/// Reads a big-endian 16-bit value at `offset`; the caller checks the bounds.
func readUInt16BE(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> Int {
    Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
}

/// Four bytes at `offset` as ASCII text (a box type or brand); the caller checks the bounds.
func fourCC(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> String {
    String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
}
