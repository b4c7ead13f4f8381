import OutdoorRaster

/// A libjpeg DCT-domain decoding scale of `numerator`/8 (1/8 to 8/8).
///
/// Decoding at M/8 skips most of the inverse DCT work, so a photo that only has to cover a
/// small panel decodes several times faster and into a fraction of the memory.
public struct JPEGScale: Hashable, Sendable, CustomStringConvertible {
    /// The scale's numerator over 8, 1...8.
    public let numerator: Int

    /// Full size (8/8).
    public static let full = JPEGScale(numerator: 8)
    /// The smallest scale (1/8), which needs only the DC coefficient of each block.
    public static let smallest = JPEGScale(numerator: 1)

    /// Makes a scale; numerators outside 1...8 are clamped into that range.
    public init(numerator: Int) { self.numerator = min(8, max(1, numerator)) }

    /// The output size libjpeg produces at this scale: each side is ceil(side * M / 8).
    public func outputSize(of stored: PixelSize) -> PixelSize {
        PixelSize(
            width: (stored.width * numerator + 7) / 8, height: (stored.height * numerator + 7) / 8)
    }

    /// The smallest scale whose output, once `orientation` is applied, still covers `target`
    /// (an upright size in pixels); full size when even that does not cover it.
    public static func covering(
        stored: PixelSize, orientation: ExifOrientation, target: PixelSize
    ) -> JPEGScale {
        let needed = orientation.upright(target)
        for numerator in 1...8 {
            let scale = JPEGScale(numerator: numerator)
            if scale.outputSize(of: stored).covers(needed) { return scale }
        }
        return .full
    }

    /// "M/8".
    public var description: String { "\(numerator)/8" }
}
