import Foundation
import OutdoorArguments
import OutdoorModel
import OutdoorStore

/// `outdoor trip add NAME ID...`.
enum TripAddCommand: Command {
    typealias Options = JournalOnlyOptions

    static let about = CommandAbout(
        path: ["trip", "add"], summary: "Add entries to a trip by id.",
        positionals: [
            PositionalSpec("NAME", help: "the trip's name"),
            PositionalSpec("ID", help: "entry ids or unique prefixes", variadic: true),
        ],
        examples: [Example("trip add \"Iceland 2024\" 1a2b 9f8e", "two entries into the trip")])

    static func run(_ arguments: Arguments<Options>, context: CommandContext) async throws {
        guard arguments.positionals.count >= 2 else {
            throw UsageError("give the trip's name and at least one entry id", command: arguments.command)
        }
        guard let store = try JournalLocation.openForReading(arguments[\.journal], context: context) else {
            throw CommandError("the journal has no entries yet")
        }
        let name = arguments.positionals[0]
        let ids = try EntryLookup.resolveAll(Array(arguments.positionals.dropFirst()), store: store)
        let trip = try EntryLookup.trip(name, store: store)
        let added = try store.addToTrip(trip.name, ids: ids, now: context.now())
        let already = ids.count - added
        var note = "added \(EntryPresenter.count(added, "entry", "entries")) to '\(trip.name)'"
        if already > 0 { note += "; \(already) \(already == 1 ? "was" : "were") in it already" }
        context.note(note)
    }
}

/// `outdoor trip remove NAME ID...`.
enum TripRemoveCommand: Command {
    typealias Options = JournalOnlyOptions

    static let about = CommandAbout(
        path: ["trip", "remove"], summary: "Take entries out of a trip (they stay in the journal).",
        positionals: [
            PositionalSpec("NAME", help: "the trip's name"),
            PositionalSpec("ID", help: "entry ids or unique prefixes", variadic: true),
        ],
        examples: [Example("trip remove \"Iceland 2024\" 1a2b", "the entry leaves the trip, not the journal")]
    )

    static func run(_ arguments: Arguments<Options>, context: CommandContext) async throws {
        guard arguments.positionals.count >= 2 else {
            throw UsageError("give the trip's name and at least one entry id", command: arguments.command)
        }
        let (store, trip) = try EntryLookup.storeAndTrip(
            arguments.positionals[0], journal: arguments[\.journal], context: context)
        let ids = try EntryLookup.resolveAll(Array(arguments.positionals.dropFirst()), store: store)
        let removed = try store.removeFromTrip(trip.name, ids: ids)
        let absent = ids.count - removed
        var note = "removed \(EntryPresenter.count(removed, "entry", "entries")) from '\(trip.name)'"
        if absent > 0 { note += "; \(absent) \(absent == 1 ? "was" : "were") not in it" }
        context.note(note + "; they are still in the journal")
    }
}

/// `outdoor trip rename NAME NEW-NAME`.
enum TripRenameCommand: Command {
    typealias Options = JournalOnlyOptions

    static let about = CommandAbout(
        path: ["trip", "rename"], summary: "Rename a trip.",
        positionals: [
            PositionalSpec("NAME", help: "the trip's name"), PositionalSpec("NEW-NAME", help: "its new name"),
        ],
        examples: [Example("trip rename \"Iceland 2024\" \"Iceland, July 2024\"", "a clearer name")])

    static func run(_ arguments: Arguments<Options>, context: CommandContext) async throws {
        let (store, found) = try EntryLookup.storeAndTrip(
            arguments.positionals[0], journal: arguments[\.journal], context: context)
        let old = found.name
        let trip = try store.renameTrip(old, to: arguments.positionals[1])
        context.note("renamed trip '\(old)' to '\(trip.name)'")
    }
}

/// `outdoor trip delete NAME`.
enum TripDeleteCommand: Command {
    struct Options: CommandOptions {
        let yes = Flag("yes", short: "y", help: "Do not ask before deleting.")
        let journal = CommonOptions.journal
    }

    static let about = CommandAbout(
        path: ["trip", "delete"],
        summary: "Delete a trip (its entries stay in the journal; asks first on a terminal).",
        positionals: [PositionalSpec("NAME", help: "the trip's name")],
        discussion: "When it cannot ask (standard input not a terminal) it refuses unless --yes is given.",
        examples: [
            Example("trip delete \"Iceland 2024\"", "asks; the trip goes, its entries stay"),
            Example("trip delete \"Iceland 2024\" --yes", "without asking"),
        ])

    static func run(_ arguments: Arguments<Options>, context: CommandContext) async throws {
        let (store, trip) = try EntryLookup.storeAndTrip(
            arguments.positionals[0], journal: arguments[\.journal], context: context)
        try DeletionConsent.confirm(
            "delete trip '\(trip.name)' (its entries stay)?\n", verb: "delete", yes: arguments[\.yes],
            command: arguments.command, context: context)
        try store.deleteTrip(trip.name)
        context.note("deleted trip '\(trip.name)'; its entries are still in the journal")
    }
}

/// The options of a command that takes only `--journal`.
struct JournalOnlyOptions: CommandOptions {
    let journal = CommonOptions.journal
}
