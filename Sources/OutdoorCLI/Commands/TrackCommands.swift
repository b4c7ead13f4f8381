import Foundation
import OutdoorArguments
import OutdoorJournal
import OutdoorModel
import OutdoorStore

/// `outdoor track import FILE... [--trip NAME] [--name TEXT] [--no-weather] [--dry-run]`.
enum TrackImportCommand: Command {
    struct Options: CommandOptions {
        let trip = Option.text(
            "trip", "NAME", help: "Import the tracks into this trip (created when missing).",
            completion: .trip)
        let name = Option.nonBlankText(
            "name", "TEXT", help: "Call the track TEXT instead of the name in the file (one FILE).")
        let noWeather = Flag(
            "no-weather", help: "Do not look up the weather at the track's start (its cards show none).")
        let dryRun = Flag("dry-run", help: "Only read the files and show what would be imported.")
        let journal = CommonOptions.journal
    }

    static let about = CommandAbout(
        path: ["track", "import"], summary: "Import recorded tracks from GPX files (.gpx, .gpx.gz).",
        positionals: [
            PositionalSpec("FILE", help: "GPX 1.0 or 1.1 files, plain or gzip-compressed", variadic: true)
        ],
        discussion: """
            Each file becomes one track: its tracks' segments and its routes in file order, and its waypoints,
            frozen in the journal as recorded, with their figures and the weather at the start (Open-Meteo,
            looked up for the first point with a time; --no-weather skips it). The track's name is the file's
            own (its metadata, else its first track's), else the file's name. Extensions (Garmin's
            TrackPointExtension and others) are skipped. TCX, FIT and KML files are not read: convert them with
            gpsbabel. A file that is malformed, not GPX, declares a DTD, holds more than 256 MB of XML or 2
            million points, or has a point off the globe, a height beyond -20 to 100 km or a time before
            1980 or more than a day ahead is refused whole, naming the line. Cleaning: Garmin's "clock
            unknown" time (1901-12-13T20:45:52Z) is no time; a point at 0° 0° and a point repeating the one
            before are dropped; time going backwards splits the segment; heights that are all 0 m are none.
            A track whose points have no times is dated by the time its file gives (metadata/time), to the
            day only: no weather is looked up for it and no trip or entry joins it by time; without such a
            time it is undated (never dated by its import). The same points are never imported twice. New
            track ids are printed on standard output; the exit status is 1 when any file was not imported.

            Figures: distance on the WGS 84 ellipsoid (Vincenty); moving time over stretches of at least
            20 s that moved at 1 km/h or more; ascent and descent counting rises and drops of 5 m or more from
            the last turning point; nothing is counted across the gap between two segments.
            """,
        examples: [
            Example("track import ridge-loop.gpx", "one track, its name from the file"),
            Example(
                "track import day1.gpx day2.gpx.gz --trip \"Picos 2024\"",
                "two tracks into a trip (made when missing)"),
            Example("track import watch.gpx --name \"Ridge loop\" --no-weather", "named, without weather"),
        ])

    static func run(_ arguments: Arguments<Options>, context: CommandContext) async throws {
        guard !arguments.positionals.isEmpty else {
            throw UsageError("give at least one GPX file", command: arguments.command)
        }
        if arguments.given(\.name) && arguments.positionals.count > 1 {
            throw UsageError(
                "--\(arguments.spec(\.name).name) names one track: give one FILE with it",
                command: arguments.command)
        }
        let dryRun = arguments[\.dryRun]
        let plan: WeatherPlan =
            arguments[\.noWeather] || dryRun
            ? .skip : .lookUp(try WeatherSetup.provider(context: context))
        let data = try BundledData(context: context)
        let journal = try JournalLocation.openForImport(
            arguments[\.journal], dryRun: dryRun, context: context)
        defer { withExtendedLifetime(journal) {} }
        let importer = TrackImport(store: journal.store, places: data.places, now: context.now)
        let options = TrackImport.Options(
            trip: arguments[\.trip], name: arguments[\.name], weather: plan, dryRun: dryRun)
        let items = try await importer.run(
            arguments.positionals.map { context.resolvePath($0) }, options: options)
        try report(items, dryRun: dryRun, trip: options.trip, context: context)
    }

