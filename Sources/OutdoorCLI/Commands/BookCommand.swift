import Foundation
import OutdoorArguments
import OutdoorBook
import OutdoorCard
import OutdoorDisclosure
import OutdoorGeo
import OutdoorModel
import OutdoorStore

/// `outdoor book`: a trip as a printable PDF book, drawn by the cards' own code.
enum BookCommand: Command {
    struct Options: CommandOptions {
        let selection = SelectionOptions()
        let output = OutputOptions(what: "the PDF", placeholder: "FILE.pdf", defaultName: nil)
        let size = Option.choice(
            "size", "SIZE", default: BookPageSize.a4, help: "a4 (default), letter or square-21 (21 x 21 cm).")
        let theme = Option.choice(
            "theme", "THEME", default: CardTheme.light,
            help: "light (default: the paper shows) or dark (pages painted to the edge).")
        let units = CommonOptions.units
        let mapWidth = CommonOptions.mapWidth
        let photosPerPage = Option.integer(
            "photos-per-page", "N", in: 1...2, default: 1, help: "1 (default) or 2 entries on a page.")
        let dpi = Option.integer(
            "dpi", "N", in: BookOptions.dotsPerInchRange, default: 300,
            help: "Most pixels per inch a photo is embedded at (default 300; 72-600).")
        let coords = Option.choice(
            "coords", "MODE", default: CoordinatesMode.precise,
            help: "precise (default), approx (about 10 km, no pin) or hidden (region only, no pin).")
        let title = Option.nonBlankText(
            "title", "TEXT",
            help: "The cover's title and the PDF's title (default: the trip's name; no PDF title).")
        let author = Option.nonBlankText(
            "author", "TEXT", help: "An author, on the cover and in the PDF's metadata.")
        let jobs = CommonOptions.jobs("Photos prepared at once")
        let journal = CommonOptions.journal
    }

    static let about = CommandAbout(
        path: ["book"],
        summary:
            "Make a printable PDF book of a trip: a cover with the route map, a page per entry, credits.",
        discussion: """
            The cover shows the trip's name, dates and route map; then one page per entry in time order (the
            photo as large as the page allows, never cropped, with the date, title, place, coordinates, note,
            weather with its credit, and a map; a note too long for its page goes on to the next page, packed
            with the page's other continued notes); the last page holds
            the trip's figures and every credit and licence. Maps, icons and text are vectors; fonts are
            embedded. A page whose photo prints below 150 dpi is named in a warning (it will look soft on paper).
            Photos are embedded at no more than --dpi for their printed size; an sRGB JPEG that
            already fits goes in unchanged, with its EXIF, XMP and comments cut out; other photos are converted
            into sRGB, the book's colours, which the PDF declares in its output intent (there is no --gamut: P3
            is for cards on screens). The book carries no GPS beyond what --coords shows on its pages. Margins
            are wider at the spine (odd pages on the right); nothing needs bleed, though --theme dark paints
            each page to its edges. The file is written whole or not at all (Ctrl-C leaves nothing); the exit
            status is 1 when a photo could not be read (its page is laid out without it).
            """,
        examples: [
            Example("book --trip \"Iceland 2024\" -o iceland.pdf", "the trip as an A4 book at 300 dpi"),
            Example(
                "book --since 2025-06-01 --until 2025-06-30 -o june.pdf --size square-21 --photos-per-page 2",
                "a month, two entries a page, 21 cm square"),
        ])

    static func run(_ arguments: Arguments<Options>, context: CommandContext) async throws {
        let selection = try arguments.group(\.selection).selection(verb: "print")
        let options = bookOptions(arguments)
        guard let store = try JournalLocation.openForReading(arguments[\.journal], context: context) else {
            throw CommandError("the journal has no entries yet")
        }
        let (entries, title) = try selection.entries(in: store)
        guard !entries.isEmpty else { throw CommandError("nothing to print: no entries in \(title)") }
        let destination = try arguments.group(\.output).destination(
            extensions: ["pdf"], formatName: "PDF", context: context)
        let jobs = arguments[\.jobs]
        let bundled = try BundledData(context: context)
        let busyTimeout = JournalLocation.busyTimeout(context)
        let path = store.path
        let maker = try bundled.bookMaker(jobs: jobs) {
            JournalPhotos(
                store: try JournalStore(path: path, access: .read, busyTimeoutMilliseconds: busyTimeout))
        }
        // What --coords lets every page, map, bookmark and the metadata show.
        let request = TripBook.Request(
            trip: try bundled.disclosure(arguments[\.coords]).trip(
                entries, tracks: try selection.tracks(in: store)),
            title: title, options: options,
            credits: bookCredits(
                photographs: [],
                detail: arguments[\.coords] == .precise
                    ? bundled.detail.regions.filter { region in
                        entries.contains { region.info.bounds.contains($0.coordinate) }
                    } : []),
            creator: "outdoor \(OutdoorCLI.version)")
        try write(request, with: maker, to: destination, context: context)
    }

