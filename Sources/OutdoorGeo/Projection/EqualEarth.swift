import Foundation
import OutdoorModel

/// The Equal Earth projection (Šavrič, Patterson and Jenny, 2018) on a sphere, in world units.
///
/// An equal-area projection for world maps: straight parallels, meridians curving towards flat
/// poles, no area exaggerated, so Antarctica and Svalbard keep their true size and the poles
/// show. World units match `WebMercator`'s scale at the equator: x runs from 0 at 180° west of the
/// central meridian to 1 at 180° east of it (longitudes past continue outside 0...1), y is 0.5 at
/// the equator and grows southwards by as much as x per unit of projected distance, so the world
/// spans y from `0.5 - halfHeight` (the North Pole) to `0.5 + halfHeight` (the South Pole).
public enum EqualEarth {
    static let a1 = 1.340264
    static let a2 = -0.081106
    static let a3 = 0.000893
    static let a4 = 0.003796
    static let m = 3.0.squareRoot() / 2

    /// Projected x of the equator's end (longitude ±180°) on the unit sphere.
    static let maximumX = 2 * 3.0.squareRoot() * Double.pi / (3 * a1)

    /// Half the projected world's height in world units (the poles' distance from the equator).
    public static let halfHeight = rawY(theta: Double.pi / 3) / (2 * maximumX)

    /// The world's height over its width: about 0.487.
    public static var aspectRatio: Double { 2 * halfHeight }

    @inline(__always)
    static func rawY(theta t: Double) -> Double {
        let t2 = t * t
        let t6 = t2 * t2 * t2
        return t * (a1 + a2 * t2 + t6 * (a3 + a4 * t2))
    }

    @inline(__always)
    static func derivative(theta t: Double) -> Double {
        let t2 = t * t
        let t6 = t2 * t2 * t2
        return a1 + 3 * a2 * t2 + t6 * (7 * a3 + 9 * a4 * t2)
    }

    /// The world point of a longitude offset from the central meridian and a latitude, both in
    /// degrees (the offset taken as is: past ±180 lies outside the world's outline).
    @inline(__always)
    public static func project(longitudeOffset: Double, latitude: Double) -> WorldPoint {
        let lambda = longitudeOffset * .pi / 180
        let phi = min(max(latitude, -90), 90) * .pi / 180
        let theta = asin(m * sin(phi))
        let x = 2 * 3.0.squareRoot() * lambda * cos(theta) / (3 * derivative(theta: theta))
        let y = rawY(theta: theta)
        return WorldPoint(x: 0.5 + x / (2 * maximumX), y: 0.5 - y / (2 * maximumX))
    }

    /// The longitude offset from the central meridian and the latitude of a world point (degrees);
    /// points outside the world's outline give offsets past ±180 and latitudes clamped to ±90.
    public static func unproject(_ point: WorldPoint) -> (longitudeOffset: Double, latitude: Double) {
        let x = (point.x - 0.5) * 2 * maximumX
        let y = min(max((0.5 - point.y) * 2 * maximumX, -rawY(theta: .pi / 3)), rawY(theta: .pi / 3))
        var theta = y / a1
        for _ in 0..<12 {
            let step = (rawY(theta: theta) - y) / derivative(theta: theta)
            theta -= step
            if abs(step) < 1e-12 { break }
        }
        theta = min(max(theta, -Double.pi / 3), Double.pi / 3)
        let cosTheta = max(cos(theta), 1e-9)
        let lambda = x * 3 * derivative(theta: theta) / (2 * 3.0.squareRoot() * cosTheta)
        let phi = asin(min(max(sin(theta) / m, -1), 1))
        return (lambda * 180 / .pi, phi * 180 / .pi)
    }

    /// Ground metres per world unit of x along the parallel at `latitude` (near the central
    /// meridian): the map's scale there, as `WebMercator.metresPerWorldUnit(atLatitude:)` is for Mercator.
    public static func metresPerWorldUnit(atLatitude latitude: Double) -> Double {
        let phi = min(max(latitude, -89.9), 89.9) * .pi / 180
        let theta = asin(m * sin(phi))
        // d(world x)/dλ at the central meridian, per radian.
        let perRadian = 2 * 3.0.squareRoot() * cos(theta) / (3 * derivative(theta: theta)) / (2 * maximumX)
        return WebMercator.earthRadius * cos(phi) / perRadian
    }
}
