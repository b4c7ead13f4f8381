/// The heights of a card's text blocks in points, measured at the grid's column widths.
///
/// The second stage of the layout (`CardLayout.make`) stacks blocks from these.
public struct CardMeasurements: Sendable, Hashable {
    /// The weather card's height, or nil when the entry has no weather.
    public var weatherCardHeight: Double?
    /// The date line's height.
    public var dateHeight: Double
    /// The title's height (one or two lines).
    public var titleHeight: Double
    /// The place line's height, or nil without a place name.
    public var placeHeight: Double?
    /// The coordinates line's height, or nil when coordinates are hidden.
    public var coordinatesHeight: Double?
    /// The height of one line of the note (its line spacing included).
    public var noteLineHeight: Double
    /// How many lines the whole note needs at its column's width; 0 without a note.
    public var noteLineCount: Int
    /// The map attribution line's height.
    public var mapAttributionHeight: Double

    /// Makes measurements.
    public init(
        weatherCardHeight: Double?, dateHeight: Double, titleHeight: Double, placeHeight: Double?,
        coordinatesHeight: Double?, noteLineHeight: Double, noteLineCount: Int, mapAttributionHeight: Double
    ) {
        self.weatherCardHeight = weatherCardHeight
        self.dateHeight = dateHeight
        self.titleHeight = titleHeight
        self.placeHeight = placeHeight
        self.coordinatesHeight = coordinatesHeight
        self.noteLineHeight = noteLineHeight
        self.noteLineCount = noteLineCount
        self.mapAttributionHeight = mapAttributionHeight
    }

    /// The header's heights: the date, the title, the place and the coordinates.
    var header: HeaderHeights {
        HeaderHeights(date: dateHeight, title: titleHeight, lines: [placeHeight, coordinatesHeight])
    }
}
