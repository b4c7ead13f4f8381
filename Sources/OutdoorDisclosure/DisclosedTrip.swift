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

    /// Makes a trip value (`Disclosure.trip(_:)` makes them from journal entries).
    public init(mode: CoordinatesMode, entries: [DisclosedEntry], figures: TripFigures) {
        self.mode = mode
        self.entries = entries
        self.figures = figures
    }

    /// Every withheld area of the entries, each once.
    public var withheld: [MapWithheldAreas.Area] {
        var seen = Set<MapWithheldAreas.Area>()
        return entries.flatMap(\.withheld).filter { seen.insert($0).inserted }
    }

    /// What a map of the trip draws: each entry marked with `mark(index)` as precisely as the
    /// mode allows (overlapping marks merged when `clusters`), a route through them in time order
    /// when `route` asks for one and places are not hidden, and `extra`; with the withheld areas
    /// of hidden places, every overlay restricted to keep clear of them.
    public func mapOverlays(
        mark: (Int) -> MapPin.Mark, clusters: Bool = false, route: Bool = false,
        adding extra: [any MapOverlay] = []
    ) -> [any MapOverlay] {
        let pins = entries.enumerated().map { index, entry in entry.pin(mark(index)) }
        let markers = MapMarkers(pins, clusters: clusters)
        let joined: [any MapOverlay] =
            route && pins.count > 1 && mode != .hidden ? [MapRoute(joining: pins), markers] : [markers]
        return Self.restricted(joined + extra, withheld: withheld)
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
