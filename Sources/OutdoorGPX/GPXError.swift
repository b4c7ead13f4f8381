/// Why a track file was refused; nothing of a refused file is imported.
public enum GPXError: Error, Equatable, Sendable, CustomStringConvertible {
    /// libxml2 (or zlib) could not be loaded.
    case parserUnavailable(reason: String)
    /// The file could not be read (`cause`: the system's words).
    case unreadable(cause: String)
    /// The file, or its XML after decompression, is larger than `limit` bytes.
    case tooLarge(limit: UInt64)
    /// A format this reader recognises but does not read (`name`), with a way to convert it.
    case unsupportedFormat(name: String, hint: String)
    /// The XML's root element is not `gpx`.
    case notGPX(root: String)
    /// The file declares a document type (a DTD, where entities are declared): refused unread.
    case declarationRefused
    /// The gzip data is damaged or truncated.
    case damagedGzip(detail: String)
    /// The XML is malformed or truncated, or a value breaks GPX's rules, at `line`.
    case malformed(line: Int, detail: String)
    /// A point's position, height or time is impossible, at `line`.
    case impossibleValue(line: Int, detail: String)
    /// Elements nested deeper than `limit`.
    case tooDeep(line: Int, limit: Int)
    /// More points or waypoints than a track may have.
    case tooManyPoints(limit: Int, what: String)
    /// The file has no track or route point (`waypoints`: how many waypoints it has).
    case noPoints(waypoints: Int)

    public var description: String {
        switch self {
        case .parserUnavailable(let reason):
            return "the XML parser libxml2 could not be loaded (Debian package libxml2): \(reason)"
        case .unreadable(let cause): return "it cannot be read: \(cause)"
        case .tooLarge(let limit):
            return "it is larger than \(limit / (1 << 20)) MB of XML, the most a track file may have"
        case .unsupportedFormat(let name, let hint):
            return "it is a \(name) file, which outdoor does not read; \(hint)"
        case .notGPX(let root):
            return "it is not a GPX file (its root element is <\(root.prefix(40))>, not <gpx>)"
        case .declarationRefused:
            return "it declares a document type (<!DOCTYPE ...>); GPX files have none, and DTDs and "
                + "entities are refused unread"
        case .damagedGzip(let detail): return "its gzip compression is damaged: \(detail)"
        case .malformed(let line, let detail): return "it is not well-formed GPX at line \(line): \(detail)"
        case .impossibleValue(let line, let detail): return "at line \(line), \(detail)"
        case .tooDeep(let line, let limit):
            return "its elements are nested deeper than \(limit) levels at line \(line)"
        case .tooManyPoints(let limit, let what): return "it has more than \(limit) \(what)"
        case .noPoints(let waypoints):
            return waypoints == 0
                ? "it has no track or route points"
                : "it has no track or route points, only \(waypoints) waypoint\(waypoints == 1 ? "" : "s")"
        }
    }
}
