import Foundation

/// The rules of the place line, as pure functions and constants.
///
/// **Country and region** come from areas, never from the nearest town: the country whose area
/// (Natural Earth 1:10m, Germany's point of view: borders as most of the world recognises them)
/// holds the point, the most specific of overlapping ones (an enclave before the country around
/// it), by the very border the maps draw (Natural Earth's admin-0 lines, the same data), so a
/// place line never says another country than its own map shows; at sea, the country whose coast
/// is within `coastalWatersKilometres`, else no place at all.
/// The region is the first-level region holding the point in that country.
///
/// **The town** is chosen among the places of that country only. A place "covers" the ground
/// within its locality radius, which grows with population (2 km for a village, about 7 km for a
/// city of 100,000, capped at 30 km). A point inside that radius is "in" the place; further out
/// but within the place's "near" limit (three locality radii plus 8 km, at most 50 km, so a
/// village counts as near for about 14 km and a big city for 50) it is "near" it. Among the
/// places in reach, the one with the smallest distance in locality radii wins, so a large city
/// 15 km away beats a village 5 km away, but a village you stand in beats the city. Places
/// GeoNames' 2023 export does not know (mostly recent entries for parts of cities) are only
/// named where no established place covers the point.
///
/// **Otherwise** the line names what is there: a lake within `lakeReachKilometres`, else the
/// region ("Magallanes, CL"), else the country.
public enum ReverseGeocoding {
    /// How far to look for towns at all, in kilometres (the largest "near" limit, and some).
    public static let searchRadiusKilometres = 60.0

    /// How far offshore a point still belongs to a country's place line, in kilometres.
    public static let coastalWatersKilometres = 25.0

    /// How far from a region a point offshore or in a border sliver may be to take its name, in kilometres.
    public static let regionReachKilometres = 25.0

    /// How far from a lake's shore a point with no town in reach is named after the lake, in kilometres.
    public static let lakeReachKilometres = 10.0

    /// How far to look for a place whose time zone to borrow, in kilometres.
    public static let timeZoneSearchRadiusKilometres = 500.0

    /// The largest locality radius any place gets, however populous, in kilometres.
    public static let maximumLocalityRadiusKilometres = 30.0

    /// The largest "near" limit, in kilometres.
    public static let maximumNearKilometres = 50.0

    /// The radius around a place within which a point is "in" it, in kilometres.
    public static func localityRadiusKilometres(population: Int) -> Double {
        min(2 + 1.5 * (Double(max(population, 0)) / 10_000).squareRoot(), maximumLocalityRadiusKilometres)
    }

    /// The distance up to which a point is "near" a place, in kilometres.
    public static func nearLimitKilometres(population: Int) -> Double {
        min(3 * localityRadiusKilometres(population: population) + 8, maximumNearKilometres)
    }

    /// The ranking score of a place at a distance: distance in locality radii (lower is better).
    public static func score(distanceKilometres: Double, population: Int) -> Double {
        distanceKilometres / localityRadiusKilometres(population: population)
    }

    /// A town that could name a point.
    public struct Candidate: Hashable, Sendable {
        /// Distance from the point to the town's centre, in kilometres.
        public var distanceKilometres: Double
        /// The town's population for covering ground (`Place.effectivePopulation`).
        public var population: Int
        /// Whether GeoNames' export with feature codes knows the town (`Place.isEstablished`).
        public var isEstablished: Bool
        /// Breaks ties between equal scores and populations (a stable index).
        public var tieBreak: Int

        /// Makes a candidate.
        public init(distanceKilometres: Double, population: Int, isEstablished: Bool, tieBreak: Int) {
            self.distanceKilometres = distanceKilometres
            self.population = population
            self.isEstablished = isEstablished
            self.tieBreak = tieBreak
        }
    }

    /// The town that names a point among `candidates` (all in the point's country), and whether
    /// the point is within it, or nil when none is in reach.
    public static func choose(_ candidates: [Candidate]) -> (index: Int, isWithin: Bool)? {
        let covered = candidates.contains {
            $0.isEstablished && $0.distanceKilometres <= localityRadiusKilometres(population: $0.population)
        }
        var best: (index: Int, score: Double)?
        for (i, c) in candidates.enumerated() {
            if covered && !c.isEstablished { continue }
            guard c.distanceKilometres <= nearLimitKilometres(population: c.population) else { continue }
            let s = score(distanceKilometres: c.distanceKilometres, population: c.population)
            if let current = best {
                let other = candidates[current.index]
                let better =
                    s < current.score
                    || (s == current.score
                        && (c.population, -c.tieBreak) > (other.population, -other.tieBreak))
                if !better { continue }
            }
            best = (i, s)
        }
        guard let best else { return nil }
        let c = candidates[best.index]
        return (best.index, c.distanceKilometres <= localityRadiusKilometres(population: c.population))
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
