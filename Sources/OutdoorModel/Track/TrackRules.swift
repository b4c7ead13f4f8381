import Foundation

/// The rules a track is read, cleaned and measured by, in one place (Documentation/Guides/Tracks.md
/// states them).
public enum TrackRules {
    /// Garmin's "clock unknown" time, 1901-12-13T20:45:52Z (the lowest 32-bit second count):
    /// a point with this time (any fraction of that second) is kept without a time.
    public static let unknownTimeSentinel = Date(timeIntervalSince1970: -2_147_483_648)

    /// The earliest time a point may have: the start of GPS time, 1980-01-06T00:00:00Z.
    public static let earliestTime = Date(timeIntervalSince1970: 315_964_800)

    /// How far past the clock a point's time may be (a device's clock may run a little fast): one day.
    public static let futureTolerance: TimeInterval = 86_400

    /// The heights a point may have, in metres (as an entry's altitude).
    public static let elevationMetres: ClosedRange<Double> = -20_000...100_000

    /// The most points one track may have (about 23 days recorded once a second).
    public static let maxPoints = 2_000_000

    /// The most waypoints one file may have.
    public static let maxWaypoints = 10_000

    /// Moving time: a stretch counts when it moved at least this fast, in metres per second (1 km/h).
    public static let movingSpeed = 1000.0 / 3600

    /// Moving time: the shortest stretch judged, in seconds; shorter intervals are joined.
    public static let movingStretch: TimeInterval = 20

    /// Elevation gain and loss: the climb or drop from the last turning point that counts, in metres.
    public static let climbThreshold = 5.0

    /// Whether `date` is Garmin's "clock unknown" time.
    public static func isUnknownTime(_ date: Date) -> Bool {
        (date.timeIntervalSince1970 - unknownTimeSentinel.timeIntervalSince1970).magnitude < 1
    }

    /// Why a point's time is impossible (before GPS time began, or beyond tomorrow), or nil.
    public static func timeProblem(_ date: Date, now: Date) -> String? {
        let t = date.timeIntervalSince1970
        guard t.isFinite else { return "it is not a time" }
        if date < earliestTime { return "it is before GPS time began (1980-01-06)" }
        if date.timeIntervalSince(now) > futureTolerance { return "it is more than a day in the future" }
        return nil
    }

    /// Why a latitude and longitude are impossible, or nil.
    public static func positionProblem(latitude: Double, longitude: Double) -> String? {
        guard latitude.isFinite, abs(latitude) <= 90 else { return "latitude \(latitude) is not -90 to 90" }
        guard longitude.isFinite, abs(longitude) <= 180 else {
            return "longitude \(longitude) is not -180 to 180"
        }
        return nil
    }

    /// Why a height is impossible, or nil.
    public static func elevationProblem(_ metres: Double) -> String? {
        guard metres.isFinite, elevationMetres.contains(metres) else {
            return
                "elevation \(metres) m is not \(Int(elevationMetres.lowerBound)) to \(Int(elevationMetres.upperBound)) m"
        }
        return nil
    }
}
