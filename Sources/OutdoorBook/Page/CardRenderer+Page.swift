import Foundation
import OutdoorCard
import OutdoorDisclosure
import OutdoorDrawing
import OutdoorModel

extension CardRenderer {
    /// Draws `entry`'s card into `region` (points) of a printed page's `canvas`: the same texts,
    /// blocks and painting as the share card, laid out for paper (`CardGrid.page`) in the
    /// printed colours of `options.theme` (`CardPalette.printed`).
    ///
    /// The map is drawn by the provider onto the page (vectors, with the offline map). `photo`
    /// is drawn whole in its panel; nil lays the card out without one. The entry's tracks show
    /// around it as on the share card. `options.preset` and `options.scale` do not apply; the
    /// page's resolution is `canvas.scale`. Returns where everything went, in page coordinates,
    /// and the rest of a note the page had to cut.
    @discardableResult
    public func drawPage(
        _ entry: DisclosedEntry, photo: PagePhoto?, in region: CGRect, on canvas: Canvas,
        options: CardOptions, arrangement: PageCardArrangement
    ) throws -> DrawnPageCard {
        let surface = CardSurface(
            grid: CardGrid.page(size: region.size, arrangement: arrangement, photoAspect: photo?.aspect),
            design: CardDesign.of(arrangement), palette: CardPalette.printed(options.theme), medium: .paper)
        let drawn = try canvas.withSavedState {
            canvas.translate(x: Double(region.minX), y: Double(region.minY))
            return try draw(entry, on: canvas, surface: surface, options: options) { panel in
                guard let photo else { return }
                try canvas.drawImage(photo.image, in: panel, fit: .contain, orientation: photo.orientation)
            }
        }
        return DrawnPageCard(
            layout: drawn.layout.offsetBy(dx: Double(region.minX), dy: Double(region.minY)),
            noteContinuation: Self.continuation(of: drawn.text.note, shown: drawn.shownNote))
    }

    /// What is left of `note` after the page showed `shown` (its words up to a cut, then "…"):
    /// the whole note when none was shown, nil when all of it was.
    static func continuation(of note: String?, shown: String?) -> String? {
        guard let note else { return nil }
        guard let shown else { return note }
        guard shown != note, shown.hasSuffix("\u{2026}") else { return nil }
        let kept = shown.dropLast()
        guard note.hasPrefix(kept) else { return nil }
        let rest = note.dropFirst(kept.count).drop { $0.isWhitespace }
        return rest.isEmpty ? nil : String(rest)
    }
}

/// What `CardRenderer.drawPage` drew.
public struct DrawnPageCard {
    /// Where everything went, in page coordinates.
    public var layout: CardLayout
    /// The rest of the note when the page had to cut it, for a page of its own; else nil.
    public var noteContinuation: String?
}

extension CardLayout {
    /// The layout moved by `dx`, `dy` points.
    func offsetBy(dx: Double, dy: Double) -> CardLayout {
        var moved = self
        func shift(_ box: CGRect?) -> CGRect? { box?.offsetBy(dx: dx, dy: dy) }
        moved.photo = shift(photo)
        moved.weatherCard = shift(weatherCard)
        moved.date = date.offsetBy(dx: dx, dy: dy)
        moved.title = title.offsetBy(dx: dx, dy: dy)
        moved.place = shift(place)
        moved.coordinates = shift(coordinates)
        moved.note = shift(note)
        moved.map = shift(map)
        moved.mapAttribution = shift(mapAttribution)
        moved.columns = columns.map { $0.offsetBy(dx: dx, dy: dy) }
        return moved
    }
}
