import Foundation
import OutdoorFiles
import OutdoorImage
import OutdoorModel
import OutdoorStore
import OutdoorWeather

/// Imports folders of photos: one entry per photo, time and place from EXIF, weather back-filled.
///
/// Photos are read three times rather than held: once to check and describe them, once more
/// (after the weather lookups) to save them, verifying the bytes did not change in between;
/// so memory stays flat however many photos a trip has.
public struct PhotoImport {
    /// What the person asked for.
    public struct Options {
        /// The trip to add the imported entries to (created when missing).
        public var trip: String?
        /// How weather is found: looked up (in a rate-limited batch) or skipped.
        public var weather: WeatherPlan
        /// A location for photos without EXIF GPS; without it such photos are reported, not guessed.
        public var defaultCoordinate: Coordinate?
        /// How photos without a capture time are dated; by default they are reported, not guessed.
        public var undated: UndatedPhotos
        /// Only report what would be imported.
        public var dryRun: Bool
        /// The title rule: `{place}`, `{time}`, `{date}` and `{file}` are replaced.
        public var titleTemplate: String
        /// Finds the radar frozen with each entry (nil: entries are saved without a radar status).
        public var radar: RadarLookup?
        /// Tracks to place photos without a position on, by their capture time (`--gpx`).
        public var geotagging: Geotagging?

        /// The default title rule, "Selfoss, 14:32".
        public static let defaultTitleTemplate = "{day}, {time}"

        /// Makes options.
        public init(
            trip: String? = nil, weather: WeatherPlan, defaultCoordinate: Coordinate? = nil,
            undated: UndatedPhotos = .refuse, dryRun: Bool = false,
            titleTemplate: String = defaultTitleTemplate, radar: RadarLookup? = nil
        ) {
            self.radar = radar
            self.trip = trip
            self.weather = weather
            self.defaultCoordinate = defaultCoordinate
            self.undated = undated
            self.dryRun = dryRun
            self.titleTemplate = titleTemplate
        }
    }

    /// How photos that carry no capture time are dated.
    public enum UndatedPhotos {
        /// Not imported: listed, as photos without a place are.
        case refuse
        /// At the time the person gave (`--at`).
        case given(CaptureTime)
        /// At each file's modification time (`--time-from file-mtime`).
        case fileModified
    }

    /// The radar of a prepared entry's moment (a frame, or why none), with its picture when it
    /// has one and a line for the person; it never fails (a failure is a reason for none).
    public typealias RadarLookup = (JournalEntry) async -> (radar: EntryRadar, image: Data?, notice: String)

    /// What happened to one file.
    public enum Outcome {
        /// Saved as a new entry (in a dry run: would be saved).
        case added(JournalEntry, notices: [String])
        /// The same bytes (or, for an exported entry, the same id) are already in the journal or
        /// earlier in this import; `why` says which, as a phrase ("already in the journal as entry 1a2b3c4d").
        case duplicate(why: String)
        /// Not imported: no location in EXIF and no default given.
        case noLocation(String)
        /// Not imported: no position in EXIF, and the tracks given could not place it (the reason).
        case notPlaced(String)
        /// Not imported: no capture time in the photo, and neither `--at` nor `--time-from` given.
        case noCaptureTime(String)
        /// Not imported: the file could not be read or is not a usable photo; the error says why.
        case failed(Error)
    }

    /// One file's (or one exported entry's) outcome.
    public struct Item {
        /// The file the photo or exported entry came from.
        public var file: URL
        /// What to call it in messages: the path, or "export.json, entry 3".
        public var label: String
        public var outcome: Outcome
        /// Where the file (or exported entry) came in the input: the report lists items in this order.
        var order = 0
    }

    /// The whole import's result.
    public struct Report {
        public var items: [Item] = []
        /// Files skipped because they are not JPEG, PNG or HEIC.
        public var skipped: [URL] = []
        /// Paths given that do not exist or cannot be listed.
        public var unreadablePaths: [(URL, String)] = []

