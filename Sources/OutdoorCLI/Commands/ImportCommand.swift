import Foundation
import OutdoorJournal
import OutdoorModel

/// `outdoor import PATH...`: one entry per photo in files and folders.
enum ImportCommand: Command {
    static let spec = CommandSpec(
        path: ["import"], summary: "Import photos from files and folders, one entry each.",
        usage: [
            "import PATH... [--trip NAME] [--no-weather] [--lat DEG --lng DEG] [--title RULE] [--dry-run]"
        ],
        options: [
            .value("trip", "NAME", help: "Add the imported entries to this trip (created when missing)."),
            .flag("no-weather", help: "Do not look the weather up."),
            .value("lat", "DEG", help: "Latitude for photos without EXIF GPS (else they are reported)."),
            .value("lng", "DEG", help: "Longitude for photos without EXIF GPS."),
            .value(
                "title", "RULE",
                help: "Title rule with {place}, {time}, {date}, {file} (default \"{place}, {time}\")."),
            .flag("dry-run", help: "Only show what would be imported."),
            JournalLocation.option,
        ],
        positionals: [
            PositionalSpec("PATH", help: "photo files or folders (searched recursively)", variadic: true)
        ],
        discussion: """
            Time and place come from each photo's EXIF; photos without a GPS position are listed, not guessed.
            A .json file is read as an export of the original iPhone app (its entries' fields: id, timestamp,
            title, lat, lng, weatherSummary, weatherTemp, weatherSymbol, photoData, note): those entries keep
            their id, moment and Apple Weather reading, credited to Apple Weather.
            The same photo (same bytes) is never imported twice. One bad file never stops the rest; the exit
            status is 1 when any photo was not imported. New entry ids are printed on standard output.
            """)

    static func run(_ arguments: ParsedArguments, context: CommandContext) async throws {
        try arguments.requireTogether("lat", "lng")
        var fallback: Coordinate?
        if let lat = try arguments.double("lat"), let lng = try arguments.double("lng") {
            do {
                fallback = try Coordinate.validated(latitude: lat, longitude: lng)
            } catch {
                throw UsageError(error, command: spec.displayName)
            }
        }
        let dryRun = arguments.flag("dry-run")
        let plan: WeatherPlan =
            arguments.flag("no-weather") || dryRun
            ? .skip : .lookUp(try WeatherSetup.provider(context: context))
        let options = PhotoImport.Options(
            trip: arguments.value("trip"), weather: plan, defaultCoordinate: fallback, dryRun: dryRun,
            titleTemplate: arguments.value("title") ?? PhotoImport.Options.defaultTitleTemplate)
        let store = try JournalLocation.openForWriting(arguments, context: context)
        let capture = EntryCapture(places: try BundledData(context: context).places, now: context.now)
        let importer = PhotoImport(store: store, capture: capture)
        var progress: ProgressLine?
        let report = try await importer.run(
            arguments.positionals.map { context.resolvePath($0) }, options: options,
            phase: { phase, count in
                progress = ProgressLine(channel: context.stderr, total: count, label: phase.rawValue)
            },
            progress: { file, detail in progress?.advance("\(file.lastPathComponent): \(detail)") })
        try printReport(report, dryRun: dryRun, trip: options.trip, context: context)
    }

    private static func printReport(
        _ report: PhotoImport.Report, dryRun: Bool, trip: String?, context: CommandContext
    )
        throws
    {
        var added: [JournalEntry] = []
        var duplicates: [String] = []
        var problems: [String] = []
        var notes: [String] = []
        for item in report.items {
            let name = item.label
            switch item.outcome {
            case .added(let entry, let notices):
                added.append(entry)
                for notice in notices where !notice.contains("--no-weather") {
                    notes.append("\(name): \(notice)")
                }
            case .duplicate(let of): duplicates.append("\(name) (same photo as \(of))")
            case .noLocation(let reason):
                problems.append("\(name): no location (\(reason); --lat and --lng place such photos)")
            case .failed(let error): problems.append("\(name): \(ErrorText.sentence(error))")
            }
        }
        for (path, reason) in report.unreadablePaths { problems.append("\(path.path): \(reason)") }
        var out = ""
        for entry in added {
            out +=
                dryRun
                ? "\(EntryDateFormat.listDate(entry.timestamp, in: entry.timeZone)) \(entry.title)\n"
                : "\(entry.idString)\n"
        }
        context.stdout.write(out)
        let verb = dryRun ? "would import" : "imported"
        var summary = "\(verb) \(added.count) photo\(added.count == 1 ? "" : "s")"
        if let trip, !added.isEmpty { summary += " into trip '\(trip)'" }
        context.note(summary)
        if !duplicates.isEmpty {
            context.note("\(duplicates.count) already in the journal, not imported again:")
            for line in duplicates { context.stderr.write("  \(line)\n") }
        }
        if !report.skipped.isEmpty {
            let count = report.skipped.count
            context.note(
                "skipped \(count) file\(count == 1 ? " that is" : "s that are") not a JPEG, PNG or HEIC photo"
            )
        }
        if !notes.isEmpty {
            context.note("notes:")
            for line in notes { context.stderr.write("  \(line)\n") }
        }
        if !problems.isEmpty {
            context.note("\(problems.count) not imported:")
            for line in problems { context.stderr.write("  \(line)\n") }
        }
        if report.hasFailures { throw ExitStatus(code: 1) }
    }
}
