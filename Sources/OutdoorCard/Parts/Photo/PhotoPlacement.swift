import Foundation
import OutdoorImage
import OutdoorRaster
import OutdoorSubject

/// Which part of a decoded photo a card's panel shows, and how much it is enlarged.
public struct PhotoPlacement: Sendable, Hashable {
    /// The part of the upright photo shown, in fractions (the whole photo for `--fit`).
    public var window: CGRect
    /// Whether the whole photo is shown on a backdrop made from it (`--fit`).
    public var fits: Bool
    /// What placed the crop: nil when none was needed or a focus point or `--fit` decided.
    public var subject: PhotoSubject.Source?
    /// Device pixels of the card per pixel of the photo as stored (above 1: enlarged).
    public var enlargement: Double

    /// The share of `panel`'s height that `card` (the weather card rising over the photo's bottom
    /// edge) hides, 0 when it does not meet the panel: the `coveredBottom` of `make`.
    public static func coveredShare(of panel: CGRect, by card: CGRect?) -> Double {
        guard let card, card.intersects(panel), panel.height > 0 else { return 0 }
        return Double(panel.maxY - card.minY) / Double(panel.height)
    }

    /// Photos enlarged more than this on a card are said to look soft.
    public static let softEnlargement = 1.5

    /// The placement of `image` in a panel of `panel` device pixels, framed as `framing` asks;
    /// `coveredBottom` is the share of the panel's height hidden at its bottom by what is drawn
    /// over it (the weather card), which a crop keeps the subject out of.
    ///
    /// The subject search runs only when `framing` is `.auto` and the photo's shape differs from
    /// the panel's: a photo that fits needs no search.
    public static func make(
        image: DecodedImage, panel: PixelSize, framing: PhotoFraming, coveredBottom: Double = 0
    ) throws -> PhotoPlacement {
        let full = image.orientation.upright(image.fullSize)
        let fullWidth = Double(max(full.width, 1))
        let fullHeight = Double(max(full.height, 1))
        let photoAspect = fullWidth / fullHeight
        let panelAspect = Double(panel.width) / Double(max(panel.height, 1))
        let whole = CGRect(x: 0, y: 0, width: 1, height: 1)
        switch framing {
        case .fit:
            let scale = min(Double(panel.width) / fullWidth, Double(panel.height) / fullHeight)
            return PhotoPlacement(window: whole, fits: true, subject: nil, enlargement: scale)
        case .focus(let x, let y):
            let window = PhotoCrop.window(
                photoAspect: photoAspect, panelAspect: panelAspect, focus: CGPoint(x: x, y: y))
            return PhotoPlacement(
                window: window, fits: false, subject: nil,
                enlargement: Double(panel.width) / (Double(window.width) * fullWidth))
        case .auto:
            guard PhotoCrop.needsCrop(photoAspect: photoAspect, panelAspect: panelAspect) else {
                return PhotoPlacement(
                    window: whole, fits: false, subject: nil, enlargement: Double(panel.width) / fullWidth)
            }
            var subject = try SubjectSearch.find(in: image.pixels, orientation: image.orientation)
            if subject.keep.isEmpty, let area = image.subjectArea,
                let box = area.uprightBox(storedSize: image.fullSize, orientation: image.orientation)
            {
                subject.keep = [box]
                subject.source = .camera
            }
            let window = PhotoCrop.window(
                photoAspect: photoAspect, panelAspect: panelAspect, subject: subject,
                coveredBottom: coveredBottom)
            return PhotoPlacement(
                window: window, fits: false, subject: subject.source,
                enlargement: Double(panel.width) / (Double(window.width) * fullWidth))
        }
    }

    /// Where the whole upright photo goes so that `window` of it fills `panel` (points).
    public func drawnRect(in panel: CGRect) -> CGRect {
        let width = Double(panel.width) / Double(window.width)
        let height = Double(panel.height) / Double(window.height)
        return CGRect(
            x: Double(panel.minX) - Double(window.minX) * width,
            y: Double(panel.minY) - Double(window.minY) * height,
            width: width, height: height)
    }

    /// The warning a card gives when the photo is enlarged more than `softEnlargement`, or nil.
    public func resolutionWarning(photo size: PixelSize, preset: CardPreset) -> String? {
        guard enlargement > Self.softEnlargement else { return nil }
        let times = (enlargement * 10).rounded() / 10
        return "the photo (\(size.width) x \(size.height) pixels) is enlarged \(times)x on the "
            + "\(preset.rawValue) card and will look soft"
            + (fits ? "; a larger photo would be sharp" : "; a larger photo, or --fit, shows it sharper")
    }
}
