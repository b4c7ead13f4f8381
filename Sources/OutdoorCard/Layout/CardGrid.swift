import Foundation

/// A part of the card that stacks in a column.
public enum CardBlock: Sendable, Hashable {
    /// The weather card: icon, temperature, summary and the provider's attribution.
    case weather
    /// The date line, the title, the place and the coordinates.
    case header
    /// The note, cut with "…" to the space it gets.
    case note
    /// The map panel with its attribution line; always the last block of its column.
    case map
}

/// The first stage of a card's layout: the photo's place and the columns.
///
/// Pure geometry in points, from the preset and whether there is a photo, before any text is
/// measured.
///
/// - story with a photo: the photo full-bleed across the top; one column below it whose weather
///   card rises over the photo's lower edge; header, note, then the map down to the margin.
/// - square with a photo: the photo across the top; the header and note on the left; the
///   weather card (rising over the photo) and the map on the right.
/// - landscape with a photo: the photo full-height on the left; header, weather, note and map
///   in one column on the right.
/// - without a photo: the title opens the card, set larger. Story keeps one column (with a
///   larger map); square and landscape put the header and note at the top of the left column,
///   the weather card at its bottom, and a full-height map on the right.
public struct CardGrid: ColumnGrid, Sendable, Hashable {
    /// The card's size in points.
    public var canvasSize: CGSize
    /// The photo's panel (full-bleed, square corners), or nil for a card without a photo.
    public var photo: CGRect?
    /// The columns, left to right.
    public var columns: [CardColumn<CardBlock>]

    /// The grid of `preset`, with or without a photo.
    public static func make(preset: CardPreset, hasPhoto: Bool) -> CardGrid {
        let d = CardDesign.of(preset)
        let size = preset.size
        let w = Double(size.width)
        let h = Double(size.height)
        let m = d.margin
        switch (preset, hasPhoto) {
        case (.story, true):
            let photo = CGRect(x: 0, y: 0, width: w, height: d.photoExtent)
            let top = d.photoExtent + d.gap
            return CardGrid(
                canvasSize: size, photo: photo,
                columns: [
                    CardColumn(
                        frame: CGRect(x: m, y: top, width: w - 2 * m, height: h - m - top),
                        top: [.weather, .header, .note, .map],
                        raisedTop: d.photoExtent - d.weatherOverlap)
                ])
        case (.story, false):
            let top = m + d.photolessTopInset
            return CardGrid(
                canvasSize: size, photo: nil,
                columns: [
                    CardColumn(
                        frame: CGRect(x: m, y: top, width: w - 2 * m, height: h - m - top),
                        top: [.header, .weather, .note, .map])
                ])
        case (.square, true):
            let photo = CGRect(x: 0, y: 0, width: w, height: d.photoExtent)
            let top = d.photoExtent + d.gap
            let (left, right) = split(x: m, width: w - 2 * m, share: d.firstColumnShare, gutter: d.gutter)
            return CardGrid(
                canvasSize: size, photo: photo,
                columns: [
                    CardColumn(
                        frame: CGRect(x: left.x, y: top, width: left.width, height: h - m - top),
                        top: [.header, .note]),
                    CardColumn(
                        frame: CGRect(x: right.x, y: top, width: right.width, height: h - m - top),
                        top: [.weather, .map], raisedTop: d.photoExtent - d.weatherOverlap),
                ])
        case (.landscape, true):
            let photo = CGRect(x: 0, y: 0, width: d.photoExtent, height: h)
            let x = d.photoExtent + d.gutter
            return CardGrid(
                canvasSize: size, photo: photo,
                columns: [
                    CardColumn(
                        frame: CGRect(x: x, y: m, width: w - m - x, height: h - 2 * m),
                        top: [.header, .weather, .note, .map])
                ])
        case (.square, false), (.landscape, false):
            let top = m + d.photolessTopInset
            let (left, right) = split(x: m, width: w - 2 * m, share: d.firstColumnShare, gutter: d.gutter)
            return CardGrid(
                canvasSize: size, photo: nil,
                columns: [
                    CardColumn(
                        frame: CGRect(x: left.x, y: top, width: left.width, height: h - m - top),
                        top: [.header, .note], bottom: [.weather]),
                    CardColumn(
                        frame: CGRect(x: right.x, y: m, width: right.width, height: h - 2 * m),
                        top: [.map]),
                ])
        }
    }

}
