import OutdoorGeo

/// What each tier keeps beyond the kinds of line it reads (`DetailLine.firstTier`).
enum TierRules {
    /// The smallest area a tier fills, in square metres: 0.5 km² where major roads are drawn,
    /// 0.02 km² where paths are, everything where everything is.
    static func minimumArea(_ tier: DetailTier) -> Double {
        switch tier {
        case .low: return 500_000
        case .intermediate: return 20_000
        case .high: return 0
        }
    }

    /// The tiers that keep a line first read at `first`.
    static func tiers(from first: DetailTier) -> [DetailTier] {
        DetailTier.allCases.filter { $0 >= first }
    }
}
