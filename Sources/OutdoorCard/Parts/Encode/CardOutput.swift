import Foundation

/// How a card is written: the format, the JPEG quality and an optional byte limit.
public struct CardOutput: Sendable, Hashable {
    /// The file format.
    public var format: CardFormat
    /// The JPEG quality (1-100), or the highest quality tried under a byte limit; nil for the default.
    public var quality: Int?
    /// The most bytes the file may have, or nil for no limit.
    public var maxBytes: Int?

    /// Makes output settings; the default is a PNG with no limit.
    public init(format: CardFormat = .png, quality: Int? = nil, maxBytes: Int? = nil) {
        self.format = format
        self.quality = quality
        self.maxBytes = maxBytes
    }
}

/// An encoded card, its alt text, and the settings that made it.
public struct EncodedCard: Sendable {
    /// The file's bytes.
    public let data: Data
    /// The format of `data`.
    public let format: CardFormat
    /// The scale the card was rendered at (lower than asked when a byte limit required it).
    public let scale: Int
    /// The JPEG quality used, nil for PNG.
    public let quality: Int?
    /// The plain-text description of the card (`CardAltText`), from the texts it shows.
    public let altText: String
    /// The rendered card behind the bytes.
    public let card: RenderedCard
}
