import Foundation
import OutdoorDrawing

/// The figures grid the trip summary and the activity card share.
extension CardPainter {
    /// Each figure's value in its `grid` cell inside `box`, its unit on the value's baseline and
    /// its caption `captionSpacing` points below; nothing without a box.
    func drawFigures(
        _ figures: [FigureTexts], grid: FigureGridLayout, captionSpacing: Double, in box: CGRect?
    ) throws {
        guard let box else { return }
        for (figure, cell) in zip(figures, grid.cells) {
            let x = Double(box.minX + cell.minX)
            let y = Double(box.minY + cell.minY)
            try canvas.draw(figure.value, at: CGPoint(x: x, y: y))
            if let unit = figure.unit {
                let unitX = x + Double(figure.value.metrics.logicalBounds.maxX) + figure.unitGap
                let unitY = y + figure.value.metrics.baseline - unit.metrics.baseline
                try canvas.draw(unit, at: CGPoint(x: unitX, y: unitY))
            }
            let captionY = y + figure.value.metrics.height + captionSpacing
            try canvas.draw(figure.caption, at: CGPoint(x: x, y: captionY))
        }
    }
}
