import Foundation
import OutdoorArguments
import OutdoorModel

/// `outdoor delete ID...`: removes entries and their photos, after asking on a terminal.
enum DeleteCommand: Command {
    struct Options: CommandOptions {
        let yes = Flag("yes", short: "y", help: "Do not ask before deleting.")
        let journal = CommonOptions.journal
    }

    static let about = CommandAbout(
        path: ["delete"], summary: "Delete entries and their photos (asks first on a terminal).",
        positionals: [
            PositionalSpec(
                "ID", help: "entry ids or unique prefixes of at least 4 characters", variadic: true)
        ],
        discussion: """
            Deleting is the one thing that loses data: on a terminal it lists the entries and asks. When it
            cannot ask (standard input not a terminal, as in a script) it refuses unless --yes is given.
            """,
        examples: [
            Example("delete 1a2b", "asks, then deletes the entry and its photo"),
            Example("delete 1a2b 9f8e --yes", "two entries, without asking"),
        ])

    static func run(_ arguments: Arguments<Options>, context: CommandContext) async throws {
        let store = try JournalLocation.openForWriting(arguments[\.journal], context: context)
        let ids = try EntryLookup.resolveAll(arguments.positionals, store: store)
        let entries = try ids.compactMap { try store.entry(id: $0) }
        var question =
            "delete \(EntryPresenter.count(entries.count, "entry", "entries")) and "
            + "\(entries.count == 1 ? "its photo" : "their photos")?\n"
        if !arguments[\.yes] && isatty(STDIN_FILENO) == 1 {
            for shown in try ListedEntries(context: context).disclose(entries) {
                question += "  \(EntryPresenter.summaryLine(shown.entry, place: shown.place))\n"
            }
        }
        try DeletionConsent.confirm(
            question, verb: "delete", yes: arguments[\.yes], command: arguments.command, context: context)
        for entry in entries {
            try store.delete(id: entry.id)
            context.note("deleted \(entry.shortID) \(entry.title)")
        }
    }
}
