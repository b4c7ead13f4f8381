import OutdoorModel

extension MapRequest {
    /// The journal's overview map: a dot for every position, fitted to all, overlapping dots merged.
    ///
    /// With no coordinates it shows the world. Positions are shown exactly (the overview is the
    /// journal owner's own map), and the attribution is always drawn.
    public static func overview(
        of coordinates: [Coordinate], width: Int = 1200, height: Int = 800, scale: Double = 1,
        theme: MapTheme = .light, units: UnitSystem = .metric
    ) -> MapRequest {
        MapRequest(
            width: width, height: height, scale: scale, theme: theme, units: units,
            view: coordinates.isEmpty ? .world : .automatic,
            pins: coordinates.map { MapPin($0, mark: .dot) }, clustersPins: true)
    }

    /// The overview of journal entries (filtered by date by the caller): `overview(of:)` for their places.
    public static func overview(
        entries: [JournalEntry], width: Int = 1200, height: Int = 800, scale: Double = 1,
        theme: MapTheme = .light, units: UnitSystem = .metric
    ) -> MapRequest {
        overview(
            of: entries.map(\.coordinate), width: width, height: height, scale: scale, theme: theme,
            units: units)
    }
}
