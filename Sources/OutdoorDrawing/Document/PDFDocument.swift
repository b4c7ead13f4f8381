internal import CCairo
import Foundation

/// A PDF being written page by page through Cairo's PDF surface: vector paths, text with its
/// fonts embedded as subsets, and pictures (JPEG streams embedded as they are).
///
/// Bytes go to `write` as Cairo produces them (pages as they end, fonts and the cross-reference
/// table at `finish()`), so a book of many photos is never held in memory. Every page has the
/// document's size. The document owns its Cairo surface and is used from one thread at a time.
public final class PDFDocument {
    /// The page size in points (1/72 inch).
    public let pageSize: CGSize
    /// The pixels per point pictures are embedded at (and Cairo rasterises anything it cannot
    /// write as vectors at): 300 dpi is 300/72.
    public let scale: Double
    /// Pages written so far.
    public private(set) var pageCount = 0

    let surface: OpaquePointer
    private let sink: Sink
    private var finished = false

    private let outputIntent: PDFOutputIntent?

    /// Where Cairo's bytes go, how many went, and the first error the destination raised; while
    /// `capture` is set, the bytes are also kept there.
    final class Sink {
        private let write: (UnsafeRawBufferPointer) throws -> Void
        var error: Error?
        private(set) var byteCount = 0
        var capture: Data?
        init(_ write: @escaping (UnsafeRawBufferPointer) throws -> Void) { self.write = write }

        /// Passes `bytes` on to the destination, counting (and capturing) them.
        func take(_ bytes: UnsafeRawBufferPointer) throws {
            try write(bytes)
            byteCount += bytes.count
            capture?.append(contentsOf: bytes)
        }
    }

    /// Starts a document of `pageSize` points whose bytes go to `write`, embedding pictures at
    /// `dotsPerInch`, with `metadata` in its document information and `outputIntent` (the
    /// space its device colours are in) in its catalog.
    ///
    /// `write` is called on the calling thread; when it throws, drawing stops with that error.
    public init(
        pageSize: CGSize, dotsPerInch: Double, metadata: PDFMetadata = PDFMetadata(),
        outputIntent: PDFOutputIntent? = nil, write: @escaping (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        guard pageSize.width.isFinite, pageSize.height.isFinite, pageSize.width >= 1, pageSize.height >= 1,
            pageSize.width <= 14_400, pageSize.height <= 14_400
        else { throw DrawingError.invalidArgument("a page of \(pageSize) points cannot be made") }
        guard dotsPerInch.isFinite, dotsPerInch >= 10, dotsPerInch <= 2_400 else {
            throw DrawingError.invalidArgument("\(dotsPerInch) dots per inch is not a resolution to print at")
        }
        let sink = Sink(write)
        let callback: cairo_write_func_t = { closure, data, length in
            guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
            let sink = Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue()
            guard sink.error == nil else { return CAIRO_STATUS_WRITE_ERROR }
            do {
                try sink.take(UnsafeRawBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            } catch {
                sink.error = error
                return CAIRO_STATUS_WRITE_ERROR
            }
        }
        guard
            let surface = cairo_pdf_surface_create_for_stream(
                callback, Unmanaged.passUnretained(sink).toOpaque(), Double(pageSize.width),
                Double(pageSize.height))
        else { throw DrawingError.cairo(operation: "creating a PDF", message: "no surface") }
        do {
            try check(cairo_surface_status(surface), "creating a PDF")
        } catch {
            cairo_surface_destroy(surface)
            throw error
        }
        cairo_surface_set_fallback_resolution(surface, dotsPerInch, dotsPerInch)
        for (key, value) in [
            (CAIRO_PDF_METADATA_TITLE, metadata.title), (CAIRO_PDF_METADATA_AUTHOR, metadata.author),
            (CAIRO_PDF_METADATA_CREATOR, metadata.creator),
        ] {
            if let value { cairo_pdf_surface_set_metadata(surface, key, value) }
        }
        self.surface = surface
        self.sink = sink
        self.outputIntent = outputIntent
        self.pageSize = pageSize
        self.scale = dotsPerInch / 72
    }

    deinit {
        // An unfinished document is abandoned: Cairo may still write, into a sink that ignores it.
        if !finished { sink.error = sink.error ?? DrawingError.invalidArgument("the document was abandoned") }
        cairo_surface_destroy(surface)
    }

    /// Draws one page with `draw`, given a canvas of the page's size (user space in points,
    /// origin at the top-left corner), then writes the page out.
    ///
    /// The canvas is only valid inside `draw`. Returns `draw`'s result.
    @discardableResult
    public func addPage<T>(_ draw: (Canvas) throws -> T) throws -> T {
        guard !finished else { throw DrawingError.invalidArgument("the document is already finished") }
        let canvas = try Canvas(vectorSurface: surface, size: pageSize, scale: scale)
        let result = try draw(canvas)
        try check(cairo_status(canvas.context), "drawing a page")
        cairo_surface_show_page(surface)
        try checkSurface("writing page \(pageCount + 1)")
        pageCount += 1
        canvas.pagePictures.removeAll()
        return result
    }

    /// Adds a bookmark named `title` for page `page` (1-based) at the top level of the outline.
    public func addBookmark(_ title: String, page: Int) throws {
        guard page >= 1 else { throw DrawingError.invalidArgument("page \(page) does not exist") }
        _ = cairo_pdf_surface_add_outline(
            surface, Int32(CAIRO_PDF_OUTLINE_ROOT), title, "page=\(page)",
            cairo_pdf_outline_flags_t(rawValue: 0))
        try checkSurface("adding a bookmark")
    }

    /// Writes the fonts, bookmarks and the cross-reference table, then the output intent,
    /// completing the document.
    ///
    /// Nothing can be drawn afterwards.
    public func finish() throws {
        guard !finished else { return }
        finished = true
        // Cairo writes its catalog and trailer last: what it writes now is kept to find them.
        let start = sink.byteCount
        if outputIntent != nil { sink.capture = Data() }
        cairo_surface_finish(surface)
        try checkSurface("finishing the PDF")
        guard let outputIntent, let tail = sink.capture else { return }
        sink.capture = nil
        let update = try outputIntent.update(tail: tail, tailOffset: start, fileSize: sink.byteCount)
        try update.withUnsafeBytes { try sink.take($0) }
    }

    /// Throws the destination's own error when writing failed, else Cairo's status.
    private func checkSurface(_ operation: String) throws {
        if let error = sink.error { throw error }
        try check(cairo_surface_status(surface), operation)
    }
}
