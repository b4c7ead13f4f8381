import Foundation
import OutdoorCard
import OutdoorFiles
import OutdoorModel
import OutdoorStore

/// Exports entries as a folder of cards with a trip summary card, `index.html` and `manifest.json`.
///
/// Cards are rendered by `jobs` worker threads, each with its own renderer (fonts and map
/// renderers are not shared between threads) and its own journal connection, fetching one photo
/// at a time, so memory does not grow with the trip. Every file is written to a hidden temporary
/// name and renamed. A card whose entry, settings and file are unchanged since the last export
/// is not written again, and neither is an unchanged manifest or page.
public final class TripExport {
    /// What to export and how.
    public struct Request {
        /// The entries, any order (cards and the route follow time).
        public var entries: [JournalEntry]
        /// The export's title (the trip's name, or a description of the range).
        public var title: String
        /// The folder to write into (created when missing).
        public var folder: URL
        /// Card layout options.
        public var options: CardOptions
        /// File format, quality and byte limit.
        public var output: CardOutput
        /// Worker threads.
        public var jobs: Int
        /// Write every card even when it is up to date.
        public var force: Bool

        /// Makes a request.
        public init(
            entries: [JournalEntry], title: String, folder: URL, options: CardOptions, output: CardOutput,
            jobs: Int,
            force: Bool
        ) {
            self.entries = entries
            self.title = title
            self.folder = folder
            self.options = options
            self.output = output
            self.jobs = jobs
            self.force = force
        }
    }

    /// What happened, for the summary line and the exit status.
    public struct Report {
        /// Cards written (the summary card included).
        public var written: [String] = []
        /// Cards that were up to date and left alone.
        public var upToDate: [String] = []
        /// Entries whose card failed, with why.
        public var failures: [(entry: JournalEntry, reason: String)] = []
        /// Files of an earlier export that no longer belong to it, now removed.
        public var removed: [String] = []
        /// Whether the export stopped early because it was interrupted.
        public var cancelled = false
    }

    /// One step of progress: a card done (written, up to date or failed).
    public struct Progress {
        public var file: String
        public var title: String
        public var wrote: Bool
        public var failure: String?
    }

    /// The version of the card renderer, part of every card's key: a new version redraws cards.
    public static let rendererVersion = "outdoor-card-1"

    let openJournal: () throws -> JournalStore
    let makeRenderer: () throws -> CardRenderer
    let summary: TripSummaryMaker?

    /// Makes an exporter from the pieces each worker thread needs.
    ///
    /// Each worker opens its own connection with `openJournal` (to read photos) and makes its own
    /// card renderer with `makeRenderer`; `summary` draws the trip summary card (nil for none).
    public init(
        openJournal: @escaping () throws -> JournalStore, makeRenderer: @escaping () throws -> CardRenderer,
        summary: TripSummaryMaker?
    ) {
        self.openJournal = openJournal
        self.makeRenderer = makeRenderer
        self.summary = summary
    }

    /// Runs the export and reports what it wrote.
    ///
    /// `progress` is called once per card, from worker threads one at a time; `isCancelled` is
    /// asked before each card starts.
    public func run(
        _ request: Request, progress: @escaping (Progress) -> Void, isCancelled: @escaping () -> Bool
    ) throws -> Report {
        let folder = request.folder
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw ExportError("cannot create the folder \(folder.path): \(error.localizedDescription)")
        }
        AtomicFile.removeStaleParts(in: folder)
        let settings = Self.settings(request)
        let ext = request.output.format.fileExtension
        let entries = request.entries.sorted { $0.isBefore($1) }
        let names = ExportNaming.names(forTimeOrdered: entries, extension: ext)
        let planned = zip(entries, names).map { entry, file in
            Planned(
                entry: entry, file: file,
                key: ExportManifest.key(for: entry, settings: settings, renderer: Self.rendererVersion))
        }
        let previous = ExportManifest.read(from: folder)
        let previousByEntry = Dictionary(
            (previous?.cards ?? []).compactMap { card in card.entry.map { ($0, card) } },
            uniquingKeysWith: { a, _ in a })

