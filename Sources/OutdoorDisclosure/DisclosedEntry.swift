import Foundation
import OutdoorMapModel
import OutdoorModel

/// An entry as an output may show it, made by `Disclosure`: the place line, coordinates, link
/// and map marks its mode allows, and the entry with nothing finer in it.
public struct DisclosedEntry: Hashable, Sendable, Identifiable {
    /// The entry as it may be shown: its title, note, time, weather and photo as saved; its
    /// coordinate as the map may be given it (rounded unless precise); no stored place
    /// correction (see `place`); no altitude unless precise.
    public let entry: JournalEntry
    /// The mode it was disclosed in.
    public let mode: CoordinatesMode
    /// The place line shown ("near Potes, Cantabria, ES"; "Basque Country, ES" when hidden), or nil.
    public let place: String?
    /// Whether `place` is a correction a person or an imported source gave.
    public let isPlaceCorrected: Bool
    /// The town or lake `place` names (nil when hidden, or when it names only a region): what a
    /// map names for the entry.
    public let locality: NamedLocality?
    /// The coordinates shown ("40.01499° N, 105.27055° W", "≈ 40.0° N, 105.3° W"), nil when hidden.
    public let coordinates: String?
    /// An OpenStreetMap link (with a marker when precise, regional when approximate), nil when hidden.
    public let mapLink: String?
    /// The areas maps of the entry must withhold (empty unless hidden): around its place and,
    /// when it is shown with others (`Disclosure.trip`), around theirs that its map may reach.
    public internal(set) var withheld: [MapWithheldAreas.Area]
    /// The true position, for this module's own decisions only (what of a track lies near it).
    let origin: Coordinate
    /// The box of the area a hidden place line names (the region, or the country), which its
    /// maps frame instead of any position; nil unless hidden.
    public internal(set) var extent: PlaceExtent?

    /// The entry card's tracks: the part of each track holding its moment within
    /// `Disclosure.entryTrackRadiusKilometres` of it, as much as the mode lets a map show
    /// (`TrackDisclosure.entryTrackOverlays`: a hidden entry's own tracks show nothing near it).
    public internal(set) var tracks: [MapTrack] = []
    /// The ids of the tracks holding its moment, sorted (what an export's key counts).
    public internal(set) var trackIDs: [String] = []

    /// The entry's id.
    public var id: UUID { entry.id }

    /// The stem of the entry's file names: its local date and title ("2025-06-14-morning-walk"),
    /// which are the person's own and hold no place.
    public var fileStem: String { entry.fileStem() }

    /// How the entry is listed (a book's bookmark): "2025 JUN 14 Morning walk".
    public var heading: String {
        EntryDateFormat.listDate(entry.timestamp, in: entry.timeZone) + " " + entry.title
    }

    /// The entry's mark on a map, drawn as `mark`, as precisely as the mode allows; a hidden one
    /// names no place.
    public func pin(_ mark: MapPin.Mark = .pin) -> MapPin {
        MapPin(
            entry.coordinate, precision: mode.locationPrecision, mark: mark,
            place: mode == .hidden ? nil : locality, extent: mode == .hidden ? extent : nil)
    }

    /// What a map of the entry draws: its tracks when `withTracks`, its mark and `extra` (a radar
    /// frame), with the withheld areas of a hidden place, every overlay restricted to keep clear
    /// of them (`MapWithheldAreas.restrict`).
    public func mapOverlays(
        _ mark: MapPin.Mark = .pin, withTracks: Bool = false, adding extra: [any MapOverlay] = []
    ) -> [any MapOverlay] {
        let lines: [any MapOverlay] = withTracks ? tracks : []
        return DisclosedTrip.restricted(lines + [MapMarkers([pin(mark)])] + extra, withheld: withheld)
    }
}
