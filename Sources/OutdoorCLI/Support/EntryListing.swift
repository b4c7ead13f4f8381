import Foundation
import OutdoorDisclosure
import OutdoorModel
import OutdoorStore

/// The entries `log` lists, newest first, chosen by date, trip, text and place, and read one at
/// a time: `log --json` on 100,000 entries holds one entry and a little text, never the list.
struct EntryListing {
    /// Only entries at or after this instant.
    var since: Date?
    /// Only entries before this instant.
    var until: Date?
    /// Only the entries of this trip (its name as stored).
    var trip: String?
    /// Only entries this finds in their title, note, place line (and its country) or trips' names.
    var search: EntrySearch?
    /// Only entries within `within` kilometres of one of these points (`--near`).
    var near: [Coordinate]?
    /// How near `near` means, in kilometres.
    var within: Double = 25
    /// At most this many entries.
    var limit: Int?

    /// Hands each chosen entry to `body` as listings show it, newest first.
    func forEach(
        in store: JournalStore?, listed: ListedEntries, _ body: (DisclosedEntry) throws -> Void
    ) throws {
        guard let store, limit != 0 else { return }
        var count = 0
        let inMatchingTrips =
            try search.map { try EntryFilter.entriesInTrips(matching: $0, store: store) } ?? []
        try store.forEachEntry(since: since, until: until, inTrip: trip) { entry in
            if let near, !EntryFilter.isNear(entry, points: near, kilometres: within) { return true }
            guard let shown = listed.discloseUnkept(entry) else { return true }
            if let search,
                !EntryFilter.matches(
                    shown, search: search, inMatchingTrip: inMatchingTrips.contains(entry.id), listed: listed)
            {
                return true
            }
            try body(shown)
            count += 1
            return limit.map { count < $0 } ?? true
        }
    }

    /// The chosen entries as listings show them, newest first.
    func entries(in store: JournalStore?, listed: ListedEntries) throws -> [DisclosedEntry] {
        var entries: [DisclosedEntry] = []
        try forEach(in: store, listed: listed) { entries.append($0) }
        return entries
    }

    /// Writes the chosen entries to `channel` as the JSON array `log --json` prints, in pieces
    /// of about 64 KB as the entries are read.
    func writeJSON(in store: JournalStore?, listed: ListedEntries, to channel: OutputChannel) throws {
        var text = ""
        var first = true
        try forEach(in: store, listed: listed) { shown in
            text += (first ? "[\n  " : ",\n  ") + EntryPresenter.json(shown).rendered(indent: 1)
            first = false
            if text.utf8.count >= 65_536 {
                try channel.writeChecked(Data(text.utf8))
                text = ""
            }
        }
        text += first ? "[]\n" : "\n]\n"
        try channel.writeChecked(Data(text.utf8))
    }
}
