import Foundation
import OutdoorGeo
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
    /// Only entries whose title, note or place contains this text.
    var search: String?
    /// Only entries within `within` kilometres of this.
    var near: EntryFilter.Center?
    /// How near `near` means, in kilometres.
    var within: Double = 25
    /// At most this many entries.
    var limit: Int?

    /// Hands each chosen entry to `body`, newest first.
    func forEach(
        in store: JournalStore?, context: CommandContext, _ body: (JournalEntry) throws -> Void
    ) throws {
        guard let store else { return }
        var places: GeoDatabase?
        var count = 0
        if limit == 0 { return }
        try store.forEachEntry(since: since, until: until, inTrip: trip) { entry in
            if let search, !EntryFilter.matches(entry, search: search) { return true }
            if let near {
                let database = {
                    if let places { return places }
                    let loaded = try BundledData(context: context).database
                    places = loaded
                    return loaded
                }
                guard try EntryFilter.isNear(entry, center: near, kilometres: within, database: database)
                else {
                    return true
                }
            }
            try body(entry)
            count += 1
            return limit.map { count < $0 } ?? true
        }
    }

    /// The chosen entries, newest first.
    func entries(in store: JournalStore?, context: CommandContext) throws -> [JournalEntry] {
        var entries: [JournalEntry] = []
        try forEach(in: store, context: context) { entries.append($0) }
        return entries
    }

    /// Writes the chosen entries to `channel` as the JSON array `log --json` prints, in pieces
    /// of about 64 KB as the entries are read.
    func writeJSON(in store: JournalStore?, to channel: OutputChannel, context: CommandContext) throws {
        var text = ""
        var first = true
        try forEach(in: store, context: context) { entry in
            text += (first ? "[\n  " : ",\n  ") + EntryPresenter.json(entry).rendered(indent: 1)
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
