import Foundation
import OutdoorMapModel
import OutdoorModel

/// A recorded track and the entries along it as an activity card may show them, made by
/// `Disclosure.activity`.
public struct DisclosedActivity: Sendable {
    /// The mode they were disclosed in.
    public let mode: CoordinatesMode
    /// The start's place line as shown ("near Potes, Cantabria, ES"; the region when hidden), or nil.
    public let place: String?
    /// The start as a map may be given it (rounded unless precise).
    public let start: Coordinate
    /// The track's lines a map may draw (`TrackDisclosure`); empty when nothing may be shown.
    public let segments: [[Coordinate]]
    /// The entries within the track's time, disclosed, in time order.
    public let trip: DisclosedTrip
    /// The areas its maps withhold (empty unless hidden): around the start, the end and every entry.
    public let withheld: [MapWithheldAreas.Area]

    /// What the activity card's map draws: the track as disclosed and what marks it (precise: its
    /// ends marked and the entries numbered on it; approximate: an area at its start; hidden: a
    /// hidden mark at its start and the withheld areas), every overlay kept clear of them.
    public func mapOverlays() -> [any MapOverlay] {
        var overlays: [any MapOverlay] = []
        switch mode {
        case .precise:
            let pins = trip.entries.enumerated().map { index, shown in
                MapPin(shown.entry.coordinate, precision: .exact, mark: .number(index + 1))
            }
            overlays = [MapTrack(segments: segments, marksEnds: true), MapMarkers(pins)]
        case .approx, .hidden:
            let mark = MapMarkers([MapPin(start, precision: mode.locationPrecision, mark: .dot)])
            let line = MapTrack(segments: segments, fitsView: mode != .hidden)
            overlays = (segments.isEmpty ? [] : [line]) + [mark]
        }
        return DisclosedTrip.restricted(overlays, withheld: withheld)
    }
}
