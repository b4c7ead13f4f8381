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
        positionals: [PositionalSpec("NAME", help: "the trip's name")])

    static func run(_ arguments: ParsedArguments, context: CommandContext) async throws {
        let since = try DateArgument.since(arguments.value("since"), context: context)
        let until = try DateArgument.until(arguments.value("until"), context: context)
        try DateArgument.checkRange(since: since, until: until)
        let store = try JournalLocation.openForWriting(arguments, context: context)
        let trip = try store.createTrip(
            name: arguments.positionals[0], since: since, until: until, now: context.now())
        context.note(
            "created trip '\(trip.name)' with \(trip.entryCount) entr\(trip.entryCount == 1 ? "y" : "ies")")
    }
}

/// `outdoor trip add NAME ID...`.
enum TripAddCommand: Command {
    static let spec = CommandSpec(
        path: ["trip", "add"], summary: "Add entries to a trip by id.", usage: ["trip add NAME ID..."],
        options: [JournalLocation.option],
        positionals: [
            PositionalSpec("NAME", help: "the trip's name"),
            PositionalSpec("ID", help: "entry ids or unique prefixes", variadic: true),
        ])

    static func run(_ arguments: ParsedArguments, context: CommandContext) async throws {
        guard arguments.positionals.count >= 2 else {
            throw UsageError("give the trip's name and at least one entry id", command: spec.displayName)
        }
        guard let store = try JournalLocation.openForReading(arguments, context: context) else {
            throw CommandError("the journal has no entries yet")
        }
        let ids = try arguments.positionals.dropFirst().map { try store.resolve($0) }
        let added = try store.addToTrip(arguments.positionals[0], ids: ids, now: context.now())
        context.note("added \(added) entr\(added == 1 ? "y" : "ies") to '\(arguments.positionals[0])'")
    }
}

/// `outdoor trip list`.
enum TripListCommand: Command {
    static let spec = CommandSpec(
        path: ["trip", "list"], summary: "List trips.", usage: ["trip list"],
        options: [JournalLocation.option])

    static func run(_ arguments: ParsedArguments, context: CommandContext) async throws {
        let trips = try JournalLocation.openForReading(arguments, context: context)?.trips() ?? []
        if trips.isEmpty {
            context.note("no trips yet; make one with 'outdoor trip create' or 'outdoor import --trip'")
            return
        }
        let width = trips.map(\.name.count).max() ?? 0
        var text = ""
        for trip in trips {
            text += trip.name + String(repeating: " ", count: width - trip.name.count)
            text += "  \(trip.entryCount) entr\(trip.entryCount == 1 ? "y" : "ies")\n"
        }
        context.stdout.write(text)
    }
}

/// `outdoor trip show NAME`.
enum TripShowCommand: Command {
    static let spec = CommandSpec(
        path: ["trip", "show"], summary: "Show a trip's figures and entries.",
        usage: ["trip show NAME [--units metric|imperial]"],
        options: [
            .value("units", "UNITS", help: "metric (default) or imperial."),
            JournalLocation.option,
        ],
        positionals: [PositionalSpec("NAME", help: "the trip's name")])

    static func run(_ arguments: ParsedArguments, context: CommandContext) async throws {
        let units = try arguments.choice("units", UnitSystem.self) ?? .metric
        guard let store = try JournalLocation.openForReading(arguments, context: context) else {
            throw JournalStoreError.tripNotFound(arguments.positionals[0])
        }
        let trip = try store.trip(named: arguments.positionals[0])
        let entries = try store.entries(inTrip: trip.name)
        let figures = TripFigures(entries: entries)
        var text = "\(trip.name)\n"
        if let first = entries.first, let last = entries.last {
            text +=
                "  \(EntryDateFormat.listDate(first.timestamp, in: first.timeZone)) – "
                + "\(EntryDateFormat.listDate(last.timestamp, in: last.timeZone))\n"
        }
        text +=
            "  \(figures.entryCount) entries · \(figures.dayCount) day\(figures.dayCount == 1 ? "" : "s") · "
            + "\(TripFigures.formatDistance(figures.distanceMetres, units: units)) travelled\n"
        if let range = figures.temperatureRange {
            text +=
                "  \(units.formatTemperature(celsius: range.lowerBound)) to \(units.formatTemperature(celsius: range.upperBound))"
            text += " · " + figures.conditions.map(\.summary).joined(separator: ", ") + "\n"
            for source in figures.weatherSources { for line in source.attribution { text += "  \(line)\n" } }
        }
        text += "\n"
        let width = min(40, entries.map(\.title.count).max() ?? 0)
        for entry in entries { text += EntryPresenter.logLine(entry, titleWidth: width, color: false) + "\n" }
        context.stdout.write(text)
    }
}

/// `outdoor trip delete NAME`.
enum TripDeleteCommand: Command {
    static let spec = CommandSpec(
        path: ["trip", "delete"], summary: "Delete a trip (its entries stay in the journal).",
        usage: ["trip delete NAME"], options: [JournalLocation.option],
        positionals: [PositionalSpec("NAME", help: "the trip's name")])

    static func run(_ arguments: ParsedArguments, context: CommandContext) async throws {
        guard let store = try JournalLocation.openForReading(arguments, context: context) else {
            throw JournalStoreError.tripNotFound(arguments.positionals[0])
        }
        try store.deleteTrip(arguments.positionals[0])
        context.note("deleted trip '\(arguments.positionals[0])'; its entries are still in the journal")
    }
}
