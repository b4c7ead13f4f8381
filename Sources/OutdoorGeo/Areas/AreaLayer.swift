/// A file of named areas: countries, first-level regions, lakes or seas (see Data/FORMAT.md).
public enum AreaLayer: UInt8, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Countries and dependencies (Natural Earth 1:10m admin-0).
    case countries = 1
    /// First-level regions: states, provinces, cantons (Natural Earth admin-1, named by GeoNames).
    case regions = 2
    /// Named lakes and reservoirs (Natural Earth 1:10m lakes).
    case lakes = 3
    /// Named seas, bays, straits and oceans (Natural Earth 1:10m marine areas).
    case seas = 4

    /// The stem of the layer's file name ("countries" in "countries.oug").
    public var fileStem: String {
        switch self {
        case .countries: return "countries"
        case .regions: return "regions"
        case .lakes: return "lakes"
        case .seas: return "seas"
        }
    }

    /// The layer's file stem.
    public var description: String { fileStem }
}