        /// Whether anything failed (a file not imported for a reason other than being a duplicate).
        public var hasFailures: Bool {
            !unreadablePaths.isEmpty
                || items.contains {
                    switch $0.outcome {
                    case .noLocation, .notPlaced, .noCaptureTime, .failed: return true
                    default: return false
                    }
                }
        }
    }

    let store: JournalStore
    let capture: EntryCapture

    /// Makes an import into `store`, capturing entries with `capture`.
    public init(store: JournalStore, capture: EntryCapture) {
        self.store = store
        self.capture = capture
    }

    /// The passes an import makes over its photos, for progress displays.
    public enum Phase: String, Sendable {
        case checking, placing, weather, saving, listing
    }

    /// Imports `paths` (files and folders, recursively).
    ///
    /// `phase` is told when a pass starts and how many files it covers; `progress` once per file
    /// of the pass with a short description of what happened to it.
    public func run(
        _ paths: [URL], options: Options, phase: ((Phase, Int) -> Void)? = nil,
        progress: ((URL, String) -> Void)? = nil
    ) async throws -> Report {
        // A trip name that would be refused at the end is refused before anything is written.
        try Self.validate(options)
        var report = Report()
        var exports: [URL] = []
        let files = PhotoFinder.find(
            paths, skipped: &report.skipped, unreadable: &report.unreadablePaths, exports: &exports)

        // 1. Check each photo (and exported entry) and work out its moment. Photo files keep only
        //    their descriptions; exported entries keep their bytes, which came inside the export.
        // Exported entries are read first so the pass counts entries, not export files.
        var exportItems: [(file: URL, export: Result<AppJSONImport, Error>)] = []
        for file in exports {
            do {
                exportItems.append(
                    (
                        file,
                        .success(
                            try AppJSONImport(
                                data: try FileReading.contents(of: file, limit: Self.maxExportBytes),
                                name: file.lastPathComponent))
                    ))
            } catch let error as JournalStoreError {
                throw error
            } catch {
                exportItems.append((file, .failure(error)))
            }
        }
        let exportCount = exportItems.reduce(0) { count, item in
            if case .success(let export) = item.export { return count + export.items.count }
            return count + 1
        }
        phase?(.checking, files.count + exportCount)
        var drafts: [Ready] = []
        var seen: [String: String] = [:]
        var seenIDs: [UUID: String] = [:]
        // Entries already in the journal that these files hold (an earlier, perhaps killed, run
        // saved them): they still join the trip, so a rerun completes what was interrupted.
        var inJournal: [UUID] = []
        func decide(_ draft: Draft, file: URL, label: String) {
            let order = drafts.count + report.items.count
            switch draft {
            case .ready(let prepared, let bytes):
                drafts.append(Ready(file: file, label: label, prepared: prepared, bytes: bytes, order: order))
                progress?(file, prepared.entry.title)
            case .decided(let outcome):
                report.items.append(Item(file: file, label: label, outcome: outcome, order: order))
                if case .duplicate = outcome {
                    progress?(file, "already in the journal")
                } else {
                    progress?(file, "not imported")
                }
            case .unplaced:
                progress?(file, "not imported")
            }
        }
        var toPlace: [Unplaced] = []
        var metadata: [(file: URL, exif: ExifMetadata)] = []
        for file in files {
            let draft = try prepare(
                file, options: options, seen: &seen, inJournal: &inJournal, metadata: &metadata)
            if case .unplaced(let photo) = draft {
                toPlace.append(photo)
                progress?(file, "to place on the tracks")
            } else {
                decide(draft, file: file, label: file.path)
            }
        }
        if let geotagging = options.geotagging {
            // Clock corrections are settled for every camera at once, before any photo is placed.
            let offsets = try geotagging.clockOffsets(for: metadata, placing: Set(toPlace.map(\.file))) {
                zone(at: $0)
            }
            phase?(.placing, toPlace.count)
            for photo in toPlace {
                decide(
                    try place(
                        photo, geotagging: geotagging, offset: offsets[CameraBody(photo.exif)],
                        options: options),
                    file: photo.file, label: photo.file.path)
            }
        }
        for (file, export) in exportItems {
            switch export {
            case .success(let export):
                for (index, item) in export.items.enumerated() {
                    let label = "\(file.path), entry \(index + 1)"
                    decide(
                        try prepare(
                            item, label: label, seen: &seen, seenIDs: &seenIDs, inJournal: &inJournal),
                        file: file,
                        label: label)
                }
            case .failure(let error):
                decide(.decided(.failed(error)), file: file, label: file.path)
            }
        }

        // 2. Weather for those without it, a few at a time within the provider's limits.
        let needWeather = drafts.indices.filter { drafts[$0].prepared.entry.weather == nil }
        if case .lookUp(let provider) = options.weather, !options.dryRun, !needWeather.isEmpty {
            phase?(.weather, needWeather.count)
            let requests = needWeather.map { capture.request(for: drafts[$0].prepared) }
            let results = await WeatherBatch.lookUp(requests, using: provider, concurrency: 2) {
                index, result in
                switch result {
                case .success(let lookup): progress?(drafts[needWeather[index]].file, lookup.reading.summary)
                case .failure: progress?(drafts[needWeather[index]].file, "no weather")
                }
            }
            for (position, index) in needWeather.enumerated() {
                capture.applyLookup(results[position], to: &drafts[index].prepared)
            }
        }

        // 3. Radar for each moment, frozen with it: only moments under 2 hours old get a frame.
        if let radar = options.radar, !options.dryRun {
            for index in drafts.indices {
                let found = await radar(drafts[index].prepared.entry)
                drafts[index].prepared.entry.radar = found.radar
                drafts[index].radarImage = found.image
                if found.radar.status != .tooOld { drafts[index].prepared.notices.append(found.notice) }
            }
        }

        // 4. Save, re-reading each photo file and checking it is the file that was checked.
        phase?(options.dryRun ? .listing : .saving, drafts.count)
        var added: [UUID] = []
        for draft in drafts {
            let prepared = draft.prepared
            var done = Item(
                file: draft.file, label: draft.label,
                outcome: .added(prepared.entry, notices: prepared.notices), order: draft.order)
            if !options.dryRun {
                do {
                    var data = draft.bytes
                    if data == nil, prepared.entry.photo != nil {
                        let read = try FileReading.contents(of: draft.file, limit: Self.maxPhotoBytes)
                        guard SHA256.hex(of: read) == prepared.entry.photo?.sha256 else {
                            throw CaptureError.photoChanged(name: draft.file.path)
                        }
                        data = read
                    }
                    try store.insert(prepared.entry, photoData: data, radarImage: draft.radarImage)
                    added.append(prepared.entry.id)
                } catch let error as JournalStoreError where !error.isAboutOneEntry {
                    throw error
                } catch {
                    done.outcome = .failed(error)
                }
            }
            report.items.append(done)
            if case .failed = done.outcome {
                progress?(draft.file, "not imported")
            } else {
                progress?(draft.file, prepared.entry.title)
            }
        }
        if let trip = options.trip, !options.dryRun, !(added + inJournal).isEmpty {
            try store.addToTrip(trip, ids: added + inJournal, create: true, now: capture.now())
        }
        report.items.sort { $0.order < $1.order }
        return report
    }

