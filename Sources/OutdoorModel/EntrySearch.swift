import Foundation

/// What `log --search TEXT` looks for, and whether an entry's words hold it.
///
/// An entry's words are its title, note, place line (with the name of the country its code
/// names: "Vaduz, LI" reads as in Liechtenstein) and the names of its trips. Case and accents
/// are ignored ("zurich" finds "Zürich" and "ZÜRICH"). TEXT is looked for anywhere in them,
/// except TEXT of one or two Latin letters or digits, which must be a whole word ("LI" finds
/// "Vaduz, LI" but not "Lisbon"; "no" finds Norway's code but not "north"). Two letters of a
/// script written without spaces ("東京") are looked for anywhere.
public struct EntrySearch: Hashable, Sendable {
    /// The text as given.
    public let text: String
    /// `text` folded (`fold`), trimmed.
    let folded: String
    /// Whether `folded` must be a whole word of a field.
    let isWord: Bool

    /// The longest text matched as a whole word rather than anywhere, in characters.
    public static let wordLength = 2

    /// A search for `text`; one that folds to nothing (spaces, marks alone) matches nothing.
    public init(_ text: String) {
        self.text = text
        folded = Self.fold(text).trimmingCharacters(in: .whitespacesAndNewlines)
        isWord =
            folded.count <= Self.wordLength
            && folded.unicodeScalars.allSatisfy({ Self.isLatinLetter($0) || ("0"..."9").contains($0) })
    }

    /// Whether `field` holds the text: anywhere, or as a whole word for a short text.
    public func matches(_ field: String) -> Bool {
        guard !folded.isEmpty else { return false }
        let field = Self.fold(field)
        return isWord ? Self.words(field).contains(folded) : field.contains(folded)
    }

    /// Whether an entry with these words matches: its title, its note, its place line as shown,
    /// the name of the country the line's code names (`countryName(code)`, nil for unknown),
    /// and the names of the trips it belongs to.
    public func matches(
        title: String, note: String?, place: String?, tripNames: [String] = [],
        countryName: (String) -> String? = { _ in nil }
    ) -> Bool {
        if matches(title) || note.map(matches) == true || tripNames.contains(where: matches) {
            return true
        }
        guard let place else { return false }
        if matches(place) { return true }
        return Self.countryCode(ofPlaceLine: place).flatMap(countryName).map(matches) ?? false
    }

    /// The country code a place line ends with ("LI" for "Vaduz, LI"; "NO" for "Reine, Lofoten,
    /// no"), uppercased, or nil when its last part is not two ASCII letters.
    public static func countryCode(ofPlaceLine line: String) -> String? {
        guard let comma = line.lastIndex(of: ",") else { return nil }
        let last = line[line.index(after: comma)...].trimmingCharacters(in: .whitespaces)
        guard last.unicodeScalars.count == 2,
            last.unicodeScalars.allSatisfy(isLatinLetter)
        else { return nil }
        return last.uppercased()
    }

    /// `text` lowercased, with accents and other combining marks taken off ("Zürich" -> "zurich",
    /// "ÉTÉ" -> "ete") and "ß" written "ss"; letters with no base letter ("ø", "ł") stay.
    public static func fold(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.lowercased().decomposedStringWithCanonicalMapping.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark: continue
            default: break
            }
            if scalar == "ß" {
                out.append(contentsOf: "ss".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// Whether `scalar` is one of "a"-"z" and "A"-"Z".
    static func isLatinLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// The words of folded `text`: its runs of letters and digits.
    static func words(_ text: String) -> [String] {
        text.split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }
}
