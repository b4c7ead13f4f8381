import Foundation
import OutdoorModel
import OutdoorRaster

/// Writes a PixelBuffer as a PNG, filtered per row and compressed with libdeflate.
///
/// Output is 8-bit RGB when every pixel is opaque, else 8-bit RGBA (un-premultiplied); the
/// only chunk besides the image's is the colour tag when `colourSpace` is set (sRGB, or iCCP
/// with the space's profile for wide colour).
public struct PNGEncoder: Sendable {
    /// libdeflate compression level, 0-12 (1 is fastest; 6 is zlib's default ratio).
    public var compressionLevel: Int
    /// How rows are filtered before compression.
    public var filter: PNGFilter
    /// The space the pixels are in, written as an sRGB chunk or an iCCP profile; nil: untagged.
    public var colourSpace: ColourSpace?

    /// The defaults chosen by measurement on story cards (outdoor-image-bench png-matrix):
    /// the Average filter at level 1 kept every 1080x1920 card tried under 2 MB (1.72-1.96 MB)
    /// in 25-29 ms; Up was as fast but 2.05 MB on a noisy photo, Paeth and adaptive slower.
    public static let card = PNGEncoder(compressionLevel: 1, filter: .average)

    /// Makes an encoder; the defaults are those of `card`.
    public init(compressionLevel: Int = 1, filter: PNGFilter = .average, colourSpace: ColourSpace? = nil) {
        self.compressionLevel = compressionLevel
        self.filter = filter
        self.colourSpace = colourSpace
    }

    /// The chunk that tags the file's colours: sRGB (perceptual intent) for sRGB, else iCCP
    /// with the space's profile, zlib-compressed.
    static func colourChunk(_ space: ColourSpace) throws -> (type: String, data: [UInt8]) {
        if space == .sRGB { return ("sRGB", [0]) }
        let profile = [UInt8](space.iccProfile)
        let compressor = try DeflateCompressor(level: 9)
        let bound = compressor.zlibBound(count: profile.count)
        var compressed = [UInt8](repeating: 0, count: bound)
        let written = try profile.withUnsafeBytes { input in
            try compressed.withUnsafeMutableBytes { output in
                guard let source = input.baseAddress, let target = output.baseAddress else { return 0 }
                return try compressor.zlibCompress(source, count: input.count, into: target, capacity: bound)
            }
        }
        let name = Array(space.displayName.utf8)
        return ("iCCP", name + [0, 0] + compressed.prefix(written))
    }

