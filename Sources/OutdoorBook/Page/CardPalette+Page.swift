import OutdoorCard
import OutdoorDrawing
import OutdoorRaster

extension CardPalette {
    /// The colours of `theme` on a printed page.
    ///
    /// Light pages are the paper itself: nothing is painted behind the text (a printer without
    /// bleed would leave a white edge around a tinted page), the weather card is a warm tint
    /// with a firmer hairline instead of a white card with a shadow, which prints muddy. Dark
    /// pages keep the dark theme's colours; the book paints them to the page's edges.
    public static func printed(_ theme: CardTheme) -> CardPalette {
        var palette = CardPalette.of(theme)
        palette.shadow = .clear
        switch theme {
        case .light:
            palette.background = Color(rgb: 0xFFFFFF)
            palette.surface = Color(rgb: 0xF5F2EC)
            palette.hairline = Color(rgb: 0x1C1A17, alpha: 0.22)
            palette.icon.knockout = palette.surface
        case .dark:
            palette.hairline = Color(rgb: 0xFFFFFF, alpha: 0.16)
        }
        return palette
    }

    /// Whether a printed page of this palette needs its background painted (dark pages).
    public var paintsPageBackground: Bool { background != Color(rgb: 0xFFFFFF) }
}
