import Foundation
import OutdoorGPX
import OutdoorModel
import OutdoorStore
import OutdoorWeather

/// Imports GPX files as tracks: each file read whole, cleaned, measured, its start weather
/// looked up, and saved with its points frozen; nothing of a file that fails is saved.
public struct TrackImport {
    /// What the person asked for.
    public struct Options {
        /// The trip to import the tracks into (created when missing).
        public var trip: String?
        /// The name for the track, instead of the file's own (one file only).
        public var name: String?
        /// How the start weather is found: looked up, or skipped (`--no-weather`).
        public var weather: WeatherPlan
        /// Only report what would be imported.
        public var dryRun: Bool

        /// Makes options.
        public init(trip: String? = nil, name: String? = nil, weather: WeatherPlan, dryRun: Bool = false) {
            self.trip = trip
            self.name = name
            self.weather = weather
            self.dryRun = dryRun
        }
    }

    /// A file read, cleaned and measured, not yet saved.
    public struct Prepared: Sendable {
        /// The track as it will be saved (without weather until it is looked up).
        public var track: Track
        /// Its points, cleaned and on the storage grid.
        public var recording: TrackRecording
        /// What cleaning changed, one sentence each.
        public var notes: [String]
    }

    /// What happened to one file.
    public enum Outcome {
        /// Saved (in a dry run: would be saved), with notes for the person.
        case added(Track, recording: TrackRecording, notes: [String])
        /// The same points are in the journal already, as this track.
        case duplicate(Track, recording: TrackRecording)
        /// Not imported; the error says why.
        case failed(Error)
    }

    /// One file's outcome.
    public struct Item {
        /// The file.
        public var file: URL
        /// What happened to it.
        public var outcome: Outcome
    }

    let store: JournalStore
    let places: (any PlaceResolving)?
    let now: () -> Date

    /// Makes an import into `store`; `places` gives the time zone at a track's start.
    public init(store: JournalStore, places: (any PlaceResolving)?, now: @escaping () -> Date = Date.init) {
        self.store = store
        self.places = places
        self.now = now
    }

    /// Imports `files`, one after the other; one file's failure never stops the rest.
    ///
    /// Throws only for failures of the whole journal (it cannot be written, the trip name is not one).
    public func run(_ files: [URL], options: Options, progress: ((URL, String) -> Void)? = nil) async throws
        -> [Item]
    {
        if let trip = options.trip, !options.dryRun { _ = try JournalStore.validatedTripName(trip) }
        if let name = options.name { _ = try Track.validatedName(name) }
        var items: [Item] = []
        for file in files {
            var prepared: Prepared
            do {
                prepared = try Self.prepare(file: file, name: options.name, now: now(), places: places)
            } catch {
                items.append(Item(file: file, outcome: .failed(error)))
                progress?(file, "not imported")
                continue
            }
            if let existing = try existingTrack(for: prepared.recording) {
                if let trip = options.trip, !options.dryRun, existing.tripName == nil {
                    try store.setTrackTrip(id: existing.id, tripName: trip, now: now())
                }
                items.append(Item(file: file, outcome: .duplicate(existing, recording: prepared.recording)))
                progress?(file, "already in the journal")
                continue
            }
            if !options.dryRun { await Self.completeWeather(&prepared, plan: options.weather, now: now()) }
            prepared.track.tripName = options.trip
            if !options.dryRun {
                do {
                    try store.insertTrack(
                        prepared.track, recording: prepared.recording, tripName: options.trip, now: now())
                } catch let error as JournalStoreError where error.isAboutOneTrack {
                    items.append(Item(file: file, outcome: .failed(error)))
                    progress?(file, "not imported")
                    continue
                }
            }
            items.append(
                Item(
                    file: file,
                    outcome: .added(prepared.track, recording: prepared.recording, notes: prepared.notes)))
            progress?(file, prepared.track.name)
        }
        return items
    }

