import Foundation
import OutdoorDisclosure
import OutdoorModel

/// `outdoor show ID`: one whole entry.
enum ShowCommand: Command {
    struct Options: CommandOptions {
        let json = Flag("json", help: "Print a JSON object (with several ids, a JSON array).")
        let units = CommonOptions.units
        let journal = CommonOptions.journal
    }

    static let about = CommandAbout(
        path: ["show"], summary: "Show entries in full.",
        positionals: [
            PositionalSpec(
                "ID", help: "entry ids or unique prefixes of at least 4 characters", variadic: true)
        ],
        examples: [
            Example("show 1a2b", "every field, weather with its credit"),
            Example("show 1a2b 9f8e --json", "two entries as a JSON array"),
        ])

    static func run(_ arguments: Arguments<Options>, context: CommandContext) async throws {
        let units = arguments[\.units]
        let store = try EntryLookup.journal(
            for: arguments.positionals[0], journal: arguments[\.journal], context: context)
        let ids = try EntryLookup.resolveAll(arguments.positionals, store: store)
        let entries = try ListedEntries(context: context).disclose(ids.compactMap { try store.entry(id: $0) })
        if arguments[\.json] {
            let value =
                entries.count == 1 && arguments.positionals.count == 1
                ? EntryPresenter.json(entries[0]) : JSONValue.array(entries.map(EntryPresenter.json))
            context.stdout.write(value.rendered() + "\n")
        } else {
            context.stdout.write(
                entries.map { EntryPresenter.details($0, units: units) }.joined(separator: "\n"))
        }
    }
}
