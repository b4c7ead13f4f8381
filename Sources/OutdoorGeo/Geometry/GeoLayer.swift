/// A layer of line or polygon map data; each layer ships one file per level of detail.
public enum GeoLayer: UInt8, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Shorelines as filled polygon pieces: land, lakes, islands in lakes, ponds (GSHHG).
    case coast = 1
    /// Rivers and canals as lines, by class (WDBII).
    case rivers = 2
    /// National borders as lines (WDBII), state and province borders (Natural Earth admin-1).
    case borders = 3
    /// Urban areas and glaciers as polygons with holes (Natural Earth 1:50m): fill even-odd.
    case landCover = 4

    /// The stem of the layer's file names ("coast" in "coast-h.oug").
    public var fileStem: String {
        switch self {
        case .coast: return "coast"
        case .rivers: return "rivers"
        case .borders: return "borders"
        case .landCover: return "landcover"
        }
    }

    /// The layer's file stem ("coast").
    public var description: String { fileStem }
}
