import Foundation
import OutdoorModel

/// A latitude/longitude rectangle in degrees, with `west <= east` and `south <= north`.
///
/// Longitudes may run past ±180 to describe a box that crosses the antimeridian in one piece
/// (west 178, east 181 is the 3-degree strip around 180); `wrappedPieces()` splits such a box
/// into pieces inside the data's -180...180 frame.
public struct GeoBox: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Western edge in degrees of longitude.
    public var west: Double
    /// Southern edge in degrees of latitude.
    public var south: Double
    /// Eastern edge in degrees of longitude.
    public var east: Double
    /// Northern edge in degrees of latitude.
    public var north: Double

    /// Makes a box from its edges in degrees; see `isValid` for the rules a query box must keep.
    public init(west: Double, south: Double, east: Double, north: Double) {
        self.west = west
        self.south = south
        self.east = east
        self.north = north
    }

    /// The whole Earth: -180...180 by -90...90 degrees.
    public static let world = GeoBox(west: -180, south: -90, east: 180, north: 90)

    /// The smallest box holding all `coordinates` as given (no antimeridian unwrapping), or nil when empty.
    public static func enclosing(_ coordinates: some Sequence<Coordinate>) -> GeoBox? {
        var box: GeoBox?
        for c in coordinates {
            if var b = box {
                b.west = min(b.west, c.longitude)
                b.east = max(b.east, c.longitude)
                b.south = min(b.south, c.latitude)
                b.north = max(b.north, c.latitude)
                box = b
            } else {
                box = GeoBox(west: c.longitude, south: c.latitude, east: c.longitude, north: c.latitude)
            }
        }
        return box
    }

    /// Whether every edge is finite and the edges are in order (`west <= east`, `south <= north`).
    public var isValid: Bool {
        west.isFinite && east.isFinite && south.isFinite && north.isFinite && west <= east && south <= north
    }

    /// Width in degrees of longitude.
    public var longitudeSpan: Double { east - west }

    /// Height in degrees of latitude.
    public var latitudeSpan: Double { north - south }

    /// Whether the two boxes share at least one point (edges count as inside).
    public func intersects(_ other: GeoBox) -> Bool {
        west <= other.east && other.west <= east && south <= other.north && other.south <= north
    }

    /// Whether the coordinate lies in the box (edges count as inside; no longitude wrapping).
    public func contains(_ coordinate: Coordinate) -> Bool {
        coordinate.longitude >= west && coordinate.longitude <= east && coordinate.latitude >= south
            && coordinate.latitude <= north
    }

    /// The corners as "[west, south] - [east, north]" in degrees.
    public var description: String {
        "[\(west), \(south)] - [\(east), \(north)]"
    }
}

extension GeoBox {
    /// The longer of the box's two sides on the ground, in kilometres (east-west measured at
    /// the latitude of its middle).
    public var longerSideKilometres: Double {
        let kilometresPerDegree = 111.32
        let middle = (north + south) / 2 * .pi / 180
        let across = longitudeSpan * kilometresPerDegree * max(cos(middle), 0.01)
        return max(across, latitudeSpan * kilometresPerDegree)
    }
}
