import Foundation
import OutdoorModel
import OutdoorStore

/// Finds the entry an id argument names.
enum EntryLookup {
    /// The entry named by `idText` (an id or unique prefix) in the journal `--journal` chooses.
    static func entry(_ idText: String, journal path: String?, context: CommandContext) throws
        -> JournalEntry
    {
        try storeAndEntry(idText, journal: path, context: context).1
    }

    /// The open journal and the entry named by `idText`.
    static func storeAndEntry(_ idText: String, journal path: String?, context: CommandContext) throws
        -> (JournalStore, JournalEntry)
    {
        let store = try journal(for: idText, journal: path, context: context)
        let id = try store.resolve(idText)
        guard let entry = try store.entry(id: id) else { throw JournalStoreError.notFound(idText) }
        return (store, entry)
    }

    /// The journal opened for reading to look `idText` up in; with no journal yet, `idText` is not found.
    static func journal(for idText: String, journal path: String?, context: CommandContext) throws
        -> JournalStore
    {
        guard let store = try JournalLocation.openForReading(path, context: context) else {
            throw JournalStoreError.notFound(
                "\(idText) (the journal \(JournalLocation.path(path, context: context)) has no entries yet)"
            )
        }
        return store
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

extension EntryLookup {
    /// The trip called `name` (any case); an unknown name gets a did-you-mean from the trips there are.
    static func trip(_ name: String, store: JournalStore) throws -> Trip {
        do {
            return try store.trip(named: name)
        } catch JournalStoreError.tripNotFound {
            let names = try store.trips().map(\.name)
            let typed = name.trimmingWhitespace()
            var message = "no trip named '\(typed)'"
            let containing = names.filter { $0.range(of: typed, options: [.caseInsensitive]) != nil }
            if let suggestion = Suggestions.closest(to: typed, in: names)
                ?? (containing.count == 1 && typed.count >= 3 ? containing[0] : nil)
            {
                message += "; did you mean '\(suggestion)'?"
            }
            throw CommandError(message + " (see 'outdoor trip list')")
        }
    }

    /// The open journal and the trip called `name`; with no journal yet there is no such trip.
    static func storeAndTrip(_ name: String, journal path: String?, context: CommandContext) throws
        -> (JournalStore, Trip)
    {
        guard let store = try JournalLocation.openForReading(path, context: context) else {
            throw JournalStoreError.tripNotFound(name)
        }
        return (store, try trip(name, store: store))
    }
}
