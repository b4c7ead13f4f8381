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
    ///
    /// With recorded tracks the map draws the real route where they cover it
    /// (`mapOverlays(for:)`), on a view as narrow as `CardMap.trackMinimumWidthKilometres` when
    /// they show precisely.
    /// With `detailWidth` (`detailWidth(_:map:)`: imported detail covers the stops) the map draws
    /// the detail on a view as narrow as that, widened to fit the stops.
    public static func mapRequest(
        for trip: DisclosedTrip, pixelSize: PixelSize, scale: Double? = nil, options: CardOptions,
        medium: CardMapMedium = .screen, detailWidth: Double? = nil
    ) -> MapRequest {
        let overlays = mapOverlays(for: trip)
        // A trip whose tracks show may be framed as closely as an entry's card with its track.
        let showsTracks = trip.mode == .precise && overlays.contains { $0 is MapTrack }
        return CardMap.request(
            pixelSize: pixelSize, scale: scale ?? Double(options.scale), medium: medium, theme: options.theme,
            units: options.units, overlays: overlays,
            minimumWidthKilometres: options.mapWidthKilometres ?? detailWidth
                ?? (showsTracks
                    ? CardMap.trackMinimumWidthKilometres : MapRequest.defaultMinimumWidthKilometres),
            showsDetail: detailWidth != nil)
    }

    /// The width of a close view with imported detail when a region covers one of the trip's
    /// stops, shown precisely; nil otherwise (the map then draws no detail).
    static func detailWidth(_ trip: DisclosedTrip, map: any CardMapProvider) -> Double? {
        guard trip.mode == .precise else { return nil }
        return map.detailWidthKilometres(covering: trip.entries.map(\.entry.coordinate))
    }

    /// The summary map's overlays: the stops marked as disclosed; without recorded tracks joined
    /// by a solid route, with them each track as much as the disclosure lets the map show
    /// (`DisclosedTrip.tracks`) and a dashed straight leg wherever no track covers the way
    /// between stops, the stops marked on top.
    ///
    /// A hidden summary draws no route and no leg, and of its tracks only what lies far from
    /// every stop and from each track's ends, kept clear of the withheld areas.
    public static func mapOverlays(for trip: DisclosedTrip) -> [any MapOverlay] {
        let numbered = trip.entries.count <= numberedStopLimit
        guard !trip.tracks.isEmpty else {
            return trip.mapOverlays(
                mark: { numbered ? .number($0 + 1) : .dot }, clusters: !numbered, route: true)
        }
        let lines: [any MapOverlay] = trip.tracks.lines + trip.tracks.legs
        return trip.mapOverlays(
            mark: { numbered ? .number($0 + 1) : .dot }, clusters: !numbered, route: false, under: lines)
    }
}
