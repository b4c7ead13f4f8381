import Foundation

/// Picks the JPEG quality, and when needed the scale, that brings a card under a byte limit.
///
/// The search prefers detail, then quality:
/// 1. at the requested scale, the highest quality from the ceiling down to
///    `preferredLowestQuality` that fits;
/// 2. else the same at each smaller scale, down to 1 (fewer pixels at a good quality look
///    better than more pixels full of compression blocks);
/// 3. else at scale 1, the highest quality down to `lowestQuality` that fits;
/// 4. else the limit cannot be met: `CardError.cannotFit` carries the smallest size possible
///    (scale 1 at `lowestQuality`), so the message can say what limit would work.
///
/// Each step is a binary search, as JPEG size grows with quality; only sizes actually measured
/// are trusted, so the result always fits. Encodings are remembered, never repeated.
public struct MaxBytesSearch {
    /// Below this quality the card's text shows blocks: the search never goes lower.
    public static let lowestQuality = 30
    /// Below this quality the search first tries a smaller scale.
    public static let preferredLowestQuality = 60

    /// The outcome: the bytes and the settings that made them.
    public struct Choice: Sendable, Equatable {
        /// The encoded card.
        public var data: Data
        /// The scale rendered at.
        public var scale: Int
        /// The JPEG quality used.
        public var quality: Int
    }

    /// The byte limit.
    public let limit: Int
    /// The scale asked for (the first tried).
    public let scale: Int
    /// The highest quality allowed (the first tried).
    public let highestQuality: Int

    /// A search for at most `limit` bytes, from `scale` and `highestQuality` down.
    public init(limit: Int, scale: Int, highestQuality: Int) {
        self.limit = limit
        self.scale = max(1, scale)
        self.highestQuality = min(max(1, highestQuality), 100)
    }

    /// Runs the search; `encode(scale, quality)` renders and encodes the card.
    public func run(encode: (_ scale: Int, _ quality: Int) throws -> Data) throws -> Choice {
        var memo: [Int: Data] = [:]
        func encoded(_ scale: Int, _ quality: Int) throws -> Data {
            let key = scale * 1_000 + quality
            if let known = memo[key] { return known }
            let data = try encode(scale, quality)
            memo[key] = data
            return data
        }
        func best(scale: Int, from low: Int, to high: Int) throws -> Choice? {
            guard low <= high else { return nil }
            let top = try encoded(scale, high)
            if top.count <= limit { return Choice(data: top, scale: scale, quality: high) }
            var fits = low
            var fitting = try encoded(scale, low)
            guard fitting.count <= limit else { return nil }
            var tooBig = high
            while tooBig - fits > 1 {
                let middle = (fits + tooBig) / 2
                let data = try encoded(scale, middle)
                if data.count <= limit {
                    fits = middle
                    fitting = data
                } else {
                    tooBig = middle
                }
            }
            return Choice(data: fitting, scale: scale, quality: fits)
        }

        let preferred = min(Self.preferredLowestQuality, highestQuality)
        for candidate in stride(from: scale, through: 1, by: -1) {
            if let choice = try best(scale: candidate, from: preferred, to: highestQuality) { return choice }
        }
        let lowest = min(Self.lowestQuality, highestQuality)
        if let choice = try best(scale: 1, from: lowest, to: preferred - 1) { return choice }
        throw CardError.cannotFit(limit: limit, smallest: try encoded(1, lowest).count, quality: lowest)
    }
}
