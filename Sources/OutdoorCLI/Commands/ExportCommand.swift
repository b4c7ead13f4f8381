import Dispatch
import Foundation
import OutdoorCard
import OutdoorExport
import OutdoorModel
import OutdoorStore

/// `outdoor export`: a folder of cards, a trip summary card, a gallery page and a manifest.
enum ExportCommand: Command {
    static let spec = CommandSpec(
        path: ["export"],
        summary: "Export cards for a trip or a date range, with a summary card and a gallery.",
        usage: [
            "export (--trip NAME | --since DATE --until DATE | --all) -o DIR [--jobs N] [--preset ...]",
            "       [--theme ...] [--units ...] [--format png|jpeg] [--max-bytes SIZE] [--gamut srgb|p3] [--force]",
        ],
        options: [
            .value("trip", "NAME", help: "Export this trip."),
            .value("since", "DATE", help: "Export entries at or after DATE..."),
            .value("until", "DATE", help: "...and before DATE (a date includes that whole day)."),
            .flag("all", help: "Export every entry."),
            .value("output", "DIR", short: "o", help: "The folder to write into (required)."),
            .value("jobs", "N", help: "Cards rendered at once (default: the number of cores)."),
        ] + CardArguments.options + [
            .flag("force", help: "Write every card even when it is up to date."),
            JournalLocation.option,
        ],
        discussion: """
            Writes one card per entry (as 'outdoor card'), 00-summary.png (the route map and the trip's
            figures), index.html (opens from the folder, no server or network) and manifest.json (entry id,
            file, SHA-256, settings). Every file is written whole or not at all; a re-run writes only what
            changed. The exit status is 1 when any card failed. --max-bytes applies to each card; with
            --gamut p3 the summary card stays sRGB.
            Files: -o DIR names the folder, so the files in it are replaced when what they show changed
            (card, photo and map: \(OutputTarget.rule))
            """,
        examples: [
            Example(
                "export --trip \"Iceland 2024\" -o iceland",
                "cards, 00-summary.png, index.html, manifest.json"),
            Example(
                "export --all --format jpeg --max-bytes 500KB -o all-cards",
                "every entry, each at most 500 KB"),
        ])

    static func run(_ arguments: ParsedArguments, context: CommandContext) async throws {
        guard let out = arguments.value("output") else {
            throw UsageError("missing required option -o DIR", command: spec.displayName)
        }
        let selections = [
            arguments.value("trip") != nil,
            arguments.value("since") != nil || arguments.value("until") != nil, arguments.flag("all"),
        ]
        guard selections.filter({ $0 }).count == 1 else {
            throw UsageError(
                "choose what to export: --trip NAME, --since DATE --until DATE, or --all",
                command: spec.displayName)
        }
        if out == "-" {
            throw UsageError(
                "export writes a folder of files, not one stream: give -o DIR", command: spec.displayName)
        }
        let options = try CardArguments.cardOptions(arguments)
        let output = try CardArguments.outputSettings(arguments, outputFile: nil)
        let jobs = try arguments.integer("jobs", in: 1...64) ?? ProcessInfo.processInfo.activeProcessorCount
        guard let store = try JournalLocation.openForReading(arguments, context: context) else {
            throw CommandError("the journal has no entries yet")
        }
        let (entries, title) = try selection(arguments, store: store, context: context)
        guard !entries.isEmpty else { throw CommandError("nothing to export: no entries in \(title)") }

        let folder = context.resolvePath(out)
        let bundled = try BundledData(context: context)
        let busyTimeout = JournalLocation.busyTimeout(context)
        let path = store.path
        let exporter = TripExport(
            photos: {
                JournalPhotos(
                    store: try JournalStore(path: path, access: .read, busyTimeoutMilliseconds: busyTimeout))
            },
            cards: { try bundled.cardRenderer() }, summary: try bundled.summaryMaker())
        // With --coords hidden no place finer than the region shows: cards, alt texts, gallery, summary.
        let shown = options.coordinates == .hidden ? try bundled.hidingPlaces(entries) : entries
        let request = TripExport.Request(
            entries: shown, title: title, folder: folder, options: options, output: output, jobs: jobs,
            force: arguments.flag("force"))
        let interrupt = Interruption()
        let bar = ProgressLine(channel: context.stderr, total: entries.count + 1, label: "export")
        let report = try exporter.run(
            request,
            progress: { step in
                if let failure = step.failure {
                    bar.advance("\(step.file): failed")
                    bar.message("outdoor: \(step.title): \(ErrorText.sentence(failure))")
                } else {
                    bar.advance("\(step.file)\(step.wrote ? "" : " (up to date)")")
                }
            }, isCancelled: { interrupt.happened })
        interrupt.stop()
        var summary = "wrote \(EntryPresenter.count(report.written.count, "file", "files"))"
        if !report.upToDate.isEmpty { summary += ", \(report.upToDate.count) up to date" }
        if !report.removed.isEmpty { summary += ", removed \(report.removed.count) no longer exported" }
        context.note("\(summary) in \(folder.path); open \(folder.appendingPathComponent("index.html").path)")
        if report.cancelled {
            context.note("interrupted: every file written is complete; run the same command again to finish")
            throw ExitStatus(code: 130)
        }
        if !report.failures.isEmpty {
            context.note("\(EntryPresenter.count(report.failures.count, "card", "cards")) failed:")
            for (entry, error) in report.failures {
                context.stderr.write("  \(entry.shortID) \(entry.title): \(ErrorText.sentence(error))\n")
            }
            throw ExitStatus(code: 1)
        }
    }

    /// The entries `--trip`, `--since`/`--until` or `--all` choose, and a title for them.
    static func selection(_ arguments: ParsedArguments, store: JournalStore, context: CommandContext)
        throws
        -> ([JournalEntry], String)
    {
        if let name = arguments.value("trip") {
            let trip = try EntryLookup.trip(name, store: store)
            return (try store.entries(inTrip: trip.name), trip.name)
        }
        if arguments.flag("all") { return (try store.entries(), "Journal") }
        let since = try DateArgument.since(arguments.value("since"), context: context)
        let until = try DateArgument.until(arguments.value("until"), context: context)
        try DateArgument.checkRange(since: since, until: until)
        let title = [arguments.value("since"), arguments.value("until")].compactMap { $0 }.joined(
            separator: " to ")
        return (try store.entries(since: since, until: until), "Journal, \(title)")
    }
}
