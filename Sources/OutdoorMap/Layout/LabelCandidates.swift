import Foundation

/// The positions a name may take beside its symbol, in the order cartographers prefer them.
///
/// Every candidate touches the symbol: the name's glyphs keep `gap` pixels from the symbol's
/// circle, never tens. Right of the symbol first (Imhof's first choice for point symbols), then
/// left, above, below, then the four diagonals. Beside the symbol the name's capitals are centred
/// on it; above, its baseline (or its descenders) sit over the symbol; below, its tallest glyph
/// hangs under it; on a diagonal the glyphs' nearest corner faces the symbol.
enum LabelCandidates {
    /// The names of the candidate positions, in order.
    enum Position: Int, CaseIterable {
        case right, left, above, below, upperRight, upperLeft, lowerRight, lowerLeft
    }

    /// Layout origins for a text whose glyphs cover `ink` (relative to its layout origin), with
    /// its first baseline at `baseline` and set at `fontSize`, beside a circle of `radius` at `center`.
    static func origins(
        center: CGPoint, radius: Double, ink: CGRect, baseline: Double, fontSize: Double, gap: Double
    ) -> [CGPoint] {
        let cx = Double(center.x)
        let cy = Double(center.y)
        let inkMinX = Double(ink.minX)
        let inkMaxX = Double(ink.maxX)
        let inkMinY = Double(ink.minY)
        let inkMaxY = Double(ink.maxY)
        // The middle of the capitals, measured from the layout's top (Inter's caps are 0.727 em).
        let capsMiddle = baseline - 0.36 * fontSize
        let side = radius + gap
        // Diagonals keep the gap from the circle at 45 degrees.
        let diagonal = radius * 0.71 + gap * 0.8
        let inkWidth = inkMaxX - inkMinX
        return Position.allCases.map { position in
            switch position {
            case .right:
                return CGPoint(x: cx + side - inkMinX, y: cy - capsMiddle)
            case .left:
                return CGPoint(x: cx - side - inkMaxX, y: cy - capsMiddle)
            case .above:
                return CGPoint(x: cx - inkWidth / 2 - inkMinX, y: cy - side - inkMaxY)
            case .below:
                return CGPoint(x: cx - inkWidth / 2 - inkMinX, y: cy + side - inkMinY)
            case .upperRight:
                return CGPoint(x: cx + diagonal - inkMinX, y: cy - diagonal - inkMaxY)
            case .upperLeft:
                return CGPoint(x: cx - diagonal - inkMaxX, y: cy - diagonal - inkMaxY)
            case .lowerRight:
                return CGPoint(x: cx + diagonal - inkMinX, y: cy + diagonal - inkMinY)
            case .lowerLeft:
                return CGPoint(x: cx - diagonal - inkMaxX, y: cy + diagonal - inkMinY)
            }
        }
    }

    /// The shortest distance from `point` to `box` (0 inside it).
    static func distance(from point: CGPoint, to box: CGRect) -> Double {
        let dx = max(Double(box.minX) - Double(point.x), 0, Double(point.x) - Double(box.maxX))
        let dy = max(Double(box.minY) - Double(point.y), 0, Double(point.y) - Double(box.maxY))
        return (dx * dx + dy * dy).squareRoot()
    }
}
