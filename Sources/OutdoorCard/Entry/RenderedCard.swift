import OutdoorImage
import OutdoorRaster

/// A rendered card: its pixels and the decisions that shaped them.
public struct RenderedCard: Sendable {
    /// The card's pixels (premultiplied ARGB32, opaque), owned by this value.
    public let pixels: PixelBuffer
    /// Where everything went, in points.
    public let layout: CardLayout
    /// The texts shown.
    public let text: CardText
    /// The options it was rendered with.
    public let options: CardOptions
    /// The title size used, in points (the smaller design size when the larger needed more lines).
    public let titleSize: Double
    /// Whether the title was cut with "…".
    public let titleIsCut: Bool
    /// The title as drawn (ending with "…" when cut).
    public let shownTitle: String
    /// The note as drawn (ending with "…" when cut), or nil when no note is drawn.
    public let shownNote: String?
    /// Why the photo's colour profile was not used (the photo then taken as sRGB), or nil.
    public var photoColourWarning: String? = nil
    /// Which part of the photo the card shows and how much it is enlarged, or nil without a photo.
    public var photoPlacement: PhotoPlacement? = nil
    /// Said when the photo is enlarged more than 1.5 times (it looks soft), or nil.
    public var photoResolutionWarning: String? = nil
}
