import OutdoorDrawing

/// One figure's texts for a figures grid (the trip summary's and the activity card's): its value,
/// its unit (nil without one) and its caption.
struct FigureTexts {
    var value: TextLayout
    var unit: TextLayout?
    /// The gap in points between the value and its unit.
    var unitGap: Double
    var caption: TextLayout
}

extension [FigureTexts] {
    /// The height in points of one figure's cell: the tallest value, `captionSpacing`, the
    /// tallest caption.
    func cellHeight(captionSpacing: Double) -> Double {
        let value = map(\.value.metrics.height).max() ?? 0
        let caption = map(\.caption.metrics.height).max() ?? 0
        return value + captionSpacing + caption
    }
}
