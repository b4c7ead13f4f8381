import CCairo
import Foundation
import OutdoorImage
import OutdoorRaster

/// Reads and writes golden PNGs with Cairo's own PNG code (tests only).
public enum GoldenPNG {
    /// Decodes the PNG at `path` into premultiplied ARGB32 pixels.
    public static func read(_ path: String) throws -> PixelBuffer {
        guard let surface = cairo_image_surface_create_from_png(path) else {
            throw GoldenFailure("Cairo returned no surface reading \(path)")
        }
        defer { cairo_surface_destroy(surface) }
        try check(cairo_surface_status(surface), "reading \(path)")
        cairo_surface_flush(surface)
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24,
            let data = cairo_image_surface_get_data(surface)
        else { throw GoldenFailure("\(path) decoded to a pixel format the comparison does not handle") }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let opaque = format == CAIRO_FORMAT_RGB24
        let buffer = try PixelBuffer(width: width, height: height, hasAlpha: !opaque)
        let out = buffer.baseAddress.assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            let source = data + y * stride
            let target = out + y * buffer.bytesPerRow
            target.update(from: source, count: width * 4)
            if opaque {
                for x in 0..<width { target[x * 4 + 3] = 255 }
            }
        }
        return buffer
    }

    /// Encodes `buffer` as a PNG at `path` (RGB when the buffer has no alpha, else RGBA).
    public static func write(_ buffer: PixelBuffer, to path: String) throws {
        let format = buffer.hasAlpha ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24
        guard cairo_format_stride_for_width(format, Int32(buffer.width)) == Int32(buffer.bytesPerRow),
            let surface = cairo_image_surface_create_for_data(
                buffer.baseAddress.assumingMemoryBound(to: UInt8.self), format, Int32(buffer.width),
                Int32(buffer.height), Int32(buffer.bytesPerRow))
        else { throw GoldenFailure("cannot wrap a \(buffer.width)x\(buffer.height) buffer to write \(path)") }
        defer { cairo_surface_destroy(surface) }
        try check(cairo_surface_status(surface), "wrapping pixels for \(path)")
        try check(cairo_surface_write_to_png(surface, path), "writing \(path)")
        withExtendedLifetime(buffer) {}
    }

    /// Throws Cairo's message for a failed status.
    private static func check(_ status: cairo_status_t, _ operation: String) throws {
        guard status != CAIRO_STATUS_SUCCESS else { return }
        let message =
            cairo_status_to_string(status).map { String(cString: $0) } ?? "status \(status.rawValue)"
        throw GoldenFailure("Cairo failed \(operation): \(message)")
    }
}
