import Foundation
import OutdoorArguments
import OutdoorFiles
import OutdoorModel

/// `outdoor photo ID -o FILE`: the stored original photo, byte for byte.
enum PhotoCommand: Command {
    struct Options: CommandOptions {
        let output = OutputOptions(defaultName: "<date>-<title>.<ext>")
        let journal = CommonOptions.journal
    }

    static let about = CommandAbout(
        path: ["photo"], summary: "Write an entry's original photo, byte for byte.",
        positionals: [
            PositionalSpec("ID", help: "the entry's id or a unique prefix of at least 4 characters")
        ],
        discussion: """
            The name's extension must fit the photo's format (.jpg or .jpeg, .png, .heic or .heif).
            Files: \(OutputTarget.rule)
            """,
        examples: [
            Example("photo 1a2b", "the stored photo as 2025-06-14-morning-walk.heic"),
            Example("photo 1a2b -o - | sha256sum", "its bytes on standard output"),
        ])

    static func run(_ arguments: Arguments<Options>, context: CommandContext) async throws {
        let (store, entry) = try EntryLookup.storeAndEntry(
            arguments.positionals[0], journal: arguments[\.journal], context: context)
        guard let photo = entry.photo else {
            throw CommandError("entry \(entry.shortID) (\(entry.title)) has no photo")
        }
        let destination = try arguments.group(\.output).destination(
            defaultName: "\(entry.fileStem()).\(photo.format.fileExtension)",
            extensions: photo.format.fileExtensions, formatName: photo.format.rawValue.uppercased(),
            context: context)
        guard let data = try store.photoData(for: entry.id) else {
            throw CommandError("entry \(entry.shortID) (\(entry.title)) has no photo")
        }
        try OutputTarget.write(data, to: destination, context: context)
        if case .file(let url) = destination {
            context.note(
                "wrote \(url.path) (\(EntryPresenter.byteText(data.count)), sha256 \(photo.sha256.prefix(12))…)"
            )
        }
    }
}
