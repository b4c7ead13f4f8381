import OutdoorDrawing

/// The card's text styles for one preset and theme: Inter (with the bundled Arabic and Hebrew
/// faces for those scripts), tight tracking on large sizes, tracked capitals for the date.
struct CardTypography {
    let design: CardDesign
    let palette: CardPalette
    /// The inks of the header, the note and the map's credit: the palette's, or over a photo
    /// (story-full) `CardPalette.overPhoto`'s.
    var textPalette: CardPalette

    /// Styles in `palette`'s colours, the header, note and map credit in `textPalette`'s.
    init(design: CardDesign, palette: CardPalette, textPalette: CardPalette? = nil) {
        self.design = design
        self.palette = palette
        self.textPalette = textPalette ?? palette
    }

    /// The date line: small tracked capitals in the accent colour.
    var date: TextStyle {
        TextStyle(
            size: design.dateSize, weight: .semibold, color: textPalette.accent,
            letterSpacing: design.dateSize * 0.09)
    }

    /// The title at `size` points: bold, slightly tightened.
    func title(size: Double) -> TextStyle {
        TextStyle(
            size: size, weight: .bold, color: textPalette.ink, lineSpacing: 0.98, letterSpacing: -0.018 * size
        )
    }

    /// The place name.
    var place: TextStyle {
        TextStyle(
            size: design.placeSize, weight: .medium, color: textPalette.secondaryInk,
            letterSpacing: -0.005 * design.placeSize)
    }

    /// The coordinates.
    var coordinates: TextStyle {
        TextStyle(
            size: design.coordinatesSize, color: textPalette.mutedInk,
            letterSpacing: 0.01 * design.coordinatesSize)
    }

    /// The note.
    var note: TextStyle {
        TextStyle(size: design.noteSize, color: textPalette.secondaryInk, lineSpacing: design.noteLineSpacing)
    }

    /// The temperature: the largest figure on the card.
    var temperature: TextStyle {
        TextStyle(
            size: design.temperatureSize, weight: .bold, color: palette.ink,
            letterSpacing: -0.03 * design.temperatureSize)
    }

    /// The weather summary beside the temperature.
    var summary: TextStyle {
        TextStyle(size: design.summarySize, weight: .medium, color: palette.secondaryInk)
    }

    /// The weather provider's credit lines.
    var attribution: TextStyle {
        TextStyle(size: design.attributionSize, color: palette.mutedInk)
    }

    /// The map data's credit line.
    var mapAttribution: TextStyle {
        TextStyle(size: design.mapAttributionSize, color: textPalette.mutedInk)
    }
}
