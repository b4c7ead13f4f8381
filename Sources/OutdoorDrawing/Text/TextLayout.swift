internal import CPango
import Foundation

/// A paragraph of text shaped and wrapped with a `FontLibrary`, ready to measure and draw.
///
/// The layout owns its Pango layout and keeps its font library alive. It is independent of any
/// canvas: measuring needs no surface, and the same layout can be drawn on several canvases.
/// Use it on the thread that uses its font library.
public final class TextLayout {
    /// The text laid out: the text given, made drawable (`DrawableText`: cut at 256 KB or at
    /// what `maxLines` lines can show, combining marks and unbroken runs bounded).
    public let text: String
    /// The style it was laid out with.
    public let style: TextStyle
    /// The width lines wrap at, in points; nil for one unwrapped line per paragraph.
    public let width: Double?
    /// The most lines kept before the rest is cut with an ellipsis; nil for no limit.
    public let maxLines: Int?
    /// Its measurements.
    public private(set) var metrics: TextMetrics

    /// The font library the layout's fonts come from.
    public let library: FontLibrary
    let layout: OpaquePointer

    /// The largest font size accepted, in points.
    public static let maxFontSize = 1_000.0

    /// Lays out `text` in `style`, wrapping at `width` points and keeping at most `maxLines` lines.
    ///
    /// Paragraphs take their direction from their first strong character, so Arabic and Hebrew
    /// lay out right to left. `maxLines` needs a `width`; the last kept line ends with "…", and
    /// the limit counts lines across paragraphs.
    public init(
        _ text: String, style: TextStyle, width: Double? = nil, maxLines: Int? = nil, library: FontLibrary
    ) throws {
        guard style.size.isFinite, style.size > 0, style.size <= Self.maxFontSize else {
            throw DrawingError.invalidArgument(
                "font size \(style.size) must be above 0 and at most \(Self.maxFontSize) points")
        }
        if let width, !(width.isFinite && width > 0 && width < 1_000_000) {
            throw DrawingError.invalidArgument("text width \(width) must be a positive number of points")
        }
        if let maxLines {
            guard maxLines > 0 else {
                throw DrawingError.invalidArgument("maxLines must be at least 1, not \(maxLines)")
            }
            guard width != nil else {
                throw DrawingError.invalidArgument("maxLines needs a width to wrap the text in")
            }
        }
        guard style.letterSpacing.isFinite, style.lineSpacing.map({ $0.isFinite && $0 >= 0 }) ?? true else {
            throw DrawingError.invalidArgument("letter and line spacing must be finite")
        }
        guard let context = pango_font_map_create_context(library.fontMap) else {
            throw DrawingError.pango(operation: "create a text context")
        }
        PangoSetup.configure(context, language: style.language)
        guard let layout = pango_layout_new(context) else {
            g_object_unref(UnsafeMutableRawPointer(context))
            throw DrawingError.pango(operation: "create a text layout")
        }
        g_object_unref(UnsafeMutableRawPointer(context))

        // What drawing accepts: a layout's cost follows what it can show (see DrawableText).
        let limit = maxLines.flatMap { lines in
            width.map { DrawableText.scalarLimit(lines: lines, width: $0, size: style.size) }
        }
        let text = DrawableText.prepared(text, scalarLimit: limit ?? .max)
        self.text = text
        self.style = style
        self.width = width
        self.maxLines = maxLines
        self.library = library
        self.layout = layout
        self.metrics = TextMetrics(
            logicalBounds: .zero, inkBounds: .zero, baseline: 0, lineCount: 0, isEllipsized: false,
            unknownGlyphCount: 0, isRightToLeft: false)

        PangoSetup.apply(style, width: width, maxLines: maxLines, to: layout)
        // An ellipsized line shows U+2028 as a visible glyph; as a paragraph break it is cut cleanly.
        let source = maxLines == nil ? text : text.replacingOccurrences(of: "\u{2028}", with: "\n")
        source.withCString { pango_layout_set_text(layout, $0, Int32(clamping: source.utf8.count)) }
        PangoSetup.applyAttributes(style, text: source, to: layout)
        let cutAcrossParagraphs =
            maxLines.map { PangoSetup.limitLines(of: layout, text: source, to: $0) } ?? false
        PangoSetup.align(layout, style.alignment)
        self.metrics = PangoSetup.measure(layout)
        if cutAcrossParagraphs { metrics.isEllipsized = true }
        if metrics.unknownGlyphCount > 0, let missing = library.missingGlyphs {
            missing.record(PangoSetup.unknownCharacters(layout))
        }
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// Where line `line` (from 0) starts in `text`, for splitting the text between pages: nil
    /// past the last line, inside a character, or when the layout keeps fewer lines (`maxLines`).
    public func startOfLine(_ line: Int) -> String.Index? {
        guard maxLines == nil, line >= 0, line < metrics.lineCount,
            let found = pango_layout_get_line_readonly(layout, Int32(line))
        else { return nil }
        let utf8 = text.utf8
        guard
            let index = utf8.index(
                utf8.startIndex, offsetBy: Int(found.pointee.start_index), limitedBy: utf8.endIndex)
        else { return nil }
        return index.samePosition(in: text)
    }

    /// Paths of the font files the laid-out runs use, without duplicates, in order of use.
    public var fontFiles: [String] {
        var files: [String] = []
        guard let iterator = pango_layout_get_iter(layout) else { return files }
        defer { pango_layout_iter_free(iterator) }
        repeat {
            if let run = pango_layout_iter_get_run_readonly(iterator), let item = run.pointee.item,
                let font = item.pointee.analysis.font,
                g_type_check_instance_is_a(
                    UnsafeMutableRawPointer(font).assumingMemoryBound(to: GTypeInstance.self),
                    pango_fc_font_get_type()) != 0,
                let pattern = pango_fc_font_get_pattern(
                    UnsafeMutableRawPointer(font).assumingMemoryBound(to: PangoFcFont.self))
            {
                var value: UnsafeMutablePointer<FcChar8>?
                if FcPatternGetString(pattern, FC_FILE, 0, &value) == FcResultMatch, let value {
                    let file = String(cString: value)
                    if !files.contains(file) { files.append(file) }
                }
            }
        } while pango_layout_iter_next_run(iterator) != 0
        return files
    }
}
