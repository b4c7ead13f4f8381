/// Why map data could not be read: each case names the file and says what is wrong in a sentence.
public enum GeoDataError: Error, Equatable, CustomStringConvertible {
    /// The data directory does not exist or is not a directory.
    case notADirectory(path: String)
    /// A file the query needs is not in the data directory.
    case missingFile(path: String)
    /// The file exists but could not be opened or mapped.
    case unreadable(path: String, reason: String)
    /// The file does not start with the format's magic bytes.
    case notGeoData(path: String)
    /// The file uses a format version this build cannot read.
    case unsupportedVersion(path: String, found: Int, supported: Int)
    /// The file holds other content than its name promises (a places file named like a coast file).
    case wrongContent(path: String, detail: String)
    /// The file ends before the data its header describes.
    case truncated(path: String, detail: String)
    /// The file's contents are inconsistent.
    case corrupt(path: String, detail: String)
    /// A query was given a box or count it cannot use.
    case invalidQuery(String)

    /// A sentence saying what went wrong, for the person using the program.
    public var description: String {
        switch self {
        case .notADirectory(let path):
            return "The map data directory \(path) does not exist or is not a directory."
        case .missingFile(let path):
            return
                "The map data file \(path) is missing; rebuild the data with Scripts/geodata or reinstall the program."
        case .unreadable(let path, let reason):
            return "The map data file \(path) could not be read: \(reason)."
        case .notGeoData(let path):
            return "The file \(path) is not Outdoor Utility map data (it does not start with \"OUGD\")."
        case .unsupportedVersion(let path, let found, let supported):
            return
                "The map data file \(path) uses format version \(found), but this program reads version \(supported)."
        case .wrongContent(let path, let detail):
            return "The map data file \(path) holds the wrong data: \(detail)."
        case .truncated(let path, let detail):
            return "The map data file \(path) is truncated: \(detail)."
        case .corrupt(let path, let detail):
            return "The map data file \(path) is damaged: \(detail)."
        case .invalidQuery(let detail):
            return "The map data query is not valid: \(detail)."
        }
    }
}
