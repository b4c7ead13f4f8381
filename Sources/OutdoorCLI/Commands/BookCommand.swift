import Foundation
import OutdoorBook
import OutdoorCard
import OutdoorModel
import OutdoorStore

/// `outdoor book`: a trip as a printable PDF book, drawn by the cards' own code.
enum BookCommand: Command {
    static let spec = CommandSpec(
        path: ["book"],
        summary:
            "Make a printable PDF book of a trip: a cover with the route map, a page per entry, credits.",
        usage: [
            "book (--trip NAME | --since DATE --until DATE | --all) -o FILE.pdf [--size a4|letter|square-21]",
            "     [--theme light|dark] [--units metric|imperial] [--photos-per-page 1|2] [--dpi 300]",
            "     [--coords precise|approx|hidden] [--title TEXT] [--author TEXT]",
        ],
        options: [
            .value("trip", "NAME", help: "The trip to print."),
            .value("since", "DATE", help: "Print entries at or after DATE..."),
            .value("until", "DATE", help: "...and before DATE (a date includes that whole day)."),
            .flag("all", help: "Print every entry."),
            .value(
                "output", "FILE", short: "o",
                help:
                    "The PDF to write (required); - is standard output, refused on a terminal unless --force is given."
            ),
            OutputTarget.forceOption,
            .value("size", "SIZE", help: "a4 (default), letter or square-21 (21 x 21 cm)."),
            .value(
                "theme", "THEME",
                help: "light (default: the paper shows) or dark (pages painted to the edge)."),
            .value("units", "UNITS", help: "metric (default) or imperial."),
            .value("photos-per-page", "N", help: "1 (default) or 2 entries on a page."),
            .value("dpi", "N", help: "Most pixels per inch a photo is embedded at (default 300; 72-600)."),
            .value(
                "coords", "MODE",
                help: "precise (default), approx (about 10 km, no pin) or hidden (no place)."),
            .value(
                "title", "TEXT",
                help: "The cover's title and the PDF's title (default: the trip's name; no PDF title)."),
            .value("author", "TEXT", help: "An author, on the cover and in the PDF's metadata."),
            .value("jobs", "N", help: "Photos prepared at once (default: the number of cores)."),
            JournalLocation.option,
        ],
        discussion: """
            The cover shows the trip's name, dates and route map; then one page per entry in time order (the
            photo as large as the page allows, never cropped, with the date, title, place, coordinates, note,
            weather with its credit, and a map; a long note goes on to a page of its own); the last page holds
            the trip's figures and every credit and licence. Maps, icons and text are vectors; fonts are
            embedded. Photos are embedded at no more than --dpi for their printed size; an sRGB JPEG that
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

    static func run(_ arguments: ParsedArguments, context: CommandContext) async throws {
        guard let out = arguments.value("output") else {
            throw UsageError("missing required option -o FILE.pdf", command: spec.displayName)
        }
        let selections = [
            arguments.value("trip") != nil,
            arguments.value("since") != nil || arguments.value("until") != nil, arguments.flag("all"),
        ]
        guard selections.filter({ $0 }).count == 1 else {
            throw UsageError(
                "choose what to print: --trip NAME, --since DATE --until DATE, or --all",
                command: spec.displayName)
        }
        let options = try bookOptions(arguments)
        let jobs = try arguments.integer("jobs", in: 1...64) ?? ProcessInfo.processInfo.activeProcessorCount
        guard let store = try JournalLocation.openForReading(arguments, context: context) else {
            throw CommandError("the journal has no entries yet")
        }
        let (entries, title) = try ExportCommand.selection(arguments, store: store, context: context)
        guard !entries.isEmpty else { throw CommandError("nothing to print: no entries in \(title)") }
        let destination = try OutputTarget.resolve(
            out, defaultName: out, extensions: ["pdf"], formatName: "PDF", force: arguments.flag("force"),
            context: context, command: spec.displayName)
        let bundled = try BundledData(context: context)
        let busyTimeout = JournalLocation.busyTimeout(context)
        let path = store.path
        let maker = try bundled.bookMaker(jobs: jobs) {
            JournalPhotos(
                store: try JournalStore(path: path, access: .read, busyTimeoutMilliseconds: busyTimeout))
        }
        let request = TripBook.Request(
            entries: entries, title: title, options: options, credits: bookCredits(photographs: []),
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
        let total = BookPlan(entries: request.entries, perPage: request.options.photosPerPage).pages.count
        let bar = ProgressLine(channel: context.stderr, total: total, label: "book")
        let progress = { (page: TripBook.Progress) in bar.advance("page \(page.page): \(page.detail)") }
        var report: TripBook.Report
        let shown: String
        switch destination {
        case .file(let url):
            shown = url.path
            report = try maker.write(
                request, to: url, progress: progress, isCancelled: { interrupt.happened })
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
    static func bookOptions(_ arguments: ParsedArguments) throws -> BookOptions {
        var options = BookOptions()
        options.pageSize = try arguments.choice("size", BookPageSize.self) ?? .a4
        options.theme = try arguments.choice("theme", CardTheme.self) ?? .light
        options.units = try arguments.choice("units", UnitSystem.self) ?? .metric
        options.coordinates = try arguments.choice("coords", CardCoordinates.self) ?? .precise
        options.photosPerPage = try arguments.integer("photos-per-page", in: 1...2) ?? 1
        options.dotsPerInch = try arguments.integer("dpi", in: BookOptions.dotsPerInchRange) ?? 300
        options.metadataTitle = try nonBlank(arguments, "title")
        options.author = try nonBlank(arguments, "author")
        return options
    }

    private static func nonBlank(_ arguments: ParsedArguments, _ name: String) throws -> String? {
        guard let value = arguments.value(name) else { return nil }
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            throw UsageError("--\(name) cannot be blank", command: arguments.command)
        }
        return trimmed
    }

    /// The closing page's credits: the bundled data and fonts of `outdoor about`, and
    /// `photographs` when the photos are someone else's.
    static func bookCredits(photographs: [String]) -> BookCredits {
        BookCredits(
            items: AboutCommand.credits.map {
                BookCredits.Item(name: $0.name, licence: $0.licence, credit: $0.credit)
            },
            photographs: photographs,
            madeWith: "Made with outdoor \(OutdoorCLI.version), free software under the GPL-3.0: "
                + OutdoorCLI.projectURL + ". Weather, places and maps are as the journal froze them. "
                + "Colours are sRGB (IEC 61966-2.1), as the PDF's output intent says.")
    }
}
