import Foundation
import OutdoorModel

/// Where the Sun stands seen from a place at an instant (NOAA's solar position algorithm).
///
/// This is the method of NOAA's Solar Calculator (after Meeus, "Astronomical Algorithms"):
/// accurate to about 0.01 degrees for years 1800-2100 and still far better than the
/// day/night decision needs for every year the weather archives cover.
public struct SolarPosition: Hashable, Sendable {
    /// The geometric elevation the Sun's centre has at sunrise and sunset, in degrees: -0.833.
    ///
    /// It accounts for atmospheric refraction (34 arcminutes) and the Sun's radius (16
    /// arcminutes), the convention behind published sunrise and sunset times.
    public static let horizonElevation = -0.833

    /// Geometric elevation of the Sun's centre above the horizon in degrees, without refraction.
    public let elevation: Double
    /// Azimuth in degrees clockwise from true north (0 through 360).
    public let azimuth: Double
    /// Solar declination in degrees.
    public let declination: Double
    /// The equation of time in minutes (apparent minus mean solar time).
    public let equationOfTimeMinutes: Double

    /// Computes the Sun's position for `date` seen from `coordinate`.
    public init(date: Date, coordinate: Coordinate) {
        let julianDay = date.timeIntervalSince1970 / 86_400 + 2_440_587.5
        let t = (julianDay - 2_451_545) / 36_525

        let meanLongitude = Self.normalized(280.46646 + t * (36_000.76983 + t * 0.0003032))
        let meanAnomaly = 357.52911 + t * (35_999.05029 - 0.0001537 * t)
        let eccentricity = 0.016708634 - t * (0.000042037 + 0.0000001267 * t)
        let m = Self.radians(meanAnomaly)
        let centre =
            sin(m) * (1.914602 - t * (0.004817 + 0.000014 * t)) + sin(2 * m) * (0.019993 - 0.000101 * t)
            + sin(3 * m) * 0.000289
        let trueLongitude = meanLongitude + centre
        let omega = Self.radians(125.04 - 1934.136 * t)
        let apparentLongitude = trueLongitude - 0.00569 - 0.00478 * sin(omega)
        let meanObliquity =
            23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60
        let obliquity = Self.radians(meanObliquity + 0.00256 * cos(omega))

        let declination = asin(sin(obliquity) * sin(Self.radians(apparentLongitude)))
        let y = pow(tan(obliquity / 2), 2)
        let l0 = Self.radians(meanLongitude)
        let equationOfTime =
            4
            * Self.degrees(
                y * sin(2 * l0) - 2 * eccentricity * sin(m) + 4 * eccentricity * y * sin(m) * cos(2 * l0)
                    - 0.5 * y * y * sin(4 * l0) - 1.25 * eccentricity * eccentricity * sin(2 * m))

        // Minutes past midnight UTC, then true solar time at the longitude.
        let dayFraction = julianDay + 0.5 - (julianDay + 0.5).rounded(.down)
        let utcMinutes = dayFraction * 1440
        let trueSolarMinutes = Self.positiveRemainder(
            utcMinutes + equationOfTime + 4 * coordinate.longitude, 1440)
        let hourAngle = Self.radians(trueSolarMinutes / 4 - 180)

        let latitude = Self.radians(coordinate.latitude)
        let cosZenith = Self.clamped(
            sin(latitude) * sin(declination) + cos(latitude) * cos(declination) * cos(hourAngle))
        let zenith = acos(cosZenith)

        let azimuthDenominator = cos(latitude) * sin(zenith)
        var azimuth: Double
        if abs(azimuthDenominator) < 1e-12 {
            // At a pole or with the Sun in the zenith the azimuth is undefined; report due south
            // (north in the southern hemisphere), the direction the Sun culminates in.
            azimuth = coordinate.latitude >= 0 ? 180 : 0
        } else {
            let cosAzimuth = Self.clamped(
                (sin(latitude) * cos(zenith) - sin(declination)) / azimuthDenominator)
            let angle = Self.degrees(acos(cosAzimuth))
            azimuth =
                hourAngle > 0
                ? Self.positiveRemainder(angle + 180, 360) : Self.positiveRemainder(540 - angle, 360)
        }

        self.elevation = 90 - Self.degrees(zenith)
        self.azimuth = azimuth
        self.declination = Self.degrees(declination)
        self.equationOfTimeMinutes = equationOfTime
    }

    /// Whether the Sun is above the horizon, by the sunrise/sunset convention.
    public var isDaylight: Bool { elevation > Self.horizonElevation }

    /// NOAA's approximate atmospheric refraction in degrees at a geometric elevation in degrees.
    static func refractionDegrees(elevation e: Double) -> Double {
        if e > 85 { return 0 }
        let tanE = tan(radians(e))
        let arcseconds: Double
        if e > 5 {
            arcseconds = 58.1 / tanE - 0.07 / pow(tanE, 3) + 0.000086 / pow(tanE, 5)
        } else if e > -0.575 {
            arcseconds = 1735 + e * (-518.2 + e * (103.4 + e * (-12.79 + e * 0.711)))
        } else {
            arcseconds = -20.772 / tanE
        }
        return arcseconds / 3600
    }

    private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
    private static func degrees(_ radians: Double) -> Double { radians * 180 / .pi }
    private static func clamped(_ value: Double) -> Double { min(1, max(-1, value)) }
    private static func normalized(_ degrees: Double) -> Double { positiveRemainder(degrees, 360) }
    private static func positiveRemainder(_ value: Double, _ modulus: Double) -> Double {
        let r = value.truncatingRemainder(dividingBy: modulus)
        return r < 0 ? r + modulus : r
    }
}
