/// Finds the runs of text that should be drawn as colour emoji.
///
/// Pango picks fonts per character in family order, so the digit of a keycap ("1️⃣") or a
/// symbol with an emoji variation selector ("©️", "↔️") would come from Inter, with its
/// combining marks left to the emoji font as a separate, broken glyph. Marking these runs with
/// the emoji family keeps each sequence in one font.
public enum EmojiRuns {
    /// The family emoji are drawn with.
    public static let family = "Noto Color Emoji"
    /// The language tag fontconfig gives emoji fonts ("und-Zsye": undetermined, emoji script).
    public static let language = "und-zsye"

    /// The UTF-8 byte ranges of `text` whose characters are emoji in emoji presentation.
    ///
    /// A character counts when it has a scalar with default emoji presentation (🥞, 🇪🇸, 👍🏽),
    /// an emoji variation selector (U+FE0F) or a keycap mark (U+20E3), and no text variation
    /// selector (U+FE0E). Neighbouring emoji form one range.
    public static func byteRanges(in text: String) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var offset = 0
        for character in text {
            let length = character.utf8.count
            if isEmoji(character) {
                if let last = ranges.last, last.upperBound == offset {
                    ranges[ranges.count - 1] = last.lowerBound..<(offset + length)
                } else {
                    ranges.append(offset..<(offset + length))
                }
            }
            offset += length
        }
        return ranges
    }

    /// Whether `character` is drawn as an emoji picture.
    public static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        if scalars.contains(where: { $0.value == 0xFE0E }) { return false }
        return scalars.contains {
            $0.properties.isEmojiPresentation || $0.value == 0xFE0F || $0.value == 0x20E3
        }
    }
}
