import Foundation
import OutdoorModel

/// The focus point of an entry's photo (`edit --focus`): editable, not part of the moment.
extension JournalStore {
    /// Sets (or with nil, removes) where cards centre their crop of the entry's photo.
    ///
    /// The entry with `id` counts as edited at `now`. Throws `notFound` for a missing entry.
    public func setPhotoFocus(id: UUID, _ focus: PhotoFocus?, now: Date) throws {
        try wrap {
            try guardedWrite {
                let key = id.uuidString.lowercased()
                guard try db.scalarInteger("SELECT count(*) FROM entry WHERE id = ?", [key]) == 1 else {
                    throw JournalStoreError.notFound(key)
                }
                if let focus {
                    try db.run(
                        "INSERT OR REPLACE INTO entry_focus (entry_id, x, y) VALUES (?, ?, ?)", key, focus.x,
                        focus.y)
                } else {
                    try db.run("DELETE FROM entry_focus WHERE entry_id = ?", key)
                }
                try db.run("UPDATE entry SET updated_ms = ? WHERE id = ?", Self.milliseconds(now), key)
            }
        }
    }

    /// `entries` with their focus points; a journal opened read-only before the focus table
    /// existed has none.
    func withPhotoFocus(_ entries: [JournalEntry]) throws -> [JournalEntry] {
        guard !entries.isEmpty else { return entries }
        let points = try photoFocusPoints()
        guard !points.isEmpty else { return entries }
        return entries.map { entry in
            var entry = entry
            entry.photoFocus = points[entry.idString]
            return entry
        }
    }

    /// Every focus point the journal holds, by entry id (one row for each photo given a point
    /// with `edit --focus`: few, so listings read them all once).
    func photoFocusPoints() throws -> [String: PhotoFocus] {
        guard try hasFocusTable() else { return [:] }
        var points: [String: PhotoFocus] = [:]
        let rows = try db.query("SELECT entry_id, x, y FROM entry_focus") { row -> (String, PhotoFocus)? in
            guard let id = row.string(0), let x = row.double(1), let y = row.double(2),
                let focus = PhotoFocus(x: x, y: y)
            else { return nil }
            return (id, focus)
        }
        for case (let id, let focus)? in rows { points[id] = focus }
        return points
    }

    /// Whether the journal has the focus table (a journal read without migrating may not).
    func hasFocusTable() throws -> Bool {
        try db.scalarInteger(
            "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'entry_focus'")
            == 1
    }
}
