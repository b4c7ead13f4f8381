/// Why an OpenStreetMap extract could not be read.
public enum OSMError: Error, Equatable, CustomStringConvertible {
    /// The file does not exist or is not a regular file.
    case missing(path: String)
    /// The file is empty.
    case empty(path: String)
    /// libosmium could not read it; its message.
    case unreadable(path: String, message: String)

    /// The reason in words, naming the file.
    public var description: String {
        switch self {
        case .missing(let path):
            return "cannot read '\(path)': no such file"
        case .empty(let path):
            return "cannot read '\(path)': the file is empty, not an OpenStreetMap PBF extract"
        case .unreadable(let path, let message):
            return "cannot read '\(path)' as an OpenStreetMap PBF extract: \(message)"
        }
    }
}
