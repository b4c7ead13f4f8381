import Foundation

/// One recorded point of a track: where, how high and when, as the device wrote it.
///
/// Values are kept on the journal's storage grid (`onStorageGrid`): 1e-7 degree (about 1 cm),
/// 1 cm of height, 1 ms; a point read back from the journal equals the point saved.
public struct TrackPoint: Hashable, Sendable {
    /// Latitude in degrees, from -90 to 90.
    public var latitude: Double
    /// Longitude in degrees, from -180 to 180.
    public var longitude: Double
    /// Height in metres (GPX `ele`, above the geoid or sea level as the device gives it), if recorded.
    public var elevation: Double?
    /// The instant of the fix, if recorded.
    public var time: Date?

    /// Makes a point; see `onStorageGrid` for the values the journal keeps.
    public init(latitude: Double, longitude: Double, elevation: Double? = nil, time: Date? = nil) {
        self.latitude = latitude
        self.longitude = longitude
        self.elevation = elevation
        self.time = time
    }

    /// The point's position.
    public var coordinate: Coordinate { Coordinate(latitude: latitude, longitude: longitude) }

    /// The point rounded to the journal's grid: 1e-7 degree, 1 cm, 1 ms.
    public var onStorageGrid: TrackPoint {
        TrackPoint(
            latitude: TrackGrid.degrees(TrackGrid.degreeUnits(latitude)),
            longitude: TrackGrid.degrees(TrackGrid.degreeUnits(longitude)),
            elevation: elevation.map { TrackGrid.metres(TrackGrid.centimetres($0)) },
            time: time.map { TrackGrid.date(TrackGrid.milliseconds($0)) })
    }
}

/// A named point a GPX file marks on its own (`wpt`): a summit, a hut, a parking place.
public struct TrackWaypoint: Hashable, Sendable {
    /// The waypoint's name, if it has one.
    public var name: String?
    /// Where it is, with its height and time when recorded.
    public var point: TrackPoint

    /// Makes a waypoint.
    public init(name: String?, point: TrackPoint) {
        self.name = name
        self.point = point
    }
}

/// The integer grid the journal stores track values on; decoding and rounding use the same
/// arithmetic, so a value on the grid survives a round trip exactly.
public enum TrackGrid {
    /// Degrees in units of 1e-7 degree (clamped to the 32-bit range; valid degrees fit).
    public static func degreeUnits(_ degrees: Double) -> Int32 {
        clamped32(degrees * 1e7)
    }

    /// Degrees from units of 1e-7 degree.
    public static func degrees(_ units: Int32) -> Double { Double(units) / 1e7 }

    /// Metres in centimetres (clamped to the 32-bit range).
    public static func centimetres(_ metres: Double) -> Int32 { clamped32(metres * 100) }

    /// Metres from centimetres.
    public static func metres(_ centimetres: Int32) -> Double { Double(centimetres) / 100 }

    /// An instant in milliseconds since 1970 (clamped to what a 64-bit count holds).
    public static func milliseconds(_ date: Date) -> Int64 {
        let value = (date.timeIntervalSince1970 * 1000).rounded()
        guard value.isFinite else { return 0 }
        return Int64(min(max(value, -9.2e18), 9.2e18))
    }

    /// The instant of a count of milliseconds since 1970.
    public static func date(_ milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }

    private static func clamped32(_ value: Double) -> Int32 {
        let rounded = value.rounded()
        guard rounded.isFinite else { return 0 }
        return Int32(min(max(rounded, Double(Int32.min)), Double(Int32.max)))
    }
}
