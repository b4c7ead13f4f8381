import Foundation
import OutdoorDisclosure
import OutdoorModel

extension CardRenderer {
    /// Renders and encodes `entry`'s card as `output` asks, meeting its byte limit if it has one.
    ///
    /// With a limit, a JPEG card's quality (and if needed its scale) is chosen by
    /// `MaxBytesSearch`; a PNG card that is too large is rendered again at scale 1, and if it
    /// still does not fit the error suggests JPEG. An unreachable limit throws
    /// `CardError.cannotFit` naming the smallest size possible. The alt text, made from the
    /// texts the card shows, comes with the bytes.
    public func export(
        _ entry: DisclosedEntry, photo: Data?, options: CardOptions, output: CardOutput,
        radar: RadarFrame? = nil
    ) throws -> EncodedCard {
        try export(
            entry, preparedPhoto: photo.map { CardPhoto($0, options: options) }, options: options,
            output: output, radar: radar)
    }

    /// Renders and encodes a card whose photo may already be decoding (see `CardPhoto`), its map
    /// showing `radar` when given and the entry's tracks as disclosed.
    public func export(
        _ entry: DisclosedEntry, preparedPhoto photo: CardPhoto?, options: CardOptions, output: CardOutput,
        radar: RadarFrame? = nil
    ) throws -> EncodedCard {
        let result = try CardExport.run(
            scale: options.scale, output: output, space: options.gamut, pixels: \.pixels
        ) { scale in
            var scaled = options
            scaled.scale = scale
            let card = try render(entry, preparedPhoto: photo, options: scaled, radar: radar)
            // Without a byte limit this is the only rendering: the photo's bytes can go before
            // the card is encoded. With one, smaller scales may need them again.
            if output.maxBytes == nil { photo?.release() }
            return card
        }
        return EncodedCard(
            data: result.data, format: output.format, scale: result.scale, quality: result.quality,
            altText: CardAltText.make(for: entry, text: result.rendered.text),
            card: result.rendered)
    }
}
