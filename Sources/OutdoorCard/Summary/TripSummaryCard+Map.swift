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
    ///
    /// With `tracks` the map draws the real route where they cover it (`mapOverlays(for:coordinates:tracks:)`),
    /// on a view as narrow as `CardMap.trackMinimumWidthKilometres` when they show precisely.
    public static func mapRequest(
        for ordered: [JournalEntry], pixelSize: PixelSize, scale: Double? = nil, options: CardOptions,
        medium: CardMapMedium = .screen, tracks: [RecordedTrack] = []
    ) -> MapRequest {
        let overlays = mapOverlays(for: ordered, coordinates: options.coordinates, tracks: tracks)
        // A trip whose tracks show may be framed as closely as an entry's card with its track.
        let showsTracks = options.coordinates == .precise && overlays.contains { $0 is MapTrack }
        return CardMap.request(
            pixelSize: pixelSize, scale: scale ?? Double(options.scale), medium: medium, theme: options.theme,
            units: options.units, overlays: overlays,
            minimumWidthKilometres: showsTracks
                ? CardMap.trackMinimumWidthKilometres : MapRequest.defaultMinimumWidthKilometres)
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

    /// The summary map's overlays with the trip's recorded `tracks`: each track as much as
    /// `coordinates` lets the map show (`TrackDisclosure`), a dashed straight leg wherever no
    /// track covers the way between stops (`TripRoute`), and the stops marked on top.
    ///
    /// Without tracks the stops are joined by the solid route of `mapOverlays(for:coordinates:)`.
    /// A hidden summary draws no leg, and of its tracks only what lies far from every stop and
    /// from each track's ends.
    public static func mapOverlays(
        for ordered: [JournalEntry], coordinates: CardCoordinates, tracks: [RecordedTrack]
    ) -> [any MapOverlay] {
        let plain = mapOverlays(for: ordered, coordinates: coordinates)
        guard !tracks.isEmpty, let markers = plain.last else { return plain }
        let places = ordered.map(\.coordinate)
        var overlays: [any MapOverlay] = tracks.compactMap { track in
            let shown = TrackDisclosure.segments(track.segments, coordinates: coordinates, places: places)
            return shown.isEmpty ? nil : MapTrack(segments: shown, fitsView: coordinates != .hidden)
        }
        if coordinates != .hidden {
            for leg in TripRoute.uncoveredLegs(stops: ordered, tracks: tracks) {
                let from = coordinates.mapCoordinate(for: leg.from)
                let to = coordinates.mapCoordinate(for: leg.to)
                if from != to { overlays.append(MapRoute([from, to], line: .dashed)) }
            }
        }
        return overlays + [markers]
    }
}
