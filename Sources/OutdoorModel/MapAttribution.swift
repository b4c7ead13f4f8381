/// Credit lines for map data, which must be shown wherever a map drawn from it is shown.
public enum MapAttribution {
    /// The line for the map data the project ships: GSHHG coastlines, lakes, rivers and borders
    /// (LGPL-3.0), Natural Earth's relief, land cover, state borders and the areas that name
    /// countries and regions (public domain), and GeoNames places (CC BY 4.0), as
    /// `Sources/OutdoorGeo/Data/PROVENANCE.md` asks.
    public static let bundledData = "Map: GSHHG (LGPL-3.0), Natural Earth · Places: GeoNames (CC BY 4.0)"
    /// The line for detail drawn from an imported OpenStreetMap extract (ODbL 1.0), which the
    /// licence asks for wherever the data is shown.
    public static let openStreetMap = "© OpenStreetMap contributors (ODbL)"

    /// The credit line of a map: the bundled data's, OpenStreetMap's when its detail is drawn,
    /// then `others` (an overlay's own, such as the radar's) without repeats.
    public static func line(showingDetail: Bool, others: [String] = []) -> String {
        var credits = [bundledData]
        if showingDetail { credits.append(openStreetMap) }
        for credit in others where !credits.contains(credit) { credits.append(credit) }
        return credits.joined(separator: " · ")
    }
}
