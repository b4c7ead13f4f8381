import Foundation
import OutdoorCard
import OutdoorDisclosure
import OutdoorDrawing
import OutdoorModel

extension TripSummaryCard {
    /// Draws a summary `page` of `trip` named `title` into `region` (points) of a printed
    /// page's `canvas`: the summary card's texts, blocks and painting laid out for paper
    /// (`TripSummaryGrid.page`) in the printed colours of `options.theme`.
    ///
    /// The cover's map is drawn by the provider onto the page (vectors, with the offline map),
    /// with the trip's tracks where they cover the route.
    /// Returns where everything went, in page coordinates. Throws `CardError.noEntries` without
    /// entries.
    @discardableResult
    public func drawPage(
        _ page: SummaryPage, trip: DisclosedTrip, title: String, in region: CGRect, on canvas: Canvas,
        options: CardOptions
    ) throws -> TripSummaryLayout {
        let frame = SummaryFrame.page(page, size: region.size, trip: trip)
        let layout = try canvas.withSavedState {
            canvas.translate(x: Double(region.minX), y: Double(region.minY))
            return try draw(
                trip: trip, title: title, on: canvas, frame: frame,
                palette: CardPalette.printed(options.theme),
                options: options, medium: .paper)
        }
        return layout.offsetBy(dx: Double(region.minX), dy: Double(region.minY))
    }
}

extension TripSummaryLayout {
    /// The layout moved by `dx`, `dy` points.
    func offsetBy(dx: Double, dy: Double) -> TripSummaryLayout {
        var moved = self
        func shift(_ box: CGRect?) -> CGRect? { box?.offsetBy(dx: dx, dy: dy) }
        moved.date = date.offsetBy(dx: dx, dy: dy)
        moved.title = title.offsetBy(dx: dx, dy: dy)
        moved.route = shift(route)
        moved.figures = shift(figures)
        moved.weatherCard = shift(weatherCard)
        moved.map = shift(map)
        moved.mapAttribution = shift(mapAttribution)
        moved.columns = columns.map { $0.offsetBy(dx: dx, dy: dy) }
        return moved
    }
}
