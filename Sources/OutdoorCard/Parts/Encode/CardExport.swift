import Foundation
import OutdoorImage
import OutdoorRaster

/// Renders and encodes a card as a `CardOutput` asks, meeting its byte limit if it has one.
///
/// The entry card and the trip summary share it. With a limit, a JPEG's quality (and if needed
/// its scale) is chosen by `MaxBytesSearch`; a PNG that is too large is rendered again at
/// smaller scales, and if none fits the error suggests JPEG. One rendering is kept alive at a
/// time, so a search does not hold several canvases.
enum CardExport {
    /// The bytes and the settings that made them, with the rendering behind them.
    struct Result<Rendered> {
        var data: Data
        var scale: Int
        var quality: Int?
        var rendered: Rendered
    }

    /// Encodes what `render(scale)` draws, starting at `scale`; `pixels` reads a rendering's pixels.
    static func run<Rendered>(
        scale: Int, output: CardOutput, space: ColourSpace = .sRGB, pixels: (Rendered) -> PixelBuffer,
        render: (Int) throws -> Rendered
    ) throws -> Result<Rendered> {
        let quality = output.quality ?? CardEncoder.defaultJPEGQuality
        guard (1...100).contains(quality) else { throw CardError.invalidQuality(quality) }
        var kept: (scale: Int, rendered: Rendered)?
        func rendering(scale: Int) throws -> Rendered {
            if let kept, kept.scale == scale { return kept.rendered }
            kept = nil  // keep one canvas alive at a time
            let rendered = try render(scale)
            kept = (scale, rendered)
            return rendered
        }

        guard let limit = output.maxBytes else {
            let first = try rendering(scale: scale)
            let data = try CardEncoder.encode(
                pixels(first), format: output.format, quality: quality, space: space)
            return Result(
                data: data, scale: scale, quality: output.format == .jpeg ? quality : nil, rendered: first)
        }

        switch output.format {
        case .png:
            var smallest = Int.max
            for candidate in stride(from: scale, through: 1, by: -1) {
                let rendered = try rendering(scale: candidate)
                let data = try CardEncoder.encode(pixels(rendered), format: .png, space: space)
                if data.count <= limit {
                    return Result(data: data, scale: candidate, quality: nil, rendered: rendered)
                }
                smallest = min(smallest, data.count)
            }
            throw CardError.pngTooLarge(limit: limit, smallest: smallest)
        case .jpeg:
            let search = MaxBytesSearch(limit: limit, scale: scale, highestQuality: quality)
            let choice = try search.run { scale, quality in
                try CardEncoder.encode(
                    pixels(try rendering(scale: scale)), format: .jpeg, quality: quality, space: space)
            }
            return Result(
                data: choice.data, scale: choice.scale, quality: choice.quality,
                rendered: try rendering(scale: choice.scale))
        }
    }
}