    /// New ids on standard output, a line per track and the failures on standard error.
    static func report(_ items: [TrackImport.Item], dryRun: Bool, trip: String?, context: CommandContext)
        throws
    {
        var out = ""
        var added = 0
        var failures: [String] = []
        for item in items {
            switch item.outcome {
            case .added(let track, _, let notes):
                added += 1
                out += dryRun ? "\(TrackPresenter.summaryLine(track))\n" : "\(track.idString)\n"
                if !dryRun { context.note(TrackPresenter.summaryLine(track)) }
                for note in notes { context.stderr.write("  \(TerminalText.safe(note))\n") }
            case .duplicate(let track, _):
                context.note(
                    "\(item.file.lastPathComponent): already in the journal as track '\(TerminalText.safe(track.name))' "
                        + "(\(track.shortID)); not imported again")
            case .failed(let error):
                failures.append(TerminalText.safe(ErrorText.sentence(error)))
            }
        }
        context.stdout.write(out)
        var summary =
            "\(dryRun ? "would import" : "imported") \(EntryPresenter.count(added, "track", "tracks"))"
        if let trip, added > 0 { summary += " into trip '\(trip)'" }
        context.note(summary)
        ImportCommand.noteList("\(failures.count) not imported:", failures, context: context)
        if !failures.isEmpty { throw ExitStatus(code: 1) }
    }
}

/// `outdoor track list [--json]`.
enum TrackListCommand: Command {
    struct Options: CommandOptions {
        let units = CommonOptions.units
        let json = Flag("json", help: "Print a JSON array of tracks (metres, seconds, times in UTC).")
        let journal = CommonOptions.journal
    }

    static let about = CommandAbout(
        path: ["track", "list"], summary: "List tracks, newest first, with their figures.",
        examples: [Example("track list", "date, name, id, distance, moving time and climb of every track")])

    static func run(_ arguments: Arguments<Options>, context: CommandContext) async throws {
        let units = arguments[\.units]
        let tracks =
            try JournalLocation.openForReading(arguments[\.journal], context: context)?.tracks() ?? []
        if arguments[\.json] {
            context.stdout.write(JSONValue.array(tracks.map(TrackPresenter.json)).rendered() + "\n")
            return
        }
        if tracks.isEmpty {
            context.note("no tracks yet; import GPX files with 'outdoor track import'")
            return
        }
        context.stdout.write(TrackPresenter.listLines(tracks, units: units))
    }
}

/// `outdoor track show NAME|ID [--json]`.
enum TrackShowCommand: Command {
    struct Options: CommandOptions {
        let units = CommonOptions.units
        let json = Flag("json", help: "Print the track, its waypoints and its entries' ids as a JSON object.")
        let journal = CommonOptions.journal
    }

    static let about = CommandAbout(
        path: ["track", "show"],
        summary: "Show a track's figures, start weather and the entries within its time.",
        positionals: [PositionalSpec("NAME|ID", help: "the track's name (any case), id or id prefix")],
        discussion: """
            An entry belongs to a track when its moment falls within the track's time (first to last point).
            """,
        examples: [
            Example("track show \"Ridge loop\"", "figures, weather at the start and entries"),
            Example("track show 4f2a --json", "the same for scripts"),
        ])

    static func run(_ arguments: Arguments<Options>, context: CommandContext) async throws {
        let units = arguments[\.units]
        let (store, track) = try TrackLookup.storeAndTrack(
            arguments.positionals[0], journal: arguments[\.journal], context: context)
        let entries = try store.entries(duringTrack: track)
        let waypoints = try store.trackRecording(id: track.id).waypoints
        if arguments[\.json] {
            guard case .object(var members) = TrackPresenter.json(track) else { return }
            members += [
                (
                    "waypoints",
                    .array(
                        waypoints.map {
                            .object([("name", .optional($0.name)), ("point", TrackPresenter.json($0.point))])
                        })
                ),
                ("entries", .array(entries.map { .string($0.idString) })),
            ]
            context.stdout.write(JSONValue.object(members).rendered() + "\n")
            return
        }
        context.stdout.write(
            TrackPresenter.details(
                track, entries: try ListedEntries(context: context).disclose(entries), waypoints: waypoints,
                units: units))
    }
}

/// `outdoor track rename NAME|ID NEW-NAME`.
enum TrackRenameCommand: Command {
    typealias Options = JournalOnlyOptions

