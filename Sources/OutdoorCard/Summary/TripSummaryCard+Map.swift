import OutdoorDisclosure
import OutdoorMapModel
import OutdoorModel
import OutdoorRaster

extension TripSummaryCard {
    /// Up to this many stops are numbered on the map; a longer trip marks its stops with dots,
    /// merged where they overlap into one marker showing how many stops it stands for.
    public static let numberedStopLimit = 99

    /// What the summary asks of its map for `trip` in a panel of `pixelSize` device pixels at
    /// `scale` (the card's own when nil) on `medium`.
    ///
    /// Each stop gets a numbered mark (past `numberedStopLimit`, a dot, overlapping dots merged
    /// into a marker with their count) and a route joins them in time order. The disclosure
    /// decides what the map may reveal (`DisclosedTrip.mapOverlays`): precise stops are marked
    /// where they are; approximate ones show areas around positions rounded to 0.1° with the
    /// route through those rounded positions; hidden ones show no marker and no route, and
    /// nothing is named near them. The map never receives a coordinate more precise than the
    /// card reveals.
    public static func mapRequest(
        for trip: DisclosedTrip, pixelSize: PixelSize, scale: Double? = nil, options: CardOptions,
        medium: CardMapMedium = .screen
    ) -> MapRequest {
        CardMap.request(
            pixelSize: pixelSize, scale: scale ?? Double(options.scale), medium: medium, theme: options.theme,
            units: options.units, overlays: mapOverlays(for: trip))
    }

    /// The summary map's overlays: the stops marked as disclosed, with the route.
    public static func mapOverlays(for trip: DisclosedTrip) -> [any MapOverlay] {
        let numbered = trip.entries.count <= numberedStopLimit
        return trip.mapOverlays(mark: { numbered ? .number($0 + 1) : .dot }, clusters: !numbered, route: true)
    }
}
