import Foundation
import OutdoorArguments
import OutdoorModel
import OutdoorStore

/// `outdoor trip create NAME [--since DATE --until DATE]`.
enum TripCreateCommand: Command {
    struct Options: CommandOptions {
        let range = DateRangeOptions()
        let journal = CommonOptions.journal
    }

    static let about = CommandAbout(
        path: ["trip", "create"], summary: "Create a trip, optionally of every entry in a date range.",
        positionals: [PositionalSpec("NAME", help: "the trip's name", completion: .text)],
        examples: [
            Example("trip create \"Iceland 2024\"", "an empty trip; add entries with 'outdoor trip add'"),
            Example(
                "trip create \"Basque week\" --since 2024-05-13 --until 2024-05-19",
                "every entry of those days"),
        ])

    static func run(_ arguments: Arguments<Options>, context: CommandContext) async throws {
        let (since, until) = try arguments.group(\.range).range()
        let store = try JournalLocation.openForWriting(arguments[\.journal], context: context)
        let trip = try store.createTrip(
            name: arguments.positionals[0], since: since, until: until, now: context.now())
        context.note(
            "created trip '\(trip.name)' with \(EntryPresenter.count(trip.entryCount, "entry", "entries"))")
    }
}

/// `outdoor trip list`.
enum TripListCommand: Command {
    struct Options: CommandOptions {
        let json = Flag("json", help: "Print a JSON array of trips.")
        let journal = CommonOptions.journal
    }

    static let about = CommandAbout(
        path: ["trip", "list"], summary: "List trips.",
        examples: [Example("trip list", "every trip with its number of entries")])

    static func run(_ arguments: Arguments<Options>, context: CommandContext) async throws {
        let trips = try JournalLocation.openForReading(arguments[\.journal], context: context)?.trips() ?? []
        if arguments[\.json] {
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
    struct Options: CommandOptions {
        let units = CommonOptions.units
        let json = Flag("json", help: "Print the trip and its entries as a JSON object.")
        let journal = CommonOptions.journal
    }

    static let about = CommandAbout(
        path: ["trip", "show"], summary: "Show a trip's figures, tracks and entries.",
        positionals: [PositionalSpec("NAME", help: "the trip's name")],
        discussion: """
            A trip's tracks are those imported into it (track import --trip) and those whose time overlaps
            the trip's dates, or, for a trip without dates, the time from its first entry to its last.
            The distance travelled is the one the trip's summary card prints: along its tracks as recorded,
            with straight lines between where none was recorded; without tracks, between its entries.
            """,
        examples: [
            Example(
                "trip show \"Iceland 2024\"", "dates, distance, temperatures, conditions, tracks and entries"),
            Example("trip show \"Iceland 2024\" --json", "the same for scripts"),
        ])

    static func run(_ arguments: Arguments<Options>, context: CommandContext) async throws {
        let units = arguments[\.units]
        let (store, trip) = try EntryLookup.storeAndTrip(
            arguments.positionals[0], journal: arguments[\.journal], context: context)
        let entries = try store.entries(inTrip: trip.name)
        let tracks = try store.tracks(inTrip: trip.name)
        let figures = TripFigures(entries: entries)
        // The one distance every output of the trip prints: along its tracks when it has any.
        let travelled =
            TripRoute.travelledMetres(
                stops: entries, tracks: try TrackLoading.recorded(tracks, store: store))
            ?? figures.distanceMetres
        let shown = try ListedEntries(context: context).disclose(entries)
        if arguments[\.json] {
            guard case .object(var members) = TripListCommand.json(trip) else { return }
            members += [
                ("days", .integer(figures.dayCount)),
                ("distanceMetres", .number(travelled.rounded())),
                ("entries", .array(shown.map(EntryPresenter.json))),
                ("tracks", .array(tracks.map(TrackPresenter.json))),
            ]
            context.stdout.write(JSONValue.object(members).rendered() + "\n")
            return
        }
        var text = "\(trip.name)\n"
        if let first = entries.first, let last = entries.last {
            let from = EntryDateFormat.listDate(first.timestamp, in: first.timeZone)
            let to = EntryDateFormat.listDate(last.timestamp, in: last.timeZone)
            // A trip of one day is that day, not a range from it to itself.
            text += from == to ? "  \(from)\n" : "  \(from) – \(to)\n"
        }
        text +=
            "  \(EntryPresenter.count(figures.entryCount, "entry", "entries")) · "
            + "\(EntryPresenter.count(figures.dayCount, "day", "days")) · "
            + "\(TripFigures.formatDistance(travelled, units: units)) travelled\n"
        if let range = figures.temperatureRange {
            text +=
                "  \(units.formatTemperature(celsius: range.lowerBound)) to \(units.formatTemperature(celsius: range.upperBound))"
            text += " · " + figures.conditions.map(\.summary).joined(separator: ", ") + "\n"
            for line in figures.weatherCredits { text += "  \(line)\n" }
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
        text += EntryPresenter.logLines(shown, color: false, columns: columns)
        context.stdout.write(text)
    }
}