    static let about = CommandAbout(
        path: ["track", "rename"], summary: "Rename a track (its points stay as recorded).",
        positionals: [
            PositionalSpec("NAME|ID", help: "the track's name, id or id prefix"),
            PositionalSpec("NEW-NAME", help: "its new name"),
        ],
        examples: [Example("track rename \"ACTIVE LOG\" \"Ridge loop\"", "a clearer name")])

    static func run(_ arguments: Arguments<Options>, context: CommandContext) async throws {
        guard arguments.positionals.count == 2 else {
            throw UsageError("give the track and its new name", command: arguments.command)
        }
        let (store, track) = try TrackLookup.storeAndTrack(
            arguments.positionals[0], journal: arguments[\.journal], context: context)
        let renamed = try store.renameTrack(id: track.id, to: arguments.positionals[1], now: context.now())
        context.note(
            "renamed track '\(TerminalText.safe(track.name))' to '\(TerminalText.safe(renamed.name))'")
    }
}

/// `outdoor track delete NAME|ID... [--yes]`.
enum TrackDeleteCommand: Command {
    struct Options: CommandOptions {
        let yes = Flag("yes", short: "y", help: "Do not ask before deleting.")
        let journal = CommonOptions.journal
    }

    static let about = CommandAbout(
        path: ["track", "delete"], summary: "Delete tracks (asks first on a terminal).",
        positionals: [PositionalSpec("NAME|ID", help: "tracks' names, ids or id prefixes", variadic: true)],
        discussion: """
            The track's points go with it. Entries placed from it keep their position and say which track
            it came from. When it cannot ask (standard input not a terminal) it refuses unless --yes is given.
            """,
        examples: [
            Example("track delete \"Ridge loop\"", "asks, then deletes the track"),
            Example("track delete \"Ridge loop\" --yes", "without asking"),
        ])

    static func run(_ arguments: Arguments<Options>, context: CommandContext) async throws {
        guard !arguments.positionals.isEmpty else {
            throw UsageError("give at least one track", command: arguments.command)
        }
        let store = try JournalLocation.openForWriting(arguments[\.journal], context: context)
        var tracks: [Track] = []
        for text in arguments.positionals {
            let id = try TrackLookup.resolve(text, store: store)
            if let track = try store.track(id: id), !tracks.contains(where: { $0.id == id }) {
                tracks.append(track)
            }
        }
        var question = "delete \(EntryPresenter.count(tracks.count, "track", "tracks"))?\n"
        for track in tracks { question += "  \(TrackPresenter.summaryLine(track))\n" }
        try DeletionConsent.confirm(
            question, verb: "delete", yes: arguments[\.yes], command: arguments.command, context: context)
        for track in tracks {
            try store.deleteTrack(id: track.id)
            context.note("deleted track \(track.shortID) \(TerminalText.safe(track.name))")
        }
    }
}

/// Finds the track a name or id argument names.
enum TrackLookup {
    /// The journal opened for reading and the track `text` names.
    static func storeAndTrack(_ text: String, journal path: String?, context: CommandContext) throws
        -> (JournalStore, Track)
    {
        guard let store = try JournalLocation.openForReading(path, context: context) else {
            throw JournalStoreError.trackNotFound(text)
        }
        let id = try resolve(text, store: store)
        guard let track = try store.track(id: id) else { throw JournalStoreError.trackNotFound(text) }
        return (store, track)
    }

    /// The id of the track `text` names; an unknown name gets a did-you-mean from the tracks there are.
    static func resolve(_ text: String, store: JournalStore) throws -> UUID {
        do {
            return try store.resolveTrack(text)
        } catch JournalStoreError.trackNotFound {
            let typed = text.trimmingWhitespace()
            let names = Array(Set(try store.tracks().map(\.name)))
            var message = "no track named or with id '\(TerminalText.safe(typed))'"
            let containing = names.filter { $0.range(of: typed, options: [.caseInsensitive]) != nil }
            if let suggestion = Suggestions.closest(to: typed, in: names)
                ?? (containing.count == 1 && typed.count >= 3 ? containing[0] : nil)
            {
                message += "; did you mean '\(TerminalText.safe(suggestion))'?"
            }
            throw CommandError(message + " (see 'outdoor track list')")
        }
    }
}
