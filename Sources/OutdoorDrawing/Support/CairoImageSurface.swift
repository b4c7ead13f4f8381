internal import CCairo
import Foundation
import OutdoorRaster

/// Owns a Cairo image surface that reads a `PixelBuffer`'s memory, keeping the buffer alive.
final class CairoImageSurface {
    let pointer: OpaquePointer
    let buffer: PixelBuffer

    init(wrapping buffer: PixelBuffer) throws {
        let format = buffer.hasAlpha ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24
        let stride = Int(cairo_format_stride_for_width(format, Int32(buffer.width)))
        guard buffer.bytesPerRow == stride else {
            throw DrawingError.unsupportedPixelBuffer(
                reason: "its rows are \(buffer.bytesPerRow) bytes long, Cairo needs \(stride)")
        }
        guard
            let surface = cairo_image_surface_create_for_data(
                buffer.baseAddress.assumingMemoryBound(to: UInt8.self), format, Int32(buffer.width),
                Int32(buffer.height), Int32(stride))
        else { throw DrawingError.cairo(operation: "wrapping image pixels", message: "no surface") }
        do {
            try check(cairo_surface_status(surface), "wrapping image pixels")
        } catch {
            cairo_surface_destroy(surface)
            throw error
        }
        self.pointer = surface
        self.buffer = buffer
    }

    deinit { cairo_surface_destroy(pointer) }
}

extension CairoImageSurface {
    /// An opaque surface of `width` x `height` whose pixels are never drawn, carrying `jpeg` as
    /// its MIME data, so a PDF surface embeds the JPEG stream as it is.
    ///
    /// Cairo only reads the pixels of a surface whose JPEG it cannot use; the memory of an
    /// untouched image surface is never made resident (it is zero pages).
    convenience init(jpeg: Data, width: Int, height: Int) throws {
        // calloc: pages never written stay unmapped.
        let buffer = try PixelBuffer(width: width, height: height, hasAlpha: false)
        try self.init(wrapping: buffer)
        let length = jpeg.count
        guard length > 0, let copy = malloc(length) else {
            throw DrawingError.invalidArgument("an empty JPEG stream cannot be embedded")
        }
        jpeg.copyBytes(to: copy.assumingMemoryBound(to: UInt8.self), count: length)
        let status = cairo_surface_set_mime_data(
            pointer, CAIRO_MIME_TYPE_JPEG, copy.assumingMemoryBound(to: UInt8.self), UInt(length),
            { free($0) }, copy)
        if status != CAIRO_STATUS_SUCCESS { free(copy) }
        try check(status, "attaching a JPEG stream to a picture")
    }
}
