import OutdoorMapModel
import OutdoorModel
import OutdoorRaster

extension TripSummaryCard {
    /// Up to this many stops are numbered on the map; a longer trip marks its stops with dots,
    /// merged where they overlap into one marker showing how many stops it stands for.
    public static let numberedStopLimit = 99

    /// What the summary asks of its map for `ordered` entries (time order) in a panel of
    /// `pixelSize` device pixels at `scale` (the card's own when nil) on `medium`.
    ///
    /// Each stop gets a numbered mark (past `numberedStopLimit`, a dot, overlapping dots merged
    /// into a marker with their count) and a route joins them in time order. The coordinates
    /// mode decides what the map may reveal: precise stops are marked where they are;
    /// approximate ones show areas around positions rounded to 0.1° with the route through those
    /// rounded positions; hidden ones show no marker and no route, only the region. The map
    /// never receives a coordinate more precise than the card reveals.
    public static func mapRequest(
        for ordered: [JournalEntry], pixelSize: PixelSize, scale: Double? = nil, options: CardOptions,
        medium: CardMapMedium = .screen
    ) -> MapRequest {
        CardMap.request(
            pixelSize: pixelSize, scale: scale ?? Double(options.scale), medium: medium, theme: options.theme,
            units: options.units, overlays: mapOverlays(for: ordered, coordinates: options.coordinates))
    }

    /// The summary map's overlays: the stops marked as `coordinates` allows, with the route.
    public static func mapOverlays(for ordered: [JournalEntry], coordinates: CardCoordinates)
        -> [any MapOverlay]
    {
        let numbered = ordered.count <= numberedStopLimit
        let pins = ordered.enumerated().map { index, entry in
            MapPin(
                coordinates.mapCoordinate(for: entry.coordinate), precision: coordinates.locationPrecision,
                mark: numbered ? .number(index + 1) : .dot, placeName: entry.placeName)
        }
        let markers = MapMarkers(pins, clusters: !numbered)
        guard ordered.count > 1, coordinates != .hidden else { return [markers] }
        return [MapRoute(joining: pins), markers]
    }
}
