import Foundation
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
        /// Only report what would be imported.
        public var dryRun: Bool
        /// The title rule: `{place}`, `{time}`, `{date}` and `{file}` are replaced.
        public var titleTemplate: String

        /// The default title rule, "Selfoss, 14:32".
        public static let defaultTitleTemplate = "{place}, {time}"

        /// Makes options.
        public init(
            trip: String? = nil, weather: WeatherPlan, defaultCoordinate: Coordinate? = nil,
            dryRun: Bool = false,
            titleTemplate: String = defaultTitleTemplate
        ) {
            self.trip = trip
            self.weather = weather
            self.defaultCoordinate = defaultCoordinate
            self.dryRun = dryRun
            self.titleTemplate = titleTemplate
        }
    }

    /// What happened to one file.
    public enum Outcome {
        /// Saved as a new entry (in a dry run: would be saved).
        case added(JournalEntry, notices: [String])
        /// The same bytes are already in the journal (or earlier in this import).
        case duplicate(of: String)
        /// Not imported: no location in EXIF and no default given.
        case noLocation(String)
        /// Not imported: the file could not be read or is not a usable photo.
        case failed(String)
    }

    /// One file's outcome.
    public struct Item {
        public var file: URL
        public var outcome: Outcome
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
                    case .noLocation, .failed: return true
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
        case checking, weather, saving, listing
    }

    /// Imports `paths` (files and folders, recursively).
    ///
    /// `phase` is told when a pass starts and how many files it covers; `progress` once per file
    /// of the pass with a short description of what happened to it.
    public func run(
        _ paths: [URL], options: Options, phase: ((Phase, Int) -> Void)? = nil,
        progress: ((URL, String) -> Void)? = nil
    ) async throws -> Report {
        var report = Report()
        let files = PhotoFinder.find(paths, skipped: &report.skipped, unreadable: &report.unreadablePaths)

        // 1. Check each photo and work out its moment; keep only descriptions, not bytes.
        phase?(.checking, files.count)
        var drafts: [(URL, EntryCapture.Prepared)] = []
        var seen: [String: String] = [:]
        for file in files {
            let item = try prepare(file, options: options, seen: &seen)
            switch item {
            case .ready(let prepared):
                drafts.append((file, prepared))
                progress?(file, prepared.entry.title)
            case .decided(let outcome):
                report.items.append(Item(file: file, outcome: outcome))
                if case .duplicate = outcome {
                    progress?(file, "already in the journal")
                } else {
                    progress?(file, "not imported")
                }
            }
        }

        // 2. Weather for all of them, a few at a time within the provider's limits.
        if case .lookUp(let provider) = options.weather, !options.dryRun, !drafts.isEmpty {
            phase?(.weather, drafts.count)
            let requests = drafts.map { capture.request(for: $0.1) }
            let results = await WeatherBatch.lookUp(requests, using: provider, concurrency: 2) {
                index, result in
                switch result {
                case .success(let lookup): progress?(drafts[index].0, lookup.reading.summary)
                case .failure: progress?(drafts[index].0, "no weather")
                }
            }
            for index in drafts.indices {
                await capture.applyLookup(results[index], to: &drafts[index].1, provider: provider)
            }
        }

        // 3. Save, re-reading each photo and checking it is the file that was checked.
        phase?(options.dryRun ? .listing : .saving, drafts.count)
        var added: [UUID] = []
        for (file, prepared) in drafts {
            var done = Item(file: file, outcome: .added(prepared.entry, notices: prepared.notices))
            if !options.dryRun {
                do {
                    let data = try Data(contentsOf: file)
                    guard SHA256.hex(of: data) == prepared.entry.photo?.sha256 else {
                        throw CaptureError.photo(
                            name: file.path, reason: "the file changed while it was being imported")
                    }
                    try store.insert(prepared.entry, photoData: data)
                    added.append(prepared.entry.id)
                } catch let error as JournalStoreError {
                    throw error
                } catch {
                    done.outcome = .failed("\(error)")
                }
            }
            report.items.append(done)
            if case .failed = done.outcome {
                progress?(file, "not imported")
            } else {
                progress?(file, prepared.entry.title)
            }
        }
        if let trip = options.trip, !options.dryRun, !added.isEmpty {
            try store.addToTrip(trip, ids: added, create: true, now: capture.now())
        }
        return report
    }

    /// A file after the first pass: ready to save, or already decided.
    private enum Draft {
        case ready(EntryCapture.Prepared)
        case decided(Outcome)
    }

    private func prepare(_ file: URL, options: Options, seen: inout [String: String]) throws -> Draft {
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            return .decided(.failed("cannot be read: \(error.localizedDescription)"))
        }
        let sha = SHA256.hex(of: data)
        if let earlier = seen[sha] { return .decided(.duplicate(of: earlier)) }
        if let existing = try store.entryID(photoSHA256: sha) {
            return .decided(.duplicate(of: "entry \(existing.uuidString.lowercased().prefix(8))"))
        }
        seen[sha] = file.lastPathComponent
        do {
            var prepared = try capture.prepareMoment(
                CaptureRequest(
                    title: "import", photo: PhotoInput(data: data, name: file.lastPathComponent),
                    weather: .skip))
            prepared.photoData = nil
            prepared.entry.title = Self.title(options.titleTemplate, entry: prepared.entry, file: file)
            return .ready(prepared)
        } catch CaptureError.noLocation(let reason) {
            guard let fallback = options.defaultCoordinate else { return .decided(.noLocation(reason)) }
            do {
                var prepared = try capture.prepareMoment(
                    CaptureRequest(
                        title: "import", photo: PhotoInput(data: data, name: file.lastPathComponent),
                        coordinate: fallback, weather: .skip))
                prepared.photoData = nil
                prepared.entry.title = Self.title(options.titleTemplate, entry: prepared.entry, file: file)
                prepared.notices.append("no GPS position in the photo: placed at the --lat/--lng given")
                return .ready(prepared)
            } catch {
                return .decided(.failed("\(error)"))
            }
        } catch let error as JournalStoreError {
            throw error
        } catch {
            return .decided(.failed("\(error)"))
        }
    }

    /// Fills a title template for an entry: "{place}, {time}" -> "Selfoss, 14:32".
    public static func title(_ template: String, entry: JournalEntry, file: URL) -> String {
        let zone = entry.timeZone
        let place = entry.placeName.map(shortPlace) ?? coordinateName(entry.coordinate)
        let text =
            template
            .replacingOccurrences(of: "{place}", with: place)
            .replacingOccurrences(of: "{time}", with: EntryDateFormat.timeOfDay(entry.timestamp, in: zone))
            .replacingOccurrences(of: "{date}", with: EntryDateFormat.isoDay(entry.timestamp, in: zone))
            .replacingOccurrences(of: "{file}", with: file.deletingPathExtension().lastPathComponent)
        let clean = text.trimmingWhitespace()
        return clean.isEmpty ? file.lastPathComponent : String(clean.prefix(EntryText.maxTitleLength))
    }

    /// "Selfoss" from "Selfoss, South, IS"; "Near Selfoss" from "near Selfoss, South, IS".
    static func shortPlace(_ name: String) -> String {
        let first = name.split(separator: ",").first.map(String.init)?.trimmingWhitespace() ?? name
        return first.hasPrefix("near ") ? "Near " + first.dropFirst(5) : first
    }

    static func coordinateName(_ c: Coordinate) -> String {
        String(format: "%.2f", abs(c.latitude)) + "°" + (c.latitude < 0 ? "S" : "N") + " "
            + String(format: "%.2f", abs(c.longitude)) + "°" + (c.longitude < 0 ? "W" : "E")
    }
}
