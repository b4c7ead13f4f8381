import Foundation
import OutdoorModel
import OutdoorStore

/// Finds the entry an id argument names.
enum EntryLookup {
    /// The entry named by `idText` (an id or unique prefix) in the journal the arguments choose.
    static func entry(_ idText: String, _ arguments: ParsedArguments, context: CommandContext) throws
        -> JournalEntry
    {
        try storeAndEntry(idText, arguments, context: context).1
    }

    /// The open journal and the entry named by `idText`.
    static func storeAndEntry(_ idText: String, _ arguments: ParsedArguments, context: CommandContext) throws
        -> (JournalStore, JournalEntry)
    {
        guard let store = try JournalLocation.openForReading(arguments, context: context) else {
            throw JournalStoreError.notFound(
                "\(idText) (the journal \(JournalLocation.path(arguments, context: context)) has no entries yet)"
            )
        }
        let id = try store.resolve(idText)
        guard let entry = try store.entry(id: id) else { throw JournalStoreError.notFound(idText) }
        return (store, entry)
    }
}

extension EntryLookup {
    /// The ids several id arguments name, in the order given, each once.
    static func resolveAll(_ idTexts: [String], store: JournalStore) throws -> [UUID] {
        var ids: [UUID] = []
        for text in idTexts {
            let id = try store.resolve(text)
            if !ids.contains(id) { ids.append(id) }
        }
        return ids
    }
}
