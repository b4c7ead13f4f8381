import Foundation
import OutdoorModel

/// A part of the trip summary card that stacks in a column.
public enum SummaryBlock: Sendable, Hashable {
    /// The date range, the trip's name and where it went.
    case header
    /// The figures: entries, days, distance, temperature.
    case figures
    /// The weather card: the conditions met and every weather provider's credit.
    case weather
    /// The map panel with its credit line: the last of its column's top blocks, taking the
    /// height left between the column's two stacks.
    case map
}

/// The first stage of a summary card's layout: its columns, from the preset and an arrangement.
///
/// - story: one column: the header, the map as large as the rest allows, then the figures in a
///   row and the weather card at the bottom.
/// - square and landscape: the header and the figures (two by two) at the top of a text column
///   with the weather card at its bottom, and a full-height map beside it.
/// - square, `stacked`: the story's column, for a trip much wider than tall, whose map is
///   better wide and short than narrow and tall.
/// - square and landscape, `weatherBesideMap`: the weather card under the map, for when the
///   text column cannot hold it (many weather credits); the figures then sit at the bottom of
///   the text column, level with the weather card.
public struct TripSummaryGrid: ColumnGrid, Sendable, Hashable {
    /// How the blocks are arranged in the card.
    public enum Arrangement: Sendable, Hashable, CaseIterable {
        /// The preset's own arrangement.
        case standard
        /// The weather card in the map's column (square and landscape; the same as standard for story).
        case weatherBesideMap
        /// One column like the story's (square; the same as standard for story and landscape).
        case stacked
    }

    /// The card's size in points.
    public var canvasSize: CGSize
    /// The columns, left to right.
    public var columns: [CardColumn<SummaryBlock>]
    /// The most figures side by side.
    public var figureColumns: Int

    /// A grid of `canvasSize` points with `columns`, setting at most `figureColumns` figures side by side.
    public init(canvasSize: CGSize, columns: [CardColumn<SummaryBlock>], figureColumns: Int) {
        self.canvasSize = canvasSize
        self.columns = columns
        self.figureColumns = figureColumns
    }

    /// The grid of `preset` in `arrangement`.
    public static func make(preset: CardPreset, arrangement: Arrangement = .standard) -> TripSummaryGrid {
        let design = SummaryDesign.of(preset)
        let d = design.card
        let size = preset.size
        let w = Double(size.width)
        let h = Double(size.height)
        let m = d.margin
        switch (preset, arrangement) {
        case (.story, _), (.storyFull, _), (.square, .stacked):
            return TripSummaryGrid(
                canvasSize: size,
                columns: [
                    CardColumn(
                        frame: CGRect(x: m, y: m, width: w - 2 * m, height: h - 2 * m), top: [.header, .map],
                        bottom: [.figures, .weather])
                ], figureColumns: 4)
        case (.square, _), (.landscape, _):
            let besideMap = arrangement == .weatherBesideMap
            let (text, map) = split(
                x: m, width: w - 2 * m, share: design.textColumnShare, gutter: d.gutter)
            return TripSummaryGrid(
                canvasSize: size,
                columns: [
                    CardColumn(
                        frame: CGRect(x: text.x, y: m, width: text.width, height: h - 2 * m),
                        top: besideMap ? [.header] : [.header, .figures],
                        bottom: besideMap ? [.figures] : [.weather]),
                    CardColumn(
                        frame: CGRect(x: map.x, y: m, width: map.width, height: h - 2 * m), top: [.map],
                        bottom: besideMap ? [.weather] : []),
                ], figureColumns: design.figureColumns)
        }
    }

    /// Whether a square card of a trip through `coordinates` is better `stacked`: the trip is
    /// at least `minimumKilometres` across and more than `wideRatio` times wider than tall, so
    /// a wide map shows it larger than the tall map beside the text.
    ///
    /// Longitudes are taken the short way round (a trip across the antimeridian is narrow).
    public static func prefersStacked(
        _ coordinates: [Coordinate], wideRatio: Double = 1.1, minimumKilometres: Double = 100
    ) -> Bool {
        let extent = extentKilometres(coordinates)
        guard max(extent.width, extent.height) >= minimumKilometres else { return false }
        return extent.width > wideRatio * max(extent.height, 0.001)
    }

    /// The east-west and north-south extent of `coordinates`, in kilometres (east-west measured
    /// at the middle latitude, the short way round the world).
    public static func extentKilometres(_ coordinates: [Coordinate]) -> (width: Double, height: Double) {
        guard let first = coordinates.first else { return (0, 0) }
        let latitudes = coordinates.map(\.latitude)
        let south = latitudes.min() ?? first.latitude
        let north = latitudes.max() ?? first.latitude
        // The longitude span is 360° less the widest gap between neighbouring longitudes.
        let longitudes = coordinates.map { ($0.longitude + 540).truncatingRemainder(dividingBy: 360) - 180 }
            .sorted()
        var widestGap = 0.0
        for (a, b) in zip(longitudes, longitudes.dropFirst()) { widestGap = max(widestGap, b - a) }
        if let low = longitudes.first, let high = longitudes.last {
            widestGap = max(widestGap, low + 360 - high)
        }
        let span = longitudes.count > 1 ? 360 - widestGap : 0
        let kilometresPerDegree = 111.32
        let middle = (south + north) / 2 * Double.pi / 180
        return (span * kilometresPerDegree * cos(middle), (north - south) * kilometresPerDegree)
    }

}
