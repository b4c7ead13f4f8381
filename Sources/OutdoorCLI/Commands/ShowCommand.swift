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
        let tracks = try entries.map { try store.tracks(for: $0) }
        if arguments.flag("json") {
            let objects = zip(entries, tracks).map { entry, tracks -> JSONValue in
                guard case .object(var members) = EntryPresenter.json(entry) else { return .null }
                members.append(("tracks", .array(tracks.map(TrackPresenter.reference))))
                return .object(members)
            }
            let value =
                objects.count == 1 && arguments.positionals.count == 1 ? objects[0] : JSONValue.array(objects)
            context.stdout.write(value.rendered() + "\n")
        } else {
            let texts = zip(entries, tracks).map { entry, tracks -> String in
                var text = EntryPresenter.details(entry, units: units)
                for (index, track) in tracks.enumerated() {
                    text +=
                        "  \(index == 0 ? "tracks    " : "          ")\(TrackPresenter.summaryLine(track, units: units))\n"
                }
                return text
            }
            context.stdout.write(texts.joined(separator: "\n"))
        }
    }
}
