/// The kinds of overlay the project ships, one case each, with the type that is each kind.
///
/// The switch in `overlayType` is checked for exhaustiveness by the compiler, so walking
/// `allCases` reaches every shipped kind: `MapOverlayTests` does, to check that each has its
/// drawing in the renderer. A new kind of overlay adds its case here.
public enum MapOverlayKind: String, CaseIterable, Sendable {
    /// Pins for entries or places (`MapMarkers`).
    case markers
    /// A line joining positions (`MapRoute`).
    case route
    /// A disc around a position (`MapArea`).
    case area
    /// A radar frame drawn over the map (`MapRadar`).
    case radar
    /// A recorded GPS track (`MapTrack`).
    case track
    /// The areas around hidden places that a map gives nothing away about (`MapWithheldAreas`).
    case withheldAreas

    /// The overlay type of the kind.
    public var overlayType: any MapOverlay.Type {
        switch self {
        case .markers: return MapMarkers.self
        case .route: return MapRoute.self
        case .area: return MapArea.self
        case .radar: return MapRadar.self
        case .track: return MapTrack.self
        case .withheldAreas: return MapWithheldAreas.self
        }
    }

}
