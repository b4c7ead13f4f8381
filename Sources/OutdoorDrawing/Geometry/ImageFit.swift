import Foundation

/// How a picture is scaled into a destination rectangle, keeping its aspect ratio.
public enum ImageFit: Sendable, Hashable {
    /// Fills the rectangle completely; the overflowing parts are cropped around the centre.
    case cover
    /// Fits inside the rectangle completely; the rest of the rectangle stays unpainted.
    case contain

    /// The rectangle the whole picture of `imageSize` occupies when fitted into `rect`.
    ///
    /// For `.cover` it is at least as large as `rect` in both directions and centred on it, so
    /// clipping to `rect` gives the centre crop; for `.contain` it lies inside `rect`, centred.
    /// Units are whatever `rect` uses (points on a canvas). An empty image or rectangle gives
    /// an empty rectangle at the centre of `rect`.
    public func placement(of imageSize: CGSize, in rect: CGRect) -> CGRect {
        let rect = rect.standardized
        guard imageSize.width > 0, imageSize.height > 0, rect.width > 0, rect.height > 0 else {
            return CGRect(x: rect.midX, y: rect.midY, width: 0, height: 0)
        }
        let scale = self.scale(of: imageSize, in: rect.size)
        let width = imageSize.width * scale
        let height = imageSize.height * scale
        return CGRect(x: rect.midX - width / 2, y: rect.midY - height / 2, width: width, height: height)
    }

    /// The factor that scales a picture of `imageSize` to this fit in a box of `boxSize`.
    public func scale(of imageSize: CGSize, in boxSize: CGSize) -> Double {
        guard imageSize.width > 0, imageSize.height > 0 else { return 0 }
        let horizontal = Double(boxSize.width / imageSize.width)
        let vertical = Double(boxSize.height / imageSize.height)
        switch self {
        case .cover: return max(horizontal, vertical)
        case .contain: return min(horizontal, vertical)
        }
    }
}
