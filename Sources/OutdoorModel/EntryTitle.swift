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
        return title
    }

    /// Trims a note; an empty note means no note.
    public static func validatedNote(_ raw: String?) throws -> String? {
        guard let raw else { return nil }
        let note = raw.trimmingWhitespace()
        guard !note.isEmpty else { return nil }
        guard note.count <= maxNoteLength else { throw EntryTextError.noteTooLong(note.count) }
        return note
    }
}

/// Why a title or note was refused.
public enum EntryTextError: Error, Equatable, CustomStringConvertible {
    case emptyTitle
    case titleTooLong(Int)
    case titleHasNewline
    case noteTooLong(Int)

    public var description: String {
        switch self {
        case .emptyTitle: return "a title is required: it must not be empty"
        case .titleTooLong(let n):
            return "the title is \(n) characters long; the limit is \(EntryText.maxTitleLength)"
        case .titleHasNewline: return "a title must be a single line"
        case .noteTooLong(let n):
            return "the note is \(n) characters long; the limit is \(EntryText.maxNoteLength)"
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
