import Foundation
import OutdoorMapModel
import OutdoorModel

/// What may be shown of where an entry was made: the one step every output goes through.
///
/// Cards and their alt text, an export's summary, gallery and manifest, the book's pages,
/// bookmarks and metadata, and `outdoor map` all take their entries disclosed by this step
/// (`DisclosedEntry`, `DisclosedTrip`); none reads an entry's coordinate or place line itself.
/// Per mode (`CoordinatesMode`):
///
/// - `precise`: the place line (the person's correction, else the line the current data
///   computes), exact coordinates, a pin, a link.
/// - `approx`: the place line the data computes (never a correction, the most precise place
///   text there is), coordinates rounded to 0.1°, an area of about 10 km instead of a pin, a
///   regional link; the map is given the rounded position only.
/// - `hidden`: no coordinates, no link, no pin; the place line is the region and country
///   ("Basque Country, ES"), a region named like a town written so it cannot be read as the
///   town ("Madrid region, ES"), or the country where such a region is hardly bigger than its
///   town (Vienna, Basel-City); a correction counts as fine-grained and is not shown. The map
///   frames the box of the area the line names (`DisclosedEntry.extent`: the part of the region
///   or country that holds the place), the same wherever in it the place lies, and names
///   nothing finer than the line anywhere (see `LabelWithholding` in OutdoorMap); a withheld
///   area (`MapWithheldAreas`) around the position rounded to `withheldGridDegrees`, wide enough
///   to cover `hiddenClearanceKilometres` around the true position, keeps every overlay clear of
///   it (a route, a track).
///
/// The person's own words (title, note) and the moment's time and weather are never changed; a
/// title the program wrote with the place in it (`GeneratedTitle`) is replaced by the moment
/// under `approx` and `hidden`.
public struct Disclosure {
    /// How precisely places are shown.
    public var mode: CoordinatesMode
    /// Where the words for a place come from; nil shows only corrections (and, when hidden, no place).
    public var places: (any PlaceLineSource)?

    /// No named feature lies within this distance of a hidden place on anything shown, in kilometres.
    public static let hiddenClearanceKilometres = 25.0
    /// The grid a withheld area is centred on, in degrees: its centre says no more than this cell.
    public static let withheldGridDegrees = 0.5
    /// How far rounding to `withheldGridDegrees` moves a position at most, in kilometres (half a
    /// cell's diagonal at the equator is 39.3 km): the withheld area is this much wider.
    public static let withheldRoundingKilometres = 39.5
    /// The radius of the withheld area around a hidden place's grid position, in kilometres.
    public static var withheldRadiusKilometres: Double {
        hiddenClearanceKilometres + withheldRoundingKilometres
    }

    /// The withheld area around a hidden place at `coordinate` (its true position).
    static func withheldArea(around coordinate: Coordinate) -> MapWithheldAreas.Area {
        let step = withheldGridDegrees
        var longitude = (coordinate.longitude / step).rounded() * step
        if longitude > 180 { longitude -= 360 }
        return MapWithheldAreas.Area(
            center: Coordinate(latitude: (coordinate.latitude / step).rounded() * step, longitude: longitude),
            radiusKilometres: withheldRadiusKilometres)
    }

    /// A region named like a town is named for a hidden place only when it is at least this big
    /// (its bounding box, in square kilometres: twice the clearance's disc); a smaller one is
    /// hardly more than the town, and the country is named instead.
    public static let smallestTownNamedRegionSquareKilometres = 4_000.0

    /// A disclosure in `mode`, with place lines from `places`.
    public init(mode: CoordinatesMode, places: (any PlaceLineSource)?) {
        self.mode = mode
        self.places = places
    }

    /// How far around the entry an entry card draws its tracks, in kilometres.
    public static let entryTrackRadiusKilometres = 10.0

    /// What may be shown of `entry`, with its card's part of `tracks` (those holding its moment).
    ///
    /// Throws what `places` throws (unreadable map data).
    public func entry(_ entry: JournalEntry, tracks: [RecordedTrack] = []) throws -> DisclosedEntry {
        let coordinate = entry.coordinate
        var shown = entry
        shown.placeCorrection = nil
        shown.coordinate = mode.mapCoordinate(for: coordinate)
        if mode != .precise { shown.capture.altitude = nil }
        let place: PlaceLine?
        var withheld: [MapWithheldAreas.Area] = []
        var extent: PlaceExtent?
        switch mode {
        case .precise:
            place = try entry.placeCorrection.map(PlaceLine.written) ?? places?.place(at: coordinate)
        case .approx:
            // A correction is the most precise place text there is ("Secret spring below
            // Slivnica"): only the line the data computes is shown.
            place = try places?.place(at: coordinate)
        case .hidden:
            let coarse = try places?.coarsePlace(at: coordinate).map(Self.hidden)
            place = coarse.map { PlaceLine(text: $0.line) }
            extent = coarse?.extent
            withheld = [Self.withheldArea(around: coordinate)]
        }
        if mode != .precise, try titleIsGenerated(entry, place: place) {
            // A title the program wrote may name the place ("Arezzo, 16:28"): it is replaced by the
            // moment. A title the person typed is theirs and passes unchanged.
            shown.title = GeneratedTitle.moment(entry.timestamp, in: entry.timeZone)
        }
        var disclosed = DisclosedEntry(
            entry: shown, mode: mode, place: place?.text,
            isPlaceCorrected: mode == .precise && entry.placeCorrection != nil,
            locality: mode == .hidden ? nil : place?.locality,
            coordinates: mode.text(for: coordinate), mapLink: mode.mapLink(for: coordinate),
            withheld: withheld, origin: coordinate)
        disclosed.extent = extent
        disclosed.tracks = TrackDisclosure.entryTrackOverlays(
            tracks, at: coordinate, coordinates: mode, radiusKilometres: Self.entryTrackRadiusKilometres)
        disclosed.trackIDs = tracks.map(\.track.idString).sorted()
        return disclosed
    }