    /// The largest photo file read, in bytes (as for `outdoor add`).
    public static let maxPhotoBytes = 200 * 1024 * 1024
    /// The largest JSON file of entries read, in bytes (its photos come inside it, in base64).
    public static let maxExportBytes = 1 << 30

    /// Refuses options that would fail after entries were saved (a trip name that is not one).
    public static func validate(_ options: Options) throws {
        if let trip = options.trip, !options.dryRun { _ = try JournalStore.validatedTripName(trip) }
    }

    /// An entry ready to save, and where its photo's bytes are.
    private struct Ready {
        var file: URL
        var label: String
        var prepared: EntryCapture.Prepared
        /// The photo's bytes when they came inside an export (nil: re-read `file`).
        var bytes: Data?
        /// The radar picture frozen with the entry, when it has one.
        var radarImage: Data?
        /// Where it came in the input.
        var order: Int
    }

    /// One exported entry: its moment, its frozen Apple Weather reading, its id kept.
    private func prepare(
        _ item: AppJSONImport.Item, label: String, seen: inout [String: String],
        seenIDs: inout [UUID: String],
        inJournal: inout [UUID]
    ) throws -> Draft {
        // An id given must be one: "../../etc" is refused by name, never silently replaced.
        let given = item.id?.trimmingWhitespace() ?? ""
        guard given.isEmpty || UUID(uuidString: given) != nil else {
            return .decided(.failed(AppJSONRuleError.malformedID(given)))
        }
        let id = UUID(uuidString: given) ?? item.contentID
        if let earlier = seenIDs[id] {
            return .decided(
                .failed(AppJSONRuleError.duplicateID(id.uuidString.lowercased(), earlier: earlier)))
        }
        seenIDs[id] = label.split(separator: "/").last.map(String.init) ?? label
        if try store.entry(id: id) != nil {
            inJournal.append(id)
            return .decided(
                .duplicate(why: "already in the journal as entry \(id.uuidString.lowercased().prefix(8))"))
        }
        var photo: PhotoInput?
        if let data = item.photoData {
            let sha = SHA256.hex(of: data)
            photo = PhotoInput(data: data, name: label, sha256: sha)
            if let earlier = seen[sha] { return .decided(.duplicate(why: Self.sameAsEarlier(earlier))) }
            if let existing = try store.entryID(photoSHA256: sha) {
                inJournal.append(existing)
                return .decided(.duplicate(why: Self.sameAsEntry(existing)))
            }
            seen[sha] = label
        }
        do {
            let coordinate = try Coordinate.validated(latitude: item.lat, longitude: item.lng)
            let timestamp = try item.checkedTimestamp()
            let weather = try item.recordedWeather()
            var prepared = try capture.prepareMoment(
                CaptureRequest(
                    title: item.title, photo: photo, note: item.note,
                    coordinate: coordinate, time: .instant(timestamp), place: item.sourcePlace, weather: .skip
                ))
            prepared.entry.id = id
            prepared.entry.weather = weather
            let bytes = prepared.photoData
            prepared.photoData = nil
            return .ready(prepared, bytes: bytes)
        } catch let error as JournalStoreError {
            throw error
        } catch {
            return .decided(.failed(error))
        }
    }

