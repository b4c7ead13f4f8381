/// A source of map data whose credit must be shown wherever a map drawn from it is shown.
///
/// A map says which sources it drew (`MapRenderDetails.credits`); the credit line is composed
/// from them (`MapAttribution.line`), never patched as text.
public enum MapCredit: Hashable, Sendable {
    /// The map data the project ships: GSHHG coastlines, lakes, rivers and borders (LGPL-3.0),
    /// Natural Earth's relief, land cover, state borders and the areas that name countries and
    /// regions (public domain), and GeoNames places (CC BY 4.0), as
    /// `Sources/OutdoorGeo/Data/PROVENANCE.md` asks.
    case bundledData
    /// Detail drawn from an imported OpenStreetMap extract (ODbL 1.0), which the licence asks to
    /// credit wherever the data is shown.
    case openStreetMap
    /// Another source with its own credit line (a radar frame's provider, say).
    case source(String)

    /// The credit as printed.
    public var text: String {
        switch self {
        case .bundledData: return MapAttribution.bundledData
        case .openStreetMap: return MapAttribution.openStreetMap
        case .source(let line): return line
        }
    }
}

/// Credit lines for map data, which must be shown wherever a map drawn from it is shown.
public enum MapAttribution {
    /// The line for the map data the project ships (`MapCredit.bundledData`).
    public static let bundledData = "Map: GSHHG (LGPL-3.0), Natural Earth · Places: GeoNames (CC BY 4.0)"
    /// The line for detail drawn from an imported OpenStreetMap extract (`MapCredit.openStreetMap`).
    public static let openStreetMap = "© OpenStreetMap contributors (ODbL)"

    /// The credit line of a map drawn from `credits`: each source's line once, in order.
    public static func line(_ credits: [MapCredit]) -> String {
        var lines: [String] = []
        for credit in credits where !lines.contains(credit.text) { lines.append(credit.text) }
        return lines.joined(separator: " · ")
    }

    /// The credit line of a map: the bundled data's, OpenStreetMap's when its detail is drawn,
    /// then `others` (an overlay's own, such as the radar's) without repeats.
    public static func line(showingDetail: Bool, others: [String] = []) -> String {
        line([.bundledData] + (showingDetail ? [.openStreetMap] : []) + others.map(MapCredit.source))
    }
}
