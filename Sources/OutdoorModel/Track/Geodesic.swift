#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Distances on the WGS 84 ellipsoid, by Vincenty's inverse formula.
///
/// Vincenty (1975) iterates on the auxiliary sphere until the longitude difference settles to
/// 1e-12 radians (about 0.006 mm); it is accurate to well under a millimetre for any two points
/// a track joins. For nearly antipodal points, where the iteration may not settle in 200
/// rounds, the great-circle distance on a sphere of the mean radius stands in (never the case
/// between a track's neighbouring points).
public enum Geodesic {
    /// WGS 84 semi-major axis, in metres.
    public static let semiMajorAxis = 6_378_137.0
    /// WGS 84 flattening.
    public static let flattening = 1 / 298.257_223_563
    /// WGS 84 semi-minor axis, in metres.
    public static let semiMinorAxis = semiMajorAxis * (1 - flattening)

    /// The ellipsoidal distance between two points, in metres.
    public static func distance(_ a: Coordinate, _ b: Coordinate) -> Double {
        distance(
            latitude1: a.latitude, longitude1: a.longitude, latitude2: b.latitude, longitude2: b.longitude)
    }

    /// The ellipsoidal distance between two points given in degrees, in metres.
    public static func distance(latitude1: Double, longitude1: Double, latitude2: Double, longitude2: Double)
        -> Double
    {
        if latitude1 == latitude2 && longitude1 == longitude2 { return 0 }
        let f = flattening
        let radians = Double.pi / 180
        var l = (longitude2 - longitude1) * radians
        // The shorter way round: a pair across the 180th meridian is close, not a world apart.
        if l > .pi { l -= 2 * .pi } else if l < -.pi { l += 2 * .pi }
        let u1 = atan((1 - f) * tan(latitude1 * radians))
        let u2 = atan((1 - f) * tan(latitude2 * radians))
        let sinU1 = sin(u1)
        let cosU1 = cos(u1)
        let sinU2 = sin(u2)
        let cosU2 = cos(u2)
        var lambda = l
        for _ in 0..<200 {
            let sinLambda = sin(lambda)
            let cosLambda = cos(lambda)
            let a = cosU2 * sinLambda
            let b = cosU1 * sinU2 - sinU1 * cosU2 * cosLambda
            let sinSigma = (a * a + b * b).squareRoot()
            if sinSigma == 0 { return 0 }
            let cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosLambda
            let sigma = atan2(sinSigma, cosSigma)
            let sinAlpha = cosU1 * cosU2 * sinLambda / sinSigma
            let cosSqAlpha = 1 - sinAlpha * sinAlpha
            // On the equator cos²α is 0 and the term is taken as 0.
            let cos2SigmaM = cosSqAlpha == 0 ? 0 : cosSigma - 2 * sinU1 * sinU2 / cosSqAlpha
            let c = f / 16 * cosSqAlpha * (4 + f * (4 - 3 * cosSqAlpha))
            let previous = lambda
            lambda =
                l + (1 - c) * f * sinAlpha
                * (sigma + c * sinSigma * (cos2SigmaM + c * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)))
            if abs(lambda - previous) < 1e-12 {
                let aa = semiMajorAxis * semiMajorAxis
                let bb = semiMinorAxis * semiMinorAxis
                let uSq = cosSqAlpha * (aa - bb) / bb
                let bigA = 1 + uSq / 16384 * (4096 + uSq * (-768 + uSq * (320 - 175 * uSq)))
                let bigB = uSq / 1024 * (256 + uSq * (-128 + uSq * (74 - 47 * uSq)))
                let term =
                    cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM) - bigB / 6 * cos2SigmaM
                    * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * cos2SigmaM * cos2SigmaM)
                let deltaSigma = bigB * sinSigma * (cos2SigmaM + bigB / 4 * term)
                return semiMinorAxis * bigA * (sigma - deltaSigma)
            }
        }
        return Coordinate(latitude: latitude1, longitude: longitude1).distance(
            to: Coordinate(latitude: latitude2, longitude: longitude2))
    }
}
