import Foundation

/// The rules offline reverse geocoding and time-zone lookup follow, as pure functions.
///
/// A place "covers" the ground within its locality radius, which grows with population
/// (2 km for a village, about 7 km for a city of 100,000, capped at 30 km). A point inside
/// that radius is "in" the place; a point further out but within the place's "near" limit
/// (three locality radii, at least 30 km, at most 100 km) is "near" it. Among the places in
/// reach, the one with the smallest distance in locality radii wins, so a large city 15 km
/// away beats a village 5 km away, but a village you stand in beats the city. Nothing in
/// reach on land (wilderness, or a village too small for the data) gives the region of the
/// nearest place ("South, IS"); nothing in reach at sea gives no place.
public enum ReverseGeocoding {
    /// How far to look for places at all, in kilometres (the largest "near" limit).
    public static let searchRadiusKilometres = 100.0

    /// How far to look for a place whose region names a point on land with no town in reach, in kilometres.
    public static let regionSearchRadiusKilometres = 250.0

    /// How far to look for a place whose time zone to borrow, in kilometres.
    public static let timeZoneSearchRadiusKilometres = 500.0

    /// The largest locality radius any place gets, however populous, in kilometres.
    public static let maximumLocalityRadiusKilometres = 30.0

    /// The radius around a place within which a point is "in" it, in kilometres.
    public static func localityRadiusKilometres(population: Int) -> Double {
        min(2 + 1.5 * (Double(max(population, 0)) / 10_000).squareRoot(), maximumLocalityRadiusKilometres)
    }

    /// The distance up to which a point is "near" a place, in kilometres.
    public static func nearLimitKilometres(population: Int) -> Double {
        min(max(30, 3 * localityRadiusKilometres(population: population)), searchRadiusKilometres)
    }

    /// The ranking score of a place at a distance: distance in locality radii (lower is better).
    public static func score(distanceKilometres: Double, population: Int) -> Double {
        distanceKilometres / localityRadiusKilometres(population: population)
    }

    /// A nominal time zone from longitude alone: "Etc/GMT-1" for 15°E (the Etc signs are inverted).
    ///
    /// The offset is the longitude divided by 15 degrees, rounded, between -12 and +12 hours.
    /// IANA's Etc zones use POSIX signs, so a place 1 hour ahead of UTC is "Etc/GMT-1".
    public static func nominalTimeZoneIdentifier(longitude: Double) -> String {
        guard longitude.isFinite else { return "Etc/GMT" }
        let hours = Int(min(max((longitude / 15).rounded(), -12), 12))
        if hours == 0 { return "Etc/GMT" }
        return hours > 0 ? "Etc/GMT-\(hours)" : "Etc/GMT+\(-hours)"
    }
}
