import OutdoorModel

extension MapRequest {
    /// The journal's overview map: a dot for every position, fitted to all, overlapping dots merged.
    ///
    /// With no coordinates it shows the world. Positions are shown exactly, and the attribution
    /// is always drawn.
    public static func overview(
        of coordinates: [Coordinate], placeNames: [String?] = [], width: Int = 1200, height: Int = 800,
        scale: Double = 1, theme: MapTheme = .light, units: UnitSystem = .metric
    ) -> MapRequest {
        let pins = coordinates.enumerated().map { index, coordinate in
            MapPin(
                coordinate, mark: .dot,
                placeName: placeNames.indices.contains(index) ? placeNames[index] : nil)
        }
        return overview(
            showing: [MapMarkers(pins, clusters: true)], width: width, height: height, scale: scale,
            theme: theme,
            units: units)
    }

    /// The overview of entries marked by `overlays` (the disclosed entries' dots, merged where they
    /// overlap, and what keeps hidden places hidden): fitted to them, or the world when no
    /// overlay marks anything.
    public static func overview(
        showing overlays: [any MapOverlay], width: Int = 1200, height: Int = 800, scale: Double = 1,
        theme: MapTheme = .light, units: UnitSystem = .metric
    ) -> MapRequest {
        let marksNothing = overlays.allSatisfy { ($0 as? MapMarkers)?.pins.isEmpty ?? false }
        return MapRequest(
            width: width, height: height, scale: scale, theme: theme, units: units,
            view: marksNothing ? .world : .automatic, overlays: overlays)
    }
}
