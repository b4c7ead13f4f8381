import Foundation
import OutdoorJournal
import OutdoorModel

/// `outdoor edit ID`: changes an entry's title, note or photo; its moment stays frozen.
enum EditCommand: Command {
    /// Options that would change the frozen moment, each with the reason it is refused.
    static let frozen: [(String, String)] = [
        ("at", "the time"), ("timestamp", "the time"), ("lat", "the location"), ("lng", "the location"),
        ("weather-temp", "the weather"), ("weather-code", "the weather"), ("weather", "the weather"),
    ]

    static let spec = CommandSpec(
        path: ["edit"], summary: "Change an entry's title, note or photo (its moment stays frozen).",
        usage: ["edit ID [--title TEXT] [--note TEXT] [--photo FILE]"],
        options: [
            .value("title", "TEXT", help: "A new title."),
            .value("note", "TEXT", help: "A new note (an empty text removes the note)."),
            .value("photo", "FILE", help: "A new photo (JPEG, PNG or HEIC), stored byte for byte."),
            JournalLocation.option,
        ]
            + frozen.map {
                OptionSpec.value($0.0, "VALUE", help: "Refused: \($0.1) of an entry is frozen once saved.")
            },
        positionals: [
            PositionalSpec("ID", help: "the entry's id or a unique prefix of at least 4 characters")
        ],
        discussion: """
            An entry freezes one moment: its time, location and weather are kept as they were when it was
            saved and cannot be edited. To record a different moment, add a new entry (and delete this one).
            \(EntryText.limitsHelp)
            """,
        examples: [
            Example("edit 1a2b --title \"Evening walk\"", "a new title; the moment stays as it was"),
            Example("edit 1a2b --note \"Cold wind on the ridge\"", "a note"),
        ])

    static func run(_ arguments: ParsedArguments, context: CommandContext) async throws {
        for (option, what) in frozen where arguments.value(option) != nil {
            throw CommandError(
                "--\(option) is refused: \(what) of an entry is frozen once saved, because an entry records "
                    + "the moment it was taken. Add a new entry for a different moment.")
        }
        let title = try arguments.value("title").map { try EntryText.validatedTitle($0) }
        let note: String?? = try arguments.value("note").map { try EntryText.validatedNote($0) }
        var photo: (PhotoInfo, Data)?
        if let path = arguments.value("photo") {
            let input = try PhotoFile.read(path, context: context)
            photo = (try EntryCapture.inspect(input).0, input.data)
        }
        guard title != nil || note != nil || photo != nil else {
            throw UsageError("nothing to change: give --title, --note or --photo", command: spec.displayName)
        }
        guard let store = try JournalLocation.openForReading(arguments, context: context) else {
            throw CommandError("the journal has no entries yet")
        }
        let id = try store.resolve(arguments.positionals[0])
        let saved = try store.update(
            id: id, title: title, note: note, photo: photo.map { ($0.0, $0.1) }, now: context.now())
        context.note("updated " + EntryPresenter.summaryLine(saved))
    }
}
