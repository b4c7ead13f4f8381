import Foundation

/// Text for a terminal: measured in columns (CJK and emoji take two, combining marks none),
/// and made safe to print.
///
/// New titles and notes may not hold control characters, but a journal written by an older
/// version or changed behind outdoor's back may: `safe` shows each as its visible picture (ESC as
/// "␛", NUL as "␀") instead of sending it to the terminal, which would act on it.
enum TerminalText {
    /// The columns `text` takes on a terminal.
    static func width(_ text: String) -> Int {
        text.reduce(0) { $0 + width(of: $1) }
    }

    /// The columns one character (grapheme cluster) takes: 0, 1 or 2.
    static func width(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        if scalars.contains(where: { $0.value == 0xFE0E }) { return 1 }
        if scalars.contains(where: { isWide($0) || $0.properties.isEmojiPresentation || $0.value == 0xFE0F })
        {
            return 2
        }
        if scalars.allSatisfy(isZeroWidth) { return 0 }
        return 1
    }

    /// `text` padded with spaces to `columns`, or as it is when wider.
    static func padded(_ text: String, to columns: Int) -> String {
        text + String(repeating: " ", count: max(0, columns - width(text)))
    }

    /// `text` cut to at most `columns` columns, ending with "…" when cut.
    static func truncated(_ text: String, to columns: Int) -> String {
        guard width(text) > columns else { return text }
        guard columns > 0 else { return "" }
        var out = ""
        var used = 0
        for character in text {
            let w = width(of: character)
            if used + w > columns - 1 { break }
            out.append(character)
            used += w
        }
        return out + "…"
    }

    /// The terminal's width in columns when `channel` is a terminal: `COLUMNS`, else the
    /// terminal's own size; nil when output goes to a file or a pipe (never cut there).
    static func columns(of channel: OutputChannel, environment: [String: String]) -> Int? {
        guard channel.isTerminal else { return nil }
        if let text = environment[.columns], let columns = Int(text), columns > 0 { return columns }
        var size = winsize()
        if ioctl(channel.fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return Int(size.ws_col)
        }
        return 80
    }

    /// `text` with every control character but those in `keeping` replaced by a visible symbol.
    static func safe(_ text: String, keeping: Set<Unicode.Scalar> = []) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0) && !keeping.contains($0) }) else {
            return text
        }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard isControl(scalar), !keeping.contains(scalar) else {
                out.append(scalar)
                continue
            }
            switch scalar.value {
            case 0..<0x20: out.append(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}")
            case 0x7F: out.append("\u{2421}")
            default: out.append("\u{FFFD}")
            }
        }
        return String(out)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default: return scalar.value == 0x200D
        }
    }

    /// East Asian Wide and Fullwidth blocks (Unicode's EastAsianWidth W and F), as terminals count them.
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
            0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
