internal import CCairo
internal import CPango
import Foundation

/// The Pango settings that make text deterministic, and the translation of `TextStyle` to Pango.
enum PangoSetup {
    /// Font options for identical pixels everywhere: grey antialiasing, no hinting, unhinted
    /// metrics, unrounded glyph positions, and an explicit language (Pango's default is "c"
    /// because Swift never calls setlocale).
    static func configure(_ context: OpaquePointer, language: String) {
        if let options = cairo_font_options_create() {
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
            pango_cairo_context_set_font_options(context, options)
            cairo_font_options_destroy(options)
        }
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_base_dir(context, PANGO_DIRECTION_WEAK_LTR)
        pango_context_set_language(context, pango_language_from_string(language))
    }

    /// Sets font, width, wrapping, ellipsis and spacing on `layout`.
    static func apply(_ style: TextStyle, width: Double?, maxLines: Int?, to layout: OpaquePointer) {
        if let description = pango_font_description_new() {
            pango_font_description_set_family(description, style.families)
            let weight = min(max(style.weight.rawValue, 100), 1000)
            pango_font_description_set_weight(description, PangoWeight(UInt32(weight)))
            pango_font_description_set_absolute_size(description, style.size * Double(PANGO_SCALE))
            pango_layout_set_font_description(layout, description)
            pango_font_description_free(description)
        }
        pango_layout_set_auto_dir(layout, 1)
        if let width {
            pango_layout_set_width(layout, units(width))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        if let maxLines {
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            pango_layout_set_height(layout, -Int32(clamping: maxLines))
        }
        if let spacing = style.lineSpacing {
            pango_layout_set_line_spacing(layout, Float(spacing))
        }
    }

    /// Sets letter spacing and keeps each emoji sequence of `text` in the emoji font.
    static func applyAttributes(_ style: TextStyle, text: String, to layout: OpaquePointer) {
        let emoji = EmojiRuns.byteRanges(in: text)
        let hangul = hangulWords(in: text)
        let evenLines = style.lineSpacing != nil && text.unicodeScalars.contains(where: isRightToLeftLetter)
        guard style.letterSpacing != 0 || !emoji.isEmpty || !hangul.isEmpty || evenLines,
            let attributes = pango_attr_list_new()
        else {
            return
        }
        if evenLines, let height = mainFontHeight(layout),
            let attribute = pango_attr_line_height_new_absolute(Int32(clamping: Int(height.rounded())))
        {
            // Hebrew's and Arabic's fonts have taller line metrics than Inter, and Pango's spacing
            // factor multiplies each line's own: a line holding them got up to twice the spacing of
            // its Latin neighbours. Every line is as high as one of the main font, with the gap
            // the factor gives between lines of the main font (below).
            pango_attr_list_insert(attributes, attribute)
        }
        // Korean is written with spaces between words and breaks there, not between syllables
        // as Chinese and Japanese do (CSS's word-break: keep-all): "오코노미야키" stays whole.
        for range in hangul {
            guard let attribute = pango_attr_allow_breaks_new(0) else { continue }
            attribute.pointee.start_index = UInt32(range.lowerBound)
            attribute.pointee.end_index = UInt32(range.upperBound)
            pango_attr_list_insert(attributes, attribute)
        }
        if style.letterSpacing != 0, let attribute = pango_attr_letter_spacing_new(units(style.letterSpacing))
        {
            pango_attr_list_insert(attributes, attribute)
        }
        // Pango asks fontconfig for the text's language before the family: a language the
        // emoji font declares (und-zsye, "emoji") keeps Inter's digits and symbols out of the run.
        for range in emoji {
            for attribute in [
                pango_attr_family_new(EmojiRuns.family),
                pango_attr_language_new(pango_language_from_string(EmojiRuns.language)),
            ] {
                guard let attribute else { continue }
                attribute.pointee.start_index = UInt32(range.lowerBound)
                attribute.pointee.end_index = UInt32(range.upperBound)
                pango_attr_list_insert(attributes, attribute)
            }
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        if !emoji.isEmpty || evenLines, let factor = style.lineSpacing {
            spaceLinesByMainFont(layout, factor: factor)
        }
    }

    /// Whether `scalar` is a Hebrew or Arabic letter or mark (their fonts' lines are taller).
    static func isRightToLeftLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF: return true
        default: return false
        }
    }

    /// The height of a line of the layout's main font, in Pango units; nil when unknown.
    static func mainFontHeight(_ layout: OpaquePointer) -> Double? {
        guard let context = pango_layout_get_context(layout),
            let metrics = pango_context_get_metrics(
                context, pango_layout_get_font_description(layout), pango_context_get_language(context))
        else { return nil }
        let height = Double(pango_font_metrics_get_height(metrics))
        pango_font_metrics_unref(metrics)
        return height > 0 ? height : nil
    }