    /// A file after the first pass: ready to save, already decided, or to be placed on the tracks.
    private enum Draft {
        case ready(EntryCapture.Prepared, bytes: Data?)
        case decided(Outcome)
        case unplaced(Unplaced)
    }

    /// A photo without a position, waiting for the tracks to place it.
    private struct Unplaced {
        var file: URL
        var sha256: String
        var exif: ExifMetadata
    }

    /// The time zone at a position, from the offline place data; nil when unknown.
    private func zone(at coordinate: Coordinate) -> TimeZone? {
        (try? capture.places?.place(at: coordinate).timeZoneIdentifier)?.flatMap { TimeZone(identifier: $0) }
    }

    /// Places a photo on the tracks and prepares its entry, or says why it cannot be placed.
    private func place(_ photo: Unplaced, geotagging: Geotagging, offset: TimeInterval?, options: Options)
        throws -> Draft
    {
        let placement = geotagging.place(photo.exif, offset: offset) { zone(at: $0) }
        let placed: (point: TrackPoint, track: Track, clockOffset: TimeInterval?, timeSource: TimeSource)?
        switch placement {
        case .placed(let point, let track, _, let clockOffset, let timeSource):
            placed = (point, track, clockOffset, timeSource)
        case .notPlaced(let reason):
            // The position --lat/--lng gives still places what the tracks cannot.
            guard options.defaultCoordinate != nil else { return .decided(.notPlaced(reason)) }
            placed = nil
        }
        do {
            let data = try FileReading.contents(of: photo.file, limit: Self.maxPhotoBytes)
            guard SHA256.hex(of: data) == photo.sha256 else {
                throw CaptureError.photoChanged(name: photo.file.path)
            }
            let input = PhotoInput(data: data, name: photo.file.lastPathComponent, sha256: photo.sha256)
            var prepared: EntryCapture.Prepared
            if let placed, let instant = placed.point.time {
                prepared = try capture.prepareMoment(
                    CaptureRequest(
                        title: "import", photo: input, coordinate: placed.point.coordinate,
                        time: .instant(instant),
                        weather: .skip))
                prepared.entry.capture.timeSource = placed.timeSource
                prepared.entry.capture.positionSource = .track(id: placed.track.id, name: placed.track.name)
                prepared.entry.capture.clockOffset = placed.clockOffset
                prepared.entry.capture.altitude = placed.point.elevation
            } else {
                guard let missingTime = Self.missingTimeRule(options.undated, file: photo.file) else {
                    return .decided(.noCaptureTime("its file's modification time cannot be read"))
                }
                prepared = try capture.prepareMoment(
                    CaptureRequest(
                        title: "import", photo: input, fallbackCoordinate: options.defaultCoordinate,
                        missingTime: missingTime, weather: .skip))
            }
            prepared.photoData = nil
            prepared.entry.title = Self.title(
                options.titleTemplate, entry: prepared.entry, place: prepared.placeLine, file: photo.file)
            prepared.entry.titleIsGenerated = Self.titleIsGenerated(options.titleTemplate)
            return .ready(prepared, bytes: nil)
        } catch CaptureError.noCaptureTime(let reason) {
            return .decided(.noCaptureTime(Self.unnamed(reason, file: photo.file)))
        } catch let error as JournalStoreError {
            throw error
        } catch {
            return .decided(.failed(error))
        }
    }

