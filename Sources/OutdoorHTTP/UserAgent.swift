/// The User-Agent a tool sends: its name, version and project URL, as providers' terms ask.
public struct UserAgent: Hashable, Sendable {
    /// The tool's name ("outdoor").
    public let name: String
    /// The tool's version ("0.1.0").
    public let version: String
    /// Where to learn about the tool ("https://github.com/outdoor-utility/outdoor").
    public let projectURL: String

    /// Makes a User-Agent, throwing when a part is empty or holds characters a header cannot.
    public init(name: String, version: String, projectURL: String) throws {
        for (part, value) in [("name", name), ("version", version)] {
            guard !value.isEmpty, value.unicodeScalars.allSatisfy(Self.isTokenCharacter) else {
                throw UserAgentError.invalidPart(part: part, value: value)
            }
        }
        guard !projectURL.isEmpty,
            projectURL.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F && $0 != ")" })
        else { throw UserAgentError.invalidPart(part: "project URL", value: projectURL) }
        self.name = name
        self.version = version
        self.projectURL = projectURL
    }

    /// The header value, "outdoor/0.1.0 (+https://github.com/outdoor-utility/outdoor)".
    public var headerValue: String { "\(name)/\(version) (+\(projectURL))" }

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
                + " cannot carry"
        }
    }
}
