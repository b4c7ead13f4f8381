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
    /// Areas from an imported OpenStreetMap extract (land from its coastline, water, forest,
    /// parks, glaciers, rock, built-up areas), by `DetailArea`; fill nonzero, stroke no cut edge.
    case detailAreas = 5
    /// Lines from an imported OpenStreetMap extract (roads by class, tracks, paths, railways,
    /// ferries, rivers and streams), by `DetailWay`.
    case detailWays = 6

    /// The stem of the layer's file names ("coast" in "coast-h.oug").
    public var fileStem: String {
        switch self {
        case .coast: return "coast"
        case .rivers: return "rivers"
        case .borders: return "borders"
        case .landCover: return "landcover"
        case .detailAreas: return "detail-areas"
        case .detailWays: return "detail-ways"
        }
    }

    /// The layer's file stem ("coast").
    public var description: String { fileStem }
}
