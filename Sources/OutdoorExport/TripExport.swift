import Foundation
import OutdoorCard
import OutdoorDisclosure
import OutdoorFiles
import OutdoorModel

/// Exports entries as a folder of cards with a trip summary card, `index.html` and `manifest.json`.
///
/// Cards are rendered by `jobs` worker threads, each with its own card maker (fonts and map
/// renderers are not shared between threads) and its own photo source (a journal connection),
/// fetching one photo at a time, so memory does not grow with the trip. Every file is written to a hidden temporary
/// name and renamed. A card whose entry, settings and file are unchanged since the last export
/// is not written again, and neither is an unchanged manifest or page.
public final class TripExport {
    /// What to export and how.
    public struct Request {
        /// The entries as `Disclosure` allows them to be shown (cards and the route follow time).
        public var trip: DisclosedTrip
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
        /// Where the folder will be published ("https://example.org/iceland/"), for the gallery's
        /// link-preview tags; nil for none.
        public var baseURL: URL? = nil
        /// Files never written over or removed, whatever the folder holds (the journal).
        public var protectedFiles: ProtectedFiles = .none
        /// The part of the export to draw (`--shard K/N`), nil for all of it.
        public var shard: ExportShard? = nil

        /// Makes a request.
        public init(
            trip: DisclosedTrip, title: String, folder: URL, options: CardOptions, output: CardOutput,
            jobs: Int,
            force: Bool
        ) {
            self.trip = trip
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
        /// Entries whose card failed, with the error (an `ExportError.summary` for the summary card).
        public var failures: [(entry: JournalEntry, error: Error)] = []
        /// Files of an earlier export that no longer belong to it, now removed.
        public var removed: [String] = []
        /// Whether the export stopped early because it was interrupted.
        public var cancelled = false
    }

    /// One step of progress: a card done (written, up to date or failed).
    public struct Progress {
        /// The card's file name.
        public var file: String
        /// Its entry's title (the export's title for the summary card).
        public var title: String
        /// Whether the file was written (false: up to date, or failed).
        public var wrote: Bool
        /// Why the card failed, or nil.
        public var failure: Error?
        /// What a person should hear about the card (a photo enlarged until it looks soft).
        public var warnings: [String] = []
    }

    /// The version of the card renderer, part of every card's key: a new version redraws cards.
    public static let rendererVersion = "outdoor-card-3"

    let photos: @Sendable () throws -> any EntryPhotoSource
    let cards: @Sendable () throws -> any EntryCardMaker
    let summary: (any TripSummaryMaker)?

    /// Makes an exporter from the pieces each worker thread needs.
    ///
    /// Each worker makes its own photo source with `photos` (a journal connection, to read one
    /// photo at a time) and its own card maker with `cards`; `summary` draws the trip summary
    /// card (nil for none).
    public init(
        photos: @escaping @Sendable () throws -> any EntryPhotoSource,
        cards: @escaping @Sendable () throws -> any EntryCardMaker,
        summary: (any TripSummaryMaker)?
    ) {
        self.photos = photos
        self.cards = cards
        self.summary = summary
    }

