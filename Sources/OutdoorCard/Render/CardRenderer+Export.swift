import Foundation
import OutdoorModel

extension CardRenderer {
    /// Renders and encodes `entry`'s card as `output` asks, meeting its byte limit if it has one.
    ///
    /// With a limit, a JPEG card's quality (and if needed its scale) is chosen by
    /// `MaxBytesSearch`; a PNG card that is too large is rendered again at scale 1, and if it
    /// still does not fit the error suggests JPEG. An unreachable limit throws
    /// `CardError.cannotFit` naming the smallest size possible.
    public func export(_ entry: JournalEntry, photo: Data?, options: CardOptions, output: CardOutput) throws
        -> EncodedCard
    {
        try export(
            entry, preparedPhoto: photo.map { CardPhoto($0, options: options) }, options: options,
            output: output)
    }

    /// Renders and encodes a card whose photo may already be decoding (see `CardPhoto`).
    public func export(
        _ entry: JournalEntry, preparedPhoto photo: CardPhoto?, options: CardOptions, output: CardOutput
    ) throws
        -> EncodedCard
    {
        let quality = output.quality ?? CardEncoder.defaultJPEGQuality
        guard (1...100).contains(quality) else { throw CardError.invalidQuality(quality) }
        var rendered: [Int: RenderedCard] = [:]
        func card(scale: Int) throws -> RenderedCard {
            if let known = rendered[scale] { return known }
            var scaled = options
            scaled.scale = scale
            let card = try render(entry, preparedPhoto: photo, options: scaled)
            rendered = [scale: card]  // keep one canvas alive at a time
            return card
        }

        guard let limit = output.maxBytes else {
            let first = try card(scale: options.scale)
            let data = try CardEncoder.encode(first.pixels, format: output.format, quality: quality)
            return EncodedCard(
                data: data, format: output.format, scale: options.scale,
                quality: output.format == .jpeg ? quality : nil, card: first)
        }

        switch output.format {
        case .png:
            var smallest = Int.max
            for scale in stride(from: options.scale, through: 1, by: -1) {
                let candidate = try card(scale: scale)
                let data = try CardEncoder.encode(candidate.pixels, format: .png)
                if data.count <= limit {
                    return EncodedCard(data: data, format: .png, scale: scale, quality: nil, card: candidate)
                }
                smallest = min(smallest, data.count)
            }
            throw CardError.pngTooLarge(limit: limit, smallest: smallest)
        case .jpeg:
            let search = MaxBytesSearch(limit: limit, scale: options.scale, highestQuality: quality)
            let choice = try search.run { scale, quality in
                try CardEncoder.encode(try card(scale: scale).pixels, format: .jpeg, quality: quality)
            }
            return EncodedCard(
                data: choice.data, format: .jpeg, scale: choice.scale, quality: choice.quality,
                card: try card(scale: choice.scale))
        }
    }
}