        var report = Report()
        var records: [String: ExportManifest.Card] = [:]
        var pending: [Planned] = []
        for card in planned {
            if !request.force, let old = previousByEntry[card.entry.idString], old.key == card.key,
                old.file == card.file,
                Self.fileMatches(folder.appendingPathComponent(card.file), sha256: old.sha256)
            {
                records[card.entry.idString] = old
                report.upToDate.append(card.file)
                progress(Progress(file: card.file, title: card.entry.title, wrote: false, failure: nil))
            } else {
                pending.append(card)
            }
        }

        let results = try renderCards(pending, request: request, progress: progress, isCancelled: isCancelled)
        for result in results {
            switch result {
            case .written(let card):
                records[card.entry ?? ""] = card
                report.written.append(card.file)
            case .failed(let entry, let reason):
                report.failures.append((entry, reason))
            case .skipped:
                report.cancelled = true
            }
        }

        var summaryCard = previous?.summary
        if let summary, !entries.isEmpty, !report.cancelled {
            let key = ExportManifest.key(
                forSummaryOf: planned.map(\.key), title: request.title, renderer: Self.rendererVersion)
            let file = ExportNaming.summaryName(extension: ext)
            if request.force || summaryCard?.key != key
                || !Self.fileMatches(folder.appendingPathComponent(file), sha256: summaryCard?.sha256 ?? "")
            {
                do {
                    let made = try summary.make(
                        entries: entries, title: request.title, options: request.options,
                        output: request.output)
                    try AtomicFile.write(made.data, to: folder.appendingPathComponent(file))
                    summaryCard = ExportManifest.Card(
                        entry: nil, file: file, sha256: SHA256.hex(of: made.data), key: key,
                        altText: made.altText)
                    report.written.append(file)
                    progress(Progress(file: file, title: request.title, wrote: true, failure: nil))
                } catch {
                    report.failures.append((entries[0], "the summary card: \(error)"))
                    summaryCard = nil
                }
            } else {
                report.upToDate.append(file)
            }
        } else if entries.isEmpty || summary == nil {
            summaryCard = nil
        }

