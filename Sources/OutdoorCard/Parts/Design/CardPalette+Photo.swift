import OutdoorDrawing
import OutdoorRaster

extension CardPalette {
    /// The veil over a `--fit` backdrop, so the whole photo stands out from the wash of its colours.
    var backdropVeil: Color {
        Color(red: background.red, green: background.green, blue: background.blue, alpha: 0.35)
    }

    /// The inks of texts set over a photo on a dark scrim (story-full), whatever the theme:
    /// near-white, the accent lightened to keep its contrast.
    public static let overPhoto: CardPalette = {
        var palette = CardPalette.dark
        palette.ink = Color(rgb: 0xFAF8F4)
        palette.secondaryInk = Color(rgb: 0xECE8E1)
        palette.mutedInk = Color(rgb: 0xD3CEC6)
        palette.accent = Color(rgb: 0xFFB873)
        return palette
    }()
}
