import Foundation
import OutdoorMapModel
import OutdoorRaster

/// A rendered trip summary card: its pixels and the decisions that shaped them.
public struct RenderedTripSummary: Sendable {
    /// The card's pixels (premultiplied ARGB32, opaque), owned by this value.
    public let pixels: PixelBuffer
    /// Where everything went, in points.
    public let layout: TripSummaryLayout
    /// The texts shown.
    public let text: TripSummaryText
    /// The options it was rendered with.
    public let options: CardOptions
    /// The title size used, in points.
    public let titleSize: Double
    /// Whether the title was cut with "…".
    public let titleIsCut: Bool
    /// The title as drawn (ending with "…" when cut).
    public let shownTitle: String
    /// The size the figures' values were set in, in points (smaller when a value needed room).
    public let figureValueSize: Double
    /// What the map provider was asked for; nil without a map.
    public let mapRequest: MapRequest?
}