    private func prepare(
        _ file: URL, options: Options, seen: inout [String: String], inJournal: inout [UUID],
        metadata: inout [(file: URL, exif: ExifMetadata)]
    ) throws -> Draft {
        let data: Data
        do {
            data = try FileReading.contents(of: file, limit: Self.maxPhotoBytes)
        } catch {
            return .decided(.failed(UnreadableFile(cause: ErrorCause(error))))
        }
        let sha = SHA256.hex(of: data)
        // With tracks to place photos on, every photo's camera and time is noted first (a --sync
        // photo may be one imported before).
        var exif: ExifMetadata?
        if options.geotagging != nil,
            let (_, probe) = try? EntryCapture.inspect(
                PhotoInput(data: data, name: file.lastPathComponent, sha256: sha))
        {
            exif = probe.exif ?? ExifMetadata()
            metadata.append((file, exif ?? ExifMetadata()))
        }
        if let earlier = seen[sha] { return .decided(.duplicate(why: Self.sameAsEarlier(earlier))) }
        if let existing = try store.entryID(photoSHA256: sha) {
            inJournal.append(existing)
            return .decided(.duplicate(why: Self.sameAsEntry(existing)))
        }
        seen[sha] = file.lastPathComponent
        // Photos without a position of their own wait for the tracks.
        if let exif, exif.gps == nil { return .unplaced(Unplaced(file: file, sha256: sha, exif: exif)) }
        guard let missingTime = Self.missingTimeRule(options.undated, file: file) else {
            return .decided(.noCaptureTime("its file's modification time cannot be read"))
        }
        do {
            var prepared = try capture.prepareMoment(
                CaptureRequest(
                    title: "import", photo: PhotoInput(data: data, name: file.lastPathComponent, sha256: sha),
                    fallbackCoordinate: options.defaultCoordinate, missingTime: missingTime, weather: .skip))
            prepared.photoData = nil
            prepared.entry.title = Self.title(
                options.titleTemplate, entry: prepared.entry, place: prepared.placeLine, file: file)
            prepared.entry.titleIsGenerated = Self.titleIsGenerated(options.titleTemplate)
            return .ready(prepared, bytes: nil)
        } catch CaptureError.noLocation(let reason) {
            // Each line of the report names its file once, so the reason says "the photo".
            return .decided(.noLocation(Self.unnamed(reason, file: file)))
        } catch CaptureError.noCaptureTime(let reason) {
            return .decided(.noCaptureTime(Self.unnamed(reason, file: file)))
        } catch let error as JournalStoreError {
            throw error
        } catch {
            return .decided(.failed(error))
        }
    }

