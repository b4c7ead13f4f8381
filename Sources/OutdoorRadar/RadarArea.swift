import Foundation
import OutdoorGeo
import OutdoorModel

/// The part of the world a radar frame is fetched for, and how finely the map shows it.
///
/// The edges are in Web Mercator world units (`WebMercator`): x from 0 at 180°W to 1 at 180°E,
/// continuing past either end for an area across the antimeridian; y from 0 at the northern
/// limit to 1 at the southern one. `worldPixels` is how many device pixels the whole world's
/// width spans on the map the frame will be drawn on: it chooses the tile zoom.
public struct RadarArea: Hashable, Sendable {
    /// The western edge (world x; may be below 0).
    public let left: Double
    /// The eastern edge (world x; more than `left`, at most one world further).
    public let right: Double
    /// The northern edge (world y, 0...1).
    public let top: Double
    /// The southern edge (world y, more than `top`, at most 1).
    public let bottom: Double
    /// Device pixels across the whole world's width on the map it is for.
    public let worldPixels: Double

    /// Makes an area, clamping y to the world and x to one world's width; throws
    /// `RadarError.invalidArea` when the edges are not finite, out of order or empty.
    public init(left: Double, right: Double, top: Double, bottom: Double, worldPixels: Double) throws {
        let top = max(top, 0)
        let bottom = min(bottom, 1)
        guard [left, right, top, bottom, worldPixels].allSatisfy(\.isFinite), right > left, bottom > top,
            worldPixels >= 1
        else { throw RadarError.invalidArea }
        // Bring the left edge into 0..<1; the right follows it.
        let shift = (left).rounded(.down)
        self.left = left - shift
        self.right = min(right - shift, left - shift + 1)
        self.top = top
        self.bottom = bottom
        self.worldPixels = worldPixels
    }

    /// The area a map view shows, at the view's device resolution.
    public init(viewport: MapViewport) throws {
        let center = viewport.centerWorldPoint
        let halfWidth = Double(viewport.width) / 2 / viewport.worldSize
        let halfHeight = Double(viewport.height) / 2 / viewport.worldSize
        try self.init(
            left: center.x - halfWidth, right: center.x + halfWidth, top: center.y - halfHeight,
            bottom: center.y + halfHeight, worldPixels: viewport.worldSize * viewport.scale)
    }

    /// The smallest area holding every view (at the finest one's resolution), grown by `margin`
    /// of its size on each side; throws `RadarError.invalidArea` for no views.
    public init(covering viewports: [MapViewport], margin: Double = 0) throws {
        guard let first = viewports.first else { throw RadarError.invalidArea }
        var area = try RadarArea(viewport: first)
        for viewport in viewports.dropFirst() { area = try area.union(RadarArea(viewport: viewport)) }
        self = try area.expanded(by: margin)
    }

    /// The smallest area holding both (x taken on the copy of `other` nearest this one), at the
    /// finer of their resolutions.
    public func union(_ other: RadarArea) throws -> RadarArea {
        let shift = ((left + right) / 2 - (other.left + other.right) / 2).rounded()
        return try RadarArea(
            left: min(left, other.left + shift), right: max(right, other.right + shift),
            top: min(top, other.top), bottom: max(bottom, other.bottom),
            worldPixels: max(worldPixels, other.worldPixels))
    }

    /// The area grown by `fraction` of its width and height on each side.
    public func expanded(by fraction: Double) throws -> RadarArea {
        let dx = (right - left) * fraction
        let dy = (bottom - top) * fraction
        return try RadarArea(
            left: left - dx, right: right + dx, top: top - dy, bottom: bottom + dy, worldPixels: worldPixels)
    }

    /// Whether the area spans the whole world's width.
    public var isWholeWorld: Bool { right - left >= 1 - 1e-12 }
}
