import Foundation
import OutdoorModel

/// The Web Mercator projection (EPSG:3857) on a sphere, in zoom-free world units.
///
/// World units put the whole map in the unit square: x runs from 0 at 180°W to 1 at 180°E
/// (longitudes past ±180 continue linearly outside 0...1), y from 0 at the northern limit
/// (85.0511°N) to 1 at the southern limit. Latitudes beyond the limits are clamped.
public enum WebMercator {
    /// The sphere's radius in metres (WGS 84 semi-major axis, as EPSG:3857 uses).
    public static let earthRadius = 6_378_137.0

    /// The equator's length in metres on that sphere.
    public static let earthCircumference = 2 * Double.pi * earthRadius

    /// The latitude limit in degrees, where the projected world becomes square.
    public static let maximumLatitude = 85.051_128_779_806_59

    /// The latitude clamped to ±`maximumLatitude` degrees (NaN stays NaN).
    public static func clampLatitude(_ latitude: Double) -> Double {
        min(max(latitude, -maximumLatitude), maximumLatitude)
    }

    /// World x for a longitude in degrees (unwrapped: 190° gives x past 1).
    public static func x(longitude: Double) -> Double {
        (longitude + 180) / 360
    }

    /// World y for a latitude in degrees, clamped at ±`maximumLatitude`.
    public static func y(latitude: Double) -> Double {
        let phi = clampLatitude(latitude) * .pi / 180
        return (1 - log(tan(.pi / 4 + phi / 2)) / .pi) / 2
    }

    /// Longitude in degrees for a world x (unwrapped: x past 1 gives longitudes past 180).
    public static func longitude(x: Double) -> Double {
        x * 360 - 180
    }

    /// Latitude in degrees for a world y; y outside 0...1 is clamped to the limits.
    public static func latitude(y: Double) -> Double {
        let clamped = min(max(y, 0), 1)
        let n = Double.pi * (1 - 2 * clamped)
        return atan(sinh(n)) * 180 / .pi
    }

    /// The world point of a coordinate.
    public static func project(_ coordinate: Coordinate) -> WorldPoint {
        WorldPoint(x: x(longitude: coordinate.longitude), y: y(latitude: coordinate.latitude))
    }

    /// The coordinate of a world point (longitude unwrapped, latitude clamped to the limits).
    public static func unproject(_ point: WorldPoint) -> Coordinate {
        Coordinate(latitude: latitude(y: point.y), longitude: longitude(x: point.x))
    }

    /// Ground metres covered by one world unit of x at a latitude: the scale of the map there.
    public static func metresPerWorldUnit(atLatitude latitude: Double) -> Double {
        earthCircumference * cos(clampLatitude(latitude) * .pi / 180)
    }

    /// A longitude in degrees brought into -180..<180.
    public static func normalizedLongitude(_ longitude: Double) -> Double {
        guard longitude.isFinite else { return longitude }
        let wrapped = (longitude + 180).truncatingRemainder(dividingBy: 360)
        return (wrapped < 0 ? wrapped + 360 : wrapped) - 180
    }
}
