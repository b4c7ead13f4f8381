internal import CCairo
import Foundation
import OutdoorRaster

/// A drawing surface: a Cairo context over pixels in memory, or over one page of a `PDFDocument`.
///
/// User space is measured in points. On a pixel canvas, device pixels are points times `scale`
/// (1 for 1x, 2 for high-density output); the canvas owns its Cairo handles and keeps the pixel
/// buffer alive while they live, and `pixelBuffer()` hands the same memory to the encoders
/// without copying. On a page canvas (`isVector`) paths and text stay vectors, and `scale` is
/// the resolution pictures are embedded at (pixels per point: 300 dpi is 300/72).
/// A canvas is used from one thread at a time; separate canvases may draw on separate threads.
public final class Canvas {
    /// The largest width or height Cairo's image surfaces accept, in pixels.
    public static let maxDimension = 32_767
    /// The largest scale factor accepted (device pixels per point).
    public static let maxScale = 16.0

    /// Width of the pixel buffer in device pixels (a page's width at `scale`).
    public let pixelWidth: Int
    /// Height of the pixel buffer in device pixels (a page's height at `scale`).
    public let pixelHeight: Int
    /// Device pixels per point; on a page, the pixels per point pictures are embedded at.
    public let scale: Double

    /// The pixels drawn into; nil on a page canvas.
    let buffer: PixelBuffer?
    /// The canvas size in points.
    public let size: CGSize
    let surface: OpaquePointer
    let context: OpaquePointer
    /// Pictures a page canvas has drawn: kept alive until the page is written (`PDFDocument`).
    var pagePictures: [AnyObject] = []

    /// A transparent canvas of `pixelWidth` x `pixelHeight` device pixels at `scale` pixels per point.
    ///
    /// With an opaque `background` the canvas starts filled with it and its buffer is marked as
    /// having no alpha, which lets encoders write RGB instead of RGBA.
    public convenience init(pixelWidth: Int, pixelHeight: Int, scale: Double = 1, background: Color? = nil)
        throws
    {
        try Self.validate(width: pixelWidth, height: pixelHeight, scale: scale)
        let buffer: PixelBuffer
        do {
            buffer = try PixelBuffer(
                width: pixelWidth, height: pixelHeight, hasAlpha: background.map { $0.alpha < 1 } ?? true)
        } catch let cause as PixelBufferError {
            throw DrawingError.noPixels(width: pixelWidth, height: pixelHeight, scale: scale, cause: cause)
        }
        try self.init(drawingInto: buffer, scale: scale)
        if let background { try clear(to: background) }
    }

    /// A canvas drawing into an existing `buffer` (kept alive by the canvas) at `scale` pixels per point.
    public init(drawingInto buffer: PixelBuffer, scale: Double = 1) throws {
        try Self.validate(width: buffer.width, height: buffer.height, scale: scale)
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(buffer.width)))
        guard stride > 0, buffer.bytesPerRow == stride else {
            throw DrawingError.unsupportedPixelBuffer(
                reason: "its rows are \(buffer.bytesPerRow) bytes long, Cairo needs \(stride) for "
                    + "\(buffer.width) pixels")
        }
        let data = buffer.baseAddress.assumingMemoryBound(to: UInt8.self)
        guard
            let surface = cairo_image_surface_create_for_data(
                data, CAIRO_FORMAT_ARGB32, Int32(buffer.width), Int32(buffer.height), Int32(stride))
        else { throw DrawingError.cairo(operation: "creating the image surface", message: "no surface") }
        do {
            try check(cairo_surface_status(surface), "creating the image surface")
        } catch {
            cairo_surface_destroy(surface)
            throw error
        }
        cairo_surface_set_device_scale(surface, scale, scale)
        guard let context = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            throw DrawingError.cairo(operation: "creating the drawing context", message: "no context")
        }
        do {
            try check(cairo_status(context), "creating the drawing context")
        } catch {
            cairo_destroy(context)
            cairo_surface_destroy(surface)
            throw error
        }
        self.buffer = buffer
        self.surface = surface
        self.context = context
        self.pixelWidth = buffer.width
        self.pixelHeight = buffer.height
        self.scale = scale
        self.size = CGSize(width: Double(buffer.width) / scale, height: Double(buffer.height) / scale)
    }

    /// A canvas over the current page of a vector surface (`surface`, of which it takes a
    /// reference), `size` points large, embedding pictures at `scale` pixels per point.
    init(vectorSurface surface: OpaquePointer, size: CGSize, scale: Double) throws {
        guard let context = cairo_create(surface) else {
            throw DrawingError.cairo(operation: "creating the page's drawing context", message: "no context")
        }
        do {
            try check(cairo_status(context), "creating the page's drawing context")
        } catch {
            cairo_destroy(context)
            throw error
        }
        cairo_surface_reference(surface)
        self.buffer = nil
        self.surface = surface
        self.context = context
        self.size = size
        self.scale = scale
        self.pixelWidth = max(1, Int((Double(size.width) * scale).rounded()))
        self.pixelHeight = max(1, Int((Double(size.height) * scale).rounded()))
    }

    /// Whether the canvas draws vectors on a document page rather than pixels.
    public var isVector: Bool { buffer == nil }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    private static func validate(width: Int, height: Int, scale: Double) throws {
        func fail(_ reason: String) -> DrawingError {
            .invalidCanvasSize(width: width, height: height, scale: scale, reason: reason)
        }
        guard width > 0, height > 0 else { throw fail("both sides must be at least 1 pixel") }
        guard width <= maxDimension, height <= maxDimension else {
            throw fail("Cairo draws at most \(maxDimension) pixels on a side")
        }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= PixelBuffer.maxPixels else {
            throw fail("more than \(PixelBuffer.maxPixels / 1_000_000) megapixels")
        }
        guard scale.isFinite, scale > 0, scale <= maxScale else {
            throw fail("the scale must be above 0 and at most \(maxScale)")
        }
    }

    /// The canvas bounds in points, with the origin at the top-left corner.
    public var bounds: CGRect { CGRect(origin: .zero, size: size) }

    /// Finishes pending drawing and returns the buffer the canvas draws into (shared, not copied).
    ///
    /// The buffer holds premultiplied ARGB32 pixels. Drawing more afterwards changes it. A page
    /// canvas has no pixels and throws `DrawingError.invalidArgument`.
    public func pixelBuffer() throws -> PixelBuffer {
        guard let buffer else {
            throw DrawingError.invalidArgument("a document page has no pixels to hand over")
        }
        try check(cairo_status(context), "drawing")
        cairo_surface_flush(surface)
        try check(cairo_surface_status(surface), "flushing the image surface")
        return buffer
    }

    /// Replaces every pixel (ignoring the clip's antialiasing) with `color`.
    public func clear(to color: Color = .clear) throws {
        cairo_save(context)
        cairo_reset_clip(context)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        setSource(color)
        cairo_paint(context)
        cairo_restore(context)
        try check(cairo_status(context), "clearing the canvas")
    }

    func setSource(_ color: Color) {
        func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        cairo_set_source_rgba(
            context, unit(color.red), unit(color.green), unit(color.blue), unit(color.alpha))
    }
}
