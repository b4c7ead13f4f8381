import CCairo
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
