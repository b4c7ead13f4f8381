import Foundation
import OutdoorModel
import OutdoorStore

/// `outdoor trip create NAME [--since DATE --until DATE]`.
enum TripCreateCommand: Command {
    static let spec = CommandSpec(
        path: ["trip", "create"], summary: "Create a trip, optionally of every entry in a date range.",
        usage: ["trip create NAME [--since DATE --until DATE]"],
        options: [
            .value("since", "DATE", help: "Entries at or after DATE belong to the trip."),
            .value(
                "until", "DATE", help: "Entries before DATE (a date includes that day) belong to the trip."),
            JournalLocation.option,
        ],
        positionals: [PositionalSpec("NAME", help: "the trip's name")],
        examples: [
            Example("trip create \"Iceland 2024\"", "an empty trip; add entries with 'outdoor trip add'"),
            Example(
                "trip create \"Basque week\" --since 2024-05-13 --until 2024-05-19",
                "every entry of those days"),
        ])

    static func run(_ arguments: ParsedArguments, context: CommandContext) async throws {
        let since = try DateArgument.since(arguments.value("since"), context: context)
        let until = try DateArgument.until(arguments.value("until"), context: context)
        try DateArgument.checkRange(since: since, until: until)
        let store = try JournalLocation.openForWriting(arguments, context: context)
        let trip = try store.createTrip(
            name: arguments.positionals[0], since: since, until: until, now: context.now())
        context.note(
            "created trip '\(trip.name)' with \(EntryPresenter.count(trip.entryCount, "entry", "entries"))")
    }
}

/// `outdoor trip list`.
enum TripListCommand: Command {
    static let spec = CommandSpec(
        path: ["trip", "list"], summary: "List trips.", usage: ["trip list [--json]"],
        options: [.flag("json", help: "Print a JSON array of trips."), JournalLocation.option],
        examples: [Example("trip list", "every trip with its number of entries")])

    static func run(_ arguments: ParsedArguments, context: CommandContext) async throws {
        let trips = try JournalLocation.openForReading(arguments, context: context)?.trips() ?? []
        if arguments.flag("json") {
            context.stdout.write(JSONValue.array(trips.map(json)).rendered() + "\n")
            return
        }
        if trips.isEmpty {
            context.note("no trips yet; make one with 'outdoor trip create' or 'outdoor import --trip'")
            return
        }
        let width = trips.map { TerminalText.width($0.name) }.max() ?? 0
        var text = ""
        for trip in trips {
            text += TerminalText.padded(trip.name, to: width)
            text += "  \(EntryPresenter.count(trip.entryCount, "entry", "entries"))\n"
        }
        context.stdout.write(text)
    }

    /// A trip as JSON: name, entry count, date range and creation time.
    static func json(_ trip: Trip) -> JSONValue {
        .object([
            ("name", .string(trip.name)), ("entryCount", .integer(trip.entryCount)),
            ("since", .optional(trip.since.map(EntryDateFormat.iso8601UTC))),
            ("until", .optional(trip.until.map(EntryDateFormat.iso8601UTC))),
            ("createdAt", .string(EntryDateFormat.iso8601UTC(trip.createdAt))),
        ])
    }
}

/// `outdoor trip show NAME`.
enum TripShowCommand: Command {
    static let spec = CommandSpec(
        path: ["trip", "show"], summary: "Show a trip's figures, tracks and entries.",
        usage: ["trip show NAME [--units metric|imperial] [--json]"],
        options: [
            .value(
                "units", "UNITS", help: "metric (default) or imperial.",
                choices: UnitSystem.allCases.map(\.rawValue)),
            .flag("json", help: "Print the trip and its entries as a JSON object."),
            JournalLocation.option,
        ],
        positionals: [PositionalSpec("NAME", help: "the trip's name")],
        discussion: """
            A trip's tracks are those imported into it (track import --trip) and those whose time overlaps
            the trip's dates, or, for a trip without dates, the time from its first entry to its last.
            """,
        examples: [
            Example(
                "trip show \"Iceland 2024\"", "dates, distance, temperatures, conditions, tracks and entries"),
            Example("trip show \"Iceland 2024\" --json", "the same for scripts"),
        ])

    static func run(_ arguments: ParsedArguments, context: CommandContext) async throws {
        let units = try arguments.choice("units", UnitSystem.self) ?? .metric
        let (store, trip) = try EntryLookup.storeAndTrip(
            arguments.positionals[0], arguments, context: context)
        let entries = try store.entries(inTrip: trip.name)
        let tracks = try store.tracks(inTrip: trip.name)
        let figures = TripFigures(entries: entries)
        if arguments.flag("json") {
            guard case .object(var members) = TripListCommand.json(trip) else { return }
            members += [
                ("days", .integer(figures.dayCount)),
                ("distanceMetres", .number(figures.distanceMetres.rounded())),
                ("entries", .array(entries.map(EntryPresenter.json))),
                ("tracks", .array(tracks.map(TrackPresenter.json))),
            ]
            context.stdout.write(JSONValue.object(members).rendered() + "\n")
            return
        }
        var text = "\(trip.name)\n"
        if let first = entries.first, let last = entries.last {
            text +=
                "  \(EntryDateFormat.listDate(first.timestamp, in: first.timeZone)) – "
                + "\(EntryDateFormat.listDate(last.timestamp, in: last.timeZone))\n"
        }
        text +=
            "  \(EntryPresenter.count(figures.entryCount, "entry", "entries")) · "
            + "\(EntryPresenter.count(figures.dayCount, "day", "days")) · "
            + "\(TripFigures.formatDistance(figures.distanceMetres, units: units)) travelled\n"
        if let range = figures.temperatureRange {
            text +=
                "  \(units.formatTemperature(celsius: range.lowerBound)) to \(units.formatTemperature(celsius: range.upperBound))"
            text += " · " + figures.conditions.map(\.summary).joined(separator: ", ") + "\n"
            for source in figures.weatherSources { for line in source.attribution { text += "  \(line)\n" } }
        }
        if !tracks.isEmpty {
            let walked = tracks.reduce(0) { $0 + $1.figures.distanceMetres }
            text +=
                "  \(EntryPresenter.count(tracks.count, "track", "tracks")), "
                + "\(TrackPresenter.distance(walked, units: units)) recorded:\n"
            text += TrackPresenter.listLines(tracks, units: units).split(separator: "\n").map {
                "    \($0)\n"
            }.joined()
        }
        text += "\n"
        let columns = TerminalText.columns(of: context.stdout, environment: context.environment)
        text += EntryPresenter.logLines(entries, color: false, columns: columns)
        context.stdout.write(text)
    }
}
