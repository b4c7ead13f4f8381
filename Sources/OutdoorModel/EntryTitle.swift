/// Rules for entry titles, notes and place corrections.
public enum EntryText {
    /// The longest title accepted, in characters (grapheme clusters, as a person counts them).
    public static let maxTitleLength = 500
    /// The most code points a title may hold: one "character" may be many (a letter and its
    /// accents), but a title of 500 characters with 100,000 accents each is no title.
    public static let maxTitleScalars = 2_000
    /// The most bytes of UTF-8 a title may hold.
    public static let maxTitleBytes = 8_000
    /// The longest note accepted, in characters.
    public static let maxNoteLength = 20_000
    /// The most code points a note may hold.
    public static let maxNoteScalars = 80_000
    /// The most bytes of UTF-8 a note may hold.
    public static let maxNoteBytes = 200_000

    /// The limits as help states them.
    public static let limitsHelp =
        "A title is one line of at most 500 characters, 2,000 code points and 8,000 bytes (UTF-8); a\n"
        + "note at most 20,000 characters, 80,000 code points and 200,000 bytes; neither may hold control\n"
        + "characters."
    /// The longest place line accepted, in characters.
    public static let maxPlaceLength = 200
    /// The most code points a place line may hold: as many as characters, as the journal's
    /// schema counts them (SQLite's length()).
    public static let maxPlaceScalars = 200
    /// The most bytes of UTF-8 a place line may hold.
    public static let maxPlaceBytes = 800

    /// Trims a title and checks it is non-empty and not too long.
    ///
    /// Its size in bytes and code points is checked first, so a title of 100 MB is refused
    /// without counting its characters.
    public static func validatedTitle(_ raw: String) throws -> String {
        try checkSize(raw, field: "title", bytes: maxTitleBytes, scalars: maxTitleScalars)
        let title = raw.trimmingWhitespace()
        guard !title.isEmpty else { throw EntryTextError.emptyTitle }
        guard title.count <= maxTitleLength else { throw EntryTextError.titleTooLong(title.count) }
        guard !title.contains(where: { $0.isNewline }) else { throw EntryTextError.titleHasNewline }
        if let control = firstControlCharacter(in: title, allowing: []) {
            throw EntryTextError.controlCharacter(field: "title", scalar: control)
        }
        return title
    }

    /// Trims a note; an empty note means no note.
    ///
    /// Line breaks and tabs are kept (a Windows line break becomes a plain one); other control
    /// characters, which a terminal would act on, are refused.
    public static func validatedNote(_ raw: String?) throws -> String? {
        guard let raw else { return nil }
        try checkSize(raw, field: "note", bytes: maxNoteBytes, scalars: maxNoteScalars)
        let note = raw.replacingOccurrences(of: "\r\n", with: "\n").trimmingWhitespace()
        guard !note.isEmpty else { return nil }
        guard note.count <= maxNoteLength else { throw EntryTextError.noteTooLong(note.count) }
        if let control = firstControlCharacter(in: note, allowing: ["\n", "\t"]) {
            throw EntryTextError.controlCharacter(field: "note", scalar: control)
        }
        return note
    }

    /// Refuses `text` when it holds more than `bytes` bytes of UTF-8 or `scalars` code points
    /// (counting stops at the limit).
    static func checkSize(_ text: String, field: String, bytes: Int, scalars: Int) throws {
        let byteCount = text.utf8.count
        guard byteCount <= bytes else { throw EntryTextError.tooManyBytes(field: field, byteCount) }
        var count = 0
        for _ in text.unicodeScalars {
            count += 1
            if count > scalars {
                throw EntryTextError.tooManyCodePoints(field: field, text.unicodeScalars.count)
            }
        }
    }

    /// Trims a place line a person gives (`outdoor edit --place`) and checks it is one line of
    /// at most `maxPlaceLength` characters without control characters (its bytes and code
    /// points checked first, as a title's are).
    public static func validatedPlace(_ raw: String) throws -> String {
        try checkSize(raw, field: "place line", bytes: maxPlaceBytes, scalars: maxPlaceScalars)
        let place = raw.trimmingWhitespace()
        guard !place.isEmpty else { throw EntryTextError.emptyPlace }
        guard place.count <= maxPlaceLength else { throw EntryTextError.placeTooLong(place.count) }
        guard !place.contains(where: { $0.isNewline }) else { throw EntryTextError.placeHasNewline }
        if let control = firstControlCharacter(in: place, allowing: []) {
            throw EntryTextError.controlCharacter(field: "place", scalar: control)
        }
        return place
    }

