import Foundation
import OutdoorDisclosure
import OutdoorJournal
import OutdoorModel

/// Entries as listings (`log`, `show`, `trip show`, messages) show them to their owner: precise,
/// with the place line a person gave or the one the current map data computes.
///
/// They go through the same step as every other output (`Disclosure`, mode precise). The map
/// data is opened once per command, only when an entry needs it; when it cannot be found the
/// listing still works, with coordinates for places, and says why.
final class ListedEntries {
    private let context: CommandContext
    private var disclosure: Disclosure?
    /// Entries disclosed so far, by id: a listing that filters and then prints asks twice.
    private var done: [UUID: DisclosedEntry] = [:]

    /// Listings for one command.
    init(context: CommandContext) {
        self.context = context
    }

    /// `entries` as listed, in the order given.
    func disclose(_ entries: [JournalEntry]) throws -> [DisclosedEntry] {
        try entries.map { entry in
            if let known = done[entry.id], known.entry.updatedAt == entry.updatedAt { return known }
            let step = disclosure ?? makeDisclosure()
            disclosure = step
            let shown = try step.entry(entry)
            done[entry.id] = shown
            return shown
        }
    }

    /// One entry as listed.
    func disclose(_ entry: JournalEntry) throws -> DisclosedEntry {
        try disclose([entry])[0]
    }

    /// One entry as listed, not kept for a second asking, or nil when it cannot be shown.
    ///
    /// For a listing that streams its entries (`log --json` of 100,000 holds one at a time). An
    /// entry that cannot be shown (a position outside the world in a damaged journal) is named
    /// in a warning and the listing goes on without it.
    func discloseUnkept(_ entry: JournalEntry) -> DisclosedEntry? {
        let step = disclosure ?? makeDisclosure()
        disclosure = step
        do {
            return try step.entry(entry)
        } catch {
            context.warn(
                "skipped: entry \(entry.shortID) (\(entry.title)) cannot be shown: \(ErrorText.sentence(error)) "
                    + "('outdoor check' says more)")
            return nil
        }
    }

    private func makeDisclosure() -> Disclosure {
        do {
            return try BundledData(context: context).disclosure(.precise)
        } catch {
            context.warn(
                "the map data cannot be read (\(ErrorText.sentence(error))): places are shown by their "
                    + "coordinates, or as corrected with 'outdoor edit --place'")
            return Disclosure(mode: .precise, places: nil)
        }
    }
}
