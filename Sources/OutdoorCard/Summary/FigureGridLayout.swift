import Foundation

/// The figures' cells, in points from the figures box's top-left corner: rows of equal columns.
///
/// Up to `columns` figures sit side by side (fewer figures share the whole width); further
/// figures start a new row. Each cell holds a value with its unit, and a caption under them.
public struct FigureGridLayout: Sendable, Hashable {
    /// Each figure's cell, in order, row by row.
    public var cells: [CGRect]
    /// The figures side by side in a row.
    public var columns: Int
    /// The height of all rows.
    public var height: Double

    /// Lays out `count` figures in a box `width` points wide, at most `columns` to a row.
    public static func make(
        count: Int, columns: Int, width: Double, columnGap: Double, rowGap: Double, cellHeight: Double
    ) -> FigureGridLayout {
        guard count > 0 else { return FigureGridLayout(cells: [], columns: 0, height: 0) }
        let perRow = max(1, min(columns, count))
        let cellWidth = cellWidth(count: count, columns: columns, width: width, columnGap: columnGap)
        var cells: [CGRect] = []
        for index in 0..<count {
            let row = index / perRow
            let column = index % perRow
            cells.append(
                CGRect(
                    x: Double(column) * (cellWidth + columnGap), y: Double(row) * (cellHeight + rowGap),
                    width: cellWidth, height: cellHeight))
        }
        let rows = (count + perRow - 1) / perRow
        return FigureGridLayout(
            cells: cells, columns: perRow, height: Double(rows) * cellHeight + Double(rows - 1) * rowGap)
    }

    /// The width of one cell when `count` figures share `width` points, at most `columns` to a row.
    public static func cellWidth(count: Int, columns: Int, width: Double, columnGap: Double) -> Double {
        let perRow = Double(max(1, min(columns, count)))
        return max(1, (width - (perRow - 1) * columnGap) / perRow)
    }

    /// The first of `sizes` (largest first) at which `width(size)`, the widest value with its
    /// unit, fits `cellWidth`; the last (smallest) size when none does.
    public static func valueSize(sizes: [Double], cellWidth: Double, width: (Double) throws -> Double)
        rethrows
        -> Double
    {
        for size in sizes where try width(size) <= cellWidth {
            return size
        }
        return sizes.last ?? 0
    }
}
