import Foundation
import OutdoorCard
import OutdoorDisclosure
import OutdoorDrawing
import OutdoorFiles
import OutdoorImage
import OutdoorModel
import OutdoorWorkers

/// Makes a printable book of a trip as one PDF: a cover with the route map, a page per entry
/// (or two entries a page), and a closing page with the trip's figures, credits and licences.
///
/// Every page is drawn by the cards' own layout and painting code on a Cairo PDF surface
/// (`CardRenderer.drawPage`, `TripSummaryCard.drawPage`): maps, icons and text are vectors and
/// the fonts are embedded as subsets. The entries come disclosed (`DisclosedTrip`): every word,
/// map and bookmark of the book shows their places only as `--coords` allows. Photos are prepared on `jobs` worker threads a few pages
/// ahead of the drawing (`PhotoPreparation`): embedded at no more than the print resolution,
/// an original JPEG unchanged when it already fits, with no EXIF, XMP or GPS in the book. The
/// PDF streams to a temporary file renamed into place when it is complete; a cancelled or
/// failed book leaves nothing behind.
public final class TripBook {
    /// What to put in the book.
    public struct Request {
        /// The entries as `Disclosure` allows them to be shown, in time order (pages follow time),
        /// with the trip's recorded tracks: the cover's map draws the real route where they cover
        /// it, and each entry's map the part of those holding its moment.
        public var trip: DisclosedTrip
        /// The trip's name, the cover's title unless `options.metadataTitle` replaces it.
        public var title: String
        /// How the book looks.
        public var options: BookOptions
        /// The closing page's credits and licences.
        public var credits: BookCredits
        /// The program named as the PDF's creator ("outdoor 0.1.0").
        public var creator: String

        /// Makes a request.
        public init(
            trip: DisclosedTrip, title: String, options: BookOptions, credits: BookCredits, creator: String
        ) {
            self.trip = trip
            self.title = title
            self.options = options
            self.credits = credits
            self.creator = creator
        }
    }

    /// What was made.
    public struct Report {
        /// Pages written.
        public var pageCount = 0
        /// The file's size in bytes.
        public var byteCount = 0
        /// How each photo went in, by entry, in page order.
        public var photos: [(entry: JournalEntry, report: PhotoReport)] = []
        /// Entries whose photo could not be read: their page is laid out without it.
        public var failures: [(entry: JournalEntry, error: Error)] = []
        /// Whether the book was interrupted (and so not written).
        public var cancelled = false
    }

    /// One printed page done.
    public struct Progress {
        /// The printed page just drawn, from 1 (a continued note's pages and the credits'
        /// second page count as the pages they are).
        public var page: Int
        /// How many pages the book has as far as is known: the plan's, and the continued notes'
        /// and credits' pages drawn so far.
        public var total: Int
        /// What is on it: "cover", an entry's title, "figures and credits".
        public var detail: String
    }

    let photos: @Sendable () throws -> any EntryPhotoSource
    let cards: CardRenderer
    let summary: TripSummaryCard
    let jobs: Int

    /// A book maker reading photos through sources from `photos` (one per worker thread),
    /// drawing pages with `cards` and `summary` (on the calling thread), `jobs` photos at once.
    public init(
        photos: @escaping @Sendable () throws -> any EntryPhotoSource, cards: CardRenderer,
        summary: TripSummaryCard,
        jobs: Int
    ) {
        self.photos = photos
        self.cards = cards
        self.summary = summary
        self.jobs = max(1, jobs)
    }

    /// A photo prepared for its page, nil for an entry without one, or why it could not be.
    typealias PhotoOutcome = Result<(PagePhoto, PhotoReport)?, any Error>

    /// The space of the book's colours: its pages are drawn and its photos converted into sRGB,
    /// written as device RGB, which the catalog's output intent declares sRGB.
    static let outputIntent = PDFOutputIntent(
        profile: ColourSpace.sRGB.iccProfile, identifier: "sRGB IEC61966-2.1")

    /// Space between the two entries of a page, in points (a hairline runs in its middle).
    static let halfPageGap = 26.0

