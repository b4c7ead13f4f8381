import Foundation

/// The error underneath another one, kept whole: its type and values for code that inspects it
/// (`cause.error as? ImageError`), its sentence for people.
///
/// Errors that carry a cause stay comparable: two causes are equal when they are errors of the
/// same type that say the same sentence.
public struct ErrorCause: Error, Hashable, CustomStringConvertible, Sendable {
    /// The underlying error.
    public let error: Error

    /// Keeps `error` (a cause given a cause keeps the innermost error).
    public init(_ error: Error) {
        self.error = (error as? ErrorCause)?.error ?? error
    }

    /// The underlying error as one sentence (`ErrorText.sentence`).
    public var description: String { ErrorText.sentence(error) }

    public static func == (a: ErrorCause, b: ErrorCause) -> Bool {
        ObjectIdentifier(type(of: a.error)) == ObjectIdentifier(type(of: b.error))
            && a.description == b.description
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: error)))
        hasher.combine(description)
    }
}

/// Errors as the sentences people read.
public enum ErrorText {
    /// One sentence for `error`: Foundation's own errors by their localized text (the system's
    /// words for a missing file or a refused connection), every other error by its description.
    public static func sentence(_ error: Error) -> String {
        if let cause = error as? ErrorCause { return cause.description }
        let ns = error as NSError
        if [NSCocoaErrorDomain, NSPOSIXErrorDomain, NSURLErrorDomain].contains(ns.domain) {
            return ns.localizedDescription
        }
        return String(describing: error)
    }
}
