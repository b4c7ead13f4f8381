import Foundation
import OutdoorModel

/// `outdoor log`: the entries, newest first, and the ways to find one.
enum LogCommand: Command {
    static let spec = CommandSpec(
        path: ["log"], summary: "List entries, newest first; find them by text, trip, place or date.",
        usage: [
            "log [-n N] [--search TEXT] [--trip NAME] [--near PLACE|LAT,LNG [--within KM]]",
            "    [--since DATE] [--until DATE] [--json]",
        ],
        options: [
            .value("max-count", "N", short: "n", help: "Show only the N newest entries that match."),
            .value(
                "search", "TEXT",
                help: "Only entries whose title, note or place contains TEXT (any case or accent)."),
            .value("trip", "NAME", help: "Only the entries of this trip."),
            .value(
                "near", "PLACE", help: "Only entries near a place (\"Bilbao\") or a point (\"43.26, -2.93\")."
            ),
            .value("within", "KM", help: "How near --near means, in kilometres (default 25)."),
            .value(
                "since", "DATE",
                help:
                    "Only entries at or after DATE (ISO 8601, \"yesterday\", \"3 days ago\"; a date starts that day)."
            ),
            .value("until", "DATE", help: "Only entries before DATE (a date includes that whole day)."),
            .flag("json", help: "Print a JSON array of entries (no photo bytes; weatherTemp in °C)."),
            JournalLocation.option,
        ],
        discussion: """
            Each line is "YYYY MMM DD title" in the entry's local time, then its short id and place. On a
            terminal long titles and lines are cut to its width; piped, every title is whole.
            Dates without an offset are read in the machine's time zone (TZ). Place names come from the
            bundled data: GeoNames places (500 people or more, and seats of government), countries and
            regions from Natural Earth's areas.
            """,
        examples: [
            Example("log -n 5", "the five newest entries"),
            Example("log --search pancakes", "entries whose title, note or place mentions pancakes"),
            Example("log --near Bilbao --within 50", "entries within 50 km of Bilbao"),
            Example("log --trip \"Iceland 2024\" --json", "a trip's entries as JSON"),
        ])

    static func run(_ arguments: ParsedArguments, context: CommandContext) async throws {
        let since = try DateArgument.since(arguments.value("since"), context: context)
        let until = try DateArgument.until(arguments.value("until"), context: context)
        try DateArgument.checkRange(since: since, until: until)
        let limit = try arguments.integer("max-count", in: 0...1_000_000)
        let within = try arguments.double("within") ?? 25
        guard within > 0, within <= 20_040 else {
            throw UsageError(
                "--within needs a distance in kilometres above 0, not '\(within)'", command: spec.displayName)
        }
        if arguments.value("within") != nil && arguments.value("near") == nil {
            throw UsageError("--within needs --near PLACE or --near LAT,LNG", command: spec.displayName)
        }
        let store = try JournalLocation.openForReading(arguments, context: context)
        var entries: [JournalEntry]
        if let trip = arguments.value("trip") {
            guard let store else {
                throw CommandError("no trip named '\(trip)': the journal has no entries yet")
            }
            let name = try EntryLookup.trip(trip, store: store).name
            entries = try store.entries(inTrip: name).reversed().filter { entry in
                (since.map { entry.timestamp >= $0 } ?? true) && (until.map { entry.timestamp < $0 } ?? true)
            }
        } else {
            entries = try store?.entries(since: since, until: until) ?? []
        }
        if let text = arguments.value("search") {
            entries = entries.filter { EntryFilter.matches($0, search: text) }
        }
        if let near = arguments.value("near") {
            let center = EntryFilter.center(near)
            if case .coordinate(let point) = center {
                context.note("--near read as \(point.hemisphereText(decimals: 5)), within \(within) km")
            }
            entries = try EntryFilter.near(entries, center: center, kilometres: within) {
                try BundledData(context: context).database
            }
        }
        if let limit { entries = Array(entries.prefix(limit)) }
        if arguments.flag("json") {
            context.stdout.write(JSONValue.array(entries.map(EntryPresenter.json)).rendered() + "\n")
            return
        }
        if entries.isEmpty {
            let filtered = ["since", "until", "search", "trip", "near", "max-count"].contains {
                arguments.value($0) != nil
            }
            context.note(filtered ? "no entries match" : "no entries; add one with 'outdoor add'")
            return
        }
        let columns = TerminalText.columns(of: context.stdout, environment: context.environment)
        context.stdout.write(EntryPresenter.logLines(entries, color: context.colorOnStdout, columns: columns))
    }
}
