import OutdoorMapModel

extension CardCoordinates {
    /// How the map marks the place: a pin when precise, an area when approximate, nothing when hidden.
    public var locationPrecision: LocationPrecision {
        switch self {
        case .precise: return .exact
        case .approx: return .approximate
        case .hidden: return .hidden
        }
    }
}
