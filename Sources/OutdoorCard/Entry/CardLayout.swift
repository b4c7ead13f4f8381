import Foundation

/// Where everything on a card goes, in points: the second stage of the layout.
///
/// Blocks stack down each column of the grid with the design's gap between them; a block that
/// is absent (no weather, no note) takes no space, so no hole is left. The map ends at the
/// column's bottom and takes the height left over, never less than the design's minimum: the
/// note gives way first, keeping as many whole lines as fit (cut with "…"), and at least one
/// while the map keeps half its minimum (the map, not the title, gives up that line).
///
/// When the fixed blocks alone leave the map less than its minimum (a two-line title, a
/// two-line summary and long credits on a landscape card), `overflow` says by how much; the
/// renderer then lays the title out on one line and asks again. A map that would still be
/// under half its minimum height is left out with its credit line rather than squeezed.
public struct CardLayout: Sendable, Hashable {
    /// The card's size in points.
    public var canvasSize: CGSize
    /// The photo's panel, or nil without a photo.
    public var photo: CGRect?
    /// The weather card, or nil without weather.
    public var weatherCard: CGRect?
    /// The date line.
    public var date: CGRect
    /// The title.
    public var title: CGRect
    /// The place line, or nil without a place name.
    public var place: CGRect?
    /// The coordinates line, or nil when they are hidden.
    public var coordinates: CGRect?
    /// The note's box, or nil when there is no note or no room for a single line.
    public var note: CGRect?
    /// Lines of the note kept (0 without a note box).
    public var noteLines: Int
    /// Whether the note had to be cut (fewer lines kept than it needs, or left out).
    public var noteIsShortened: Bool
    /// The map panel, or nil when there is no room for a useful map.
    public var map: CGRect?
    /// The map attribution line under the panel, or nil with no map.
    public var mapAttribution: CGRect?
    /// How many points the map is short of its minimum height (0 when it has room).
    public var overflow: Double
    /// The corner radius of the weather card and the map panel.
    public var cornerRadius: Double
    /// The columns the blocks were stacked in.
    public var columns: [CardColumn<CardBlock>]
    /// Whether the photo fills the card behind the rest (story-full), the texts on a scrim.
    public var photoIsBackdrop = false

    /// Every block's box with a name, for checks such as "nothing overlaps".
    public var namedBoxes: [(name: String, box: CGRect)] {
        var boxes: [(String, CGRect)] = [("date", date), ("title", title)]
        if let map { boxes.append(("map", map)) }
        if let mapAttribution { boxes.append(("mapAttribution", mapAttribution)) }
        if let photo { boxes.append(("photo", photo)) }
        if let weatherCard { boxes.append(("weatherCard", weatherCard)) }
        if let place { boxes.append(("place", place)) }
        if let coordinates { boxes.append(("coordinates", coordinates)) }
        if let note { boxes.append(("note", note)) }
        return boxes
    }

    /// The header's box: the date line down to the last line under the title.
    public var header: CGRect {
        [place, coordinates].compactMap { $0 }.reduce(date.union(title)) { $0.union($1) }
    }

    /// Stacks the measured blocks of a card of `preset` into `grid`'s columns.
    public static func make(preset: CardPreset, grid: CardGrid, measurements m: CardMeasurements)
        -> CardLayout
    {
        make(design: CardDesign.of(preset), grid: grid, measurements: m)
    }