    /// Runs the export and reports what it wrote.
    ///
    /// The steps: plan every card, keep the ones already up to date, draw the others, the
    /// summary, write the manifest, remove what an earlier export wrote that this one no longer
    /// holds, and write the gallery page. `progress` is called once per card, in card order on
    /// the calling thread; `isCancelled` is asked (on worker threads) before each card starts.
    public func run(
        _ request: Request, progress: (Progress) -> Void, isCancelled: @escaping @Sendable () -> Bool
    ) throws -> Report {
        let folder = request.folder
        let lock = try Self.prepare(folder)
        defer { withExtendedLifetime(lock) {} }
        // The plan holds the whole export (names are made unique across it); a part draws,
        // keeps and records only its own cards.
        let plan = ExportPlan(request, renderer: Self.rendererVersion)
        let isMine = { (card: ExportPlan.Card) in request.shard?.holds(card.entry.entry.id) ?? true }
        func fileMatches(_ file: String, _ sha256: String) -> Bool {
            Self.fileMatches(folder.appendingPathComponent(file), sha256: sha256)
        }
        // This export compares itself with, and replaces, only the files of its own format;
        // those of other formats stay as long as they are on disk as recorded.
        let format = request.output.format.rawValue
        let recorded = ExportManifest.read(from: folder)
        let previous = recorded?.restricted(to: format)
        let otherFormats = (recorded?.records(notIn: format) ?? []).filter {
            !plan.files.contains($0.file) && fileMatches($0.file, $0.sha256)
        }

        var report = Report()
        var records: [String: ExportManifest.Card] = [:]
        let (upToDate, pending) = plan.upToDate(
            against: previous, force: request.force, fileMatches: fileMatches)
        for (card, record) in upToDate where isMine(card) {
            records[card.entry.entry.idString] = record
            report.upToDate.append(card.file)
            progress(Progress(file: card.file, title: card.entry.entry.title, wrote: false, failure: nil))
        }

        for result in try drawCards(
            pending.filter(isMine), request: request, progress: progress, isCancelled: isCancelled)
        {
            switch result {
            case .written(let card, _):
                records[card.entry ?? ""] = card
                report.written.append(card.file)
            case .failed(let entry, let error):
                report.failures.append((entry, error))
            case .skipped:
                report.cancelled = true
            }
        }

        let summaryRecord = drawSummary(
            plan, previous: previous?.summary, request: request, report: &report, progress: progress,
            fileMatches: fileMatches)
        // A card not drawn this time (interrupted, or failed) keeps the earlier record of its file.
        let carried = plan.carriedRecords(from: previous, drawn: records, fileMatches: fileMatches)
        let withSettings = { (card: ExportManifest.Card) -> ExportManifest.Card in
            var card = card
            if card.settings == nil { card.settings = plan.settings }
            return card
        }
        var manifest = ExportManifest(
            generator: "outdoor \(Self.rendererVersion)", settings: plan.settings,
            summary: summaryRecord.map(withSettings),
            cards: plan.cards.filter(isMine).map(\.entry.entry.idString).compactMap {
                (records[$0] ?? carried[$0]).map(withSettings)
            })
        manifest.otherFormats = otherFormats.isEmpty ? nil : otherFormats
        manifest.credits = Self.credits(of: manifest, request: request)
        // Files an earlier export wrote that this one no longer names are removed, unless the
        // export was interrupted: then they stay listed, for the next whole run to remove.
        // Names this export plans keep their earlier files even when not drawn this time; the
        // summary's only when there is a summary to draw.
        var planned = Set(plan.cards.filter(isMine).map(\.file) + [plan.summaryFile])
        if summary == nil || plan.entries.isEmpty || request.shard?.drawsSummary == false {
            planned.remove(plan.summaryFile)
        }
        let leftovers = previous?.leftovers(keeping: manifest.files.union(planned)) ?? []
        if report.cancelled {
            manifest.earlier = leftovers.isEmpty ? nil : leftovers
        } else {
            report.removed = Self.remove(leftovers, in: folder, protecting: request.protectedFiles)
        }
        let gallery = Self.gallery(of: manifest, entries: plan.entries, request: request)
        if let shard = request.shard {
            // A part is not a gallery: its manifest carries what the merge needs to write one.
            manifest.shard = ExportShardRecord(
                part: shard.part, count: shard.count, entries: plan.entries.map(\.idString), gallery: gallery)
        }
        try Self.writeIfChanged(
            try manifest.encoded(), to: folder.appendingPathComponent(ExportManifest.fileName),
            protecting: request.protectedFiles)
        if request.shard == nil {
            try Self.writeIfChanged(
                Data(gallery.html(of: manifest).utf8), to: folder.appendingPathComponent("index.html"),
                protecting: request.protectedFiles)
        }
        return report
    }

