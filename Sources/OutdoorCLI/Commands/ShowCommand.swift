import Foundation
import OutdoorModel

/// `outdoor show ID`: one whole entry.
enum ShowCommand: Command {
    static let spec = CommandSpec(
        path: ["show"], summary: "Show one entry in full.",
        usage: ["show ID [--json] [--units metric|imperial]"],
        options: [
            .flag("json", help: "Print the entry as a JSON object."),
            .value("units", "UNITS", help: "metric (default) or imperial, for the temperature shown."),
            JournalLocation.option,
        ],
        positionals: [
            PositionalSpec("ID", help: "the entry's id or a unique prefix of at least 4 characters")
        ])

    static func run(_ arguments: ParsedArguments, context: CommandContext) async throws {
        let units = try arguments.choice("units", UnitSystem.self) ?? .metric
        let entry = try EntryLookup.entry(arguments.positionals[0], arguments, context: context)
        if arguments.flag("json") {
            context.stdout.write(EntryPresenter.json(entry).rendered() + "\n")
        } else {
            context.stdout.write(EntryPresenter.details(entry, units: units))
        }
    }
}
