import Foundation

/// Where things go on a book's pages: margins fit for binding, the content box, page numbers.
///
/// Pages are numbered from 1, the cover; odd pages are on the right of a spread (recto), even
/// pages on the left (verso). The inner margin, at the spine, is wider than the outer one, so
/// a bound book's text stays clear of the fold; the bottom margin holds the page number at the
/// outer edge. Nothing reaches the trim: the layout needs no bleed.
public struct BookPageGeometry: Sendable, Hashable {
    /// The trim size in points.
    public var pageSize: CGSize
    /// Margins in points.
    public var inner: Double
    public var outer: Double
    public var top: Double
    public var bottom: Double

    /// The geometry of `size`.
    public init(_ size: BookPageSize) {
        let mm = BookPageSize.millimetre
        pageSize = size.size
        switch size {
        case .a4, .letter:
            (inner, outer, top, bottom) = (20 * mm, 14 * mm, 14 * mm, 20 * mm)
        case .square21:
            (inner, outer, top, bottom) = (18 * mm, 12 * mm, 12 * mm, 17 * mm)
        }
    }

    /// Whether page `number` is a right-hand page (odd numbers).
    public static func isRecto(_ number: Int) -> Bool { number % 2 == 1 }

    /// The box inside the margins of page `number`, in points from the page's top-left corner.
    public func content(page number: Int) -> CGRect {
        let left = Self.isRecto(number) ? inner : outer
        return CGRect(
            x: left, y: top, width: Double(pageSize.width) - inner - outer,
            height: Double(pageSize.height) - top - bottom)
    }

    /// The two halves of page `number`'s content box, top and bottom, `gap` points apart.
    public func halves(page number: Int, gap: Double) -> (CGRect, CGRect) {
        let box = content(page: number)
        let height = ((Double(box.height) - gap) / 2).rounded(.down)
        return (
            CGRect(x: box.minX, y: box.minY, width: box.width, height: height),
            CGRect(x: box.minX, y: Double(box.maxY) - height, width: box.width, height: height)
        )
    }

    /// The baseline of page numbers, in points from the page's top: halfway down the bottom margin.
    public var folioBaseline: Double { Double(pageSize.height) - bottom / 2 }
}
