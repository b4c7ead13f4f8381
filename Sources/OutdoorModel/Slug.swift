import Foundation

/// File-name-safe slugs from titles: ASCII letters and digits joined by hyphens.
public enum Slug {
    /// A lowercase slug of at most `maxLength` characters; "entry" when nothing usable is left.
    public static func make(_ text: String, maxLength: Int = 60) -> String {
        // ICU's transliteration: any script to Latin, then Latin to plain ASCII (ð -> d, ß -> ss).
        let folded = text.applyingTransform(StringTransform("Any-Latin; Latin-ASCII"), reverse: false) ?? text
        var out = ""
        var pendingHyphen = false
        for scalar in folded.lowercased().unicodeScalars {
            let isAlnum = (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9")
            if isAlnum {
                if pendingHyphen && !out.isEmpty { out.append("-") }
                out.unicodeScalars.append(scalar)
                pendingHyphen = false
            } else {
                pendingHyphen = true
            }
            if out.count >= maxLength { break }
        }
        while out.hasSuffix("-") { out.removeLast() }
        return out.isEmpty ? "entry" : String(out.prefix(maxLength))
    }
}
