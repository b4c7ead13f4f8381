import OutdoorModel
import OutdoorRaster

/// Why a photo could not be read, decoded or encoded; each description is a sentence for users.
public enum ImageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The data holds no bytes at all.
    case empty
    /// The data is not a JPEG, PNG or HEIC image; `detectedKind` names what it looks like, if known.
    case notAnImage(detectedKind: String?)
    /// The data ends before the image does.
    case truncated(PhotoFormat)
    /// The data is damaged; `detail` is the codec library's own message.
    case corrupt(PhotoFormat, detail: String)
    /// The header claims more pixels than the limit (`limit` in pixels, per image).
    case tooLarge(width: Int, height: Int, limit: Int)
    /// The header claims a width or height above `limit` pixels on one side.
    case sideTooLong(width: Int, height: Int, limit: Int)
    /// The header claims an image with no pixels.
    case emptyImage(PhotoFormat)
    /// The image uses a feature this build cannot decode; `detail` says which.
    case unsupported(PhotoFormat, detail: String)
    /// Encoding failed; `detail` is the library's own message.
    case encodingFailed(PhotoFormat, detail: String)
    /// The codec ran out of memory or hit its memory cap.
    case outOfMemory(detail: String)
    /// A decode was asked to cover a size with no pixels.
    case emptyTarget(PixelSize)

    public var description: String {
        switch self {
        case .empty:
            return "the file is empty: it is not a JPEG, PNG or HEIC image"
        case .notAnImage(let kind?):
            return "the file is \(kind), not a JPEG, PNG or HEIC image"
        case .notAnImage(nil):
            return "the file is not a JPEG, PNG or HEIC image"
        case .truncated(let format):
            return "the \(format.displayName) is truncated: the file ends before the image does"
        case .corrupt(let format, let detail):
            return "the \(format.displayName) is corrupt (\(detail))"
        case .tooLarge(let width, let height, let limit):
            return "the image claims \(width)x\(height) pixels, more than the "
                + "\(limit / 1_000_000)-megapixel limit"
        case .sideTooLong(let width, let height, let limit):
            return "the image claims \(width)x\(height) pixels, wider or taller than the limit of "
                + "\(limit) pixels per side"
        case .emptyImage(let format):
            return "the \(format.displayName) claims to have no pixels"
        case .unsupported(let format, let detail):
            return "the \(format.displayName) cannot be decoded: \(detail)"
        case .encodingFailed(let format, let detail):
            return "could not encode the \(format.displayName) (\(detail))"
        case .outOfMemory(let detail):
            return "not enough memory to decode the image (\(detail))"
        case .emptyTarget(let size):
            return "cannot decode a photo to cover \(size) pixels: the size is empty"
        }
    }
}

extension PhotoFormat {
    /// The format's name in messages ("JPEG", "PNG", "HEIC image").
    var displayName: String {
        switch self {
        case .jpeg: return "JPEG"
        case .png: return "PNG"
        case .heif: return "HEIC image"
        }
    }
}
