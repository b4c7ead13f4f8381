import Foundation

/// Measurements of a laid-out text, in points relative to the layout's top-left origin.
public struct TextMetrics: Hashable, Sendable {
    /// The box the lines occupy for layout purposes (ascent to descent, advance widths).
    ///
    /// With a layout width and centred or end alignment, its x is where the text starts.
    public var logicalBounds: CGRect
    /// The box the inked glyphs actually cover (may differ from the logical box by overhangs).
    public var inkBounds: CGRect
    /// Distance from the top of the layout to the first line's baseline.
    public var baseline: Double
    /// Number of lines after wrapping.
    public var lineCount: Int
    /// Whether text was cut and an ellipsis ("…") inserted.
    public var isEllipsized: Bool
    /// Characters no loaded font could draw (they show as hex boxes).
    public var unknownGlyphCount: Int
    /// Whether the first paragraph reads right to left (Arabic, Hebrew).
    public var isRightToLeft: Bool

    /// The height of the layout box, from its top to the bottom of the last line.
    public var height: Double { Double(logicalBounds.maxY) }
}
