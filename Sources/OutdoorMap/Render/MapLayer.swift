/// The layers of a map in drawing order, bottom to top.
///
/// The order is the renderer's contract: surfaces first (water, land, land cover, relief, lakes,
/// shores, rivers), then `overlay`, the slot for pictures laid over the geography (a radar frame,
/// say), then the lines, names and symbols that must stay readable above any overlay (borders,
/// the route, approximate areas, place names, markers, scale bar and credit).
public enum MapLayer: Int, CaseIterable, Comparable, Sendable {
    /// The sea: the background of the whole map.
    case water
    /// Land, with the band south of Web Mercator's limit (Antarctica's ice) and the soft tint of
    /// approximate areas.
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
    /// Pictures laid over the geography but under every line, name and symbol: a radar frame.
    case overlay
    /// State and national borders.
    case borders
    /// The route through a trip's stops.
    case route
    /// The dashed rims of approximate positions.
    case areas
    /// Place names and their dots.
    case labels
    /// Pins, stop markers, merged markers and leader lines.
    case markers
    /// The scale bar, the data credit and the radar legend.
    case furniture

    /// Orders layers bottom to top.
    public static func < (lhs: MapLayer, rhs: MapLayer) -> Bool { lhs.rawValue < rhs.rawValue }
}
