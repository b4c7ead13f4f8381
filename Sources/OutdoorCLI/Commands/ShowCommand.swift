import Foundation
import OutdoorModel

/// `outdoor show ID`: one whole entry.
enum ShowCommand: Command {
    static let spec = CommandSpec(
        path: ["show"], summary: "Show entries in full.",
        usage: ["show ID... [--json] [--units metric|imperial]"],
        options: [
            .flag("json", help: "Print a JSON object (with several ids, a JSON array)."),
            .value(
                "units", "UNITS", help: "metric (default) or imperial, for the temperature shown.",
                choices: UnitSystem.allCases.map(\.rawValue)),
            JournalLocation.option,
        ],
        positionals: [
            PositionalSpec(
                "ID", help: "entry ids or unique prefixes of at least 4 characters", variadic: true)
        ],
        examples: [
            Example("show 1a2b", "every field, weather with its credit"),
            Example("show 1a2b 9f8e --json", "two entries as a JSON array"),
        ])

    static func run(_ arguments: ParsedArguments, context: CommandContext) async throws {
        let units = try arguments.choice("units", UnitSystem.self) ?? .metric
        let store = try EntryLookup.journal(for: arguments.positionals[0], arguments, context: context)
        let ids = try EntryLookup.resolveAll(arguments.positionals, store: store)
        let entries = try ids.compactMap { try store.entry(id: $0) }
        if arguments.flag("json") {
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
