/// The layers of a map in drawing order, bottom to top.
///
/// The order is the renderer's contract: surfaces first (water, land, land cover, relief, lakes,
/// shores, rivers), then `overlay`, the slot for pictures laid over the geography (a radar frame,
/// say), then the lines, names and symbols that must stay readable above any overlay (borders,
/// the route, areas' rims, place names, markers, scale bar and credit). In each layer the map
/// draws its own content first, then the request's overlays paint theirs in the list's order
/// (`MapRequest.overlays`): an overlay says in its own file which layers it paints in.
public enum MapLayer: Int, CaseIterable, Comparable, Sendable {
    /// The sea: the background of the whole map.
    case water
    /// Land, with the band south of Web Mercator's limit (Antarctica's ice); overlays may tint it
    /// (the soft disc of an area).
    case land
    /// Urban areas and glaciers on overview maps.
    case landCover
    /// Hill shading from Natural Earth's shaded relief, where the data is sharp enough.
    case relief
    /// Lakes, islands in lakes and ponds on them.
    case lakes
    /// The fine line along shores (regional maps).
    case shores
    /// Rivers and canals.
    case rivers
    /// Roads, tracks, paths, railways and ferries of an imported OpenStreetMap region.
    case ways
    /// Pictures laid over the geography but under every line, name and symbol: a radar frame.
    case overlay
    /// State and national borders.
    case borders
    /// Lines through places: the route through a trip's stops.
    case route
    /// The dashed rims of areas (approximate positions).
    case areas
    /// Place names and their dots.
    case labels
    /// Pins, stop markers, merged markers and leader lines.
    case markers
    /// The scale bar and the data credit, then overlays' legends (the radar's).
    case furniture

    /// Orders layers bottom to top.
    public static func < (lhs: MapLayer, rhs: MapLayer) -> Bool { lhs.rawValue < rhs.rawValue }
}
