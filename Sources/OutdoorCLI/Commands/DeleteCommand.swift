import Foundation

/// `outdoor delete ID`: removes an entry and its photo.
enum DeleteCommand: Command {
    static let spec = CommandSpec(
        path: ["delete"], summary: "Delete an entry and its photo.", usage: ["delete ID"],
        options: [JournalLocation.option],
        positionals: [
            PositionalSpec("ID", help: "the entry's id or a unique prefix of at least 4 characters")
        ])

    static func run(_ arguments: ParsedArguments, context: CommandContext) async throws {
        let store = try JournalLocation.openForWriting(arguments, context: context)
        let id = try store.resolve(arguments.positionals[0])
        let title = try store.entry(id: id)?.title ?? ""
        try store.delete(id: id)
        context.note("deleted \(id.uuidString.lowercased().prefix(8)) \(title)")
    }
}
