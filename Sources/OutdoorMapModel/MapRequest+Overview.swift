import OutdoorModel

extension MapRequest {
    /// The journal's overview map: a dot for every position, fitted to all, overlapping dots
    /// merged, over the recorded `tracks` (each drawn as recorded, its segments never joined).
    ///
    /// With no coordinates and no tracks it shows the world. Positions are shown exactly, and the
    /// attribution is always drawn.
    public static func overview(
        of coordinates: [Coordinate], places: [NamedLocality?] = [], tracks: [[[Coordinate]]] = [],
        width: Int = 1200, height: Int = 800, scale: Double = 1, theme: MapTheme = .light,
        units: UnitSystem = .metric
    ) -> MapRequest {
        let pins = coordinates.enumerated().map { index, coordinate in
            MapPin(
                coordinate, mark: .dot,
                place: places.indices.contains(index) ? places[index] : nil)
        }
        let lines = tracks.map { MapTrack(segments: $0) }.filter { $0.pointCount > 0 }
        return overview(
            showing: lines + [MapMarkers(pins, clusters: true)], width: width, height: height, scale: scale,
            theme: theme, units: units)
    }

    /// The overview of entries and tracks drawn by `overlays` (the disclosed entries' dots, merged
    /// where they overlap, their tracks, and what keeps hidden places hidden): fitted to them, or
    /// the world when no overlay marks or draws anything.
    public static func overview(
        showing overlays: [any MapOverlay], width: Int = 1200, height: Int = 800, scale: Double = 1,
        theme: MapTheme = .light, units: UnitSystem = .metric
    ) -> MapRequest {
        let marksNothing = overlays.allSatisfy { overlay in
            if let markers = overlay as? MapMarkers { return markers.pins.isEmpty }
            if let track = overlay as? MapTrack { return track.pointCount == 0 }
            return false
        }
        return MapRequest(
            width: width, height: height, scale: scale, theme: theme, units: units,
            view: marksNothing ? .world : .automatic, overlays: overlays)
    }
}
