import Foundation

extension ExifOrientation {
    /// Where a point at fractions (`u`, `v`) of the stored image lies in the upright image.
    public func uprightPoint(_ u: Double, _ v: Double) -> (x: Double, y: Double) {
        switch self {
        case .up: return (u, v)
        case .upMirrored: return (1 - u, v)
        case .down: return (1 - u, 1 - v)
        case .downMirrored: return (u, 1 - v)
        case .leftMirrored: return (v, u)
        case .right: return (1 - v, u)
        case .rightMirrored: return (1 - v, 1 - u)
        case .left: return (v, 1 - u)
        }
    }

    /// A box in fractions of the stored image, in fractions of the upright image.
    public func uprightBox(_ box: CGRect) -> CGRect {
        let a = uprightPoint(Double(box.minX), Double(box.minY))
        let b = uprightPoint(Double(box.maxX), Double(box.maxY))
        return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(a.x - b.x), height: abs(a.y - b.y))
    }
}
