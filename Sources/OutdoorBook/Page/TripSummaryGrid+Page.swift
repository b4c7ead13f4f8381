import Foundation
import OutdoorCard
import OutdoorDisclosure
import OutdoorModel

/// Which of the trip summary's pages of a book.
public enum SummaryPage: String, Sendable, Hashable, CaseIterable {
    /// The cover: the header, the route map as large as the rest allows, figures and weather.
    case cover
    /// The closing page's top: the header, the figures and the weather card, without a map.
    case figures
}

extension TripSummaryGrid {
    /// The grid of a summary `page` in a region `size` points large, in the region's coordinates.
    ///
    /// A cover taller than wide is the story card's column (header, map, then the figures in a
    /// row and the weather card at the bottom); a square one is the square card's text column
    /// beside the map (`arrangement` as for the square card). The figures page is one column of
    /// header, figures and weather card from the top.
    public static func page(_ page: SummaryPage, size: CGSize, arrangement: Arrangement = .standard)
        -> TripSummaryGrid
    {
        let design: SummaryDesign = page == .cover ? .cover : .closing
        let d = design.card
        let w = Double(size.width)
        let h = Double(size.height)
        let full = CGRect(x: 0, y: 0, width: w, height: h)
        switch page {
        case .figures:
            return TripSummaryGrid(
                canvasSize: size, columns: [CardColumn(frame: full, top: [.header, .figures, .weather])],
                figureColumns: design.figureColumns)
        case .cover where h >= 1.15 * w || arrangement == .stacked:
            return TripSummaryGrid(
                canvasSize: size,
                columns: [CardColumn(frame: full, top: [.header, .map], bottom: [.figures, .weather])],
                figureColumns: design.figureColumns)
        case .cover:
            let besideMap = arrangement == .weatherBesideMap
            let (text, map) = split(x: 0, width: w, share: design.textColumnShare, gutter: d.gutter)
            return TripSummaryGrid(
                canvasSize: size,
                columns: [
                    CardColumn(
                        frame: CGRect(x: text.x, y: 0, width: text.width, height: h),
                        top: besideMap ? [.header] : [.header, .figures],
                        bottom: besideMap ? [.figures] : [.weather]),
                    CardColumn(
                        frame: CGRect(x: map.x, y: 0, width: map.width, height: h), top: [.map],
                        bottom: besideMap ? [.weather] : []),
                ], figureColumns: 2)
        }
    }
}

extension SummaryFrame {
    /// A summary `page` of a book in a region `size` points large, for `trip` (its shape from the
    /// positions the map may be given).
    static func page(_ page: SummaryPage, size: CGSize, trip: DisclosedTrip) -> SummaryFrame {
        let coordinates = trip.entries.map(\.entry.coordinate)
        let tall = Double(size.height) >= 1.15 * Double(size.width)
        let arrangements: [TripSummaryGrid.Arrangement]
        if page == .figures || tall {
            arrangements = [.standard]
        } else {
            arrangements =
                TripSummaryGrid.prefersStacked(coordinates) ? [.stacked] : [.standard, .weatherBesideMap]
        }
        return SummaryFrame(design: page == .cover ? .cover : .closing, arrangements: arrangements) {
            TripSummaryGrid.page(page, size: size, arrangement: $0)
        }
    }
}
