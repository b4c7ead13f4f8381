/// A width and height in pixels.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// Makes a size of `width` x `height` pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The size with width and height exchanged.
    public var transposed: PixelSize { PixelSize(width: height, height: width) }

    /// Number of pixels (width times height).
    public var pixelCount: Int { width * height }

    /// "WxH".
    public var description: String { "\(width)x\(height)" }

    /// Whether this size is at least `other` in both directions.
    public func covers(_ other: PixelSize) -> Bool { width >= other.width && height >= other.height }
}
