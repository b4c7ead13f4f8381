import OutdoorDrawing
import OutdoorGeo

/// How prominently a place is named: type size, weight and dot size grow with its population.
enum PlaceTier: Int, Comparable, CaseIterable {
    /// Villages and small towns (under 10,000 people).
    case small
    /// Towns of 10,000 or more.
    case medium
    /// Cities of 100,000 or more.
    case large
    /// Cities of a million or more, and national capitals.
    case major

    /// The tier of a place from its population and capital flag, on a map drawn at `level`.
    ///
    /// On a regional map (intermediate or high detail) a city of a million is major, 100,000
    /// large and 10,000 medium, and capitals are major. Smaller-scale maps show only big
    /// places anyway, so the thresholds rise (three times at low detail, ten times at coarse)
    /// and capitals count as large there, keeping the type hierarchy visible on a world map.
    init(population: Int, isCapital: Bool, level: GeoLevel = .high) {
        let factor: Int
        switch level {
        case .coarse: factor = 10
        case .low: factor = 3
        case .intermediate, .high: factor = 1
        }
        var tier: PlaceTier
        if population >= 1_000_000 * factor {
            tier = .major
        } else if population >= 100_000 * factor {
            tier = .large
        } else if population >= 10_000 * factor {
            tier = .medium
        } else {
            tier = .small
        }
        if isCapital { tier = max(tier, factor == 1 ? .major : .large) }
        self = tier
    }

    /// Type size in logical pixels.
    var fontSize: Double {
        switch self {
        case .small: return 11
        case .medium: return 12
        case .large: return 13
        case .major: return 14
        }
    }

    /// Type weight: larger places are bolder.
    var weight: FontWeight {
        switch self {
        case .small: return .regular
        case .medium: return .medium
        case .large: return .semibold
        case .major: return .bold
        }
    }

    /// Radius of the place's dot in logical pixels.
    var dotRadius: Double {
        switch self {
        case .small: return 2.2
        case .medium: return 2.6
        case .large: return 3.0
        case .major: return 3.5
        }
    }

    static func < (lhs: PlaceTier, rhs: PlaceTier) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The order places are offered to the label placer: `Place.importance` (population, with
    /// capitals and seats of government counting more).
    static func rankingKey(_ place: Place) -> Int { place.importance }
}
