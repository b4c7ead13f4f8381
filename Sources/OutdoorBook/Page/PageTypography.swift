import OutdoorCard
import OutdoorDrawing
import OutdoorRaster

/// The type and colours of a book's own page furniture (page numbers, headings, credits), in
/// the cards' printed design, so the book's pages read as one family with its cards.
public struct PageTypography: Sendable {
    /// The printed colours.
    public let palette: CardPalette

    /// The page furniture of `theme` in print.
    public init(theme: CardTheme) {
        palette = CardPalette.printed(theme)
    }

    /// Page numbers: small, medium weight, muted.
    public var folio: TextStyle {
        TextStyle(size: 7.5, weight: .medium, color: palette.mutedInk, letterSpacing: 0.3)
    }

    /// A section heading: tracked capitals in the accent, like the cards' date line.
    public var heading: TextStyle {
        TextStyle(size: 7.5, weight: .semibold, color: palette.accent, letterSpacing: 0.7)
    }

    /// Running text: the size and colour of the cards' notes, a little smaller.
    public var body: TextStyle {
        TextStyle(size: 8.5, color: palette.secondaryInk, lineSpacing: 1.35)
    }

    /// A note continued on a page of its own: the printed cards' note type.
    public var continuedNote: TextStyle {
        TextStyle(
            size: CardDesign.page.noteSize, color: palette.secondaryInk,
            lineSpacing: CardDesign.page.noteLineSpacing)
    }

    /// Licences and fine print.
    public var smallPrint: TextStyle {
        TextStyle(size: 7, color: palette.mutedInk, lineSpacing: 1.3)
    }

    /// A hairline between sections.
    public var rule: Color { palette.hairline }
}