    /// How a photo without a capture time is dated by `undated`; nil when its file's time cannot be read.
    static func missingTimeRule(_ undated: UndatedPhotos, file: URL) -> MissingTimeRule? {
        switch undated {
        case .refuse: return .refuse
        case .given(let time): return .given(time)
        case .fileModified: return modificationDate(file).map { .fileModified($0) }
        }
    }

    /// "already in the journal (same photo as entry 1a2b3c4d)".
    static func sameAsEntry(_ id: UUID) -> String {
        "already in the journal (same photo as entry \(id.uuidString.lowercased().prefix(8)))"
    }

    /// "same photo as b-selfoss.jpg, imported once".
    static func sameAsEarlier(_ name: String) -> String { "same photo as \(name), imported once" }

    /// `reason` with the file's name replaced by "the photo", for a line that names the file already.
    static func unnamed(_ reason: String, file: URL) -> String {
        reason.replacingOccurrences(of: file.lastPathComponent, with: "the photo")
    }

    /// The file's modification time, or nil when the system cannot say.
    public static func modificationDate(_ file: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: file.path))?[.modificationDate] as? Date
    }

    /// Whether titles made by `template` are the program's: it has a rule's word in it ("{day},
    /// {time}"); a template without one ("Iceland") is a person's own title for every photo.
    public static func titleIsGenerated(_ template: String) -> Bool {
        ["{place}", "{time}", "{date}", "{day}", "{file}"].contains { template.contains($0) }
            || template.trimmingWhitespace().isEmpty
    }

    /// Fills a title template for an entry whose place line is `place`: "{day}, {time}" ->
    /// "14 Jun 2025, 14:32" (the default, `GeneratedTitle.moment`), "{place}, {time}" ->
    /// "Selfoss, 14:32".
    public static func title(_ template: String, entry: JournalEntry, place: String?, file: URL) -> String {
        let zone = entry.timeZone
        let place = GeneratedTitle.placeWord(line: place, coordinate: entry.coordinate)
        let text =
            template
            .replacingOccurrences(of: "{place}", with: place)
            .replacingOccurrences(of: "{time}", with: EntryDateFormat.timeOfDay(entry.timestamp, in: zone))
            .replacingOccurrences(of: "{date}", with: EntryDateFormat.isoDay(entry.timestamp, in: zone))
            .replacingOccurrences(of: "{day}", with: GeneratedTitle.day(entry.timestamp, in: zone))
            .replacingOccurrences(of: "{file}", with: file.deletingPathExtension().lastPathComponent)
        let clean = text.trimmingWhitespace()
        return clean.isEmpty ? file.lastPathComponent : String(clean.prefix(EntryText.maxTitleLength))
    }
}

/// A file `outdoor import` was given could not be read; `cause` is the system's error.
public struct UnreadableFile: Error, CustomStringConvertible {
    /// Why, in the system's words.
    public let cause: ErrorCause

    public var description: String { "cannot be read: \(cause)" }
}
