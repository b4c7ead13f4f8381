import Foundation

/// File-name-safe slugs from titles: the title's own words, in its own letters, joined by hyphens.
///
/// Letters, combining marks and digits of every script are kept as written, lowercased and in
/// Unicode's composed form (NFC): "Ísafjörður" stays "ísafjörður", "ירושלים" and "القاهرة" keep
/// their letters, "東京タワー" and "오코노미야키" stay as they are. Everything else (spaces,
/// punctuation, symbols and emoji, and so every character unsafe in a path: "/", "\", ":", "*",
/// "?", quotes, "<", ">", "|", control characters) separates words; invisible format characters
/// (joiners, direction marks) are dropped. A slug is cut after a whole word, to at most
/// `maxLength` characters and `maxBytes` bytes of UTF-8, and never ends in a hyphen.
public enum Slug {
    /// The most UTF-8 bytes a slug takes, so that a date, a counter and an extension fit with it
    /// in the 255 bytes most filesystems allow a name.
    public static let maxBytes = 200

    /// A lowercase slug of at most `maxLength` characters; `fallback` when nothing usable is left.
    public static func make(_ text: String, maxLength: Int = 60, fallback: String = "entry") -> String {
        var words: [String] = []
        var current = ""
        for scalar in text.lowercased().precomposedStringWithCanonicalMapping.unicodeScalars {
            if isKept(scalar) {
                current.unicodeScalars.append(scalar)
            } else if scalar.properties.generalCategory == .format {
                continue
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        var out = ""
        for word in words {
            let candidate = out.isEmpty ? word : out + "-" + word
            if candidate.count > maxLength || candidate.utf8.count > maxBytes {
                if out.isEmpty { out = prefix(of: word, characters: maxLength) }
                break
            }
            out = candidate
        }
        return out.isEmpty ? fallback : out
    }

    /// Whether `scalar` belongs in a slug: a letter, a combining mark or a digit of any script.
    static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 {
            return (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9")
        }
        // Variation selectors are marks that only choose a glyph (emoji or text style).
        if scalar.properties.isVariationSelector { return false }
        switch scalar.properties.generalCategory {
        case .lowercaseLetter, .uppercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .decimalNumber, .letterNumber:
            return true
        default:
            return false
        }
    }

    /// The first whole characters of `word`, at most `characters` of them and `maxBytes` bytes.
    private static func prefix(of word: String, characters: Int) -> String {
        var out = ""
        for character in word.prefix(characters) {
            guard out.utf8.count + character.utf8.count <= maxBytes else { break }
            out.append(character)
        }
        return out
    }
}
