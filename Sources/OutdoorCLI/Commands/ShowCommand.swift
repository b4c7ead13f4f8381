import Foundation
import OutdoorArguments
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
        let saved = try ids.compactMap { try store.entry(id: $0) }
        let entries = try ListedEntries(context: context).disclose(saved)
        let tracks = try saved.map { try store.tracks(for: $0) }
        if arguments[\.json] {
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
