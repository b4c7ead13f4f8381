import Foundation
import OutdoorCard

/// How much of a printed page an entry's card takes.
public enum PageCardArrangement: String, Sendable, Hashable, CaseIterable {
    /// One entry on the page: the photo across the top, the header and note beside the weather
    /// card and map below it.
    case fullPage
    /// Two entries on the page, each in half: the photo on the left, the card's column beside it.
    case halfPage
}

extension CardGrid {
    /// The largest share of a full page's height the photo may take.
    public static let pagePhotoHeightShare = 0.56
    /// The least height a full page keeps below its photo for the header, weather card and map.
    public static let pageColumnsMinimum = 250.0
    /// The largest share of a half page's width the photo may take.
    public static let halfPagePhotoWidthShare = 0.58
    /// The least height under a half page's photo that holds the note (else it goes beside).
    public static let halfPageNoteMinimum = 56.0

    /// The grid of an entry's card in a region `size` points large on a printed page, in the
    /// region's own coordinates.
    ///
    /// The photo is never cropped: its panel has the photo's upright shape (`photoAspect`, width
    /// over height), as large as the arrangement allows, centred across a full page and at the
    /// top left of a half page. Without a photo (`photoAspect` nil) a full page stacks the
    /// header, weather card, note and a large map in one column; a half page puts the header,
    /// note and weather card beside a full-height map.
    public static func page(size: CGSize, arrangement: PageCardArrangement, photoAspect: Double?) -> CardGrid
    {
        let d = CardDesign.of(arrangement)
        let w = Double(size.width)
        let h = Double(size.height)
        let aspect = photoAspect.flatMap { $0.isFinite && $0 > 0 ? min(max($0, 0.2), 5) : nil }
        switch (arrangement, aspect) {
        case (.fullPage, let aspect?):
            let maxHeight = max(h * 0.3, min(h * pagePhotoHeightShare, h - pageColumnsMinimum))
            let panelWidth = min(w, maxHeight * aspect).rounded(.down)
            let panelHeight = (panelWidth / aspect).rounded(.down)
            let photo = CGRect(
                x: ((w - panelWidth) / 2).rounded(), y: 0, width: panelWidth, height: panelHeight)
            let top = panelHeight + 1.4 * d.gap
            let (left, right) = split(x: 0, width: w, share: d.firstColumnShare, gutter: d.gutter)
            return CardGrid(
                canvasSize: size, photo: photo,
                columns: [
                    CardColumn(
                        frame: CGRect(x: left.x, y: top, width: left.width, height: h - top),
                        top: [.header, .note]),
                    CardColumn(
                        frame: CGRect(x: right.x, y: top, width: right.width, height: h - top),
                        top: [.weather, .map]),
                ])
        case (.fullPage, nil):
            return CardGrid(
                canvasSize: size, photo: nil,
                columns: [
                    CardColumn(
                        frame: CGRect(x: 0, y: 0, width: w, height: h), top: [.header, .weather, .note, .map])
                ])
        case (.halfPage, let aspect?):
            let panelHeight = min(h, w * halfPagePhotoWidthShare / aspect).rounded(.down)
            let panelWidth = (panelHeight * aspect).rounded(.down)
            let photo = CGRect(x: 0, y: 0, width: panelWidth, height: panelHeight)
            let x = panelWidth + d.gutter
            let column = CGRect(x: x, y: 0, width: w - x, height: h)
            let below = h - panelHeight - d.gap
            guard below >= halfPageNoteMinimum else {
                return CardGrid(
                    canvasSize: size, photo: photo,
                    columns: [CardColumn(frame: column, top: [.header, .weather, .note, .map])])
            }
            return CardGrid(
                canvasSize: size, photo: photo,
                columns: [
                    CardColumn(
                        frame: CGRect(x: 0, y: panelHeight + d.gap, width: panelWidth, height: below),
                        top: [.note]),
                    CardColumn(frame: column, top: [.header, .weather, .map]),
                ])
        case (.halfPage, nil):
            let (left, right) = split(x: 0, width: w, share: d.firstColumnShare, gutter: d.gutter)
            return CardGrid(
                canvasSize: size, photo: nil,
                columns: [
                    CardColumn(
                        frame: CGRect(x: left.x, y: 0, width: left.width, height: h), top: [.header, .note],
                        bottom: [.weather]),
                    CardColumn(frame: CGRect(x: right.x, y: 0, width: right.width, height: h), top: [.map]),
                ])
        }
    }
}

extension CardDesign {
    /// The page design of `arrangement`.
    public static func of(_ arrangement: PageCardArrangement) -> CardDesign {
        switch arrangement {
        case .fullPage: return .page
        case .halfPage: return .halfPage
        }
    }
}
