import Foundation

/// How far a column's two stacks reach once its blocks are placed: the stacking the activity card
/// and the trip summary share.
///
/// The bottom blocks stack up from the column's bottom and the top blocks down from its top (the
/// first from the column's raised top when it has one), `gap` points apart; a block without a
/// height (absent, or the map) takes no space. The map then takes what the stacks leave.
struct StackedColumn {
    /// The column's box in points.
    var frame: CGRect
    /// The lowest point the top stack reaches, and the highest the bottom stack starts at.
    var topEnd: Double
    var bottomStart: Double
    /// Whether any top block and any bottom block took space.
    var hasTop = false
    var hasBottom = false

    /// Stacks `column`'s blocks `gap` points apart, each `height` tall, calling `place` with each
    /// block, its top-left corner and its height.
    init<Block>(
        _ column: CardColumn<Block>, gap: Double, height: (Block) -> Double?,
        place: (Block, CGPoint, Double) -> Void
    ) {
        frame = column.frame
        let x = Double(column.frame.minX)
        topEnd = Double(column.frame.minY)
        bottomStart = Double(column.frame.maxY)
        for block in column.bottom.reversed() {
            guard let height = height(block) else { continue }
            bottomStart -= (hasBottom ? gap : 0) + height
            place(block, CGPoint(x: x, y: bottomStart), height)
            hasBottom = true
        }
        for (index, block) in column.top.enumerated() {
            guard let height = height(block) else { continue }
            if index == 0, let raised = column.raisedTop {
                topEnd = raised
            } else {
                topEnd += hasTop ? gap : 0
            }
            place(block, CGPoint(x: x, y: topEnd), height)
            topEnd += height
            hasTop = true
        }
    }

    /// Gives the map, when the column `holdsMap`, the room between the stacks (its credit line
    /// `attributionHeight` tall, `attributionGap` under the panel; left out under half
    /// `minimumMapHeight`), and raises `layout`'s overflow to what the map lacks below
    /// `minimumMapHeight`, or, without the map, to how far the stacks overlap.
    func fill(
        _ layout: inout some MapStackLayout, holdsMap: Bool, gap: Double, attributionHeight: Double,
        attributionGap: Double, minimumMapHeight: Double
    ) {
        let x = Double(frame.minX)
        let width = Double(frame.width)
        if holdsMap {
            let mapTop = topEnd + (hasTop ? gap : 0)
            let creditTop = bottomStart - (hasBottom ? gap : 0) - attributionHeight
            let mapHeight = (creditTop - attributionGap - mapTop).rounded(.down)
            layout.overflow = max(layout.overflow, minimumMapHeight - mapHeight)
            if mapHeight >= minimumMapHeight / 2 {
                layout.map = CGRect(x: x, y: mapTop, width: width, height: mapHeight)
                layout.mapAttribution = CGRect(x: x, y: creditTop, width: width, height: attributionHeight)
            }
        } else if hasTop, hasBottom {
            layout.overflow = max(layout.overflow, topEnd + gap - bottomStart)
        } else if hasTop {
            layout.overflow = max(layout.overflow, topEnd - Double(frame.maxY))
        }
    }
}

/// A layout whose columns stack around a map panel, as `StackedColumn` fills it.
protocol MapStackLayout {
    /// The map panel and its credit line, or nil when there is no room for a useful map.
    var map: CGRect? { get set }
    var mapAttribution: CGRect? { get set }
    /// How many points the blocks lack (0 when everything fits).
    var overflow: Double { get set }
}

extension ActivityLayout: MapStackLayout {}
extension TripSummaryLayout: MapStackLayout {}
