import Foundation
import OutdoorDisclosure
import OutdoorGeo
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
    /// The map data the disclosure reads, nil when it cannot be read.
    private var database: GeoDatabase?
    /// The map data's country names by ISO code, read at the first asking.
    private var countries: [String: String]?
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

    /// The English name of the country with this ISO code in the map data ("LI" -> "Liechtenstein"),
    /// nil for a code it lacks or when it cannot be read (said once, in a warning).
    func countryName(code: String) -> String? {
        if disclosure == nil { disclosure = makeDisclosure() }
        if countries == nil {
            do {
                countries = Dictionary(
                    try database?.countries().map { ($0.code, $0.name) } ?? [],
                    uniquingKeysWith: { first, _ in first })
            } catch {
                context.warn(
                    "the map data's countries cannot be read (\(ErrorText.sentence(error))): a search "
                        + "does not find places by their country's name")
                countries = [:]
            }
        }
        return countries?[code.uppercased()]
    }

    private func makeDisclosure() -> Disclosure {
        do {
            let data = try BundledData(context: context)
            database = data.database
            return data.disclosure(.precise)
        } catch {
            context.warn(
                "the map data cannot be read (\(ErrorText.sentence(error))): places are shown by their "
                    + "coordinates, or as corrected with 'outdoor edit --place'")
            return Disclosure(mode: .precise, places: nil)
        }
    }
}
