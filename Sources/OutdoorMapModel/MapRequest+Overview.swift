import OutdoorModel

extension MapRequest {
    /// The journal's overview map: a dot for every position, fitted to all, overlapping dots
    /// merged, over the recorded `tracks` (each drawn as recorded, its segments never joined).
    ///
    /// With no coordinates and no tracks it shows the world. Positions are shown exactly (the
    /// overview is the journal owner's own map), and the attribution is always drawn.
    public static func overview(
        of coordinates: [Coordinate], placeNames: [String?] = [], tracks: [[[Coordinate]]] = [],
        width: Int = 1200, height: Int = 800, scale: Double = 1, theme: MapTheme = .light,
        units: UnitSystem = .metric
    ) -> MapRequest {
        let pins = coordinates.enumerated().map { index, coordinate in
            MapPin(
                coordinate, mark: .dot,
                placeName: placeNames.indices.contains(index) ? placeNames[index] : nil)
        }
        let lines = tracks.map { MapTrack(segments: $0) }.filter { $0.pointCount > 0 }
        return MapRequest(
            width: width, height: height, scale: scale, theme: theme, units: units,
            view: coordinates.isEmpty && lines.isEmpty ? .world : .automatic,
            overlays: lines + [MapMarkers(pins, clusters: true)])
    }

    /// The overview of journal entries (filtered by date by the caller) and recorded tracks:
    /// `overview(of:)` for their places and lines.
    public static func overview(
        entries: [JournalEntry], tracks: [RecordedTrack] = [], width: Int = 1200, height: Int = 800,
        scale: Double = 1, theme: MapTheme = .light, units: UnitSystem = .metric
    ) -> MapRequest {
        overview(
            of: entries.map(\.coordinate), placeNames: entries.map(\.placeName),
            tracks: tracks.map(\.segments),
            width: width, height: height, scale: scale, theme: theme, units: units)
    }
}
