import Foundation

/// Where everything on a trip summary card goes, in points: the second stage of its layout.
///
/// Each column stacks its top blocks down from its top and its bottom blocks up from its
/// bottom, with the design's gap between blocks; an absent block (no weather) takes no space.
/// The map takes the height left between the two stacks, its credit line under it. When the
/// blocks leave the map less than its minimum height, or overlap in a column without a map,
/// `overflow` says by how much: the renderer then sets the title on one line, then moves the
/// weather card beside the map, and asks again. A map under half its minimum is left out.
public struct TripSummaryLayout: Sendable, Hashable {
    /// The card's size in points.
    public var canvasSize: CGSize
    /// The date range line.
    public var date: CGRect
    /// The title.
    public var title: CGRect
    /// The route line, or nil without one.
    public var route: CGRect?
    /// The figures grid.
    public var figures: CGRect?
    /// The weather card, or nil without weather.
    public var weatherCard: CGRect?
    /// The map panel, or nil when there is no room for a useful map.
    public var map: CGRect?
    /// The map's credit line under the panel, or nil with no map.
    public var mapAttribution: CGRect?
    /// How many points the blocks lack: the map's shortfall below its minimum, or the overlap
    /// of the stacks in a column without a map (0 when everything fits).
    public var overflow: Double
    /// The corner radius of the weather card and the map panel.
    public var cornerRadius: Double
    /// The columns the blocks were stacked in.
    public var columns: [CardColumn<SummaryBlock>]

    /// Every block's box with a name, for checks such as "nothing overlaps".
    public var namedBoxes: [(name: String, box: CGRect)] {
        var boxes: [(String, CGRect)] = [("date", date), ("title", title)]
        if let route { boxes.append(("route", route)) }
        if let figures { boxes.append(("figures", figures)) }
        if let weatherCard { boxes.append(("weatherCard", weatherCard)) }
        if let map { boxes.append(("map", map)) }
        if let mapAttribution { boxes.append(("mapAttribution", mapAttribution)) }
        return boxes
    }

    /// The header's box: the date line down to the route line.
    public var header: CGRect {
        [route].compactMap { $0 }.reduce(date.union(title)) { $0.union($1) }
    }

    /// Stacks the measured blocks of a summary of `preset` into `grid`'s columns.
    public static func make(
        preset: CardPreset, grid: TripSummaryGrid, measurements m: TripSummaryMeasurements
    )
        -> TripSummaryLayout
    {
        make(design: SummaryDesign.of(preset), grid: grid, measurements: m)
    }

    /// Stacks the measured blocks into `grid`'s columns with the measurements of `design`.
    static func make(design: SummaryDesign, grid: TripSummaryGrid, measurements m: TripSummaryMeasurements)
        -> TripSummaryLayout
    {
        let d = design.card
        var layout = TripSummaryLayout(
            canvasSize: grid.canvasSize, date: .zero, title: .zero, route: nil, figures: nil,
            weatherCard: nil,
            map: nil, mapAttribution: nil, overflow: 0, cornerRadius: d.cornerRadius, columns: grid.columns)

        for column in grid.columns {
            let width = Double(column.frame.width)
            let stacked = StackedColumn(
                column, gap: d.gap, height: { height(of: $0, measurements: m, design: design) },
                place: { block, origin, _ in
                    place(block, at: origin, width: width, measurements: m, design: design, into: &layout)
                })
            stacked.fill(
                &layout, holdsMap: column.contains(.map), gap: d.gap,
                attributionHeight: m.mapAttributionHeight,
                attributionGap: d.mapAttributionGap, minimumMapHeight: design.minimumMapHeight)
        }
        return layout
    }

    /// The height of `block`, or nil when it is absent or is the map (which takes what is left).
    static func height(of block: SummaryBlock, measurements m: TripSummaryMeasurements, design: SummaryDesign)
        -> Double?
    {
        let d = design.card
        switch block {
        case .header:
            return m.header.total(d)
        case .figures:
            return m.figuresHeight.rounded(.up)
        case .weather:
            return m.weatherCardHeight.map { $0.rounded(.up) }
        case .map:
            return nil
        }
    }

    /// Sets the boxes of `block` whose top-left corner is `origin`.
    static func place(
        _ block: SummaryBlock, at origin: CGPoint, width: Double, measurements m: TripSummaryMeasurements,
        design: SummaryDesign, into layout: inout TripSummaryLayout
    ) {
        func box(_ height: Double) -> CGRect {
            CGRect(origin: origin, size: CGSize(width: width, height: height))
        }
        switch block {
        case .header:
            let boxes = m.header.boxes(at: origin, width: width, design: design.card)
            layout.date = boxes.date
            layout.title = boxes.title
            layout.route = boxes.lines[0]
        case .figures:
            layout.figures = box(m.figuresHeight.rounded(.up))
        case .weather:
            if let height = m.weatherCardHeight { layout.weatherCard = box(height.rounded(.up)) }
        case .map:
            break
        }
    }
}