    /// Whether the program wrote `entry`'s title: as the journal recorded it, or, for an entry
    /// saved before it did (`titleIsGenerated` nil), when the title is the moment alone or the
    /// earlier rule "{place}, {time}" rendered from the entry's own place line (its correction,
    /// the line computed now, or `place` as shown) and time.
    func titleIsGenerated(_ entry: JournalEntry, place: PlaceLine?) throws -> Bool {
        if let recorded = entry.titleIsGenerated { return recorded }
        guard GeneratedTitle.endsWithItsTime(entry) else { return false }
        let computed = mode == .approx ? place?.text : try places?.place(at: entry.coordinate)?.text
        let lines = [entry.placeCorrection, computed].compactMap { $0 }
        return GeneratedTitle.isGenerated(entry, placeLines: lines)
    }

    /// What may be shown of each of `entries`, in the order given, each with its card's part of
    /// the `tracks` holding its moment.
    public func entries(_ entries: [JournalEntry], tracks: [RecordedTrack] = []) throws -> [DisclosedEntry] {
        try entries.map { entry in
            try self.entry(entry, tracks: tracks.filter { $0.track.contains(entry.timestamp) })
        }
    }

    /// What may be shown of a trip of `entries` (any order) and its recorded `tracks`: the entries
    /// in time order (each with its card's part of the tracks holding its moment), the trip's
    /// figures, measured along the true route (a total says nothing of where a stop was), and the
    /// tracks as its maps may draw them.
    ///
    /// Shown together, no map of one hidden stop names anything near another: each entry's map
    /// withholds the areas of every stop within `tripWithheldReachKilometres` of it too.
    public func trip(_ entries: [JournalEntry], tracks: [RecordedTrack] = []) throws -> DisclosedTrip {
        let ordered = entries.sorted { $0.isBefore($1) }
        var shown = try self.entries(ordered, tracks: tracks)
        var seen = Set<MapWithheldAreas.Area>()
        let all = shown.flatMap(\.withheld).filter { seen.insert($0).inserted }
        if !all.isEmpty {
            for index in shown.indices {
                let own = shown[index].entry.coordinate
                shown[index].withheld = all.filter {
                    $0.center.distance(to: own) <= Self.tripWithheldReachKilometres * 1000
                }
            }
        }
        let trip = DisclosedTrip(mode: mode, entries: shown, figures: TripFigures(entries: ordered))
        guard !tracks.isEmpty else { return trip }
        return DisclosedTrip(
            mode: mode, entries: shown, figures: trip.figures,
            tracks: DisclosedTripTracks(
                lines: trip.trackOverlays(tracks), legs: trip.uncoveredLegOverlays(tracks),
                travelledMetres: trip.travelledMetres(along: tracks),
                ids: tracks.map(\.track.idString).sorted()))
    }

    /// How far from a hidden stop the areas of the trip's other stops are withheld on its maps,
    /// in kilometres: beyond any view of one entry (a hidden one is a few hundred kilometres across).
    public static let tripWithheldReachKilometres = 2_000.0

    /// The words a hidden place shows and the box its maps frame: the region line and the
    /// region's box, or the country's name and box for a region named like a town that is hardly
    /// bigger than the town (the same answer wherever in the region the place lies, so the choice
    /// itself tells nothing).
    static func hidden(_ coarse: CoarsePlace) -> (line: String, extent: PlaceExtent?) {
        if coarse.regionSharesNameWithTown,
            (coarse.regionAreaSquareKilometres ?? 0) < smallestTownNamedRegionSquareKilometres
        {
            return (coarse.countryName, coarse.countryExtent)
        }
        return (coarse.regionLine, coarse.regionExtent ?? coarse.countryExtent)
    }

    /// What an activity card may show of `track` and of `entries` (those within its time, any
    /// order): its start's place line (the region only when hidden), its start as a map may be
    /// given it, its lines as `TrackDisclosure` allows, and the entries disclosed as a trip.
    ///
    /// Hidden, the maps withhold the areas around the start, the end and every entry, as around
    /// a hidden place.
    public func activity(_ track: RecordedTrack, entries: [JournalEntry]) throws -> DisclosedActivity {
        let start = track.recording.firstPoint?.coordinate ?? track.track.figures.start.coordinate
        let end = track.recording.lastPoint?.coordinate ?? start
        let trip = try self.trip(entries)
        let place: String?
        var withheld: [MapWithheldAreas.Area] = []
        switch mode {
        case .precise, .approx:
            place = try places?.placeLine(at: start)
        case .hidden:
            place = try places?.coarsePlace(at: start).map { Self.hidden($0).line }
            var seen = Set<MapWithheldAreas.Area>()
            withheld = ([start, end].map(Self.withheldArea) + trip.withheld).filter {
                seen.insert($0).inserted
            }
        }
        return DisclosedActivity(
            mode: mode, place: place, start: mode.mapCoordinate(for: start),
            segments: TrackDisclosure.segments(
                track.segments, coordinates: mode, places: trip.entries.map(\.origin)),
            trip: trip, withheld: withheld)
    }
}
