import Foundation

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
