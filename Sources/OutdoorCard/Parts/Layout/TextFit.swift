/// The card's text-fitting decisions, kept pure so they are tested without fonts.
public enum TextFit {
    /// The most lines a title may take before it is cut with "…".
    public static let titleMaxLines = 2

    /// Which title size to use: the first of `sizes` (largest first) at which the title needs at
    /// most `maxLines` lines; when none does, the last (smallest) size, cut with "…".
    ///
    /// `lineCount` lays the title out at a size and returns its number of lines.
    public static func titleSize(
        sizes: [Double], maxLines: Int = titleMaxLines, lineCount: (Double) throws -> Int
    ) rethrows -> (size: Double, isCut: Bool) {
        for size in sizes where try lineCount(size) <= maxLines {
            return (size, false)
        }
        return (sizes.last ?? 0, true)
    }

    /// The most characters `lines` lines of `width` points can hold at `size` points: no
    /// glyph of the bundled fonts is narrower than a fifth of the size, space included.
    public static func characterBound(lines: Int, width: Double, size: Double) -> Int {
        guard size > 0, width.isFinite else { return .max }
        return Int((Double(max(lines, 0) + 1) * (width / (0.2 * size) + 1)).rounded(.up))
    }

    /// How many lines of `lineHeight` points fit in `available` points, at most `needed`.
    public static func linesThatFit(available: Double, lineHeight: Double, needed: Int) -> Int {
        guard lineHeight > 0, available.isFinite, available > 0, needed > 0 else { return 0 }
        return min(needed, Int((available / lineHeight).rounded(.down)))
    }

    /// The characters dropped from the end of a cut text before "…" is added.
    static let trailingCutCharacters: Set<Character> = [
        ",", ";", ":", ".", "-", "\u{2013}", "\u{2014}", "(", "/",
    ]

    /// The longest start of `text` that ends with a whole word, followed by "…", for which
    /// `fits` is true; nil when not even the first word fits (the caller then cuts inside it).
    ///
    /// Cutting at a word keeps a shortened title or note clean: no half word and no space or
    /// comma before the "…". `fits` must grow harder to meet as the text grows (it usually lays
    /// the text out and counts lines); it is called about log2(words) times. Only starts of at
    /// most `maxCharacters` characters are tried, which keeps a 20,000-character note cheap.
    public static func cutAtWord(
        _ text: String, maxCharacters: Int = .max, fits: (String) throws -> Bool
    ) rethrows -> String? {
        var wordEnds: [String.Index] = []
        var previousIsWord = false
        var characters = 0
        for index in text.indices {
            characters += 1
            if characters > maxCharacters { break }
            let isSpace = text[index].isWhitespace
            if isSpace, previousIsWord { wordEnds.append(index) }
            previousIsWord = !isSpace
        }
        if previousIsWord, characters <= maxCharacters { wordEnds.append(text.endIndex) }

        func candidate(_ count: Int) -> String {
            var kept = Substring(text[..<wordEnds[count - 1]])
            while let last = kept.last, last.isWhitespace || trailingCutCharacters.contains(last) {
                kept = kept.dropLast()
            }
            return kept + "\u{2026}"
        }
        // Binary search for the most words that fit: `low` words fit, `high` words do not.
        var low = 0
        var high = wordEnds.count + 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if try fits(candidate(middle)) { low = middle } else { high = middle }
        }
        return low > 0 ? candidate(low) : nil
    }
}
