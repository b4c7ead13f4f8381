import Foundation
import OutdoorJournal
import OutdoorModel

/// `outdoor import PATH...`: one entry per photo in files and folders, or per entry of the iPhone app's store.
enum ImportCommand: Command {
    struct Options: CommandOptions {
        let trip = Option.text(
            "trip", "NAME", help: "Add the imported entries to this trip (created when missing).")
        let noWeather = CommonOptions.noWeather
        let noRadar = CommonOptions.noRadar
        let place = PlaceOptions(for: .photosWithoutPosition)
        let title = Option.text(
            "title", "RULE",
            help: "Title rule with {place}, {time}, {date}, {file} (default \"{place}, {time}\").")
        let placement = PlacementOptions()
        let dryRun = Flag("dry-run", help: "Only show what would be imported.")
        let update = Flag(
            "update",
            help: "For the app's store: take the app's title, note and photo into entries imported before.")
        let journal = CommonOptions.journal
    }

    /// Photos from files and folders, and the app's store on its own with the options that apply to it.
    static func usage(_ options: Options) -> [[UsageTerm]] {
        [
            [.word("PATH..."), .optional(option: options.trip), .optional(option: options.noWeather)]
                + [.optional(option: options.noRadar)] + options.place.usageTerms
                + [.optional(option: options.title)] + options.placement.usageTerms
                + [.optional(option: options.dryRun)],
            [.word("PATH/default.store"), .optional(option: options.trip), .optional(option: options.dryRun)]
                + [.optional(option: options.update)],
        ]
    }

    static let about = CommandAbout(
        path: ["import"], summary: "Import photos from files and folders, or the iPhone app's journal.",
        positionals: [
            PositionalSpec(
                "PATH", help: "photo files or folders (searched recursively), or the app's default.store",
                variadic: true)
        ],
        discussion: """
            Time and place come from each photo's EXIF; photos without a GPS position are listed, not guessed.
            The same photo (same bytes) is never imported twice. One bad file never stops the rest; the exit
            status is 1 when any photo was not imported. New entry ids are printed on standard output.
            Photos taken less than 2 hours ago freeze RainViewer's radar frame nearest their moment, as
            outdoor add does (not with --no-radar); older ones get none.

            With --gpx, the GPX files are imported as tracks first (as 'outdoor track import' does, into
            --trip too; a file already imported is used as it is), then each photo without a GPS position
            is placed on them by its capture time, interpolated between the two track points around it,
            and its entry says so ("from track Ridge loop"). A capture time with its own offset
            (OffsetTimeOriginal) is used as it is; one without is local time where the track was. A
            camera whose clock was wrong is corrected with --clock-offset (seconds added to its clock;
            with photos from several cameras, name each: --clock-offset "NIKON D5300=+00:01:30", by make
            and model, and serial number when two bodies share a model) or with --sync PHOTO=TIME (a
            photo whose true time you know, such as one of the GPS device's clock: TIME is ISO 8601, or a
            time of day on the photo's date, read in the first track's time zone without an offset).
            Photos farther in time from every track point than --max-gap are listed, not guessed (with
            --lat/--lng they are placed there instead). The photos' bytes are never changed. A --gpx file
            that cannot be read stops the import before any photo is imported.

            The original iPhone app's journal is its SwiftData store, Library/Application Support/default.store
            in the app's container or an extracted device backup (with default.store-wal beside it, and the
            hidden .default_SUPPORT folder for large photos). Give the file, or the folder that holds it: every
            entry is imported with its id, moment, place, title, note, photo and the weather the app froze,
            credited to Apple Weather. The store is read from a temporary copy and never changed. Entries
            already in the journal are not imported again; a row that breaks a rule is reported by its id.

            A .json file is read in this project's own JSON format, for scripts: an array of entries (or an
            object with an "entries" array) with the fields id, timestamp (seconds since 2001-01-01, or ISO 8601
            with an offset), title, lat, lng, weatherSummary, weatherTemp, weatherSymbol, photoData (base64)
            and note; their weather is credited to Apple Weather.
            """,
        examples: [
            Example("import ~/Pictures/Iceland --trip \"Iceland 2024\"", "a folder of photos, as one trip"),
            Example("import ~/Pictures/Iceland --dry-run", "what would be imported, writing nothing"),
            Example(
                "import ~/Pictures/Picos --gpx ridge-loop.gpx --clock-offset +00:02:00",
                "photos without GPS placed on the track, the camera's clock 2 minutes slow"),
            Example("import entries.json", "this project's own JSON format"),
        ])

