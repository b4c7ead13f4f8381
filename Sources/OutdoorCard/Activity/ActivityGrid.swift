import Foundation

/// A part of the activity card that stacks in a column.
public enum ActivityBlock: Sendable, Hashable {
    /// The date and times, the track's name and where it started.
    case header
    /// Distance, moving time, ascent and highest point.
    case figures
    /// The weather at the start with its provider's credit.
    case weather
    /// The elevation profile with the entries marked on it.
    case profile
    /// The map panel with its credit line: the last of its column's top blocks, taking the
    /// height left between the column's two stacks.
    case map
}

/// The first stage of an activity card's layout: the photo's place and the columns.
///
/// - story: with a photo, a band across the top with the weather card rising over its lower
///   edge, then the header, the map as large as the rest allows, the figures in a row and the
///   profile; without one, the header opens the card and the weather card closes it.
/// - square: with a photo, a band across the top; below it the header and figures (two by two)
///   with the profile at the bottom on the left, the weather card rising over the photo and the
///   map on the right. Without one, the weather card closes the left column and the profile runs
///   under the map.
/// - landscape: with a photo, the photo full height on the left; then a text column (header,
///   figures, the weather card at its bottom) and the map over the profile.
/// - story-full is laid out as the story: the track's map, not the photo, leads an activity card.
public struct ActivityGrid: ColumnGrid, Sendable, Hashable {
    /// The card's size in points.
    public var canvasSize: CGSize
    /// The photo's panel (full-bleed, square corners), or nil for a card without a photo.
    public var photo: CGRect?
    /// The columns, left to right.
    public var columns: [CardColumn<ActivityBlock>]
    /// The most figures side by side.
    public var figureColumns: Int

    /// The grid of `preset`, with or without a photo.
    public static func make(preset: CardPreset, hasPhoto: Bool) -> ActivityGrid {
        make(design: ActivityDesign.of(preset), size: preset.size, preset: preset, hasPhoto: hasPhoto)
    }

    static func make(design: ActivityDesign, size: CGSize, preset: CardPreset, hasPhoto: Bool) -> ActivityGrid
    {
        let d = design.card
        let w = Double(size.width)
        let h = Double(size.height)
        let m = d.margin
        switch (preset, hasPhoto) {
        case (.story, true), (.storyFull, true):
            let photo = CGRect(x: 0, y: 0, width: w, height: design.photoExtent)
            let top = design.photoExtent + d.gap
            return ActivityGrid(
                canvasSize: size, photo: photo,
                columns: [
                    CardColumn(
                        frame: CGRect(x: m, y: top, width: w - 2 * m, height: h - m - top),
                        top: [.weather, .header, .map], bottom: [.figures, .profile],
                        raisedTop: design.photoExtent - design.weatherOverlap)
                ], figureColumns: 4)
        case (.story, false), (.storyFull, false):
            let top = m + d.photolessTopInset
            return ActivityGrid(
                canvasSize: size, photo: nil,
                columns: [
                    CardColumn(
                        frame: CGRect(x: m, y: top, width: w - 2 * m, height: h - m - top),
                        top: [.header, .map], bottom: [.figures, .profile, .weather])
                ], figureColumns: 4)
        case (.square, true):
            let photo = CGRect(x: 0, y: 0, width: w, height: design.photoExtent)
            let top = design.photoExtent + d.gap
            let (text, map) = split(x: m, width: w - 2 * m, share: design.textColumnShare, gutter: d.gutter)
            return ActivityGrid(
                canvasSize: size, photo: photo,
                columns: [
                    CardColumn(
                        frame: CGRect(x: text.x, y: top, width: text.width, height: h - m - top),
                        top: [.header, .figures], bottom: [.profile]),
                    CardColumn(
                        frame: CGRect(x: map.x, y: top, width: map.width, height: h - m - top),
                        top: [.weather, .map], raisedTop: design.photoExtent - design.weatherOverlap),
                ], figureColumns: 2)
        case (.square, false):
            let (text, map) = split(x: m, width: w - 2 * m, share: design.textColumnShare, gutter: d.gutter)
            return ActivityGrid(
                canvasSize: size, photo: nil,
                columns: textAndMapColumns(text: text, map: map, top: m, height: h - 2 * m),
                figureColumns: 2)
        case (.landscape, _):
            let left = hasPhoto ? design.photoExtent + d.gutter : m
            let (text, map) = split(
                x: left, width: w - m - left, share: design.textColumnShare, gutter: d.gutter)
            return ActivityGrid(
                canvasSize: size,
                photo: hasPhoto ? CGRect(x: 0, y: 0, width: design.photoExtent, height: h) : nil,
                columns: textAndMapColumns(text: text, map: map, top: m, height: h - 2 * m),
                figureColumns: 2)
        }
    }

    /// The columns the photoless square card and the landscape card share: a text column (header
    /// and figures, the weather card at its bottom) beside the map over the profile, `height`
    /// points tall from `top`.
    private static func textAndMapColumns(
        text: (x: Double, width: Double), map: (x: Double, width: Double), top: Double, height: Double
    ) -> [CardColumn<ActivityBlock>] {
        [
            CardColumn(
                frame: CGRect(x: text.x, y: top, width: text.width, height: height),
                top: [.header, .figures], bottom: [.weather]),
            CardColumn(
                frame: CGRect(x: map.x, y: top, width: map.width, height: height), top: [.map],
                bottom: [.profile]),
        ]
    }
}
