import Foundation

/// The inside of the summary's weather card, in points from its top-left corner: rows of
/// condition icons, the conditions' names, a hairline, then every provider's credit lines.
///
/// The same padding and rhythm as the entry card's weather card (`WeatherCardLayout`), so the
/// two cards read as one family.
public struct ConditionsCardLayout: Sendable, Hashable {
    /// Each icon's box, in the order the conditions were met.
    public var icons: [CGRect]
    /// Where the conditions' names start.
    public var summaryOrigin: CGPoint
    /// The hairline between the conditions and the credits (y in the middle of the line).
    public var dividerY: Double
    /// Where each credit line's layout box starts.
    public var attributionOrigins: [CGPoint]
    /// The card's height.
    public var height: Double

    /// How `count` icons fit a row `width` points wide: the fewest rows whose icons stay at
    /// least `minimum` points, each no larger than `preferred`, `gap` points apart.
    ///
    /// Returns the icons per row and their size; a width too narrow even for one icon of
    /// `minimum` points gives one icon per row as wide as the row.
    public static func iconRows(count: Int, width: Double, preferred: Double, minimum: Double, gap: Double)
        -> (perRow: Int, size: Double)
    {
        guard count > 0 else { return (0, 0) }
        for rows in 1...count {
            let perRow = (count + rows - 1) / rows
            let size = min(preferred, (width - Double(perRow - 1) * gap) / Double(perRow))
            if size >= minimum { return (perRow, size) }
        }
        return (1, max(1, min(preferred, width)))
    }

    /// Lays out a card `width` points wide with `padding` around `iconCount` icons, the names
    /// (`summaryHeight` points tall) and credit lines of `attributionHeights`.
    public static func make(
        width: Double, padding: Double, iconSize: Double, minimumIconSize: Double, iconGap: Double,
        iconCount: Int, summaryHeight: Double, attributionHeights: [Double]
    ) -> ConditionsCardLayout {
        let p = padding
        let inner = max(1, width - 2 * p)
        let (perRow, size) = iconRows(
            count: iconCount, width: inner, preferred: iconSize, minimum: minimumIconSize, gap: iconGap)
        var icons: [CGRect] = []
        var y = p
        for index in 0..<iconCount {
            let row = index / max(perRow, 1)
            let column = index % max(perRow, 1)
            icons.append(
                CGRect(
                    x: p + Double(column) * (size + iconGap), y: p + Double(row) * (size + iconGap),
                    width: size, height: size))
        }
        if let last = icons.last { y = Double(last.maxY) + 0.35 * p }
        let summaryOrigin = CGPoint(x: p, y: y)
        y += summaryHeight
        let dividerY = (y + 0.7 * p).rounded() + 0.5
        y = dividerY + 0.6 * p
        var origins: [CGPoint] = []
        for (index, height) in attributionHeights.enumerated() {
            if index > 0 { y += 0.1 * p }
            origins.append(CGPoint(x: p, y: y))
            y += height
        }
        return ConditionsCardLayout(
            icons: icons, summaryOrigin: summaryOrigin, dividerY: dividerY, attributionOrigins: origins,
            height: (y + 0.8 * p).rounded(.up))
    }
}
