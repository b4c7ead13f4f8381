import Foundation

/// The latitude-longitude box of a named area (a region or a country), in degrees: what a
/// hidden place's map frames, since the place line names that area and nothing finer.
///
/// `west` is greater than `east` when the box crosses the 180th meridian (Chukotka, Fiji).
public struct PlaceExtent: Hashable, Sendable {
    /// Southern edge in degrees, from -90 to 90.
    public var south: Double
    /// Northern edge in degrees, from -90 to 90.
    public var north: Double
    /// Western edge in degrees, from -180 to 180.
    public var west: Double
    /// Eastern edge in degrees, from -180 to 180.
    public var east: Double

    /// A box of the given edges; `west > east` for one across the 180th meridian.
    public init(south: Double, north: Double, west: Double, east: Double) {
        self.south = south
        self.north = north
        self.west = west
        self.east = east
    }

    /// Whether the box crosses the 180th meridian.
    public var crossesAntimeridian: Bool { west > east }

    /// Its width in degrees of longitude (0...360).
    public var longitudeSpan: Double { crossesAntimeridian ? east + 360 - west : east - west }

    /// The positions a map fits to show the whole box: its corners and the middles of its
    /// edges (so a box wider than half the world is not fitted the short way round), each in
    /// -180...180.
    public var fitPoints: [Coordinate] {
        let middle = Self.normalized(west + longitudeSpan / 2)
        return [south, north].flatMap { latitude in
            [west, middle, east].map { Coordinate(latitude: latitude, longitude: $0) }
        }
    }

    /// `longitude` brought into -180...180.
    static func normalized(_ longitude: Double) -> Double {
        var value = longitude.truncatingRemainder(dividingBy: 360)
        if value > 180 { value -= 360 }
        if value < -180 { value += 360 }
        return value
    }
}
