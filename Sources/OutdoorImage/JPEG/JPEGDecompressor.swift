internal import CCodecs
import Foundation
import OutdoorModel
import OutdoorRaster

/// Owns one libjpeg decompressor from the C shim; every call's status goes through `check`.
final class JPEGDecompressor {
    private let handle: OpaquePointer

    /// What the header said, once `readHeader` has run.
    private(set) var header = oc_jpeg_header()

    /// Makes a decompressor; throws when memory runs out.
    init() throws {
        guard let handle = oc_jpeg_decoder_new() else {
            throw ImageError.outOfMemory(detail: "could not make a JPEG decoder")
        }
        self.handle = handle
    }

    deinit { oc_jpeg_decoder_free(handle) }

    /// Stored size in pixels from the header.
    var storedSize: PixelSize { PixelSize(width: Int(header.width), height: Int(header.height)) }

    /// Whether the file stores CMYK or YCCK, which needs converting by hand.
    var isCMYK: Bool { header.is_cmyk != 0 }

    /// Whether the file is a progressive JPEG.
    var isProgressive: Bool { header.is_progressive != 0 }

    /// Reads the header of `bytes`, which must outlive this object.
    ///
    /// `strict` fails on damaged or cut-short entropy data instead of decoding grey or garbled
    /// blocks.
    func readHeader(_ bytes: UnsafeRawBufferPointer, strict: Bool) throws {
        guard let base = bytes.baseAddress else { throw ImageError.empty }
        try check(
            oc_jpeg_decoder_read_header(
                handle, base.assumingMemoryBound(to: UInt8.self), bytes.count, strict ? 1 : 0,
                ImageLimits.maxJPEGMemory, Int32(ImageLimits.maxJPEGScans), &header))
    }

    /// Starts decoding at `scale` and returns the output size (CMYK files decode to CMYK rows).
    func start(scale: JPEGScale) throws -> PixelSize {
        var width: UInt32 = 0
        var height: UInt32 = 0
        let layout = isCMYK ? Int32(OC_JPEG_OUT_CMYK) : Int32(OC_JPEG_OUT_BGRA)
        try check(oc_jpeg_decoder_start(handle, Int32(scale.numerator), layout, &width, &height))
        return PixelSize(width: Int(width), height: Int(height))
    }

    /// Reads rows into `rows` (each at least output width * 4 bytes); returns how many.
    func readRows(_ rows: inout [UnsafeMutablePointer<UInt8>?]) throws -> Int {
        var read: Int32 = 0
        let count = Int32(rows.count)
        let status = rows.withUnsafeMutableBufferPointer { buffer in
            oc_jpeg_decoder_read_rows(handle, buffer.baseAddress, count, &read)
        }
        try check(status)
        return Int(read)
    }

    /// Reads to the end-of-image marker after the last row.
    func finish() throws { try check(oc_jpeg_decoder_finish(handle)) }

    /// Turns a shim status into a typed error carrying libjpeg's message.
    private func check(_ status: Int32) throws {
        guard status != Int32(OC_OK) else { return }
        let message = String(cString: oc_jpeg_decoder_message(handle))
        throw JPEGDecompressor.error(status: status, message: message)
    }

    /// The typed error for a failed libjpeg call and its message.
    static func error(status: Int32, message: String) -> ImageError {
        if status == Int32(OC_TRUNCATED) { return .truncated(.jpeg) }
        if message.contains("Backing store not supported") {
            let megabytes = ImageLimits.maxJPEGMemory / (1024 * 1024)
            return .outOfMemory(detail: "decoding this JPEG would need more than \(megabytes) MB")
        }
        if message.contains("Insufficient memory") { return .outOfMemory(detail: message) }
        if message.hasPrefix("Unsupported") || message.contains("not supported") {
            return .unsupported(.jpeg, detail: message)
        }
        return .corrupt(.jpeg, detail: message)
    }
}