    /// Encodes `pixels`; throws `ImageError.encodingFailed` for a bad level.
    public func encode(_ pixels: PixelBuffer) throws -> Data {
        guard (0...12).contains(compressionLevel) else {
            throw ImageError.encodingFailed(
                .png, detail: "compression level \(compressionLevel) is not in 0-12")
        }
        let opaque = !pixels.hasAlpha || PNGEncoder.isOpaque(pixels)
        let bpp = opaque ? 3 : 4
        let width = pixels.width
        let height = pixels.height
        let rowBytes = width * bpp
        let filteredStride = rowBytes + 1
        let filtered = UnsafeMutableRawPointer.allocate(byteCount: filteredStride * height, alignment: 16)
        defer { filtered.deallocate() }
        let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes * 2)
        defer { rows.deallocate() }
        rows.initialize(repeating: 0, count: rowBytes * 2)  // the row above the first is zeros
        // Room for every fixed filter's output of one row, which only the adaptive choice needs.
        let candidates =
            filter == .adaptive ? UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes * 5) : nil
        defer { candidates?.deallocate() }

        var current = rows
        var previous = rows + rowBytes
        for y in 0..<height {
            let source = (pixels.baseAddress + y * pixels.bytesPerRow).assumingMemoryBound(to: UInt8.self)
            if opaque {
                PNGEncoder.bgraToRGB(source, current, width: width)
            } else {
                PNGEncoder.premultipliedBGRAToRGBA(source, current, width: width)
            }
            let out = (filtered + y * filteredStride).assumingMemoryBound(to: UInt8.self)
            let above = UnsafePointer(previous)
            if let candidates {
                var best = 0
                var bestSum = Int.max
                for (index, candidate) in PNGFilter.fixed.enumerated() {
                    let sum = PNGFilter.apply(
                        candidate, row: current, previous: above, count: rowBytes, bpp: bpp,
                        into: candidates + index * rowBytes, measure: true)
                    if sum < bestSum {
                        bestSum = sum
                        best = index
                    }
                }
                out[0] = PNGFilter.fixed[best].typeByte
                (out + 1).update(from: candidates + best * rowBytes, count: rowBytes)
            } else {
                out[0] = filter.typeByte
                PNGFilter.apply(
                    filter, row: current, previous: above, count: rowBytes, bpp: bpp, into: out + 1,
                    measure: false)
            }
            swap(&current, &previous)
        }

        let compressor = try DeflateCompressor(level: compressionLevel)
        return try PNGEncoder.file(
            width: width, height: height, colorType: opaque ? 2 : 6, compressing: filtered,
            count: filteredStride * height, with: compressor,
            colourChunk: try colourSpace.map(PNGEncoder.colourChunk))
    }

    /// A PNG file of the filtered rows `count` bytes at `rows`: signature, IHDR, one IDAT, IEND.
    ///
    /// The rows are compressed straight into the file's buffer after the IDAT length and type;
    /// the buffer is allocated at the compression bound without being zero-filled, trimmed to
    /// the written size afterwards, and the IDAT's CRC is computed over its bytes in place.
    static func file(
        width: Int, height: Int, colorType: UInt8, compressing rows: UnsafeRawPointer, count: Int,
        with compressor: DeflateCompressor, colourChunk: (type: String, data: [UInt8])? = nil
    ) throws -> Data {
        var head: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header = [UInt8]()
        appendUInt32(&header, UInt32(width))
        appendUInt32(&header, UInt32(height))
        header += [8, colorType, 0, 0, 0]  // depth, colour type, deflate, adaptive filters, no interlace
        appendChunk(&head, type: "IHDR", data: header)
        if let colourChunk { appendChunk(&head, type: colourChunk.type, data: colourChunk.data) }
        let idat = head.count  // where the IDAT chunk starts; its length is known only at the end
        head += [0, 0, 0, 0] + Array("IDAT".utf8)
        var tail: [UInt8] = [0, 0, 0, 0]  // the IDAT's CRC, then IEND
        appendChunk(&tail, type: "IEND", data: [])

        let bound = compressor.zlibBound(count: count)
        guard let file = malloc(head.count + bound + tail.count) else {
            throw ImageError.outOfMemory(detail: "no memory for a PNG of up to \(bound) compressed bytes")
        }
        let written: Int
        do {
            written = try compressor.zlibCompress(
                rows, count: count, into: file + head.count, capacity: bound)
        } catch {
            free(file)
            throw error
        }
        file.copyMemory(from: head, byteCount: head.count)
        file.storeBytes(of: UInt32(written).bigEndian, toByteOffset: idat, as: UInt32.self)
        let crc = crc32(UnsafeRawBufferPointer(start: file + idat + 4, count: 4 + written))
        let tailStart = head.count + written
        (file + tailStart).copyMemory(from: tail, byteCount: tail.count)
        file.storeBytes(of: crc.bigEndian, toByteOffset: tailStart, as: UInt32.self)
        let size = tailStart + tail.count
        let trimmed = realloc(file, size) ?? file
        return Data(bytesNoCopy: trimmed, count: size, deallocator: .free)
    }

    /// Whether every pixel of `pixels` has alpha 255.
    public static func isOpaque(_ pixels: PixelBuffer) -> Bool {
        for y in 0..<pixels.height {
            let row = (pixels.baseAddress + y * pixels.bytesPerRow).assumingMemoryBound(to: UInt8.self)
            for x in 0..<pixels.width where row[x * 4 + 3] != 255 { return false }
        }
        return true
    }

    /// Opaque BGRA to RGB.
    static func bgraToRGB(_ source: UnsafePointer<UInt8>, _ target: UnsafeMutablePointer<UInt8>, width: Int) {
        for x in 0..<width {
            let s = source + x * 4
            let t = target + x * 3
            t[0] = s[2]
            t[1] = s[1]
            t[2] = s[0]
        }
    }

    /// Premultiplied BGRA to straight RGBA.
    static func premultipliedBGRAToRGBA(
        _ source: UnsafePointer<UInt8>, _ target: UnsafeMutablePointer<UInt8>, width: Int
    ) {
        for x in 0..<width {
            let s = source + x * 4
            let t = target + x * 4
            let a = Int(s[3])
            t[3] = s[3]
            switch a {
            case 255:
                t[0] = s[2]
                t[1] = s[1]
                t[2] = s[0]
            case 0:
                t[0] = 0
                t[1] = 0
                t[2] = 0
            default:
                t[0] = UInt8(min(255, (Int(s[2]) * 255 + a / 2) / a))
                t[1] = UInt8(min(255, (Int(s[1]) * 255 + a / 2) / a))
                t[2] = UInt8(min(255, (Int(s[0]) * 255 + a / 2) / a))
            }
        }
    }

    /// Appends `value` big-endian.
    static func appendUInt32(_ bytes: inout [UInt8], _ value: UInt32) {
        bytes += [
            UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF),
        ]
    }

    /// Appends a chunk: length, type, data, CRC-32 of type and data.
    static func appendChunk(_ bytes: inout [UInt8], type: String, data: [UInt8]) {
        appendUInt32(&bytes, UInt32(data.count))
        let body = Array(type.utf8) + data
        bytes += body
        appendUInt32(&bytes, body.withUnsafeBytes { crc32($0) })
    }
}
