/// The file format a card is encoded in.
public enum CardFormat: String, CaseIterable, Sendable, Codable {
    /// Lossless PNG (8-bit RGB), the default: crisp text and map lines.
    case png
    /// Baseline JPEG with 4:2:0 chroma: smaller files, for messengers with size limits.
    case jpeg

    /// The file-name extensions a file of this format may have, the usual one first.
    public var fileExtensions: [String] {
        self == .png ? ["png"] : ["jpg", "jpeg"]
    }

    /// The usual file extension, without the dot.
    public var fileExtension: String {
        switch self {
        case .png: return "png"
        case .jpeg: return "jpg"
        }
    }

    /// The MIME type.
    public var mimeType: String {
        switch self {
        case .png: return "image/png"
        case .jpeg: return "image/jpeg"
        }
    }
}
