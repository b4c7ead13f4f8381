import Foundation

/// A file or folder could not be read, written or made; the message names the path and says why
/// in words (never a Foundation error domain and number).
public struct FileError: Error, Equatable, CustomStringConvertible {
    /// What was being done.
    public enum Action: String, Sendable {
        case read = "read"
        case write = "write"
        case createFolder = "create the folder"
        case remove = "remove"
    }

    /// What was being done.
    public var action: Action
    /// The path it was done to.
    public var path: String
    /// Why it failed, as a phrase ("no space left on device", "it is a folder").
    public var reason: String
    /// The system's error number when the system refused, else 0.
    public var errno: Int32

    /// Makes an error with a reason in words.
    public init(_ action: Action, path: String, reason: String, errno: Int32 = 0) {
        self.action = action
        self.path = path
        self.reason = reason
        self.errno = errno
    }

    /// Makes an error from the system's error number, in the system's words (lower case).
    public init(_ action: Action, path: String, errno code: Int32) {
        self.init(action, path: path, reason: Self.words(for: code), errno: code)
    }

    /// The system's words for an error number, in lower case, with a hint where it helps.
    public static func words(for code: Int32) -> String {
        let text = String(cString: strerror(code)).lowercased()
        switch code {
        case ELOOP: return text + " (the links point at each other in a loop)"
        case EFBIG: return text + " (a limit on file sizes was reached)"
        default: return text
        }
    }

    public var description: String { "cannot \(action.rawValue) \(path): \(reason)" }
}