    /// The first control character (Unicode category Cc: C0, DEL, C1) of `text` not in `allowed`.
    ///
    /// Control characters carry terminal escape sequences into listings, and a NUL would cut
    /// the text short in C libraries.
    public static func firstControlCharacter(in text: String, allowing allowed: Set<Unicode.Scalar>)
        -> Unicode.Scalar?
    {
        text.unicodeScalars.first { $0.properties.generalCategory == .control && !allowed.contains($0) }
    }
}

/// Why a title, note or place line was refused.
public enum EntryTextError: Error, Equatable, CustomStringConvertible {
    case emptyTitle
    case titleTooLong(Int)
    case titleHasNewline
    case noteTooLong(Int)
    /// A place line that is empty (`--place auto` returns to the computed line instead).
    case emptyPlace
    /// A place line longer than `EntryText.maxPlaceLength` characters.
    case placeTooLong(Int)
    /// A place line of more than one line.
    case placeHasNewline
    /// The title or note (`field`) holds a control character.
    case controlCharacter(field: String, scalar: Unicode.Scalar)
    /// The title, note or place line (`field`) holds more bytes of UTF-8 than its limit (how many).
    case tooManyBytes(field: String, Int)
    /// The title, note or place line (`field`) holds more code points than its limit (how many).
    case tooManyCodePoints(field: String, Int)

    /// The byte and code point limits of `field` ("title", "note", "place line").
    static func limits(of field: String) -> (bytes: Int, scalars: Int) {
        switch field {
        case "title": return (EntryText.maxTitleBytes, EntryText.maxTitleScalars)
        case "place line": return (EntryText.maxPlaceBytes, EntryText.maxPlaceScalars)
        default: return (EntryText.maxNoteBytes, EntryText.maxNoteScalars)
        }
    }

    public var description: String {
        switch self {
        case .emptyTitle: return "a title is required: it must not be empty"
        case .titleTooLong(let n):
            return "the title is \(n) characters long; the limit is \(EntryText.maxTitleLength)"
        case .titleHasNewline: return "a title must be a single line"
        case .noteTooLong(let n):
            return "the note is \(n) characters long; the limit is \(EntryText.maxNoteLength)"
        case .tooManyBytes(let field, let count):
            let limit = Self.limits(of: field).bytes
            return "the \(field) is \(count) bytes long (UTF-8); the limit is \(limit)"
        case .tooManyCodePoints(let field, let count):
            let limit = Self.limits(of: field).scalars
            return "the \(field) holds \(count) code points (letters with their accents and marks counted "
                + "one by one); the limit is \(limit)"
        case .emptyPlace:
            return "a place line must not be empty ('--place auto' shows the computed one again)"
        case .placeTooLong(let n):
            return "the place line is \(n) characters long; the limit is \(EntryText.maxPlaceLength)"
        case .placeHasNewline: return "a place line must be a single line"
        case .controlCharacter(let field, let scalar):
            let code = String(scalar.value, radix: 16, uppercase: true)
            return
                "the \(field) holds a control character (U+\(String(repeating: "0", count: max(0, 4 - code.count)))\(code)), "
                + "which terminals act on: remove it"
        }
    }
}

extension String {
    /// The string as messages quote it: control characters shown as their pictures ("␛" for
    /// ESC, "␊" for a line feed) so a terminal never acts on them, cut at `limit` code points.
    public func quotedForMessages(limit: Int = 60) -> String {
        var out = String.UnicodeScalarView()
        var count = 0
        for scalar in unicodeScalars {
            if count == limit {
                out.append("…")
                break
            }
            count += 1
            guard scalar.properties.generalCategory == .control else {
                out.append(scalar)
                continue
            }
            switch scalar.value {
            case 0..<0x20: out.append(Unicode.Scalar(0x2400 + scalar.value) ?? "?")
            case 0x7F: out.append("\u{2421}")
            default: out.append("\u{FFFD}")
            }
        }
        return String(out)
    }

    /// The string without leading and trailing white space and newlines.
    public func trimmingWhitespace() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars = scalars.dropFirst() }
        while let last = scalars.last, last.isWhitespace { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
