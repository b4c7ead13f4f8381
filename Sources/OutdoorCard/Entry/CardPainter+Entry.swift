import Foundation
import OutdoorDrawing

/// The entry card's own blocks.
extension CardPainter {
    /// The date line, title, place and coordinates where `layout` put them.
    func drawHeader(_ texts: CardTextLayouts, layout: CardLayout) throws {
        try drawHeader(
            texts.header, date: layout.date, title: layout.title, lines: [layout.place, layout.coordinates])
    }

    /// The note, already cut to the lines it may use.
    func drawNote(_ note: TextLayout, layout: CardLayout) throws {
        guard let box = layout.note else { return }
        try canvas.draw(note, at: box.origin)
    }
}
