import Foundation
import OutdoorMapModel
import OutdoorModel

/// Entries shown together (a trip, a date range, the whole journal), made by `Disclosure`.
public struct DisclosedTrip: Equatable, Sendable {
    /// The mode the entries were disclosed in.
    public let mode: CoordinatesMode
    /// The entries, in time order.
    public let entries: [DisclosedEntry]
    /// The trip's figures (entries, days, distance along the true route, temperatures, conditions).
    public let figures: TripFigures
    /// The trip's recorded tracks as its maps and figures may show them.
    public let tracks: DisclosedTripTracks

    /// Makes a trip value (`Disclosure.trip(_:tracks:)` makes them from journal entries).
    public init(
        mode: CoordinatesMode, entries: [DisclosedEntry], figures: TripFigures,
        tracks: DisclosedTripTracks = .none
    ) {
        self.mode = mode
        self.entries = entries
        self.figures = figures
        self.tracks = tracks
    }

    /// Whether the trip ended where it began.
    ///
    /// Its last stop lies within `roundTripKilometres` of its first (true positions), and it went
    /// farther than that from it between. Decided here, from the true positions, since the place
    /// lines shown (a region when hidden) cannot tell.
    public var isRoundTrip: Bool {
        let stops = trueStops.map(\.coordinate)
        guard stops.count >= 3, let first = stops.first, let last = stops.last else { return false }
        let reach = Self.roundTripKilometres * 1000
        return first.distance(to: last) <= reach && stops.contains { first.distance(to: $0) > reach }
    }

    /// How close to its start a trip must end to be a round trip, in kilometres.
    public static let roundTripKilometres = 10.0

    /// The distance travelled: along the recorded tracks with the straight legs between when the
    /// trip has tracks, else between the stops in time order, in metres.
    public var travelledMetres: Double { tracks.travelledMetres ?? figures.distanceMetres }

    /// Every withheld area of the entries, each once.
    public var withheld: [MapWithheldAreas.Area] {
        var seen = Set<MapWithheldAreas.Area>()
        return entries.flatMap(\.withheld).filter { seen.insert($0).inserted }
    }

    /// What a map of the trip draws: each entry marked with `mark(index)` as precisely as the
    /// mode allows (overlapping marks merged when `clusters`), a route through them in time order
    /// when `route` asks for one and places are not hidden, `under` beneath them (tracks, legs)
    /// and `extra` above; with the withheld areas of hidden places, every overlay restricted to
    /// keep clear of them.
    public func mapOverlays(
        mark: (Int) -> MapPin.Mark, clusters: Bool = false, route: Bool = false,
        under: [any MapOverlay] = [], adding extra: [any MapOverlay] = []
    ) -> [any MapOverlay] {
        let pins = entries.enumerated().map { index, entry in entry.pin(mark(index)) }
        let markers = MapMarkers(pins, clusters: clusters)
        let joined: [any MapOverlay] =
            route && pins.count > 1 && mode != .hidden ? [MapRoute(joining: pins), markers] : [markers]
        return Self.restricted(under + joined + extra, withheld: withheld)
    }

    /// The position a map of the trip may be given for `coordinate` (a stop's, a track's end):
    /// exact when precise, else rounded to 0.1°.
    public func mapCoordinate(for coordinate: Coordinate) -> Coordinate {
        mode.mapCoordinate(for: coordinate)
    }

    /// The trip's recorded `tracks` as its maps may draw them: each as much as `TrackDisclosure`
    /// lets the mode show (hidden: only what lies far from every stop and from its own ends),
    /// fitting the view unless hidden; a track with nothing left is left out.
    func trackOverlays(_ tracks: [RecordedTrack]) -> [MapTrack] {
        let places = entries.map(\.origin)
        return tracks.compactMap { track in
            let shown = TrackDisclosure.segments(track.segments, coordinates: mode, places: places)
            return shown.isEmpty ? nil : MapTrack(segments: shown, fitsView: mode != .hidden)
        }
    }

    /// The distance travelled with the trip's recorded `tracks` (`TripRoute.travelledMetres`),
    /// measured along the true way (a total says nothing of where a stop was); without tracks,
    /// the figures' distance between the stops.
    func travelledMetres(along tracks: [RecordedTrack]) -> Double {
        TripRoute.travelledMetres(stops: trueStops, tracks: tracks) ?? figures.distanceMetres
    }

    /// The legs no track covers between the stops, as its maps may draw them: dashed straight
    /// lines between positions as rounded as the mode allows; none when hidden (or when a leg
    /// rounds to nothing).
    func uncoveredLegOverlays(_ tracks: [RecordedTrack]) -> [MapRoute] {
        guard mode != .hidden else { return [] }
        return TripRoute.uncoveredLegs(stops: trueStops, tracks: tracks).compactMap { leg in
            let from = mode.mapCoordinate(for: leg.from)
            let to = mode.mapCoordinate(for: leg.to)
            return from == to ? nil : MapRoute([from, to], line: .dashed)
        }
    }

    /// The entries at their true positions, for this module's own measures only.
    private var trueStops: [JournalEntry] {
        entries.map { shown in
            var entry = shown.entry
            entry.coordinate = shown.origin
            return entry
        }
    }

    /// `overlays` with `withheld` added (when there is any) and every overlay restricted to keep
    /// clear of it: the one rule every map of disclosed entries is drawn by.
    static func restricted(_ overlays: [any MapOverlay], withheld: [MapWithheldAreas.Area])
        -> [any MapOverlay]
    {
        guard !withheld.isEmpty else { return overlays }
        return MapWithheldAreas.restrict(overlays + [MapWithheldAreas(withheld)])
    }
}
