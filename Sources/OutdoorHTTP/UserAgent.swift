import Foundation

/// The User-Agent a tool sends: its name and version, and a contact when the person gives one,
/// as weather and radar services ask of their clients.
public struct UserAgent: Hashable, Sendable {
    /// The tool's name ("outdoor").
    public let name: String
    /// The tool's version ("0.1.0").
    public let version: String
    /// How the service can reach whoever runs the tool ("me@example.org", a web page), when given.
    public let contact: String?

    /// Makes a User-Agent, throwing when a part is empty or holds characters a header cannot.
    ///
    /// A blank `contact` counts as none; one with control characters, non-ASCII letters or
    /// parentheses (which would end the comment it is sent in) is refused.
    public init(name: String, version: String, contact: String? = nil) throws {
        for (part, value) in [("name", name), ("version", version)] {
            guard !value.isEmpty, value.unicodeScalars.allSatisfy(Self.isTokenCharacter) else {
                throw UserAgentError.invalidPart(part: part, value: value)
            }
        }
        let trimmed = contact?.trimmingCharacters(in: .whitespaces)
        if let trimmed, !trimmed.isEmpty {
            guard trimmed.count <= 200,
                trimmed.unicodeScalars.allSatisfy({
                    $0.value >= 0x20 && $0.value < 0x7F && $0 != "(" && $0 != ")" && $0 != "\\"
                })
            else { throw UserAgentError.invalidPart(part: "contact", value: trimmed) }
            self.contact = trimmed
        } else {
            self.contact = nil
        }
        self.name = name
        self.version = version
    }

    /// The header value: "outdoor/0.1.0", or "outdoor/0.1.0 (+me@example.org)" with a contact.
    public var headerValue: String { contact.map { "\(name)/\(version) (+\($0))" } ?? "\(name)/\(version)" }

    /// Whether a character may appear in an HTTP product token (RFC 9110 `tchar`).
    static func isTokenCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9": return true
        case "!", "#", "$", "%", "&", "'", "*", "+", "-", ".", "^", "_", "`", "|", "~": return true
        default: return false
        }
    }
}

/// Why a User-Agent was refused.
public enum UserAgentError: Error, Equatable, CustomStringConvertible {
    case invalidPart(part: String, value: String)

    public var description: String {
        switch self {
        case .invalidPart(let part, let value):
            return "the User-Agent \(part) \"\(value)\" is empty or has characters an HTTP header"
                + " cannot carry (printable ASCII without parentheses or backslashes, at most 200)"
        }
    }
}
