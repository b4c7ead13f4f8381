/// The heights of a summary card's blocks in points, measured at its grid's column widths.
///
/// The second stage of the layout (`TripSummaryLayout.make`) stacks blocks from these.
public struct TripSummaryMeasurements: Sendable, Hashable {
    /// The date range line's height.
    public var dateHeight: Double
    /// The title's height (one or two lines).
    public var titleHeight: Double
    /// The route line's height, or nil without one.
    public var routeHeight: Double?
    /// The figures grid's height.
    public var figuresHeight: Double
    /// The weather card's height, or nil when no entry has weather.
    public var weatherCardHeight: Double?
    /// The map credit line's height.
    public var mapAttributionHeight: Double

    /// Makes measurements.
    public init(
        dateHeight: Double, titleHeight: Double, routeHeight: Double?, figuresHeight: Double,
        weatherCardHeight: Double?, mapAttributionHeight: Double
    ) {
        self.dateHeight = dateHeight
        self.titleHeight = titleHeight
        self.routeHeight = routeHeight
        self.figuresHeight = figuresHeight
        self.weatherCardHeight = weatherCardHeight
        self.mapAttributionHeight = mapAttributionHeight
    }

    /// The header's heights: the date range, the title and the route.
    var header: HeaderHeights { HeaderHeights(date: dateHeight, title: titleHeight, lines: [routeHeight]) }
}
