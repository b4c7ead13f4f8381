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
/// Pure geometry in points, from the preset and the photo's shape (width over height, upright),
/// before any text is measured. The layout follows the photo (`PhotoShape`):
///
/// - story: a landscape photo full-bleed across the top at its own shape (1080 x 608-860), one
///   column below whose weather card rises over the photo's edge: header, note, then the map. A
///   panorama the same, lower (400-607), the weather card under it. A portrait photo takes 1200 of
///   the 1920 points, a square one 1080; under it the header and note on the left, the weather
///   card and map on the right.
/// - square: a landscape photo across the top (480; a panorama 360-479), the header and note on
///   the left, the weather card (rising over the photo) and the map on the right. A portrait
///   photo full-height on the left (600 wide), one column beside it. A square photo 600 x 600 in
///   the top-left corner, the map under it, the texts beside it.
/// - landscape: the photo full-height on the left (560 wide; portrait 420, square 580), the
///   header across the rest, then the weather card and note beside a map at least
///   `minimumMapHeight` tall. A panorama across the top (260-290), three columns under it.
/// - story-full: the photo fills the card; the header and note over a scrim, the weather card and
///   an inset map along the bottom.
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
    /// Whether the photo fills the card behind everything else (story-full): the texts then
    /// stand on a scrim over it.
    public var photoIsBackdrop = false

    /// A grid of `canvasSize` points with the photo's panel (nil: no photo) and `columns`; the
    /// photo behind everything when `photoIsBackdrop`.
    public init(
        canvasSize: CGSize, photo: CGRect?, columns: [CardColumn<CardBlock>], photoIsBackdrop: Bool = false
    ) {
        self.canvasSize = canvasSize
        self.photo = photo
        self.columns = columns
        self.photoIsBackdrop = photoIsBackdrop
    }

    /// The shape a photo is assumed to have when only its presence is known: the story card's
    /// panel before layouts followed the photo (1080 x 860).
    public static let defaultPhotoAspect = 1080.0 / 860.0

    /// The grid of `preset`, with a photo of the default shape or without one.
    public static func make(preset: CardPreset, hasPhoto: Bool) -> CardGrid {
        make(preset: preset, photoAspect: hasPhoto ? defaultPhotoAspect : nil)
    }

    /// The grid of `preset` for a photo `photoAspect` wide (width over height, upright), or for a
    /// card without a photo when it is nil.
    public static func make(preset: CardPreset, photoAspect: Double?) -> CardGrid {
        let aspect = photoAspect.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        guard let aspect else { return photoless(preset: preset) }
        switch preset {
        case .story: return story(aspect: aspect)
        case .square: return square(aspect: aspect)
        case .landscape: return landscape(aspect: aspect)
        case .storyFull: return storyFull()
        }
    }

    /// A card without a photo.
    static func photoless(preset: CardPreset) -> CardGrid {
        let d = CardDesign.of(preset)
        let size = preset.size
        let w = Double(size.width)
        let h = Double(size.height)
        let m = d.margin
        let top = m + d.photolessTopInset
        switch preset {
        case .story, .storyFull:
            return CardGrid(
                canvasSize: size, photo: nil,
                columns: [
                    CardColumn(
                        frame: CGRect(x: m, y: top, width: w - 2 * m, height: h - m - top),
                        top: [.header, .weather, .note, .map])
                ])
        case .square, .landscape:
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

    /// A photo panel across the top, `height` points high, the shape of the photo within bounds.
    static func bandHeight(width: Double, aspect: Double, within range: ClosedRange<Double>) -> Double {
        min(max((width / aspect).rounded(), range.lowerBound), range.upperBound)
    }

    /// Two columns under a photo `photoHeight` high: the header and note on the left, the weather
    /// card (rising over the photo) and the map on the right.
    static func twoColumnsUnder(
        photoHeight: Double, design d: CardDesign, size: CGSize, share: Double = 0.5
    ) -> [CardColumn<CardBlock>] {
        let w = Double(size.width)
        let h = Double(size.height)
        let m = d.margin
        let top = photoHeight + d.gap
        let (left, right) = split(x: m, width: w - 2 * m, share: share, gutter: d.gutter)
        return [
            CardColumn(
                frame: CGRect(x: left.x, y: top, width: left.width, height: h - m - top),
                top: [.header, .note]),
            CardColumn(
                frame: CGRect(x: right.x, y: top, width: right.width, height: h - m - top),
                top: [.weather, .map],
                raisedTop: photoHeight - d.weatherOverlap),
        ]
    }
}
