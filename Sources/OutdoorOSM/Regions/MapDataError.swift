/// Why the map data folder could not be changed as asked.
public enum MapDataError: Error, Equatable, CustomStringConvertible {
    /// The name cannot name a region; the reason.
    case invalidName(String, reason: String)
    /// No region of that name is imported.
    case unknownRegion(String, known: [String])
    /// A file or folder could not be written, renamed or removed; the path and the system's reason.
    case file(action: String, path: String, reason: String)
    /// The import was interrupted; nothing was changed.
    case interrupted
    /// The extract holds nothing to draw a map from.
    case noData(path: String)

    /// The reason in words.
    public var description: String {
        switch self {
        case .invalidName(let name, let reason):
            return "'\(name)' cannot name a region: \(reason)"
        case .unknownRegion(let name, let known):
            let list = known.isEmpty ? "none is imported" : "imported: " + known.joined(separator: ", ")
            return "no region named '\(name)' (\(list))"
        case .file(let action, let path, let reason):
            return "cannot \(action) \(path): \(reason)"
        case .interrupted:
            return "interrupted: nothing was imported, the map data is as it was"
        case .noData(let path):
            return "'\(path)' holds no nodes: there is nothing to draw a map from"
        }
    }
}
