/// Credit lines for map data, which must be shown wherever a map drawn from it is shown.
public enum MapAttribution {
    /// The line for the map data the project ships: GSHHG coastlines, lakes, rivers and borders
    /// (LGPL-3.0), Natural Earth's relief, land cover, state borders and the areas that name
    /// countries and regions (public domain), and GeoNames places (CC BY 4.0), as
    /// `Sources/OutdoorGeo/Data/PROVENANCE.md` asks.
    public static let bundledData = "Map: GSHHG (LGPL-3.0), Natural Earth · Places: GeoNames (CC BY 4.0)"
}