    /// Creates `folder` when missing, locks it against another export into it at the same time
    /// (the lock is held until the returned value is let go) and clears the temporary files of
    /// an interrupted export.
    static func prepare(_ folder: URL) throws -> FileLock {
        let lock: FileLock
        do {
            try Folder.create(folder)
            lock = try FileLock.folder(folder, for: "an export into the same folder")
        } catch let busy as FileLockBusy {
            throw busy
        } catch {
            throw ExportError.folder(path: folder.path, cause: ErrorCause(error))
        }
        AtomicFile.removeStaleParts(in: folder)
        return lock
    }

    /// Draws the summary card unless it is up to date; returns its record for the manifest.
    ///
    /// An interrupted export keeps the earlier summary's record; an export without a summary
    /// maker or without entries, or whose summary fails, has none.
    private func drawSummary(
        _ plan: ExportPlan, previous: ExportManifest.Card?, request: Request, report: inout Report,
        progress: (Progress) -> Void, fileMatches: (String, String) -> Bool
    ) -> ExportManifest.Card? {
        guard let summary, let first = plan.entries.first, request.shard?.drawsSummary ?? true else {
            return nil
        }
        if report.cancelled { return previous }
        if plan.summaryIsUpToDate(previous, force: request.force, fileMatches: fileMatches) {
            report.upToDate.append(plan.summaryFile)
            return previous
        }
        do {
            let made = try summary.make(
                trip: request.trip, title: request.title, options: request.options, output: request.output)
            try AtomicFile.write(
                made.data, to: request.folder.appendingPathComponent(plan.summaryFile),
                protecting: request.protectedFiles)
            report.written.append(plan.summaryFile)
            progress(Progress(file: plan.summaryFile, title: request.title, wrote: true, failure: nil))
            return ExportManifest.Card(
                entry: nil, file: plan.summaryFile, sha256: SHA256.hex(of: made.data), key: plan.summaryKey,
                altText: made.altText, credits: made.credits)
        } catch {
            report.failures.append((first, ExportError.summary(cause: ErrorCause(error))))
            // The earlier summary stays on disk and in the manifest until one is drawn again.
            guard let previous, previous.file == plan.summaryFile, fileMatches(previous.file, previous.sha256)
            else { return nil }
            return previous
        }
    }

    /// Removes the files of `leftovers` that are still as recorded (a file someone changed
    /// since is left alone); returns the names removed.
    ///
    /// Only plain file names in the folder are removed (a manifest naming "../x" or "a/b" was
    /// not written by an export), never a protected file (the journal), and never through a link.
    static func remove(
        _ leftovers: [ExportManifest.Card], in folder: URL, protecting protected: ProtectedFiles
    )
        -> [String]
    {
        leftovers.compactMap { old in
            guard ExportManifest.isPlainFileName(old.file) else { return nil }
            let url = folder.appendingPathComponent(old.file)
            var info = stat()
            guard lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
                protected.protectedName(of: url.path) == nil
            else { return nil }
            return fileMatches(url, sha256: old.sha256) && unlink(url.path) == 0 ? old.file : nil
        }
    }

    /// The credit lines `manifest`'s cards draw, each once, the summary's first: as each card
    /// recorded them (OpenStreetMap's where its detail is drawn), or for a card from a manifest
    /// that did not record them, the credits its texts give.
    static func credits(of manifest: ExportManifest, request: Request) -> [String] {
        let byID = Dictionary(
            request.trip.entries.map { ($0.entry.idString, $0) }, uniquingKeysWith: { first, _ in first })
        let lines = ([manifest.summary].compactMap { $0 } + manifest.cards).flatMap { card -> [String] in
            if let recorded = card.credits { return recorded }
            guard let entry = card.entry.flatMap({ byID[$0] }) else { return [] }
            return CardText.make(for: entry, options: request.options).credits
        }
        return TripFigures.eachOnce(lines)
    }

