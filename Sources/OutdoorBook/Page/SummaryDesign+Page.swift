import OutdoorCard

/// The trip summary's measurements on printed pages, in points.
extension SummaryDesign {
    /// The book's cover: the trip's name large, the route map as the hero, figures and weather.
    static let cover = SummaryDesign(
        card: .cover, titleSizes: [40, 32], textColumnShare: 0.42, figureColumns: 4,
        figureValueSizes: [30, 26, 22], figureUnitShare: 0.4, figureCaptionSize: 7, figureCaptionSpacing: 3,
        figureRowGap: 12, figureColumnGap: 14, conditionIconSize: 32, minimumConditionIconSize: 18,
        conditionIconGap: 10, conditionsSummarySize: 10, minimumMapHeight: 150)

    /// The closing page's figures: the trip's name smaller, the figures, the weather met with
    /// every credit, no map.
    static let closing = SummaryDesign(
        card: .page, titleSizes: [22, 18], textColumnShare: 1, figureColumns: 4,
        figureValueSizes: [30, 26, 22], figureUnitShare: 0.4, figureCaptionSize: 7, figureCaptionSpacing: 3,
        figureRowGap: 12, figureColumnGap: 14, conditionIconSize: 32, minimumConditionIconSize: 18,
        conditionIconGap: 10, conditionsSummarySize: 10, minimumMapHeight: 0)
}

extension CardDesign {
    /// The cover's header: the page design with a larger date line and route.
    static let cover: CardDesign = {
        var design = CardDesign.page
        design.dateSize = 9
        design.placeSize = 13
        design.spacingAfterDate = 8
        design.spacingAfterTitle = 8
        design.gap = 18
        return design
    }()
}
