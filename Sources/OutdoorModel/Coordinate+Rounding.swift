import Foundation

extension Coordinate {
    /// `value` rounded half away from zero to `decimals` places; never -0, and 0 when not finite.
    public static func rounded(_ value: Double, decimals: Int) -> Double {
        guard value.isFinite else { return 0 }
        let factor = pow(10, Double(decimals))
        let result = (value * factor).rounded(.toNearestOrAwayFromZero) / factor
        return result == 0 ? 0 : result
    }

    /// The coordinate rounded to `decimals` places: the one rule for showing less than the
    /// truth (1 decimal is a grid of 0.1°, about 11 km; 0 decimals a grid of 1°).
    ///
    /// Both values round half away from zero; the latitude stays within -90...90 and the
    /// longitude is brought into -180...180.
    public func rounded(decimals: Int) -> Coordinate {
        let latitude = min(max(Self.rounded(latitude, decimals: decimals), -90), 90)
        var longitude = Self.rounded(longitude, decimals: decimals)
        if longitude > 180 { longitude -= 360 }
        if longitude < -180 { longitude += 360 }
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    /// "40.01499° N, 105.27055° W": each value rounded to `decimals` places, without its sign,
    /// and its hemisphere's letter (a value that rounds to zero counts as north or east).
    ///
    /// `compact` writes "40.01°N 105.27°W", as entry titles made from coordinates read.
    public func hemisphereText(decimals: Int, compact: Bool = false) -> String {
        func part(_ value: Double, _ positive: String, _ negative: String) -> String {
            let r = Self.rounded(value, decimals: decimals)
            return String(format: "%.\(decimals)f", abs(r)) + (compact ? "°" : "° ")
                + (r < 0 ? negative : positive)
        }
        return part(latitude, "N", "S") + (compact ? " " : ", ") + part(longitude, "E", "W")
    }
}
