import OutdoorImage
import OutdoorModel
import OutdoorRaster

/// Why a card could not be made; each description is a sentence a user understands.
public enum CardError: Error, Equatable, CustomStringConvertible {
    /// A scale other than 1 or 2.
    case unsupportedScale(Int)
    /// A JPEG quality outside 1-100.
    case invalidQuality(Int)
    /// The entry's stored photo no longer decodes; `cause` is the codec's error.
    case photoUnreadable(cause: ErrorCause)
    /// The photo's bytes were let go after an earlier render, so it cannot be drawn again.
    case photoReleased
    /// The map provider failed; `cause` is its own error.
    case mapFailed(cause: ErrorCause)
    /// The map provider returned a picture of another size than its request asked for.
    case mapWrongSize(expected: PixelSize, actual: PixelSize)
    /// No JPEG quality or scale brings the card under the byte limit; `smallest` is the
    /// smallest size possible in bytes, reached at scale 1 and JPEG `quality`.
    case cannotFit(limit: Int, smallest: Int, quality: Int)
    /// A PNG card is larger than the byte limit (PNG has no quality to lower).
    case pngTooLarge(limit: Int, smallest: Int)
    /// A trip summary was asked for without any entry.
    case noEntries

    /// The error as a sentence for users.
    public var description: String {
        switch self {
        case .unsupportedScale(let scale):
            return "a card can be rendered at scale 1 or 2, not \(scale)"
        case .invalidQuality(let quality):
            return "JPEG quality \(quality) is out of range: use a number from 1 to 100"
        case .photoUnreadable(let cause):
            return "the entry's photo can no longer be read: \(cause)"
        case .photoReleased:
            return "the photo's bytes were released after it was drawn; read the photo again to draw it again"
        case .mapFailed(let cause):
            return "could not draw the card's map: \(cause)"
        case .mapWrongSize(let expected, let actual):
            return "the map came back as \(actual) pixels where \(expected) pixels were asked for"
        case .cannotFit(let limit, let smallest, let quality):
            return "the card cannot be made as small as \(ByteSize.describe(limit)) (\(limit) bytes): "
                + "the smallest it can be is \(ByteSize.describe(smallest)) (\(smallest) bytes, as a JPEG "
                + "at quality \(quality) and scale 1); allow at least that much"
        case .pngTooLarge(let limit, let smallest):
            return
                "the PNG card is \(ByteSize.describe(smallest)) (\(smallest) bytes), more than the limit of "
                + "\(ByteSize.describe(limit)); use --format jpeg to let the quality adapt to the limit"
        case .noEntries:
            return "a trip summary needs at least one entry, and none was given"
        }
    }
}
