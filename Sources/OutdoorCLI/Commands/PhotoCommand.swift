import Foundation
import OutdoorFiles
import OutdoorModel

/// `outdoor photo ID -o FILE`: the stored original photo, byte for byte.
enum PhotoCommand: Command {
    static let spec = CommandSpec(
        path: ["photo"], summary: "Write an entry's original photo, byte for byte.",
        usage: ["photo ID [-o FILE|-]"],
        options: [
            .value(
                "output", "FILE", short: "o",
                help: "Where to write (- for standard output; default <date>-<title>.<ext>)."),
            JournalLocation.option,
        ],
        positionals: [
            PositionalSpec("ID", help: "the entry's id or a unique prefix of at least 4 characters")
        ])

    static func run(_ arguments: ParsedArguments, context: CommandContext) async throws {
        let (store, entry) = try EntryLookup.storeAndEntry(
            arguments.positionals[0], arguments, context: context)
        guard let photo = entry.photo, let data = try store.photoData(for: entry.id) else {
            throw CommandError("entry \(entry.shortID) (\(entry.title)) has no photo")
        }
        let output =
            arguments.value("output")
            ?? "\(entry.fileStem()).\(photo.format.fileExtension)"
        if output == "-" {
            try context.stdout.writeChecked(data)
            return
        }
        let url = context.resolvePath(output)
        try AtomicFile.write(data, to: url)
        context.note(
            "wrote \(url.path) (\(EntryPresenter.byteText(data.count)), sha256 \(photo.sha256.prefix(12))…)")
    }
}
