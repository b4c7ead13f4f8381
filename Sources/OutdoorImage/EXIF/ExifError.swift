/// Why an EXIF block could not be read; callers may treat it as a warning and go on without EXIF.
public enum ExifError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The block is not EXIF at all (no "Exif" header or no TIFF header).
    case notExif
    /// libexif found the block damaged; `messages` are its own words.
    case malformed(messages: [String])

    public var description: String {
        switch self {
        case .notExif:
            return "the photo's EXIF block has no valid header; its metadata was ignored"
        case .malformed(let messages):
            let detail = messages.prefix(3).joined(separator: "; ")
            return "the photo's EXIF metadata is damaged (\(detail)); what could be read was kept"
        }
    }

    /// Whether all the damage is in a camera maker's note (libexif's ExifMnote domains), so the
    /// standard fields, GPS among them, were read whole.
    public var isConfinedToMakerNote: Bool {
        guard case .malformed(let messages) = self, !messages.isEmpty else { return false }
        return messages.allSatisfy { $0.hasPrefix("ExifMnote") }
    }
}
