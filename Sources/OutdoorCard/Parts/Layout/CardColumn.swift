import Foundation

/// One column of a card's grid: its box, and the blocks stacked in it from its top and its bottom.
///
/// Both cards are built of columns: the entry card's hold `CardBlock`s, the trip summary's
/// `SummaryBlock`s. The map, in the column that holds it, is the last of the top blocks and
/// takes the height left between the two stacks.
public struct CardColumn<Block: Hashable & Sendable>: Sendable, Hashable {
    /// The column's box in points.
    public var frame: CGRect
    /// The blocks stacked down from the column's top, in order.
    public var top: [Block]
    /// The blocks stacked up from the column's bottom, listed top to bottom; a note above them
    /// gives way to them as it does to the map.
    public var bottom: [Block]
    /// Where the column's first block starts when it rises over the photo above (the entry
    /// card's weather card), or nil.
    public var raisedTop: Double?
    /// Whether the column starts under the header of an earlier column that spans it (the
    /// landscape card's header across its columns), not at its frame's top.
    public var startsBelowHeader: Bool
    /// Whether the top blocks are pushed down to end where the bottom ones (or the column) begin,
    /// as texts over a photo sit on what is under them.
    public var alignsBottom: Bool

    /// Makes a column.
    public init(
        frame: CGRect, top: [Block], bottom: [Block] = [], raisedTop: Double? = nil,
        startsBelowHeader: Bool = false, alignsBottom: Bool = false
    ) {
        self.frame = frame
        self.top = top
        self.bottom = bottom
        self.raisedTop = raisedTop
        self.startsBelowHeader = startsBelowHeader
        self.alignsBottom = alignsBottom
    }

    /// Whether the column holds `block`, at the top or the bottom.
    public func contains(_ block: Block) -> Bool {
        top.contains(block) || bottom.contains(block)
    }

    /// The column moved by `dx`, `dy` points (its box and its raised top).
    public func offsetBy(dx: Double, dy: Double) -> CardColumn {
        var moved = self
        moved.frame = frame.offsetBy(dx: dx, dy: dy)
        moved.raisedTop = raisedTop.map { $0 + dy }
        return moved
    }
}

/// The first stage of a card's layout: its size and columns, before any text is measured.
public protocol ColumnGrid {
    /// What stacks in the columns.
    associatedtype Block: Hashable & Sendable
    /// The card's size in points.
    var canvasSize: CGSize { get }
    /// The columns, left to right.
    var columns: [CardColumn<Block>] { get }
}

extension ColumnGrid {
    /// The width in points of the column holding `block`, or nil when no column holds it.
    public func width(of block: Block) -> Double? {
        columns.first { $0.contains(block) }.map { Double($0.frame.width) }
    }

    /// Two columns side by side in `width` points from `x`, the first taking `share` of the
    /// width left after the gutter; edges are whole points.
    public static func split(x: Double, width: Double, share: Double, gutter: Double) -> (
        (x: Double, width: Double), (x: Double, width: Double)
    ) {
        let first = ((width - gutter) * share).rounded()
        return ((x, first), (x + first + gutter, width - first - gutter))
    }
}

/// A design with one set of measurements per preset.
protocol PresetDesign {
    static var story: Self { get }
    static var square: Self { get }
    static var landscape: Self { get }
}

extension PresetDesign {
    /// The design of `preset`.
    static func of(_ preset: CardPreset) -> Self {
        switch preset {
        case .story, .storyFull: return .story
        case .square: return .square
        case .landscape: return .landscape
        }
    }
}
