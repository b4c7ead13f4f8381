import Foundation
import OutdoorModel

/// An equirectangular projection around one latitude, in metres: good to a fraction of a
/// percent over the few kilometres of one feature, which is all simplification and area need.
struct LocalProjection {
    /// Metres per degree of latitude (a sphere of 6,371,008.8 m).
    static let metresPerDegree = 6_371_008.8 * Double.pi / 180

    /// Metres per degree of longitude at the projection's latitude.
    let metresPerLongitudeDegree: Double

    /// A projection true at `latitude` (degrees).
    init(latitude: Double) {
        metresPerLongitudeDegree = Self.metresPerDegree * max(cos(latitude * .pi / 180), 1e-6)
    }

    /// A projection true at the middle latitude of `points`.
    init(around points: [Coordinate]) {
        var south = 90.0
        var north = -90.0
        for p in points {
            south = min(south, p.latitude)
            north = max(north, p.latitude)
        }
        self.init(latitude: points.isEmpty ? 0 : (south + north) / 2)
    }

    /// `c` in metres east and north of 0°, 0°.
    func project(_ c: Coordinate) -> (x: Double, y: Double) {
        (c.longitude * metresPerLongitudeDegree, c.latitude * Self.metresPerDegree)
    }
}