    /// The UTF-8 byte ranges of `text`'s Korean words: runs of two or more Hangul characters.
    static func hangulWords(in text: String) -> [Range<Int>] {
        func isHangul(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xD7B0...0xD7FF:
                return true
            default: return false
            }
        }
        var ranges: [Range<Int>] = []
        var start: Int?
        var count = 0
        var offset = 0
        for scalar in text.unicodeScalars {
            let length = String(scalar).utf8.count
            if isHangul(scalar) {
                if start == nil { start = offset }
                count += 1
            } else {
                if let begun = start, count > 1 { ranges.append(begun..<offset) }
                start = nil
                count = 0
            }
            offset += length
        }
        if let begun = start, count > 1 { ranges.append(begun..<offset) }
        return ranges
    }

    /// Spaces lines by `factor` times the main font's line height, as a fixed gap between lines.
    ///
    /// Pango's line-spacing factor multiplies each line's font height, and the colour emoji
    /// font, scaled from its bitmap strike, reports a height far below its glyphs: a line of
    /// emoji alone would overlap the line above. For text of the main font alone the fixed gap
    /// gives the same baselines as the factor.
    static func spaceLinesByMainFont(_ layout: OpaquePointer, factor: Double) {
        guard let context = pango_layout_get_context(layout),
            let metrics = pango_context_get_metrics(
                context, pango_layout_get_font_description(layout), pango_context_get_language(context))
        else { return }
        let height = Double(pango_font_metrics_get_height(metrics))
        pango_font_metrics_unref(metrics)
        guard height > 0 else { return }
        pango_layout_set_line_spacing(layout, 0)
        pango_layout_set_spacing(layout, Int32(clamping: Int(((factor - 1) * height).rounded())))
    }

    /// Enforces `maxLines` across paragraphs; returns whether it had to cut the text itself.
    ///
    /// Pango's negative height limits lines per paragraph, so several short paragraphs can
    /// exceed the limit. Then the text is cut after the last allowed line, "…" is appended, and
    /// the layout height is capped at that line's bottom (Pango ellipsizes if "…" wraps).
    static func limitLines(of layout: OpaquePointer, text: String, to maxLines: Int) -> Bool {
        guard pango_layout_get_line_count(layout) > Int32(clamping: maxLines),
            let line = pango_layout_get_line_readonly(layout, Int32(clamping: maxLines - 1)),
            let iterator = pango_layout_get_iter(layout)
        else { return false }
        var bottom: Int32 = 0
        for _ in 0..<maxLines {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            bottom = logical.y + logical.height
            if pango_layout_iter_next_line(iterator) == 0 { break }
        }
        pango_layout_iter_free(iterator)
        let end = min(text.utf8.count, Int(line.pointee.start_index + line.pointee.length))
        var kept = String(decoding: text.utf8.prefix(end), as: UTF8.self)
        while let last = kept.unicodeScalars.last, last.properties.isWhitespace {
            kept.unicodeScalars.removeLast()
        }
        kept += "\u{2026}"
        kept.withCString { pango_layout_set_text(layout, $0, Int32(clamping: kept.utf8.count)) }
        pango_layout_set_height(layout, bottom)
        return true
    }

    /// Sets the alignment; left and right are made absolute by checking the paragraph direction.
    static func align(_ layout: OpaquePointer, _ alignment: TextAlignment) {
        // With automatic direction, Pango mirrors LEFT and RIGHT for right-to-left paragraphs,
        // so LEFT means "start" and RIGHT means "end".
        let rtl = isRightToLeft(layout)
        let value: PangoAlignment
        switch alignment {
        case .natural: value = PANGO_ALIGN_LEFT
        case .center: value = PANGO_ALIGN_CENTER
        case .end: value = PANGO_ALIGN_RIGHT
        case .left: value = rtl ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
        case .right: value = rtl ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT
        }
        pango_layout_set_alignment(layout, value)
    }

    static func isRightToLeft(_ layout: OpaquePointer) -> Bool {
        guard let line = pango_layout_get_line_readonly(layout, 0) else { return false }
        return pango_layout_line_get_resolved_direction(line) == PANGO_DIRECTION_RTL
    }

    /// Reads the layout's extents, baseline and flags, in points.
    static func measure(_ layout: OpaquePointer) -> TextMetrics {
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        return TextMetrics(
            logicalBounds: rect(logical), inkBounds: rect(ink),
            baseline: points(pango_layout_get_baseline(layout)),
            lineCount: Int(pango_layout_get_line_count(layout)),
            isEllipsized: pango_layout_is_ellipsized(layout) != 0,
            unknownGlyphCount: Int(pango_layout_get_unknown_glyphs_count(layout)),
            isRightToLeft: isRightToLeft(layout))
    }

    /// The characters `layout` draws as boxes because no font has them, in order, each once.
    ///
    /// Pango writes such a glyph as the character's code point with PANGO_GLYPH_UNKNOWN_FLAG
    /// (0x10000000) set, a macro Swift cannot see.
    static func unknownCharacters(_ layout: OpaquePointer) -> [Unicode.Scalar] {
        let unknownFlag: UInt32 = 0x1000_0000
        var found: [Unicode.Scalar] = []
        guard let iterator = pango_layout_get_iter(layout) else { return found }
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator), let glyphs = run.pointee.glyphs,
                let infos = glyphs.pointee.glyphs
            else { continue }
            for index in 0..<Int(glyphs.pointee.num_glyphs) {
                let glyph = infos[index].glyph
                guard glyph & unknownFlag != 0, let scalar = Unicode.Scalar(glyph & ~unknownFlag),
                    !scalar.properties.isWhitespace, !found.contains(scalar)
                else { continue }
                found.append(scalar)
            }
        } while pango_layout_iter_next_run(iterator) != 0
        return found
    }

    static func units(_ points: Double) -> Int32 {
        Int32(clamping: Int((points * Double(PANGO_SCALE)).rounded()))
    }

    static func points(_ units: Int32) -> Double { Double(units) / Double(PANGO_SCALE) }

    static func rect(_ r: PangoRectangle) -> CGRect {
        CGRect(x: points(r.x), y: points(r.y), width: points(r.width), height: points(r.height))
    }
}