    /// Writes the book with a progress line, Ctrl-C handling and a closing summary; throws an
    /// exit status of 130 when interrupted and 1 when a photo could not be read.
    ///
    /// A file is written whole or not at all; standard output gets the bytes as they come (an
    /// interrupted book leaves the reader a cut-off stream, and says so).
    static func write(
        _ request: TripBook.Request, with maker: TripBook, to destination: OutputTarget.Destination,
        context: CommandContext
    ) throws {
        let interrupt = Interruption()
        defer { interrupt.stop() }
        let total = BookPlan(
            entries: request.trip.entries.map(\.entry), perPage: request.options.photosPerPage
        )
        .pages.count
        let bar = ProgressLine(channel: context.stderr, total: total, label: "book")
        let progress = { (page: TripBook.Progress) in
            bar.advance(of: page.total, "page \(page.page): \(page.detail)")
        }
        var report: TripBook.Report
        let shown: String
        switch destination {
        case .file(let url):
            shown = url.path
            report = try maker.write(
                request, to: url, protecting: context.protectedFiles, progress: progress,
                isCancelled: { interrupt.happened })
        case .standardOutput:
            shown = "standard output"
            var count = 0
            report = try maker.draw(
                request,
                write: {
                    try context.stdout.writeChecked(Data($0))
                    count += $0.count
                }, progress: progress, isCancelled: { interrupt.happened })
            report.byteCount = count
        }
        if report.cancelled {
            bar.message(
                destination == .standardOutput
                    ? "outdoor: interrupted: the book on standard output is cut off"
                    : "outdoor: interrupted: no book was written")
            throw ExitStatus(code: 130)
        }
        let original = report.photos.filter { $0.report.embedding == .originalJPEG }.count
        var note =
            "wrote \(shown) (\(report.pageCount) pages, \(EntryPresenter.byteText(report.byteCount)))"
        if !report.photos.isEmpty {
            note +=
                "; \(report.photos.count) photo\(report.photos.count == 1 ? "" : "s"), \(original) embedded unchanged"
        }
        context.note(note)
        // Photos too small for their printed size: named by page, so they can be replaced.
        for (entry, photo) in report.photos where photo.printsSoft {
            context.warn(
                "page \(photo.page) (\(entry.shortID) \(entry.title)): its photo prints at \(Int(photo.pixelsPerInch.rounded())) "
                    + "dpi, below \(Int(PhotoReport.softPrint)), and will look soft on paper")
        }
        if !report.failures.isEmpty {
            for (entry, error) in report.failures {
                context.warn(
                    "\(entry.shortID) \(entry.title): its photo could not be read (\(ErrorText.sentence(error))); its page has none"
                )
            }
            throw ExitStatus(code: 1)
        }
    }

    /// The book options the flags choose.
    static func bookOptions(_ arguments: Arguments<Options>) -> BookOptions {
        var options = BookOptions()
        options.pageSize = arguments[\.size]
        options.theme = arguments[\.theme]
        options.units = arguments[\.units]
        options.mapWidthKilometres = arguments[\.mapWidth]
        options.photosPerPage = arguments[\.photosPerPage]
        options.dotsPerInch = arguments[\.dpi]
        options.metadataTitle = arguments[\.title]
        options.author = arguments[\.author]
        return options
    }

    /// The closing page's credits: the bundled data and fonts of `outdoor about`, OpenStreetMap's
    /// when imported regions (`detail`) cover the book's places, and `photographs` when the photos
    /// are someone else's.
    static func bookCredits(photographs: [String], detail: [DetailRegion] = []) -> BookCredits {
        var items = AboutCommand.credits.map {
            BookCredits.Item(name: $0.name, licence: $0.licence, credit: $0.credit)
        }
        if !detail.isEmpty {
            items.append(
                BookCredits.Item(
                    name:
                        "OpenStreetMap map detail (imported: \(detail.map(\.info.name).joined(separator: ", ")))",
                    licence: "Open Database Licence 1.0", credit: MapAttribution.openStreetMap))
        }
        return BookCredits(
            items: items,
            photographs: photographs,
            madeWith:
                "Made with outdoor \(OutdoorCLI.version), free software under the GPL-3.0, whose source "
                + "comes with it. Weather is as the journal froze it; place lines and maps come from the "
                + "bundled map data, or from the journal's own corrections. "
                + "Colours are sRGB (IEC 61966-2.1), as the PDF's output intent says.")
    }
}