    /// Writes the book to `url` (whole, or not at all) and reports what went in.
    ///
    /// `progress` is called after each page on the calling thread; `isCancelled` is asked before
    /// each page: when it says yes, the temporary file is deleted and the report says so. The
    /// file is locked against another book written to it at the same time, temporary files a
    /// killed writer left for it are removed, and a `protecting` file (the journal) is refused.
    public func write(
        _ request: Request, to url: URL, protecting protected: ProtectedFiles,
        progress: (Progress) -> Void = { _ in }, isCancelled: () -> Bool = { false }
    ) throws -> Report {
        try protected.check(url.path, shown: url.path)
        let lock = try FileLock.file(url, for: "another book to the same file")
        defer { withExtendedLifetime(lock) {} }
        AtomicFile.removeStaleParts(of: url)
        let file = try AtomicFileWriter(url: url, protecting: protected)
        var report = try draw(
            request, write: { try file.write($0) }, progress: progress, isCancelled: isCancelled)
        if report.cancelled {
            file.abandon()
            return report
        }
        try file.commit()
        report.byteCount = file.byteCount
        return report
    }

    /// Draws the book, handing its bytes to `write` as they come (see `write(_:to:)`).
    public func draw(
        _ request: Request, write: @escaping (UnsafeRawBufferPointer) throws -> Void,
        progress: (Progress) -> Void = { _ in }, isCancelled: () -> Bool = { false }
    ) throws -> Report {
        let options = request.options
        guard !request.trip.entries.isEmpty else { throw BookError.noEntries }
        guard (1...2).contains(options.photosPerPage) else {
            throw BookError.unsupportedPhotosPerPage(options.photosPerPage)
        }
        guard BookOptions.dotsPerInchRange.contains(options.dotsPerInch) else {
            throw BookError.unsupportedResolution(options.dotsPerInch)
        }
        let plan = BookPlan(entries: request.trip.entries.map(\.entry), perPage: options.photosPerPage)
        // The plan keeps the trip's time order: `shown[i]` is `plan.entries[i]` as disclosed.
        let shown = request.trip.entries
        let geometry = BookPageGeometry(options.pageSize)
        let dpi = Double(options.dotsPerInch)
        let document = try PDFDocument(
            pageSize: geometry.pageSize, dotsPerInch: dpi,
            metadata: PDFMetadata(
                title: options.metadataTitle, author: options.author, creator: request.creator),
            outputIntent: Self.outputIntent, write: write)

        let entries = plan.entries
        let arrangement = options.arrangement
        let halves = arrangement == .halfPage
        let source = photos
        let quality = options.jpegQuality
        /// Entry `index`'s photo read through `photoSource` and prepared for its page.
        @Sendable func prepare(_ index: Int, from photoSource: any EntryPhotoSource) throws -> (
            PagePhoto, PhotoReport
        )? {
            guard let data = try photoSource.photoData(for: entries[index].id) else { return nil }
            // Only the region's size matters here, the same on left and right pages.
            let page = plan.pageNumber(ofEntry: index) ?? 2
            let region = Self.region(ofEntry: index, on: page, plan: plan, geometry: geometry, halves: halves)
            return try PhotoPreparation.prepare(data, dotsPerInch: dpi, jpegQuality: quality) { aspect in
                CardGrid.page(size: region.size, arrangement: arrangement, photoAspect: aspect).photo?.size
                    ?? region.size
            }
        }
        // The photos, prepared in page order by `jobs` workers (each with its own source) a few
        // pages ahead of the drawing, so memory stays flat: a photo that cannot be read is an
        // outcome, not an error, and its page is laid out without it.
        let photoRun = WorkerPool(workers: jobs).start(
            entries.count, window: 2 * jobs + 2, worker: { Result { try source() } },
            job: { photoSource, index -> PhotoOutcome in
                Result { try prepare(index, from: try photoSource.get()) }
            })
        defer { photoRun.finish() }

        var report = Report()
        let pages = BookPages(
            cards: cards, summary: summary, geometry: geometry, options: options, credits: request.credits)
        // Pages as printed: the plan's, and after an entry page the pages its cut notes go on to.
        var number = 0
        var extra = 0
        for page in plan.pages {
            if isCancelled() {
                report.cancelled = true
                return report
            }
            number += 1
            var detail = ""
            switch page {
            case .cover:
                detail = "cover"
                try document.addPage { canvas in
                    try pages.drawCover(
                        request.trip, title: options.metadataTitle ?? request.title, on: canvas)
                }
                try document.addBookmark(options.metadataTitle ?? request.title, page: number)
            case .entries(let indices):
                var drawn: [(DisclosedEntry, PagePhoto?, CGRect)] = []
                for index in indices {
                    let entry = entries[index]
                    var photo: PagePhoto?
                    switch try photoRun.next() ?? .success(nil) {
                    case .success(let prepared?):
                        photo = prepared.0
                        var placed = prepared.1
                        placed.page = number
                        report.photos.append((entry, placed))
                    case .success(nil):
                        break
                    case .failure(let error):
                        report.failures.append((entry, error))
                    }
                    drawn.append(
                        (
                            shown[index], photo,
                            Self.region(
                                ofEntry: index, on: number, plan: plan, geometry: geometry, halves: halves)
                        ))
                }
                let continuations = try document.addPage { canvas in
                    try pages.drawEntries(drawn, page: number, on: canvas)
                }
                for (entry, _, _) in drawn {
                    try document.addBookmark(entry.heading, page: number)
                }
                detail = drawn.map(\.0.entry.title).joined(separator: ", ")
                progress(Progress(page: number, total: plan.pages.count + extra, detail: detail))
                // "…" where each card's note stopped; the rest of the page's notes packed on pages
                // of their own until done (or a page could take none of them).
                var notes = zip(drawn, continuations).compactMap { card, rest in
                    rest.map { (entry: card.0, note: "\u{2026}" + $0) }
                }
                while !notes.isEmpty {
                    number += 1
                    extra += 1
                    let pageNumber = number
                    let pending = notes
                    let left = try document.addPage { canvas in
                        try pages.drawContinuations(pending, page: pageNumber, on: canvas)
                    }
                    let finished = pending.count - left.count
                    let cut = left.first.map { $0.note != pending[finished].note } ?? false
                    let continued = pending.prefix(finished + (cut ? 1 : 0))
                    progress(
                        Progress(
                            page: number, total: plan.pages.count + extra,
                            detail: continued.map { "\($0.entry.entry.title) (continued)" }.joined(
                                separator: ", "))
                    )
                    let stuck = left.count == pending.count && left.first?.note == pending.first?.note
                    notes = stuck ? [] : left
                }
            case .closing:
                detail = "figures and credits"
                let first = number
                var remaining = try pages.creditBlocks()
                repeat {
                    let pageNumber = number
                    let left = try document.addPage { canvas in
                        try pages.drawClosing(
                            request.trip, title: options.metadataTitle ?? request.title, blocks: remaining,
                            withFigures: pageNumber == first, page: pageNumber, on: canvas)
                    }
                    // A page that could take no block ends the credits rather than repeating.
                    remaining = left.count < remaining.count ? left : []
                    if !remaining.isEmpty {
                        number += 1
                        extra += 1
                    }
                } while !remaining.isEmpty
                try document.addBookmark("Figures and credits", page: first)
                for page in first...number {
                    progress(Progress(page: page, total: plan.pages.count + extra, detail: detail))
                }
            }
            if case .cover = page {
                progress(Progress(page: number, total: plan.pages.count + extra, detail: detail))
            }
        }
        try document.finish()
        report.pageCount = document.pageCount
        return report
    }

    /// The region that entry `index` fills on printed page `number`: the content box, or (with
    /// `halves`) its top or bottom half; an odd last entry takes the top half.
    static func region(
        ofEntry index: Int, on number: Int, plan: BookPlan, geometry: BookPageGeometry, halves: Bool
    )
        -> CGRect
    {
        guard halves, let planned = plan.pageNumber(ofEntry: index),
            case .entries(let indices) = plan.pages[planned - 1]
        else { return geometry.content(page: number) }
        let (top, bottom) = geometry.halves(page: number, gap: halfPageGap)
        return indices.first == index ? top : bottom
    }
}