    static func run(_ arguments: Arguments<Options>, context: CommandContext) async throws {
        if try runAppStore(arguments, context: context) { return }
        if arguments[\.update] {
            throw UsageError(
                "--\(arguments.spec(\.update).name) applies to the iPhone app's store (default.store): photos "
                    + "imported before are found by their bytes and never imported twice",
                command: arguments.command)
        }
        let fallback = try arguments.group(\.place).coordinate(context: context)
        let dryRun = arguments[\.dryRun]
        let plan: WeatherPlan =
            arguments[\.noWeather] || dryRun
            ? .skip : .lookUp(try WeatherSetup.provider(context: context))
        let placement = arguments.group(\.placement)
        let corrections = try placement.corrections(context: context)
        let data = try BundledData(context: context)
        let radarPlan = try RadarSetup.plan(skip: arguments[\.noRadar], context: context)
        var options = PhotoImport.Options(
            trip: arguments[\.trip], weather: plan, defaultCoordinate: fallback, dryRun: dryRun,
            titleTemplate: arguments[\.title] ?? PhotoImport.Options.defaultTitleTemplate,
            radar: { entry in
                let outcome = await RadarSetup.capture(entry, plan: radarPlan, data: data, context: context)
                return (outcome.radar, outcome.image, outcome.notice)
            })
        try PhotoImport.validate(options)
        let journal = try JournalLocation.openForImport(
            arguments[\.journal], dryRun: dryRun, context: context)
        defer { withExtendedLifetime(journal) {} }
        let store = journal.store
        options.geotagging = try await placement.geotagging(
            store: store, data: data, weather: plan, trip: options.trip, dryRun: dryRun,
            corrections: corrections, context: context)
        let capture = EntryCapture(places: data.places, now: context.now)
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
        var placed: [String] = []
        for item in report.items {
            let name = item.label
            switch item.outcome {
            case .added(let entry, let notices):
                added.append(entry)
                if let source = entry.capture.positionSource, source.kind == .track {
                    placed.append(
                        "\(name): \(source.explanation)"
                            + (entry.capture.clockOffset.map {
                                ", clock \(EntryPresenter.clockOffsetText($0))"
                            } ?? ""))
                }
                for notice in notices where !notice.contains("--no-weather") {
                    notes.append("\(name): \(notice)")
                }
            case .duplicate(let of): duplicates.append("\(name) (same photo as \(of))")
            case .noLocation(let reason):
                problems.append(
                    "\(name): no location (\(reason); --lat and --lng place such photos, or --gpx by a track)"
                )
            case .notPlaced(let reason): problems.append("\(name): not placed on the tracks: \(reason)")
            case .failed(let error): problems.append("\(name): \(ErrorText.sentence(error))")
            }
        }
        for (path, reason) in report.unreadablePaths { problems.append("\(path.path): \(reason)") }
        printAdded(added, dryRun: dryRun, context: context)
        let verb = dryRun ? "would import" : "imported"
        // Entries of a JSON export are entries, not photo files.
        let fromExport = report.items.contains { $0.label != $0.file.path }
        var summary =
            "\(verb) "
            + (fromExport
                ? EntryPresenter.count(added.count, "entry", "entries")
                : EntryPresenter.count(added.count, "photo", "photos"))
        if let trip, !added.isEmpty { summary += " into trip '\(trip)'" }
        context.note(summary)
        noteList(
            "\(duplicates.count) already in the journal, not imported again:", duplicates, context: context)
        if !report.skipped.isEmpty {
            let count = report.skipped.count
            context.note(
                "skipped \(count) file\(count == 1 ? " that is" : "s that are") not a JPEG, PNG or HEIC photo"
            )
        }
        noteList("\(placed.count) placed on the tracks:", placed, context: context)
        noteList("notes:", notes, context: context)
        noteList("\(problems.count) not imported:", problems, context: context)
        if report.hasFailures { throw ExitStatus(code: 1) }
    }

    /// The new entries' ids on standard output, one a line; with `--dry-run` their list lines.
    static func printAdded(_ entries: [JournalEntry], dryRun: Bool, context: CommandContext) {
        var out = ""
        for entry in entries {
            out +=
                dryRun
                ? "\(EntryDateFormat.listDate(entry.timestamp, in: entry.timeZone)) \(entry.title)\n"
                : "\(entry.idString)\n"
        }
        context.stdout.write(out)
    }

    /// A note with `lines` indented below it; nothing when there are no lines.
    static func noteList(_ heading: String, _ lines: [String], context: CommandContext) {
        guard !lines.isEmpty else { return }
        context.note(heading)
        for line in lines { context.stderr.write("  \(line)\n") }
    }
}
