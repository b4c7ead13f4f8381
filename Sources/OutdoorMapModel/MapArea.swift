import Foundation
import OutdoorModel

/// A soft disc around a position with a dashed rim: where a place known only roughly lies.
///
/// The disc is tinted on land only (water keeps its colour), its rim drawn over land and water.
/// `MapMarkers` shows an approximate pin as one; the map fits the disc's whole extent.
public struct MapArea: MapOverlay {
    /// The centre (degrees).
    public var center: Coordinate
    /// The radius on the ground, in kilometres.
    public var radiusKilometres: Double

    /// An area of `radiusKilometres` around `center`.
    public init(around center: Coordinate, radiusKilometres: Double) {
        self.center = center
        self.radiusKilometres = radiusKilometres
    }

    /// The points `radiusKilometres` north, south, east and west of the centre: what a view must show.
    public var extremes: [Coordinate] {
        let dLat = radiusKilometres / 111.32
        let cosLat = max(cos(center.latitude * .pi / 180), 0.01)
        let dLon = min(radiusKilometres / (111.32 * cosLat), 179)
        return [
            Coordinate(latitude: min(center.latitude + dLat, 90), longitude: center.longitude),
            Coordinate(latitude: max(center.latitude - dLat, -90), longitude: center.longitude),
            Coordinate(latitude: center.latitude, longitude: center.longitude + dLon),
            Coordinate(latitude: center.latitude, longitude: center.longitude - dLon),
        ]
    }

    /// Left out when its centre lies within a withheld area (it would mark the place), kept otherwise.
    public func withholding(_ areas: MapWithheldAreas) -> (any MapOverlay)? {
        areas.contains(center) ? nil : self
    }

    /// Checks the centre and that the radius is a positive number of kilometres.
    public func validate() throws {
        guard center.isValid else { throw MapError.invalidCoordinate(center) }
        guard radiusKilometres.isFinite, radiusKilometres > 0 else {
            throw MapError.invalidExtent(radiusKilometres)
        }
    }
}
