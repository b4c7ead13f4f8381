import Foundation

/// The measurements of one preset's trip summary, in points, on top of the entry card's design.
///
/// The summary shares the entry card's margins, gaps, header type, weather-card padding and
/// credit sizes (`card`), so the two read as one family; it adds the figures, the conditions
/// row and a larger map.
public struct SummaryDesign: Sendable {
    /// The entry card's design of the same preset.
    public var card: CardDesign
    /// The title sizes to try, largest first (the smaller when the larger needs a third line).
    public var titleSizes: [Double]
    /// Share of the content width the text column takes beside the map (square, landscape).
    public var textColumnShare: Double
    /// The most figures side by side in the text column beside the map (a card in one column
    /// sets four in a row).
    public var figureColumns: Int
    /// The figure value sizes to try, largest first, until every value fits its cell.
    public var figureValueSizes: [Double]
    /// The unit's size as a share of the value's.
    public var figureUnitShare: Double
    /// The caption's size under each value.
    public var figureCaptionSize: Double
    /// Space between a value's box and its caption.
    public var figureCaptionSpacing: Double
    /// Space between two rows and two columns of figures.
    public var figureRowGap: Double
    public var figureColumnGap: Double
    /// The conditions' icons: the size wanted, the smallest before they wrap, the gap between.
    public var conditionIconSize: Double
    public var minimumConditionIconSize: Double
    public var conditionIconGap: Double
    /// The size of the conditions' names under the icons.
    public var conditionsSummarySize: Double
    /// The smallest map panel height; below half of it the map is left out.
    public var minimumMapHeight: Double

    /// A summary design with these measurements (points) on top of the entry card design `card`.
    public init(
        card: CardDesign, titleSizes: [Double], textColumnShare: Double, figureColumns: Int,
        figureValueSizes: [Double], figureUnitShare: Double, figureCaptionSize: Double,
        figureCaptionSpacing: Double, figureRowGap: Double, figureColumnGap: Double,
        conditionIconSize: Double, minimumConditionIconSize: Double, conditionIconGap: Double,
        conditionsSummarySize: Double, minimumMapHeight: Double
    ) {
        self.card = card
        self.titleSizes = titleSizes
        self.textColumnShare = textColumnShare
        self.figureColumns = figureColumns
        self.figureValueSizes = figureValueSizes
        self.figureUnitShare = figureUnitShare
        self.figureCaptionSize = figureCaptionSize
        self.figureCaptionSpacing = figureCaptionSpacing
        self.figureRowGap = figureRowGap
        self.figureColumnGap = figureColumnGap
        self.conditionIconSize = conditionIconSize
        self.minimumConditionIconSize = minimumConditionIconSize
        self.conditionIconGap = conditionIconGap
        self.conditionsSummarySize = conditionsSummarySize
        self.minimumMapHeight = minimumMapHeight
    }

    public static let story = SummaryDesign(
        card: .story, titleSizes: [76, 64], textColumnShare: 1, figureColumns: 4,
        figureValueSizes: [80, 68, 56], figureUnitShare: 0.4, figureCaptionSize: 18, figureCaptionSpacing: 6,
        figureRowGap: 28, figureColumnGap: 24, conditionIconSize: 88, minimumConditionIconSize: 44,
        conditionIconGap: 20, conditionsSummarySize: 27, minimumMapHeight: 480)

    public static let square = SummaryDesign(
        card: .square, titleSizes: [50, 42], textColumnShare: 0.42, figureColumns: 2,
        figureValueSizes: [60, 52, 44], figureUnitShare: 0.4, figureCaptionSize: 14, figureCaptionSpacing: 4,
        figureRowGap: 22, figureColumnGap: 20, conditionIconSize: 60, minimumConditionIconSize: 34,
        conditionIconGap: 12, conditionsSummarySize: 20, minimumMapHeight: 300)

    public static let landscape = SummaryDesign(
        card: .landscape, titleSizes: [40, 34], textColumnShare: 0.42, figureColumns: 2,
        figureValueSizes: [44, 38, 32], figureUnitShare: 0.4, figureCaptionSize: 12, figureCaptionSpacing: 3,
        figureRowGap: 14, figureColumnGap: 16, conditionIconSize: 44, minimumConditionIconSize: 26,
        conditionIconGap: 10, conditionsSummarySize: 16, minimumMapHeight: 200)
}

extension SummaryDesign: PresetDesign {}
