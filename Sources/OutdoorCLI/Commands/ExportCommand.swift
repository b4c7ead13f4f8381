import Dispatch
import Foundation
import OutdoorArguments
import OutdoorCard
import OutdoorExport
import OutdoorModel
import OutdoorStore

/// `outdoor export`: a folder of cards, a trip summary card, a gallery page and a manifest.
enum ExportCommand: Command {
    struct Options: CommandOptions {
        let selection = SelectionOptions()
        let output = Option.folder(
            help: "The folder to write into (required).", defaultFolder: nil, writer: "export")
        let jobs = CommonOptions.jobs("Cards rendered at once")
        let card = CardOptionGroup(namedByOutput: false)
        let force = Flag("force", help: "Write every card even when it is up to date.")
        let baseURL = Option<URL?>(
            "base-url", "URL",
            help: "Where the folder will be published (http or https): index.html gets Open Graph and"
                + " Twitter card tags, so a shared link previews the summary card.",
            absent: nil, convert: { text, _ in try ExportCommand.publishedFolder(text) })
        let journal = CommonOptions.journal
    }

    /// The folder's public address from `--base-url`, ending in "/"; a usage error unless it is an
    /// absolute http or https address without a query or fragment.
    static func publishedFolder(_ text: String) throws -> URL {
        guard var parts = URLComponents(string: text), let scheme = parts.scheme?.lowercased(),
            scheme == "https" || scheme == "http", let host = parts.host, !host.isEmpty,
            parts.query == nil, parts.fragment == nil
        else {
            throw UsageError(
                "--base-url '\(text)' is not a web address: give the folder's address, such as https://example.org/iceland/"
            )
        }
        if !parts.path.hasSuffix("/") { parts.path += "/" }
        guard let url = parts.url else { throw UsageError("--base-url '\(text)' is not a web address") }
        return url
    }

    static let about = CommandAbout(
        path: ["export"],
        summary: "Export cards for a trip or a date range, with a summary card and a gallery.",
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
            Example(
                "export --trip \"Iceland 2024\" -o iceland --base-url https://example.org/iceland/",
                "a gallery whose shared link previews the summary card"),
        ])

    static func run(_ arguments: Arguments<Options>, context: CommandContext) async throws {
        let selection = try arguments.group(\.selection).selection(verb: "export")
        let card = arguments.group(\.card)
        try card.checkFraming()
        let options = card.cardOptions
        let output = try card.outputSettings(outputFile: nil)
        let jobs = arguments[\.jobs]
        guard let store = try JournalLocation.openForReading(arguments[\.journal], context: context) else {
            throw CommandError("the journal has no entries yet")
        }
        let (entries, title) = try selection.entries(in: store)
        guard !entries.isEmpty else { throw CommandError("nothing to export: no entries in \(title)") }

        let folder = context.resolvePath(arguments[\.output])
        let bundled = try BundledData(context: context)
        let busyTimeout = JournalLocation.busyTimeout(context)
        let path = store.path
        let exporter = TripExport(
            photos: {
                JournalPhotos(
                    store: try JournalStore(path: path, access: .read, busyTimeoutMilliseconds: busyTimeout))
            },
            cards: { try bundled.cardRenderer() }, summary: try bundled.summaryMaker())
        // What --coords lets every card, alt text, the summary, gallery and manifest show.
        let trip = try bundled.disclosure(card.coordinates).trip(
            entries, tracks: try selection.tracks(in: store))
        var request = TripExport.Request(
            trip: trip, title: title, folder: folder, options: options, output: output, jobs: jobs,
            force: arguments[\.force])
        request.baseURL = arguments[\.baseURL]
        request.protectedFiles = context.protectedFiles

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
                for warning in step.warnings { bar.message("outdoor: warning: \(step.file): \(warning)") }
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
                context.stderr.write(
                    TerminalText.safe("  \(entry.shortID) \(entry.title): \(ErrorText.sentence(error))")
                        + "\n")
            }
            throw ExitStatus(code: 1)
        }
    }
}
