import Foundation

/// What text drawing accepts, whatever a journal holds: a layout's cost must grow with what it
/// shows, never with what it was given.
///
/// Entry titles and notes are capped in bytes and code points where they come in (`EntryText`),
/// but a damaged journal, a `--title` or a place name may hold anything. Before text reaches
/// Pango it is made drawable:
/// - at most `maxBytes` of UTF-8 (256 KB, above any note the journal takes), then "…";
/// - with `maxLines`, no more code points than could ever show in those lines (a line of the
///   narrowest glyphs holds about ten per em), then "…";
/// - at most `maxNonStarters` combining marks in a row (Unicode's stream-safe format keeps 30):
///   a letter with 100,000 accents is shaped as a letter with 30;
/// - a break opportunity (U+200B) after every `maxUnbrokenRun` code points without one, so a
///   "word" of 100,000 letters is wrapped in linear time (Pango reshapes the rest of a word at
///   every line it breaks).
/// Text within these bounds, which is every real title, note and label, is drawn unchanged.
public enum DrawableText {
    /// The most bytes of UTF-8 a layout takes (256 KB).
    public static let maxBytes = 262_144
    /// The most combining marks (non-starters) kept in a row.
    public static let maxNonStarters = 30
    /// The most code points without a place to break a line before one is added.
    public static let maxUnbrokenRun = 256

    /// The most code points that could show in `lines` lines of `width` points at `size`
    /// points: ten glyphs to an em, four code points to a glyph, and room to spare.
    public static func scalarLimit(lines: Int, width: Double, size: Double) -> Int {
        let perLine = (width / max(size, 0.1) * 10).rounded(.up)
        guard perLine.isFinite, perLine < 1e9 else { return Int.max }
        let limit = Double(lines) * perLine * 4 + 256
        return limit < 1e12 ? Int(limit) : Int.max
    }

    /// `text` as drawing takes it (see above); the same string when nothing needs changing.
    public static func prepared(_ text: String, scalarLimit: Int = .max) -> String {
        if text.utf8.count <= maxUnbrokenRun, text.utf8.count <= scalarLimit, !hasLongMarks(text) {
            return text
        }
        var out = String.UnicodeScalarView()
        var bytes = 0
        var scalars = 0
        var nonStarters = 0
        var unbroken = 0
        var previous: Unicode.Scalar?
        var changed = false
        for scalar in text.unicodeScalars {
            let isMark = scalar.properties.canonicalCombiningClass.rawValue != 0
            nonStarters = isMark ? nonStarters + 1 : 0
            if nonStarters > maxNonStarters {
                changed = true
                continue
            }
            if scalar.properties.isWhitespace || scalar.value == 0x200B {
                unbroken = 0
            } else if unbroken >= maxUnbrokenRun, startsCluster(scalar, after: previous) {
                out.append("\u{200B}")
                bytes += 3
                unbroken = 0
                changed = true
            }
            let size = String(scalar).utf8.count
            if bytes + size > maxBytes || scalars >= scalarLimit {
                out.append("…")
                return String(out)
            }
            out.append(scalar)
            bytes += size
            scalars += 1
            unbroken += 1
            previous = scalar
        }
        return changed ? String(out) : text
    }

    /// Whether `text` (short) holds more combining marks in a row than are kept.
    private static func hasLongMarks(_ text: String) -> Bool {
        var run = 0
        for scalar in text.unicodeScalars {
            run = scalar.properties.canonicalCombiningClass.rawValue != 0 ? run + 1 : 0
            if run > maxNonStarters { return true }
        }
        return false
    }

    /// Whether a line may be broken before `scalar` without splitting a character: not a
    /// combining mark, joiner, variation selector, skin tone or flag half, nor after a joiner.
    private static func startsCluster(_ scalar: Unicode.Scalar, after previous: Unicode.Scalar?) -> Bool {
        if previous?.value == 0x200D { return false }
        if scalar.properties.canonicalCombiningClass.rawValue != 0 { return false }
        switch scalar.value {
        case 0x200C, 0x200D, 0xFE00...0xFE0F, 0xE0100...0xE01EF, 0x1F3FB...0x1F3FF, 0x1F1E6...0x1F1FF,
            0xE0020...0xE007F:
            return false
        default:
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark, .format, .control, .surrogate: return false
            default: return true
            }
        }
    }
}