    /// The track in the journal with the same points, if any.
    func existingTrack(for recording: TrackRecording) throws -> Track? {
        guard let id = try store.trackID(pointsSHA256: SHA256.hex(of: TrackPointsCodec.encode(recording)))
        else {
            return nil
        }
        return try store.track(id: id)
    }

    /// Reads, cleans and measures one file; `name` replaces the file's own.
    public static func prepare(file: URL, name: String?, now: Date, places: (any PlaceResolving)?) throws
        -> Prepared
    {
        let document: GPXDocument
        do {
            document = try GPXReader.read(file: file, now: now)
        } catch let error as GPXError {
            throw TrackFileError(file: file.lastPathComponent, cause: error)
        }
        let (recording, cleaning) = document.recording.cleaned()
        guard let figures = TrackFigures(recording) else {
            throw TrackFileError(
                file: file.lastPathComponent, cause: .noPoints(waypoints: recording.waypoints.count))
        }
        var notes = cleaning.notes
        if document.unknownTimes > 0 {
            var unknown = TrackCleaning()
            unknown.unknownTimes = document.unknownTimes
            notes = unknown.notes + notes
        }
        let zone = try places?.place(at: figures.start.coordinate).timeZoneIdentifier
        let track = Track(
            name: try name.map(Track.validatedName) ?? trackName(document.name, file: file),
            sourceFileName: String(file.lastPathComponent.prefix(255)), figures: figures,
            waypointCount: recording.waypoints.count, timeZoneIdentifier: zone, fileTime: document.time,
            createdAt: now, updatedAt: now)
        return Prepared(track: track, recording: recording, notes: notes)
    }

    /// The file's own name for a track, made fit to be one (first line, no control characters,
    /// 200 characters), else the file's name without ".gpx" or ".gpx.gz".
    static func trackName(_ given: String?, file: URL) -> String {
        if let given {
            let line = given.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
            let clean = String(
                line.unicodeScalars.filter { $0.properties.generalCategory != .control }.map(Character.init)
            ).trimmingWhitespace()
            if !clean.isEmpty { return String(clean.prefix(200)).trimmingWhitespace() }
        }
        var stem = file.lastPathComponent
        for suffix in [".gz", ".gpx", ".GPX", ".xml"] where stem.hasSuffix(suffix) {
            stem = String(stem.dropLast(suffix.count))
        }
        let clean = stem.trimmingWhitespace()
        return clean.isEmpty ? "Track" : String(clean.prefix(200))
    }

    /// Looks up the weather at the track's first timed point, or notes why there is none (the
    /// file's own time never stands in for one: it gives the day, not the hour).
    static func completeWeather(_ prepared: inout Prepared, plan: WeatherPlan, now: Date) async {
        guard let first = prepared.recording.firstTimedPoint, let time = first.time else {
            prepared.track.weatherNote =
                prepared.track.fileTime == nil
                ? "the track has no times to look the weather up at"
                : "the track has no times to look the weather up at (its file gives the day, not the hour)"
            return
        }
        switch plan {
        case .lookUp(let provider):
            let request = WeatherRequest(coordinate: first.coordinate, instant: time, now: now)
            switch await WeatherBatch.single(request, provider: provider) {
            case .success(let lookup): prepared.track.weather = lookup.reading
            case .failure(let error):
                prepared.track.weatherNote = "the lookup failed: \(error)"
                prepared.notes.append("saved without its start weather: \(error)")
            }
        case .given(let reading): prepared.track.weather = reading
        case .skip, .manual:
            prepared.track.weatherNote = "not looked up (--no-weather)"
        }
    }
}

/// A track file that could not be imported, and why.
public struct TrackFileError: Error, CustomStringConvertible {
    /// The file's name.
    public var file: String
    /// What the reader found.
    public var cause: GPXError

    public var description: String { "\(file): \(cause)" }
}
