/// A point on the Earth in WGS 84 degrees.
public struct Coordinate: Hashable, Sendable, Codable {
    /// Latitude in degrees, from -90 (south) to 90 (north).
    public var latitude: Double
    /// Longitude in degrees, from -180 (west) to 180 (east).
    public var longitude: Double

    /// Makes a coordinate without checking its range; see `validated(latitude:longitude:)`.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Whether both values are finite and within -90...90 and -180...180 degrees.
    public var isValid: Bool {
        latitude.isFinite && longitude.isFinite && abs(latitude) <= 90 && abs(longitude) <= 180
    }

    /// Makes a coordinate, throwing when either value is not finite or out of range.
    public static func validated(latitude: Double, longitude: Double) throws -> Coordinate {
        guard latitude.isFinite, (-90.0...90.0).contains(latitude) else {
            throw CoordinateError.latitudeOutOfRange(latitude)
        }
        guard longitude.isFinite, (-180.0...180.0).contains(longitude) else {
            throw CoordinateError.longitudeOutOfRange(longitude)
        }
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    /// Great-circle distance to `other` in metres (haversine on a sphere of radius 6,371,008.8 m).
    public func distance(to other: Coordinate) -> Double {
        let r = 6_371_008.8
        let p1 = latitude * .pi / 180
        let p2 = other.latitude * .pi / 180
        let dp = p2 - p1
        let dl = (other.longitude - longitude) * .pi / 180
        let a = sin(dp / 2) * sin(dp / 2) + cos(p1) * cos(p2) * sin(dl / 2) * sin(dl / 2)
        return 2 * r * asin(min(1, a.squareRoot()))
    }
}

/// Why a coordinate was refused.
public enum CoordinateError: Error, Equatable, CustomStringConvertible {
    case latitudeOutOfRange(Double)
    case longitudeOutOfRange(Double)

    public var description: String {
        switch self {
        case .latitudeOutOfRange(let v):
            return "latitude \(v) is out of range: it must be between -90 and 90 degrees"
        case .longitudeOutOfRange(let v):
            return "longitude \(v) is out of range: it must be between -180 and 180 degrees"
        }
    }
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