    /// Stacks the measured blocks into `grid`'s columns with the measurements of `d`.
    public static func make(design d: CardDesign, grid: CardGrid, measurements m: CardMeasurements)
        -> CardLayout
    {
        var layout = CardLayout(
            canvasSize: grid.canvasSize, photo: grid.photo, weatherCard: nil, date: .zero, title: .zero,
            place: nil, coordinates: nil, note: nil, noteLines: 0, noteIsShortened: m.noteLineCount > 0,
            map: nil, mapAttribution: nil, overflow: 0, cornerRadius: d.cornerRadius, columns: grid.columns)
        layout.photoIsBackdrop = grid.photoIsBackdrop
        // The bottom of a header that spans the columns after it (the landscape card's).
        var headerBottom: Double?

        for column in grid.columns {
            let x = Double(column.frame.minX)
            let width = Double(column.frame.width)
            var y = Double(column.frame.minY)
            if column.startsBelowHeader, let headerBottom { y = max(y, headerBottom + d.gap) }
            var bottom = Double(column.frame.maxY)
            let firstTop = y

            // Blocks pinned to the bottom go first, from the bottom up.
            for block in column.bottom.reversed() {
                guard let height = fixedHeight(of: block, measurements: m, design: d) else { continue }
                bottom -= height
                place(
                    block, at: CGPoint(x: x, y: bottom), width: width, measurements: m, design: d,
                    into: &layout)
                bottom -= d.gap
            }

            // The height a note's one kept line takes from a map already at its minimum.
            var forcedNote = 0.0
            for (index, block) in column.top.enumerated() {
                switch block {
                case .weather, .header:
                    guard let height = fixedHeight(of: block, measurements: m, design: d) else { continue }
                    if block == .weather, index == 0, let raised = column.raisedTop { y = raised }
                    place(
                        block, at: CGPoint(x: x, y: y), width: width, measurements: m, design: d,
                        into: &layout)
                    y += height + d.gap
                    if block == .header { headerBottom = y - d.gap }
                case .note:
                    guard m.noteLineCount > 0, m.noteLineHeight > 0 else { continue }
                    let reserved =
                        column.contains(.map)
                        ? d.minimumMapHeight + d.mapAttributionGap + m.mapAttributionHeight + d.gap : 0
                    var lines = TextFit.linesThatFit(
                        available: bottom - y - reserved, lineHeight: m.noteLineHeight,
                        needed: m.noteLineCount)
                    var forced = false
                    if d.mapGivesWay, lines < m.noteLineCount, column.contains(.map) {
                        // On paper a note goes on to a page of its own only when it truly does not
                        // fit: the map gives up room, down to half its minimum, to keep it whole.
                        let least =
                            d.minimumMapHeight / 2 + d.mapAttributionGap + m.mapAttributionHeight + d.gap
                        let whole = TextFit.linesThatFit(
                            available: bottom - y - least, lineHeight: m.noteLineHeight,
                            needed: m.noteLineCount)
                        if whole == m.noteLineCount {
                            lines = whole
                            forced = true
                        }
                    }
                    if lines == 0 && column.contains(.map) {
                        // A note is never dropped whole while one line (ending "…") fits above a map
                        // of half its minimum height: the map gives up that line, the title nothing.
                        let least =
                            d.minimumMapHeight / 2 + d.mapAttributionGap + m.mapAttributionHeight + d.gap
                        lines = TextFit.linesThatFit(
                            available: bottom - y - least, lineHeight: m.noteLineHeight, needed: 1)
                        forced = lines > 0
                    }
                    layout.noteIsShortened = lines < m.noteLineCount
                    guard lines > 0 else { continue }
                    let height = (Double(lines) * m.noteLineHeight).rounded(.up)
                    layout.noteLines = lines
                    layout.note = CGRect(x: x, y: y, width: width, height: height)
                    y += height + d.gap
                    if forced { forcedNote = height + d.gap }
                case .map:
                    let attributionTop = bottom - m.mapAttributionHeight
                    let mapHeight = (attributionTop - d.mapAttributionGap - y).rounded(.down)
                    // The line a note kept is no overflow: only what the other blocks take counts.
                    layout.overflow = max(layout.overflow, d.minimumMapHeight - mapHeight - forcedNote)
                    guard mapHeight >= d.minimumMapHeight / 2 else { continue }
                    layout.map = CGRect(x: x, y: y, width: width, height: mapHeight)
                    layout.mapAttribution = CGRect(
                        x: x, y: attributionTop, width: width, height: m.mapAttributionHeight)
                }
            }
            if column.alignsBottom, !column.contains(.map) {
                // Texts over a photo sit on what is under them: the stack moves down, whole.
                let slack = (bottom - (y - d.gap)).rounded(.down)
                if slack > 0, y > firstTop { layout.moveTopBlocks(of: column, by: slack) }
            }
        }
        return layout
    }

    /// Moves the boxes of `column`'s top blocks down by `dy` points.
    mutating func moveTopBlocks(of column: CardColumn<CardBlock>, by dy: Double) {
        func moved(_ box: CGRect?) -> CGRect? { box?.offsetBy(dx: 0, dy: dy) }
        for block in column.top {
            switch block {
            case .header:
                date = date.offsetBy(dx: 0, dy: dy)
                title = title.offsetBy(dx: 0, dy: dy)
                place = moved(place)
                coordinates = moved(coordinates)
            case .note: note = moved(note)
            case .weather: weatherCard = moved(weatherCard)
            case .map: break
            }
        }
    }

    /// The height of a block of fixed size (weather card, header), nil when absent or flexible.
    static func fixedHeight(of block: CardBlock, measurements m: CardMeasurements, design d: CardDesign)
        -> Double?
    {
        switch block {
        case .weather:
            return m.weatherCardHeight.map { $0.rounded(.up) }
        case .header:
            return m.header.total(d)
        case .note, .map:
            return nil
        }
    }

    /// Sets the boxes of a fixed block whose top-left corner is `origin`.
    static func place(
        _ block: CardBlock, at origin: CGPoint, width: Double, measurements m: CardMeasurements,
        design d: CardDesign, into layout: inout CardLayout
    ) {
        switch block {
        case .weather:
            if let height = m.weatherCardHeight {
                layout.weatherCard = CGRect(
                    origin: origin, size: CGSize(width: width, height: height.rounded(.up)))
            }
        case .header:
            let boxes = m.header.boxes(at: origin, width: width, design: d)
            layout.date = boxes.date
            layout.title = boxes.title
            layout.place = boxes.lines[0]
            layout.coordinates = boxes.lines[1]
        case .note, .map:
            break
        }
    }
}
