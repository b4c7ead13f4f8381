import Foundation
import OutdoorArguments
import OutdoorJournal
import OutdoorModel

/// `outdoor import PATH...`: one entry per photo in files and folders, or per entry of the iPhone app's store.
enum ImportCommand: Command {
    struct Options: CommandOptions {
        let trip = Option.text(
            "trip", "NAME", help: "Add the imported entries to this trip (created when missing).",
            completion: .trip)
        let noWeather = CommonOptions.noWeather
        let noRadar = CommonOptions.noRadar
        let place = PlaceOptions(for: .photosWithoutPosition)
        let at = Option.captureTime(
            "at", help: "Date photos that carry no capture time at TIME (ISO 8601, or \"yesterday 18:30\").")
        let timeFrom = Option.choice(
            "time-from", "SOURCE", of: CommonOptions.UndatedSource.self,
            help: "file-mtime: date photos that carry no capture time by their file's modification time.")
        let title = Option.text(
            "title", "RULE",
            help:
                "Title rule with {day}, {time}, {date}, {place}, {file} (default \"{day}, {time}\": no place in a title)."
        )
        let placement = PlacementOptions()
        let dryRun = Flag("dry-run", help: "Only show what would be imported.")
        let verbose = Flag(
            "verbose", help: "Show each pass's progress and every note about each photo, not only a summary.")
        let update = Flag(
            "update",
            help: "For the app's store: take the app's title, note and photo into entries imported before.")
        let journal = CommonOptions.journal
    }

    /// Photos from files and folders, and the app's store on its own with the options that apply to it.
    static func usage(_ options: Options) -> [[UsageTerm]] {
        var photos: [UsageTerm] = [
            .word("PATH..."), .optional(option: options.trip), .optional(option: options.noWeather),
            .optional(option: options.noRadar),
        ]
        photos += options.place.usageTerms
        let undated: UsageTerm = .optional([
            .oneOf([[.option(options.at.spec)], [.option(options.timeFrom.spec)]])
        ])
        photos += [undated, .optional(option: options.title)] + options.placement.usageTerms
        photos.append(.optional(option: options.dryRun))
        photos.append(.optional(option: options.verbose))
        let store: [UsageTerm] = [
            .word("PATH/default.store"), .optional(option: options.trip), .optional(option: options.dryRun),
            .optional(option: options.update),
        ]
        return [photos, store]
    }

    static let about = CommandAbout(
        path: ["import"], summary: "Import photos from files and folders, or the iPhone app's journal.",
        positionals: [
            PositionalSpec(
                "PATH", help: "photo files or folders (searched recursively), or the app's default.store",
                variadic: true)
        ],
        discussion: """
            Time and place come from each photo's EXIF; photos without a GPS position or without a capture time
            are listed, not guessed: --lat/--lng place the first, --at or --time-from file-mtime date the second
            (the source of each entry's time is kept: outdoor show says it).
            The same photo (same bytes) is never imported twice. One bad file never stops the rest; the exit
            status is 1 when any photo was not imported. Each new entry is a line on standard output: its id, its
            file and its title; every other photo is a line on standard error saying why, and a summary ends
            the run (--verbose adds progress and each photo's notes).
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
            \(EntryText.limitsHelp)
            """,
        examples: [
            Example("import ~/Pictures/Iceland --trip \"Iceland 2024\"", "a folder of photos, as one trip"),
            Example("import ~/Pictures/Iceland --dry-run", "what would be imported, writing nothing"),
            Example(
                "import ~/scans --time-from file-mtime --lat 64.15 --lng -21.94",
                "photos without EXIF, dated by their files and placed by hand"),
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
        let undated = try undatedRule(arguments, context: context)
        let dryRun = arguments[\.dryRun]
        let verbose = arguments[\.verbose]
        let plan: WeatherPlan =
            arguments[\.noWeather] || dryRun
            ? .skip : .lookUp(try WeatherSetup.provider(context: context))
        let placement = arguments.group(\.placement)
        let corrections = try placement.corrections(context: context)
        let data = try BundledData(context: context)
        let radarPlan = try RadarSetup.plan(skip: arguments[\.noRadar], context: context)
        var options = PhotoImport.Options(
            trip: arguments[\.trip], weather: plan, defaultCoordinate: fallback, undated: undated,
            dryRun: dryRun,
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
        // Progress is for someone watching: a line that updates on a terminal, or with --verbose.
        let showProgress = verbose || context.stderr.isTerminal
        var progress: ProgressLine?
        let report = try await importer.run(
            arguments.positionals.map { context.resolvePath($0) }, options: options,
            phase: { phase, count in
                guard showProgress else { return }
                progress?.finish()
                // On a terminal each pass's line goes when it is done: what stays is one line a photo.
                progress = ProgressLine(
                    channel: context.stderr, total: count, label: phase.rawValue, clearsWhenDone: !verbose)
            },
            progress: { file, detail in progress?.advance("\(file.lastPathComponent): \(detail)") })
        progress?.finish()
        try ImportReportPrinter(
            dryRun: dryRun, trip: options.trip, verbose: verbose, context: context
        ).print(report)
    }

    /// How photos without a capture time are dated: `--at`, `--time-from`, or not at all.
    private static func undatedRule(_ arguments: Arguments<Options>, context: CommandContext) throws
        -> PhotoImport.UndatedPhotos
    {
        let at = arguments[\.at]
        if at != nil, arguments[\.timeFrom] != nil {
            throw UsageError(
                "--\(arguments.spec(\.at).name) and --\(arguments.spec(\.timeFrom).name) both say how to date "
                    + "photos without a capture time: give one", command: arguments.command)
        }
        if let at {
            if let echo = at.echo { context.note(echo) }
            return .given(at.time ?? .instant(context.now()))
        }
        return arguments[\.timeFrom] == .fileMtime ? .fileModified : .refuse
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
        for line in lines { context.stderr.write("  \(TerminalText.safe(line))\n") }
    }
}
