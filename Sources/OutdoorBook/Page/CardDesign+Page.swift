import OutdoorCard

/// The entry card's measurements on printed pages, in points (1/72 inch).
///
/// Print sizes, not screen sizes scaled down: a 10-point note and a 24-point title read at
/// arm's length, hairlines are hairlines. The page's own margins are the book's, so the card's
/// margin is 0 and its photo is never full-bleed.
extension CardDesign {
    /// A card filling a page.
    static let page = CardDesign(
        margin: 0, gap: 14, gutter: 20, photoExtent: 0, weatherOverlap: 0, firstColumnShare: 0.5,
        photolessTopInset: 0, minimumMapHeight: 100, cornerRadius: 4, mapAttributionGap: 4,
        dateSize: 7.5, titleSizes: [24, 20], photolessTitleSizes: [30, 25], placeSize: 11.5,
        coordinatesSize: 8, spacingAfterDate: 5, spacingAfterTitle: 5, spacingAfterPlace: 2,
        noteSize: 10, noteLineSpacing: 1.4,
        cardPadding: 11, iconSize: 44, temperatureSize: 28, summarySize: 10.5, attributionSize: 6.8,
        mapAttributionSize: 6.3, mapGivesWay: true)

    /// A card sharing a page with another (`--photos-per-page 2`).
    static let halfPage = CardDesign(
        margin: 0, gap: 10, gutter: 16, photoExtent: 0, weatherOverlap: 0, firstColumnShare: 0.5,
        photolessTopInset: 0, minimumMapHeight: 90, cornerRadius: 4, mapAttributionGap: 3,
        dateSize: 7, titleSizes: [18, 15.5], photolessTitleSizes: [22, 19], placeSize: 10.5,
        coordinatesSize: 7.5, spacingAfterDate: 4, spacingAfterTitle: 4, spacingAfterPlace: 1.5,
        noteSize: 9, noteLineSpacing: 1.38,
        cardPadding: 9, iconSize: 34, temperatureSize: 21, summarySize: 9.5, attributionSize: 6.5,
        mapAttributionSize: 6, mapGivesWay: true)
}
