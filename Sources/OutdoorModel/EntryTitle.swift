/// Rules for entry titles, notes and place corrections.
public enum EntryText {
    /// The longest title accepted, in characters.
    public static let maxTitleLength = 500
    /// The longest note accepted, in characters.
    public static let maxNoteLength = 20_000
    /// The longest place line accepted, in characters.
    public static let maxPlaceLength = 200

    /// Trims a title and checks it is non-empty and not too long.
    public static func validatedTitle(_ raw: String) throws -> String {
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
        let note = raw.replacingOccurrences(of: "\r\n", with: "\n").trimmingWhitespace()
        guard !note.isEmpty else { return nil }
        guard note.count <= maxNoteLength else { throw EntryTextError.noteTooLong(note.count) }
        if let control = firstControlCharacter(in: note, allowing: ["\n", "\t"]) {
            throw EntryTextError.controlCharacter(field: "note", scalar: control)
        }
        return note
    }

    /// Trims a place line a person gives (`outdoor edit --place`) and checks it is one line of
    /// at most `maxPlaceLength` characters without control characters.
    public static func validatedPlace(_ raw: String) throws -> String {
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

    public var description: String {
        switch self {
        case .emptyTitle: return "a title is required: it must not be empty"
        case .titleTooLong(let n):
            return "the title is \(n) characters long; the limit is \(EntryText.maxTitleLength)"
        case .titleHasNewline: return "a title must be a single line"
        case .noteTooLong(let n):
            return "the note is \(n) characters long; the limit is \(EntryText.maxNoteLength)"
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
    /// The string without leading and trailing white space and newlines.
    public func trimmingWhitespace() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars = scalars.dropFirst() }
        while let last = scalars.last, last.isWhitespace { scalars = scalars.dropLast() }
        return String(scalars)
    }
}
