internal import CCodecs
import Foundation
import OutdoorRaster

/// Owns one libpng reader from the C shim; every call's status goes through `check`.
final class PNGReader {
    private let handle: OpaquePointer

    /// What the header said, once `readInfo` has run.
    private(set) var header = oc_png_header()

    /// Whether `init` found IHDR as the first chunk and checked its size against the limits.
    private let checkedSize: Bool

    /// Makes a reader over `bytes`, which must outlive this object; refuses a header that
    /// claims more pixels than the limits before libpng sees it.
    init(_ bytes: UnsafeRawBufferPointer) throws {
        guard let base = bytes.baseAddress else { throw ImageError.empty }
        checkedSize = bytes.count >= 24 && fourCC(bytes, at: 12) == "IHDR"
        if checkedSize {
            try ImageLimits.check(
                width: Int(readUInt32BE(bytes, at: 16)), height: Int(readUInt32BE(bytes, at: 20)),
                maxPixels: ImageLimits.maxFullDecodePixels, format: .png)
        }
        guard let handle = oc_png_decoder_new(base.assumingMemoryBound(to: UInt8.self), bytes.count) else {
            throw ImageError.outOfMemory(detail: "could not make a PNG reader")
        }
        self.handle = handle
    }

    deinit { oc_png_decoder_free(handle) }

    /// Size in pixels from the header.
    var size: PixelSize { PixelSize(width: Int(header.width), height: Int(header.height)) }

    /// Whether the image has an alpha channel or a tRNS chunk.
    var hasAlpha: Bool { header.color_type & 4 != 0 || header.has_transparency != 0 }

    /// Reads the chunks up to the image data.
    ///
    /// The size is checked against the limits here only when `init` could not: libpng accepts
    /// chunks before IHDR, and then only it knows where the header is.
    func readInfo() throws {
        try check(oc_png_decoder_read_info(handle, UInt32(ImageLimits.maxSide), &header))
        if !checkedSize {
            try ImageLimits.check(
                width: size.width, height: size.height, maxPixels: ImageLimits.maxFullDecodePixels,
                format: .png)
        }
    }

    /// Sets up 8-bit straight-alpha BGRA output; returns the number of passes (7 if interlaced).
    func start() throws -> Int {
        var passes: Int32 = 0
        try check(oc_png_decoder_start(handle, &passes))
        return Int(passes)
    }

    /// Reads the next `rows.count` rows of the current pass.
    func readRows(_ rows: inout [UnsafeMutablePointer<UInt8>?]) throws {
        let count = UInt32(rows.count)
        let status = rows.withUnsafeMutableBufferPointer {
            oc_png_decoder_read_rows(handle, $0.baseAddress, count)
        }
        try check(status)
    }

    /// Reads the chunks after the image data up to IEND.
    func finish() throws { try check(oc_png_decoder_finish(handle)) }

    /// Turns a shim status into a typed error carrying libpng's message.
    private func check(_ status: Int32) throws {
        guard status != Int32(OC_OK) else { return }
        if status == Int32(OC_TRUNCATED) { throw ImageError.truncated(.png) }
        let message = String(cString: oc_png_decoder_message(handle))
        if message.contains("exceeds user limit") || message.contains("too large") {
            throw ImageError.sideTooLong(width: size.width, height: size.height, limit: ImageLimits.maxSide)
        }
        if message.contains("out of memory") || message.contains("Out of memory") {
            throw ImageError.outOfMemory(detail: message)
        }
        throw ImageError.corrupt(.png, detail: message)
    }
}