    /// What the gallery page of `request` shows besides the manifest: its texts, the cards'
    /// size and every caption.
    static func gallery(of manifest: ExportManifest, entries: [JournalEntry], request: Request)
        -> ExportGallery
    {
        let size = request.options.pixelSize
        let listed = Set(manifest.cards.compactMap(\.entry))
        var captions: [String: GalleryPage.Caption] = [:]
        for entry in request.trip.entries where listed.contains(entry.entry.idString) {
            captions[entry.entry.idString] = Self.caption(
                entry, text: CardText.make(for: entry, options: request.options))
        }
        return ExportGallery(
            title: request.title, subtitle: subtitle(entries), width: size.width, height: size.height,
            colourNote: GalleryPage.colourNote(cardSpace: request.options.gamut.displayName),
            baseURL: request.baseURL, captions: captions,
            summaryCaption: manifest.summary == nil
                ? nil : Self.summaryCaption(request.trip, title: request.title, options: request.options))
    }

    /// The summary card's caption: the trip's name, its dates and its figures in a line
    /// ("4 entries · 2 days · 229 km travelled · 5°C"); the rest is in the card and its alt text.
    static func summaryCaption(
        _ trip: DisclosedTrip, title: String, options: CardOptions
    ) -> GalleryPage.Caption {
        let text = TripSummaryText.make(trip: trip, title: title, options: options)
        var lines: [String] = []
        let ordered = TripSummaryText.timeOrder(trip.entries.map(\.entry))
        if let first = ordered.first, let last = ordered.last {
            let start = CardAltText.longDate(first.timestamp, in: first.timeZone)
            let end = CardAltText.longDate(last.timestamp, in: last.timeZone)
            lines.append(start == end ? start : "\(start) to \(end)")
        }
        let figures = text.figures.map { figure -> String in
            let value = figure.value + (figure.unit.map { figure.kind == .temperature ? $0 : " " + $0 } ?? "")
            return figure.kind == .temperature ? value : "\(value) \(figure.caption)"
        }
        if !figures.isEmpty { lines.append(figures.joined(separator: " · ")) }
        return GalleryPage.Caption(heading: text.title, lines: lines)
    }

    /// A card's caption: its title; when, where and the weather in a line each; a map link.
    static func caption(_ shown: DisclosedEntry, text: CardText) -> GalleryPage.Caption {
        let entry = shown.entry
        var lines = [
            CardAltText.longDate(entry.timestamp, in: entry.timeZone) + ", "
                + EntryDateFormat.timeOfDay(entry.timestamp, in: entry.timeZone)
        ]
        if let place = text.place ?? text.coordinates { lines.append(place) }
        if let weather = text.weather { lines.append("\(weather.summary), \(weather.temperature)") }
        let link = shown.mapLink.map { (text: "Map", url: $0) }
        return GalleryPage.Caption(heading: text.title, lines: lines, link: link)
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

    static func writeIfChanged(_ data: Data, to url: URL, protecting protected: ProtectedFiles) throws {
        try protected.check(url.path, shown: url.path)
        if FileManager.default.contents(atPath: url.path) == data { return }
        try AtomicFile.write(data, to: url, protecting: protected)
    }
}

/// An export could not be made, or its summary card could not.
public enum ExportError: Error, Equatable, CustomStringConvertible {
    /// The folder at `path` could not be created; `cause` is the system's error.
    case folder(path: String, cause: ErrorCause)
    /// The trip summary card could not be made; `cause` is the summary maker's error.
    case summary(cause: ErrorCause)

    public var description: String {
        switch self {
        case .folder(let path, let cause):
            return
                "cannot create the folder \(path): \((cause.error as? FileError)?.reason ?? cause.description)"
        case .summary(let cause): return "the summary card: \(cause)"
        }
    }
}
