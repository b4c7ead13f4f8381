import Foundation
import OutdoorDrawing
import OutdoorImage
import OutdoorRaster

/// The photo panel.
extension CardPainter {
    /// The long side of the picture a `--fit` backdrop is made from, in pixels: so few that,
    /// drawn large with a smooth filter, it is a soft wash of the photo's own colours.
    static let backdropSide = 24

    /// Paints `image` into `panel` as `placement` says: the shown window filling the panel, or
    /// (for `--fit`) the whole photo on a backdrop made from it.
    func drawPhoto(_ image: DecodedImage, placement: PhotoPlacement, in panel: CGRect) throws {
        if placement.fits {
            let pixels = image.pixels
            let long = max(pixels.width, pixels.height)
            let factor = Double(Self.backdropSide) / Double(max(long, 1))
            let wash = try AreaResampler.resample(
                pixels, width: max(1, Int((Double(pixels.width) * factor).rounded(.up))),
                height: max(1, Int((Double(pixels.height) * factor).rounded(.up))))
            try canvas.withClip(to: Path.rect(panel)) {
                // Drawn a little larger than the panel, so the soft edge of the wash stays outside it.
                let spill = 0.08 * Double(max(panel.width, panel.height))
                try canvas.drawImage(
                    wash, in: panel.insetBy(dx: -spill, dy: -spill), fit: .cover,
                    orientation: image.orientation)
                try canvas.fill(panel, color: palette.backdropVeil)
            }
            try canvas.drawImage(pixels, in: panel, fit: .contain, orientation: image.orientation)
            return
        }
        try canvas.withClip(to: Path.rect(panel)) {
            try canvas.drawImage(
                image.pixels, in: placement.drawnRect(in: panel), fit: .cover, orientation: image.orientation)
        }
    }

    /// The scrim under texts set over a photo (story-full): clear above `top`, darkening down to
    /// the card's bottom so white text reads over any photo.
    func drawScrim(from top: Double, size: CGSize) throws {
        let height = Double(size.height)
        let span = max(height - top, 1)
        let gradient = LinearGradient(
            start: CGPoint(x: 0, y: top), end: CGPoint(x: 0, y: height),
            stops: [
                .init(offset: 0, color: Color(rgb: 0x000000, alpha: 0)),
                .init(offset: min(0.35, 260 / span), color: Color(rgb: 0x000000, alpha: 0.55)),
                .init(offset: 1, color: Color(rgb: 0x000000, alpha: 0.82)),
            ])
        try canvas.fill(
            Path.rect(CGRect(x: 0, y: top, width: Double(size.width), height: span)),
            with: .linearGradient(gradient))
    }
}
