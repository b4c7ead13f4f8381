import OutdoorModel

extension MapRequest {
    /// The journal's overview map: a dot for every position, fitted to all, overlapping dots merged.
    ///
    /// With no coordinates it shows the world. Positions are shown exactly (the overview is the
    /// journal owner's own map), and the attribution is always drawn.
    public static func overview(
        of coordinates: [Coordinate], placeNames: [String?] = [], width: Int = 1200, height: Int = 800,
        scale: Double = 1, theme: MapTheme = .light, units: UnitSystem = .metric
    ) -> MapRequest {
        let pins = coordinates.enumerated().map { index, coordinate in
            MapPin(
                coordinate, mark: .dot,
                placeName: placeNames.indices.contains(index) ? placeNames[index] : nil)
        }
        return MapRequest(
            width: width, height: height, scale: scale, theme: theme, units: units,
            view: coordinates.isEmpty ? .world : .automatic, overlays: [MapMarkers(pins, clusters: true)])
    }

    /// The overview of journal entries (filtered by date by the caller): `overview(of:)` for their places.
    public static func overview(
        entries: [JournalEntry], width: Int = 1200, height: Int = 800, scale: Double = 1,
        theme: MapTheme = .light, units: UnitSystem = .metric
    ) -> MapRequest {
        overview(
            of: entries.map(\.coordinate), placeNames: entries.map(\.placeName), width: width, height: height,
            scale: scale, theme: theme,
            units: units)
    }
}
