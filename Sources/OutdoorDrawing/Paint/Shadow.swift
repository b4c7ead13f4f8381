import Foundation
import OutdoorRaster

/// A soft drop shadow: a blurred, offset silhouette of a shape.
public struct Shadow: Hashable, Sendable {
    /// Shadow colour, usually black with a low opacity.
    public var color: Color
    /// How far the shadow falls from the shape, in points (positive y is downwards).
    public var offset: CGSize
    /// How far the shadow's edge spreads, in points (about two standard deviations of a blur).
    public var blurRadius: Double

    /// A shadow of `color` offset by `offset` points with edges softened over `blurRadius` points.
    public init(color: Color, offset: CGSize, blurRadius: Double) {
        self.color = color
        self.offset = offset
        self.blurRadius = blurRadius
    }
}

extension Shadow {
    /// The rings that draw this shadow as vectors on a document page: the shape grown by
    /// `spread` points, painted with `alpha` (of the shadow colour's opacity already included),
    /// from the widest ring to the shape itself.
    ///
    /// Stacked, the rings step down the falloff of the blur a pixel canvas draws: a Gaussian
    /// whose standard deviation is half the blur radius, so at a distance d outside a straight
    /// edge the shadow covers about alpha / 2 * erfc(d / (sigma * sqrt 2)). Ring j covers the
    /// band out to its spread; its opacity makes the rings over each band compose to the
    /// falloff at the band's middle.
    public func vectorRings(count: Int = 6) -> [(spread: Double, alpha: Double)] {
        let count = max(1, count)
        let radius = max(blurRadius, 0)
        let opacity = min(max(color.alpha, 0), 1)
        guard radius > 0 else { return [(0, opacity)] }
        let sigma = radius / 2
        let reach = 1.5 * radius
        let step = reach / Double(count)
        func coverage(_ distance: Double) -> Double {
            opacity * 0.5 * erfc(distance / (sigma * 2.0.squareRoot()))
        }
        // Coverage wanted over band j (between spreads j-1 and j), j = 1...count.
        let wanted = (1...count).map { coverage((Double($0) - 0.5) * step) }
        var rings: [(spread: Double, alpha: Double)] = []
        var outer = 0.0  // the coverage of the bands beyond
        for j in stride(from: count, through: 1, by: -1) {
            let alpha = 1 - (1 - wanted[j - 1]) / (1 - outer)
            rings.append((Double(j) * step, min(max(alpha, 0), 1)))
            outer = wanted[j - 1]
        }
        return rings
    }
}
