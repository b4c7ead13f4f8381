import OutdoorDrawing

/// The summary card's text styles: the entry card's styles, plus the figures and conditions.
struct SummaryTypography {
    let design: SummaryDesign
    let palette: CardPalette
    /// The entry card's styles for the same preset and theme (date, title, place, credits).
    let card: CardTypography

    init(design: SummaryDesign, palette: CardPalette) {
        self.design = design
        self.palette = palette
        card = CardTypography(design: design.card, palette: palette)
    }

    /// A figure's value: bold and tight, like the entry card's temperature.
    func figureValue(size: Double) -> TextStyle {
        TextStyle(size: size, weight: .bold, color: palette.ink, letterSpacing: -0.03 * size)
    }

    /// A figure's unit beside its value.
    func figureUnit(valueSize: Double) -> TextStyle {
        let size = valueSize * design.figureUnitShare
        return TextStyle(
            size: size, weight: .semibold, color: palette.secondaryInk, letterSpacing: -0.005 * size)
    }

    /// The space between a figure's value and its unit, in points.
    func figureUnitGap(valueSize: Double, kind: TripSummaryText.Figure.Kind) -> Double {
        kind == .temperature ? 0.03 * valueSize : 0.12 * valueSize
    }

    /// A figure's caption: small tracked capitals in the muted ink.
    var figureCaption: TextStyle {
        TextStyle(
            size: design.figureCaptionSize, weight: .semibold, color: palette.mutedInk,
            letterSpacing: 0.09 * design.figureCaptionSize)
    }

    /// The conditions' names under their icons.
    var conditionsSummary: TextStyle {
        TextStyle(size: design.conditionsSummarySize, weight: .medium, color: palette.secondaryInk)
    }
}
