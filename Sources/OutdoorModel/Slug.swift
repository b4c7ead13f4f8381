import Foundation

/// File-name-safe slugs from titles: letters and digits joined by hyphens.
///
/// Latin text is folded to plain ASCII ("Saint-Émilion" -> "saint-emilion"), other scripts are
/// transliterated by ICU (Greek, Cyrillic, Arabic, Hebrew, Korean, Chinese). Japanese is kept in
/// its own letters: ICU reads kanji as Chinese (富士山 as "fu shi shan"), which would give a
/// Japanese title a Mandarin name. A slug is cut after a whole word and never ends in a hyphen.
public enum Slug {
    /// A lowercase slug of at most `maxLength` characters; "entry" when nothing usable is left.
    public static func make(_ text: String, maxLength: Int = 60) -> String {
        let japanese = text.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) }
        // ICU's transliteration: any script to Latin, then Latin to plain ASCII (ð -> d, ß -> ss).
        let rule = japanese ? "Latin-ASCII" : "Any-Latin; Latin-ASCII"
        let folded = text.applyingTransform(StringTransform(rule), reverse: false) ?? text
        var words: [String] = []
        var current = ""
        for scalar in folded.lowercased().unicodeScalars {
            let ascii = (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9")
            let letter =
                japanese && scalar.value > 0x7F
                && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil)
            if ascii || letter {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        var out = ""
        for word in words {
            let candidate = out.isEmpty ? word : out + "-" + word
            if candidate.count > maxLength {
                if out.isEmpty { out = String(word.prefix(maxLength)) }
                break
            }
            out = candidate
        }
        return out.isEmpty ? "entry" : out
    }
}
