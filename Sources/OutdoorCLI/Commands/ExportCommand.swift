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
        let shard = Option<ShardChoice?>(
            "shard", "K/N",
            help: "Render only the K-th of N parts (by entry id) into the folder; auto/N takes K from "
                + "JOB_COMPLETION_INDEX or AWS_BATCH_JOB_ARRAY_INDEX.",
            absent: nil, convert: { text, _ in try ShardChoice(parsing: text) })
        let merge = Flag(
            "merge", help: "Join the parts' folders (DIR...) of a sharded export into -o's folder.")
        let journal = CommonOptions.journal
    }

    /// The usage forms: an export of a selection, and the merge of parts.
    static func usage(_ options: Options) -> [[UsageTerm]] {
        let all = options.usageTerms
        let mergeNames = [options.merge.spec.name, options.output.spec.name, options.journal.spec.name]
        let export = all.filter { !$0.options.contains { $0.name == options.merge.spec.name } }
        let merge = all.filter { term in term.options.contains { mergeNames.contains($0.name) } }
        return [export, [.word("DIR...")] + merge]
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
        positionals: [
            PositionalSpec(
                "DIR", help: "with --merge: the folders of the parts to join", optional: true, variadic: true)
        ],
        discussion: """
            Writes one card per entry (as 'outdoor card'), 00-summary.png (the route map and the trip's
            figures), index.html (opens from the folder, no server or network) and manifest.json (entry id,
            file, SHA-256, settings). Every file is written whole or not at all; a re-run writes only what
            changed. The exit status is 1 when any card failed. --max-bytes applies to each card; with
            --gamut p3 the summary card stays sRGB.
            Files: -o DIR names the folder, so the files in it are replaced when what they show changed
            (card, photo and map: \(OutputTarget.rule))
            --shard K/N renders the K-th of N parts (1 to N; an entry's part follows from its id alone) into
            its own folder, part 1 with the summary card, and writes no index.html; N processes on any
            machines make the N parts, and --merge DIR... -o OUT joins them into the folder one export would
            have written (the same files, manifest and index.html). --shard auto/N takes K from
            JOB_COMPLETION_INDEX (Kubernetes Indexed Jobs) or AWS_BATCH_JOB_ARRAY_INDEX (AWS Batch array
            jobs), which count from 0.
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
            Example(
                "export --all --shard 2/3 -o parts/2", "the second of three parts, on this machine"),
            Example(
                "export --merge parts/1 parts/2 parts/3 -o all-cards", "the parts joined into one gallery"),
        ])

    static func run(_ arguments: Arguments<Options>, context: CommandContext) async throws {
        if arguments[\.merge] {
            try merge(arguments, context: context)
            return
        }
        guard arguments.positionals.isEmpty else {
            throw UsageError(
                "export takes no folder arguments, but -o DIR (or --merge DIR... -o OUT to join parts)",
                command: arguments.command)
        }
        let shard = try arguments[\.shard].map { try $0.resolve(context.environment) }
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
        request.shard = shard

        let interrupt = Interruption()
        let mine = shard.map { shard in entries.filter { shard.holds($0.id) }.count } ?? entries.count
        let bar = ProgressLine(
            channel: context.stderr, total: mine + (shard?.drawsSummary == false ? 0 : 1),
            label: shard.map { "export \($0)" } ?? "export")
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
        if let shard {
            context.note(
                "\(summary) in \(folder.path): part \(shard) (\(mine) of \(entries.count) entries); "
                    + "join the parts with 'outdoor export --merge DIR... -o OUT'")
        } else {
            context.note(
                "\(summary) in \(folder.path); open \(folder.appendingPathComponent("index.html").path)")
        }
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

extension ExportCommand {
    /// `export --merge DIR... -o OUT`.
    static func merge(_ arguments: Arguments<Options>, context: CommandContext) throws {
        guard !arguments.positionals.isEmpty else {
            throw UsageError(
                "--merge needs the parts' folders: --merge DIR... -o OUT", command: arguments.command)
        }
        let selection = arguments.group(\.selection)
        if selection.given(\.trip) || selection.group(\.range).isGiven || selection[\.all]
            || arguments[\.shard] != nil
        {
            throw UsageError(
                "--merge joins parts already made: give their folders, not what to export",
                command: arguments.command)
        }
        let folder = context.resolvePath(arguments[\.output])
        let parts = arguments.positionals.map { context.resolvePath($0) }
        let report = try ExportMerge.run(parts: parts, into: folder, protecting: context.protectedFiles)
        var summary =
            "merged \(EntryPresenter.count(parts.count, "part", "parts")): wrote "
            + EntryPresenter.count(report.written.count, "file", "files")
        if !report.upToDate.isEmpty { summary += ", \(report.upToDate.count) up to date" }
        if !report.removed.isEmpty { summary += ", removed \(report.removed.count) no longer exported" }
        context.note("\(summary) in \(folder.path); open \(folder.appendingPathComponent("index.html").path)")
    }
}

/// `--shard K/N` as given: a part, or `auto` (from the job's index in the environment).
struct ShardChoice: Sendable {
    /// K, or nil for auto.
    var part: Int?
    /// N.
    var count: Int

    /// Reads "K/N" or "auto/N"; a usage error otherwise.
    init(parsing text: String) throws {
        let pieces = text.split(separator: "/", omittingEmptySubsequences: false)
        let refusal = UsageError(
            "--shard '\(text)' is not a part: give K/N (1 <= K <= N <= \(ExportShard.maximumCount)) or auto/N"
        )
        guard pieces.count == 2, let count = Int(pieces[1]), count >= 1, count <= ExportShard.maximumCount
        else {
            throw refusal
        }
        self.count = count
        if pieces[0].lowercased() == "auto" {
            part = nil
        } else {
            guard let part = Int(pieces[0]), ExportShard(part: part, count: count) != nil else {
                throw refusal
            }
            self.part = part
        }
    }

    /// The part: K itself, or for auto the job index the environment gives (from 0) plus 1.
    func resolve(_ environment: [String: String]) throws -> ExportShard {
        if let part, let shard = ExportShard(part: part, count: count) { return shard }
        for variable in [EnvironmentVariable.jobCompletionIndex, .awsBatchArrayIndex] {
            guard let text = environment[variable], !text.isEmpty else { continue }
            guard let index = Int(text), let shard = ExportShard(part: index + 1, count: count) else {
                throw UsageError(
                    "--shard auto/\(count): \(variable.name)=\(TerminalText.safe(text)) is not an index from 0 to \(count - 1)"
                )
            }
            return shard
        }
        throw UsageError(
            "--shard auto/\(count) takes its part from JOB_COMPLETION_INDEX (Kubernetes Indexed Jobs) or "
                + "AWS_BATCH_JOB_ARRAY_INDEX (AWS Batch array jobs), and neither is set: give K/\(count)")
    }
}
