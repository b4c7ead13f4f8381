import Foundation
import OutdoorDrawing
import OutdoorModel

extension CardRenderer {
    /// Draws `entry`'s card into `region` (points) of a printed page's `canvas`: the same texts,
    /// blocks and painting as the share card, laid out for paper (`CardGrid.page`) in the
    /// printed colours of `options.theme` (`CardPalette.printed`).
    ///
    /// The map is drawn by the provider onto the page (vectors, with the offline map). `photo`
    /// is drawn whole in its panel; nil lays the card out without one. `options.preset` and
    /// `options.scale` do not apply; the page's resolution is `canvas.scale`. Returns where
    /// everything went, in page coordinates.
    @discardableResult
    public func drawPage(
        _ entry: JournalEntry, photo: PagePhoto?, in region: CGRect, on canvas: Canvas, options: CardOptions,
        arrangement: PageCardArrangement
    ) throws -> CardLayout {
        let design = CardDesign.of(arrangement)
        let palette = CardPalette.printed(options.theme)
        let grid = CardGrid.page(size: region.size, arrangement: arrangement, photoAspect: photo?.aspect)
        let composed = try compose(entry, grid: grid, design: design, palette: palette, options: options)
        try canvas.withSavedState {
            canvas.translate(x: Double(region.minX), y: Double(region.minY))
            _ = try paint(composed, entry: entry, on: canvas, options: options, medium: .paper) { panel in
                guard let photo else { return }
                try canvas.drawImage(photo.image, in: panel, fit: .contain, orientation: photo.orientation)
            }
        }
        return composed.layout.offsetBy(dx: Double(region.minX), dy: Double(region.minY))
    }
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
