/// Rules for entry titles and notes.
public enum EntryText {
    /// The longest title accepted, in characters.
    public static let maxTitleLength = 500
    /// The longest note accepted, in characters.
    public static let maxNoteLength = 20_000

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

/// Why a title or note was refused.
public enum EntryTextError: Error, Equatable, CustomStringConvertible {
    case emptyTitle
    case titleTooLong(Int)
    case titleHasNewline
    case noteTooLong(Int)
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
