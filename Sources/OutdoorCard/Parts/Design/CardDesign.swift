import Foundation

/// The measurements of one preset's design: grid, spacing and type sizes, in points.
///
/// Every preset keeps the same proportions between its type sizes and spacing, so the three
/// layouts read as one family; only the grid differs.
public struct CardDesign: Sendable {
    /// Outer margin of the text and map columns.
    public var margin: Double
    /// Space between blocks in a column (weather card, header, note, map).
    public var gap: Double
    /// Space between two columns.
    public var gutter: Double
    /// The photo's height (story, square) or width (landscape).
    public var photoExtent: Double
    /// How far a weather card at the top of a column rises over the photo above it.
    public var weatherOverlap: Double
    /// Share of the content width the first column takes when the content splits in two.
    public var firstColumnShare: Double
    /// Extra space above the header when the card has no photo.
    public var photolessTopInset: Double
    /// The smallest map panel height; the note gives way to it.
    public var minimumMapHeight: Double
    /// Corner radius of the weather card and the map panel.
    public var cornerRadius: Double
    /// Space between the map panel and its attribution line.
    public var mapAttributionGap: Double

    /// Header: the date line's size (tracked capitals), the title sizes to try in order (the
    /// smaller one when the larger needs more than two lines), the place and coordinates sizes.
    public var dateSize: Double
    public var titleSizes: [Double]
    /// The title sizes of a card without a photo, where the title leads.
    public var photolessTitleSizes: [Double]
    public var placeSize: Double
    public var coordinatesSize: Double
    /// Gaps inside the header: date to title, title to place, place to coordinates.
    public var spacingAfterDate: Double
    public var spacingAfterTitle: Double
    public var spacingAfterPlace: Double

    /// The note's size and line spacing (a multiple of the font's line height).
    public var noteSize: Double
    public var noteLineSpacing: Double

    /// Weather card: inner padding, icon box, temperature, summary and attribution sizes.
    public var cardPadding: Double
    public var iconSize: Double
    public var temperatureSize: Double
    public var summarySize: Double
    public var attributionSize: Double
    public var mapAttributionSize: Double
    /// Whether the map gives up room, down to half its minimum height, to keep a note whole and
    /// a title uncut (printed pages, where a cut note goes on to a page of its own).
    public var mapGivesWay: Bool

    /// A design with these measurements (points).
    public init(
        margin: Double, gap: Double, gutter: Double, photoExtent: Double, weatherOverlap: Double,
        firstColumnShare: Double, photolessTopInset: Double, minimumMapHeight: Double, cornerRadius: Double,
        mapAttributionGap: Double, dateSize: Double, titleSizes: [Double], photolessTitleSizes: [Double],
        placeSize: Double, coordinatesSize: Double, spacingAfterDate: Double, spacingAfterTitle: Double,
        spacingAfterPlace: Double, noteSize: Double, noteLineSpacing: Double, cardPadding: Double,
        iconSize: Double, temperatureSize: Double, summarySize: Double, attributionSize: Double,
        mapAttributionSize: Double, mapGivesWay: Bool = false
    ) {
        self.margin = margin
        self.gap = gap
        self.gutter = gutter
        self.photoExtent = photoExtent
        self.weatherOverlap = weatherOverlap
        self.firstColumnShare = firstColumnShare
        self.photolessTopInset = photolessTopInset
        self.minimumMapHeight = minimumMapHeight
        self.cornerRadius = cornerRadius
        self.mapAttributionGap = mapAttributionGap
        self.dateSize = dateSize
        self.titleSizes = titleSizes
        self.photolessTitleSizes = photolessTitleSizes
        self.placeSize = placeSize
        self.coordinatesSize = coordinatesSize
        self.spacingAfterDate = spacingAfterDate
        self.spacingAfterTitle = spacingAfterTitle
        self.spacingAfterPlace = spacingAfterPlace
        self.noteSize = noteSize
        self.noteLineSpacing = noteLineSpacing
        self.cardPadding = cardPadding
        self.iconSize = iconSize
        self.temperatureSize = temperatureSize
        self.summarySize = summarySize
        self.attributionSize = attributionSize
        self.mapAttributionSize = mapAttributionSize
        self.mapGivesWay = mapGivesWay
    }

    public static let story = CardDesign(
        margin: 64, gap: 44, gutter: 48, photoExtent: 860, weatherOverlap: 76, firstColumnShare: 1,
        photolessTopInset: 24, minimumMapHeight: 280, cornerRadius: 28, mapAttributionGap: 12,
        dateSize: 24, titleSizes: [58, 50], photolessTitleSizes: [76, 64], placeSize: 30, coordinatesSize: 24,
        spacingAfterDate: 14, spacingAfterTitle: 16, spacingAfterPlace: 6,
        noteSize: 28, noteLineSpacing: 1.34,
        cardPadding: 34, iconSize: 120, temperatureSize: 96, summarySize: 31, attributionSize: 19,
        mapAttributionSize: 17)

    public static let square = CardDesign(
        margin: 52, gap: 32, gutter: 44, photoExtent: 480, weatherOverlap: 60, firstColumnShare: 0.5,
        photolessTopInset: 8, minimumMapHeight: 200, cornerRadius: 22, mapAttributionGap: 10,
        dateSize: 19, titleSizes: [42, 36], photolessTitleSizes: [50, 42], placeSize: 23, coordinatesSize: 19,
        spacingAfterDate: 10, spacingAfterTitle: 12, spacingAfterPlace: 4,
        noteSize: 22, noteLineSpacing: 1.34,
        cardPadding: 24, iconSize: 88, temperatureSize: 64, summarySize: 24, attributionSize: 15,
        mapAttributionSize: 14)

    public static let landscape = CardDesign(
        margin: 44, gap: 24, gutter: 44, photoExtent: 560, weatherOverlap: 0, firstColumnShare: 0.5,
        photolessTopInset: 0, minimumMapHeight: CardMap.minimumPanelHeight, cornerRadius: 18,
        mapAttributionGap: 8,
        dateSize: 16, titleSizes: [36, 31], photolessTitleSizes: [44, 38], placeSize: 20, coordinatesSize: 16,
        spacingAfterDate: 8, spacingAfterTitle: 10, spacingAfterPlace: 3,
        noteSize: 18, noteLineSpacing: 1.32,
        cardPadding: 18, iconSize: 68, temperatureSize: 48, summarySize: 20, attributionSize: 13,
        mapAttributionSize: 12)
}

extension CardDesign: PresetDesign {}
