import OutdoorDrawing

extension TextLayout {
    /// `text` laid out in at most `maxLines` lines: whole when `isCut` is false, else cut after
    /// a whole word with "…" (or inside a word when a single word is too long).
    static func shortened(
        _ text: String, style: TextStyle, width: Double, maxLines: Int, isCut: Bool, fonts: FontLibrary
    ) throws -> TextLayout {
        guard isCut else { return try TextLayout(text, style: style, width: width, library: fonts) }
        let bound = TextFit.characterBound(lines: maxLines, width: width, size: style.size)
        let cut = try TextFit.cutAtWord(text, maxCharacters: bound) { candidate in
            try TextLayout(candidate, style: style, width: width, library: fonts).metrics.lineCount
                <= maxLines
        }
        if let cut {
            return try TextLayout(cut, style: style, width: width, maxLines: maxLines, library: fonts)
        }
        return try TextLayout(text, style: style, width: width, maxLines: maxLines, library: fonts)
    }
}
