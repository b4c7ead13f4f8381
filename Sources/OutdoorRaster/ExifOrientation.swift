/// The EXIF orientation tag (1-8): how the stored pixels must be turned to be seen upright.
public enum ExifOrientation: Int, CaseIterable, Sendable {
    /// Stored upright.
    case up = 1
    /// Mirrored left to right.
    case upMirrored = 2
    /// Turned 180 degrees.
    case down = 3
    /// Mirrored top to bottom.
    case downMirrored = 4
    /// Mirrored along the top-left to bottom-right diagonal (transposed).
    case leftMirrored = 5
    /// Needs turning 90 degrees clockwise to be upright (a phone held upright).
    case right = 6
    /// Mirrored along the top-right to bottom-left diagonal (transversed).
    case rightMirrored = 7
    /// Needs turning 90 degrees counter-clockwise to be upright.
    case left = 8

    /// Whether the upright image swaps width and height.
    public var swapsDimensions: Bool { rawValue >= 5 }

    /// The upright size of a stored image of `size`: its sides swapped for quarter turns.
    ///
    /// Swapping is its own inverse, so this is also the stored size that turns into an upright
    /// `size`, which is how decoders find the stored pixels a target needs.
    public func upright(_ size: PixelSize) -> PixelSize {
        swapsDimensions ? size.transposed : size
    }

    /// The orientation for a tag value; values outside 1-8 read as upright, as cameras intend.
    public init(tag: Int) { self = ExifOrientation(rawValue: tag) ?? .up }
}