        let cards = entries.compactMap { records[$0.idString] }
        let manifest = ExportManifest(
            generator: "outdoor \(Self.rendererVersion)", settings: settings, summary: summaryCard,
            cards: cards)
        // Files an earlier export made that this one no longer has (a renamed or removed entry).
        let kept = Set(cards.map(\.file) + (summaryCard.map { [$0.file] } ?? []))
        if !report.cancelled {
            for old in (previous?.cards ?? []) + (previous?.summary.map { [$0] } ?? [])
            where !kept.contains(old.file) {
                let url = folder.appendingPathComponent(old.file)
                if Self.fileMatches(url, sha256: old.sha256), unlink(url.path) == 0 {
                    report.removed.append(old.file)
                }
            }
        }
        try Self.writeIfChanged(
            try manifest.encoded(), to: folder.appendingPathComponent(ExportManifest.fileName))
        let size = request.options.pixelSize
        let page = GalleryPage.html(
            title: request.title, subtitle: Self.subtitle(entries),
            summary: summaryCard.map {
                GalleryPage.Item(file: $0.file, altText: $0.altText, width: size.width, height: size.height)
            },
            cards: cards.map {
                GalleryPage.Item(file: $0.file, altText: $0.altText, width: size.width, height: size.height)
            },
            generator: "outdoor")
        try Self.writeIfChanged(Data(page.utf8), to: folder.appendingPathComponent("index.html"))
        return report
    }

    /// An entry's card as planned: its file name and the key of what it shows.
    private struct Planned {
        var entry: JournalEntry
        var file: String
        var key: String
    }

    private enum CardResult {
        case written(ExportManifest.Card)
        case failed(JournalEntry, String)
        case skipped
    }

    /// Renders the `planned` cards on `request.jobs` worker threads.
    private func renderCards(
        _ planned: [Planned], request: Request, progress: @escaping (Progress) -> Void,
        isCancelled: @escaping () -> Bool
    ) throws -> [CardResult] {
        guard !planned.isEmpty else { return [] }
        let workers = max(1, min(request.jobs, planned.count))
        let state = WorkState(count: planned.count)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            let renderer: CardRenderer
            let store: JournalStore
            do {
                renderer = try makeRenderer()
                store = try openJournal()
            } catch {
                state.fail(error)
                return
            }
            while let index = state.next() {
                let (entry, file) = (planned[index].entry, planned[index].file)
                if isCancelled() || state.hasFailedToStart {
                    state.set(index, .skipped)
                    continue
                }
                let result: CardResult
                do {
                    // One card per worker thread: the photo decodes on this thread, not on a third one.
                    let photo = try store.photoData(for: entry.id).map {
                        CardPhoto($0, options: request.options, inBackground: false)
                    }
                    let card = try renderer.export(
                        entry, preparedPhoto: photo, options: request.options, output: request.output)
                    try AtomicFile.write(card.data, to: request.folder.appendingPathComponent(file))
                    result = .written(
                        ExportManifest.Card(
                            entry: entry.idString, file: file, sha256: SHA256.hex(of: card.data),
                            key: planned[index].key,
                            altText: card.altText))
                } catch {
                    result = .failed(entry, "\(error)")
                }
                state.set(index, result)
                state.report {
                    switch result {
                    case .written:
                        progress(Progress(file: file, title: entry.title, wrote: true, failure: nil))
                    case .failed(_, let reason):
                        progress(Progress(file: file, title: entry.title, wrote: false, failure: reason))
                    case .skipped: break
                    }
                }
            }
        }
        if let error = state.startError { throw error }
        return state.results.map { $0 ?? .skipped }
    }

    /// Work shared by the worker threads, behind one lock.
    private final class WorkState: @unchecked Sendable {
        private let lock = NSLock()
        private var cursor = 0
        private let count: Int
        private(set) var results: [CardResult?]
        private(set) var startError: Error?

        init(count: Int) {
            self.count = count
            results = Array(repeating: nil, count: count)
        }

        func next() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard cursor < count else { return nil }
            cursor += 1
            return cursor - 1
        }

        func set(_ index: Int, _ result: CardResult) {
            lock.lock()
            results[index] = result
            lock.unlock()
        }

        func fail(_ error: Error) {
            lock.lock()
            if startError == nil { startError = error }
            lock.unlock()
        }

        var hasFailedToStart: Bool {
            lock.lock()
            defer { lock.unlock() }
            return startError != nil
        }

        /// Runs `body` with the lock held, so progress reports never interleave.
        func report(_ body: () -> Void) {
            lock.lock()
            body()
            lock.unlock()
        }
    }

    static func settings(_ request: Request) -> [String: String] {
        var settings = [
            "preset": request.options.preset.rawValue, "theme": request.options.theme.rawValue,
            "units": request.options.units.rawValue, "scale": "\(request.options.scale)",
            "coords": request.options.coordinates.rawValue, "format": request.output.format.rawValue,
        ]
        if let quality = request.output.quality { settings["quality"] = "\(quality)" }
        if let maxBytes = request.output.maxBytes { settings["maxBytes"] = "\(maxBytes)" }
        return settings
    }

    static func subtitle(_ entries: [JournalEntry]) -> String {
        guard let first = entries.first, let last = entries.last else { return "No entries" }
        let from = EntryDateFormat.listDate(first.timestamp, in: first.timeZone)
        let to = EntryDateFormat.listDate(last.timestamp, in: last.timeZone)
        let count = "\(entries.count) entr\(entries.count == 1 ? "y" : "ies")"
        return from == to ? "\(from) · \(count)" : "\(from) – \(to) · \(count)"
    }

    static func fileMatches(_ url: URL, sha256: String) -> Bool {
        guard !sha256.isEmpty, let data = FileManager.default.contents(atPath: url.path) else { return false }
        return SHA256.hex(of: data) == sha256
    }

    static func writeIfChanged(_ data: Data, to url: URL) throws {
        if FileManager.default.contents(atPath: url.path) == data { return }
        try AtomicFile.write(data, to: url)
    }
}

/// An export could not be made.
public struct ExportError: Error, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}
