import Foundation

/// An encoded trip summary card, its alt text, and the settings that made it.
public struct EncodedTripSummary: Sendable {
    /// The file's bytes.
    public let data: Data
    /// The format of `data`.
    public let format: CardFormat
    /// The scale the card was rendered at (lower than asked when a byte limit required it).
    public let scale: Int
    /// The JPEG quality used, nil for PNG.
    public let quality: Int?
    /// The plain-text description of the card (`TripSummaryAltText`).
    public let altText: String
    /// The rendered card behind the bytes.
    public let summary: RenderedTripSummary
}
