/// Text from the journal made safe to print on a terminal.
///
/// New titles and notes may not hold control characters, but a journal written by an older
/// version or changed behind outdoor's back may: each is shown as its visible picture (ESC as
/// "␛", NUL as "␀") instead of being sent to the terminal, which would act on it.
enum TerminalText {
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
}
