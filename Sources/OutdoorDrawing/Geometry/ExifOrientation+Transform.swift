import Foundation
import OutdoorRaster

extension ExifOrientation {
    /// The transform from stored pixel coordinates to upright coordinates, for a stored image of
    /// `width` x `height` pixels.
    ///
    /// Coordinates are continuous (pixel edges), so the stored corner (0, 0) maps onto a corner
    /// of the upright image, whose size `upright(_:)` gives. Painting the stored pixels through
    /// this transform shows the picture the right way up.
    public func uprightTransform(width: Double, height: Double) -> AffineTransform {
        switch self {
        case .up:
            return AffineTransform(m11: 1, m12: 0, m21: 0, m22: 1, tX: 0, tY: 0)
        case .upMirrored:
            return AffineTransform(m11: -1, m12: 0, m21: 0, m22: 1, tX: width, tY: 0)
        case .down:
            return AffineTransform(m11: -1, m12: 0, m21: 0, m22: -1, tX: width, tY: height)
        case .downMirrored:
            return AffineTransform(m11: 1, m12: 0, m21: 0, m22: -1, tX: 0, tY: height)
        case .leftMirrored:
            // Transpose: (x, y) -> (y, x).
            return AffineTransform(m11: 0, m12: 1, m21: 1, m22: 0, tX: 0, tY: 0)
        case .right:
            // A quarter turn clockwise: (x, y) -> (height - y, x).
            return AffineTransform(m11: 0, m12: 1, m21: -1, m22: 0, tX: height, tY: 0)
        case .rightMirrored:
            // Transverse: (x, y) -> (height - y, width - x).
            return AffineTransform(m11: 0, m12: -1, m21: -1, m22: 0, tX: height, tY: width)
        case .left:
            // A quarter turn counter-clockwise: (x, y) -> (y, width - x).
            return AffineTransform(m11: 0, m12: -1, m21: 1, m22: 0, tX: 0, tY: width)
        }
    }
}
