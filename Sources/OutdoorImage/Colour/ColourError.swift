/// Why a colour profile could not be used; each description is a phrase for a warning.
public enum ColourError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Little CMS refused a call; `message` is its own.
    case library(function: String, message: String)
    /// The embedded profile is larger than the cap (`limit` bytes).
    case profileTooLarge(bytes: Int, limit: Int)
    /// The profile's colour space does not fit the photo's pixels.
    case unsupportedSpace(String)
    /// The embedded profile's segments or chunk are malformed.
    case malformed(String)

    public var description: String {
        switch self {
        case .library(let function, let message):
            return "Little CMS refused its profile (\(function): \(message))"
        case .profileTooLarge(let bytes, let limit):
            return "its colour profile has \(bytes) bytes, more than the \(limit) allowed"
        case .unsupportedSpace(let detail):
            return "its colour profile \(detail)"
        case .malformed(let detail):
            return "its colour profile is damaged (\(detail))"
        }
    }
}
