import Foundation

/// The heights of an activity card's blocks in points, measured at its grid's column widths.
public struct ActivityMeasurements: Sendable, Hashable {
    /// The header's lines: the date (nil for an undated track), the title, the place (nil without one).
    public var dateHeight: Double?
    public var titleHeight: Double
    public var placeHeight: Double?
    /// The figures grid's height.
    public var figuresHeight: Double
    /// The weather card's height, or nil without weather.
    public var weatherCardHeight: Double?
    /// The profile's height, or nil when the track has no heights.
    public var profileHeight: Double?
    /// The map credit line's height.
    public var mapAttributionHeight: Double

    /// Makes measurements.
    public init(
        dateHeight: Double?, titleHeight: Double, placeHeight: Double?, figuresHeight: Double,
        weatherCardHeight: Double?, profileHeight: Double?, mapAttributionHeight: Double
    ) {
        self.dateHeight = dateHeight
        self.titleHeight = titleHeight
        self.placeHeight = placeHeight
        self.figuresHeight = figuresHeight
        self.weatherCardHeight = weatherCardHeight
        self.profileHeight = profileHeight
        self.mapAttributionHeight = mapAttributionHeight
    }

    var header: HeaderHeights { HeaderHeights(date: dateHeight, title: titleHeight, lines: [placeHeight]) }
}

/// Where everything on an activity card goes, in points: the second stage of its layout.
///
/// Each column stacks its top blocks down from its top (the first from its raised top, over the
/// photo, when it has one) and its bottom blocks up from its bottom, with the design's gap
/// between blocks; an absent block takes no space. The map takes the height left between the
/// two stacks, its credit line under it. `overflow` says how many points the map lacks below its
/// minimum (or how far the stacks of a column without a map overlap): the renderer then sets
/// the title on one line and the figures smaller, and asks again. A map under half its minimum
/// is left out.
public struct ActivityLayout: Sendable, Hashable {
    /// The card's size in points.
    public var canvasSize: CGSize
    /// The photo's panel, or nil without a photo.
    public var photo: CGRect?
    /// The header's boxes: date (nil for an undated track), title, place (nil without one).
    public var date: CGRect?
    public var title: CGRect
    public var place: CGRect?
    /// The figures grid.
    public var figures: CGRect?
    /// The weather card, or nil without weather.
    public var weatherCard: CGRect?
    /// The elevation profile, or nil without heights.
    public var profile: CGRect?
    /// The map panel and its credit line, or nil when there is no room for a useful map.
    public var map: CGRect?
    public var mapAttribution: CGRect?
    /// How many points the blocks lack (0 when everything fits).
    public var overflow: Double
    /// The columns the blocks were stacked in.
    public var columns: [CardColumn<ActivityBlock>]

    /// Every block's box with a name, for checks such as "nothing overlaps".
    public var namedBoxes: [(name: String, box: CGRect)] {
        var boxes: [(String, CGRect)] = [("title", title)]
        let optional: [(String, CGRect?)] = [
            ("date", date), ("place", place), ("figures", figures), ("weatherCard", weatherCard),
            ("profile", profile),
            ("map", map), ("mapAttribution", mapAttribution),
        ]
        for case (let name, let box?) in optional { boxes.append((name, box)) }
        return boxes
    }

    /// Stacks the measured blocks of a card of `preset` into `grid`'s columns.
    public static func make(preset: CardPreset, grid: ActivityGrid, measurements m: ActivityMeasurements)
        -> ActivityLayout
    {
        make(design: ActivityDesign.of(preset), grid: grid, measurements: m)
    }

    static func make(design: ActivityDesign, grid: ActivityGrid, measurements m: ActivityMeasurements)
        -> ActivityLayout
    {
        let d = design.card
        var layout = ActivityLayout(
            canvasSize: grid.canvasSize, photo: grid.photo, date: nil, title: .zero, place: nil,
            figures: nil,
            weatherCard: nil, profile: nil, map: nil, mapAttribution: nil, overflow: 0, columns: grid.columns)
        for column in grid.columns {
            let width = Double(column.frame.width)
            let stacked = StackedColumn(
                column, gap: d.gap, height: { height(of: $0, measurements: m, design: d) },
                place: { place($0, at: $1, width: width, height: $2, m, d, &layout) })
            stacked.fill(
                &layout, holdsMap: column.contains(.map), gap: d.gap,
                attributionHeight: m.mapAttributionHeight,
                attributionGap: d.mapAttributionGap, minimumMapHeight: design.minimumMapHeight)
        }
        return layout
    }

    /// The height of `block`, or nil when it is absent or is the map (which takes what is left).
    static func height(of block: ActivityBlock, measurements m: ActivityMeasurements, design d: CardDesign)
        -> Double?
    {
        switch block {
        case .header: return m.header.total(d)
        case .figures: return m.figuresHeight > 0 ? m.figuresHeight.rounded(.up) : nil
        case .weather: return m.weatherCardHeight.map { $0.rounded(.up) }
        case .profile: return m.profileHeight
        case .map: return nil
        }
    }

    /// Sets the boxes of `block` whose top-left corner is `origin`.
    private static func place(
        _ block: ActivityBlock, at origin: CGPoint, width: Double, height: Double, _ m: ActivityMeasurements,
        _ d: CardDesign, _ layout: inout ActivityLayout
    ) {
        let box = CGRect(origin: origin, size: CGSize(width: width, height: height))
        switch block {
        case .header:
            let boxes = m.header.boxes(at: origin, width: width, design: d)
            layout.date = m.dateHeight == nil ? nil : boxes.date
            layout.title = boxes.title
            layout.place = boxes.lines[0]
        case .figures: layout.figures = box
        case .weather: layout.weatherCard = box
        case .profile: layout.profile = box
        case .map: break
        }
    }
}
