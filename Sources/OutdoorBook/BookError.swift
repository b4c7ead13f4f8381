import Foundation

/// Why a book could not be made; each description is a sentence for users.
public enum BookError: Error, CustomStringConvertible {
    /// A book was asked for without entries.
    case noEntries
    /// A photos-per-page count other than 1 or 2.
    case unsupportedPhotosPerPage(Int)
    /// A resolution outside `BookOptions.dotsPerInchRange`.
    case unsupportedResolution(Int)

    public var description: String {
        switch self {
        case .noEntries:
            return "a book needs at least one entry, and none was given"
        case .unsupportedPhotosPerPage(let count):
            return "a page holds 1 or 2 entries, not \(count)"
        case .unsupportedResolution(let dpi):
            return "photos can be embedded at \(BookOptions.dotsPerInchRange.lowerBound) to "
                + "\(BookOptions.dotsPerInchRange.upperBound) dpi, not \(dpi)"
        }
    }
}
