import Foundation

/// The heights of a header's parts, in points, and how the design stacks them.
///
/// The date (when the card has one) and `spacingAfterDate`, the title, then each present line:
/// the first after `spacingAfterTitle`, the next ones after `spacingAfterPlace`.
struct HeaderHeights {
    /// The date line's height, nil when the card has none (an undated track's).
    var date: Double?
    var title: Double
    /// Each line under the title, nil when the card has none.
    var lines: [Double?]

    /// The header's whole height, rounded up to a point.
    func total(_ d: CardDesign) -> Double {
        var height = (date.map { $0 + d.spacingAfterDate } ?? 0) + title
        for (index, line) in lines.compactMap({ $0 }).enumerated() {
            height += (index == 0 ? d.spacingAfterTitle : d.spacingAfterPlace) + line
        }
        return height.rounded(.up)
    }

    /// The boxes of the date (no height without one), the title and each line (nil when absent)
    /// for a header whose top-left corner is `origin`, in a column `width` points wide.
    func boxes(at origin: CGPoint, width: Double, design d: CardDesign) -> (
        date: CGRect, title: CGRect, lines: [CGRect?]
    ) {
        let x = Double(origin.x)
        var y = Double(origin.y)
        func box(_ height: Double) -> CGRect { CGRect(x: x, y: y, width: width, height: height) }
        let dateBox = box(date ?? 0)
        if let date { y += date + d.spacingAfterDate }
        let titleBox = box(title)
        y += title
        var placed = 0
        let lineBoxes = lines.map { line -> CGRect? in
            guard let line else { return nil }
            y += placed == 0 ? d.spacingAfterTitle : d.spacingAfterPlace
            placed += 1
            defer { y += line }
            return box(line)
        }
        return (dateBox, titleBox, lineBoxes)
    }
}
