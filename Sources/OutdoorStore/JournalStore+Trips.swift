import Foundation
import OutdoorModel

extension JournalStore {
    /// The SQL condition selecting a trip's entries (alias `e`), with the trip's id as parameters 1 and 2.
    static let tripMembership = """
        (e.id IN (SELECT entry_id FROM trip_entry WHERE trip_id = ?1)
         OR EXISTS (SELECT 1 FROM trip t WHERE t.id = ?2 AND (t.since_ms IS NOT NULL OR t.until_ms IS NOT NULL)
                    AND (t.since_ms IS NULL OR e.timestamp_ms >= t.since_ms)
                    AND (t.until_ms IS NULL OR e.timestamp_ms < t.until_ms)))
        """

    /// Creates a trip; throws `tripExists` when the name (ignoring case) is taken.
    public func createTrip(name: String, since: Date?, until: Date?, now: Date) throws -> Trip {
        let clean = try Self.validatedTripName(name)
        return try wrap {
            try guardedWrite {
                if try tripID(clean) != nil { throw JournalStoreError.tripExists(clean) }
                try db.run(
                    "INSERT INTO trip (name, since_ms, until_ms, created_ms) VALUES (?, ?, ?, ?)", clean,
                    since.map(Self.milliseconds), until.map(Self.milliseconds), Self.milliseconds(now))
            }
            return try trip(named: clean)
        }
    }

    /// The trip with this name (ignoring case); throws `tripNotFound`.
    public func trip(named name: String) throws -> Trip {
        try wrap {
            let rows = try db.query(
                "SELECT id, name, since_ms, until_ms, created_ms FROM trip WHERE name = ? COLLATE NOCASE",
                [name.trimmingWhitespace()]
            ) { row in (row.int64(0) ?? 0, row.string(1) ?? "", row.int64(2), row.int64(3), row.int64(4) ?? 0)
            }
            guard let r = rows.first else { throw JournalStoreError.tripNotFound(name) }
            let count =
                try db.scalarInteger(
                    "SELECT count(*) FROM entry e WHERE \(Self.tripMembership)", [r.0, r.0]) ?? 0
            return Trip(
                name: r.1, since: r.2.map(Self.date), until: r.3.map(Self.date), createdAt: Self.date(r.4),
                entryCount: Int(count))
        }
    }

    /// Every trip, by name.
    public func trips() throws -> [Trip] {
        let names = try wrap {
            try db.query("SELECT name FROM trip ORDER BY name COLLATE NOCASE") { $0.string(0) ?? "" }
        }
        return try names.map { try trip(named: $0) }
    }

    /// The trip's entries, oldest first (the route's order).
    public func entries(inTrip name: String) throws -> [JournalEntry] {
        guard let id = try wrap({ try tripID(name) }) else { throw JournalStoreError.tripNotFound(name) }
        return try readableEntries(
            "SELECT \(Self.entryColumns) \(Self.entryFrom) WHERE \(Self.tripMembership) ORDER BY e.timestamp_ms, e.id",
            [id, id])
    }

    /// The ids of the trip's entries (those added and those in its dates), without reading the entries.
    public func entryIDs(inTrip name: String) throws -> Set<UUID> {
        try wrap {
            guard let id = try tripID(name) else { throw JournalStoreError.tripNotFound(name) }
            let ids = try db.query("SELECT e.id FROM entry e WHERE \(Self.tripMembership)", [id, id]) {
                $0.string(0).flatMap(UUID.init(uuidString:))
            }
            return Set(ids.compactMap { $0 })
        }
    }

    /// Adds entries to a trip by id (creating the trip when `create` is set); returns how many were new.
    @discardableResult
    public func addToTrip(_ name: String, ids: [UUID], create: Bool = false, now: Date) throws -> Int {
        let clean = try Self.validatedTripName(name)
        return try wrap {
            try guardedWrite {
                var id = try tripID(clean)
                if id == nil && create {
                    try db.run(
                        "INSERT INTO trip (name, created_ms) VALUES (?, ?)", clean, Self.milliseconds(now))
                    id = try tripID(clean)
                }
                guard let tripID = id else { throw JournalStoreError.tripNotFound(clean) }
                var added = 0
                var seen = Set<UUID>()
                for entryID in ids where seen.insert(entryID).inserted {
                    let key = entryID.uuidString.lowercased()
                    guard try db.scalarInteger("SELECT count(*) FROM entry WHERE id = ?", [key]) == 1 else {
                        throw JournalStoreError.notFound(key)
                    }
                    // An entry already in the trip (by id or by the trip's dates) is not added again.
                    if try isMember(key, tripID: tripID) { continue }
                    try db.run("INSERT INTO trip_entry (trip_id, entry_id) VALUES (?, ?)", tripID, key)
                    added += 1
                }
                return added
            }
        }
    }

    /// Takes entries out of a trip (they stay in the journal); returns how many were in it.
    ///
    /// Throws `inTripByDates` for an entry that belongs to the trip through its date range, which
    /// only changing the range could undo, and changes nothing then.
    @discardableResult
    public func removeFromTrip(_ name: String, ids: [UUID]) throws -> Int {
        try wrap {
            try guardedWrite {
                guard let tripID = try tripID(name) else { throw JournalStoreError.tripNotFound(name) }
                var removed = 0
                for entryID in Set(ids) {
                    let key = entryID.uuidString.lowercased()
                    try db.run("DELETE FROM trip_entry WHERE trip_id = ? AND entry_id = ?", tripID, key)
                    let wasListed = db.changes > 0
                    if try isMember(key, tripID: tripID) {
                        throw JournalStoreError.inTripByDates(entry: key, trip: name.trimmingWhitespace())
                    }
                    if wasListed { removed += 1 }
                }
                return removed
            }
        }
    }

    /// Renames a trip and returns it; throws `tripNotFound`, `tripExists` or `invalidTripName`.
    public func renameTrip(_ name: String, to newName: String) throws -> Trip {
        let clean = try Self.validatedTripName(newName)
        return try wrap {
            try guardedWrite {
                guard let id = try tripID(name) else { throw JournalStoreError.tripNotFound(name) }
                if let other = try tripID(clean), other != id { throw JournalStoreError.tripExists(clean) }
                try db.run("UPDATE trip SET name = ? WHERE id = ?", clean, id)
            }
            return try trip(named: clean)
        }
    }

    private func isMember(_ key: String, tripID: Int64) throws -> Bool {
        try db.scalarInteger(
            "SELECT count(*) FROM entry e WHERE e.id = ?3 AND \(Self.tripMembership)", [tripID, tripID, key])
            == 1
    }

    /// Deletes a trip (its entries stay in the journal).
    public func deleteTrip(_ name: String) throws {
        try wrap {
            try guardedWrite {
                try db.run("DELETE FROM trip WHERE name = ? COLLATE NOCASE", name.trimmingWhitespace())
                guard db.changes == 1 else { throw JournalStoreError.tripNotFound(name) }
            }
        }
    }

    func tripID(_ name: String) throws -> Int64? {
        try db.scalarInteger("SELECT id FROM trip WHERE name = ? COLLATE NOCASE", [name.trimmingWhitespace()])
    }

    /// The trimmed trip name; throws `invalidTripName` unless it is one line of 1-200 characters.
    public static func validatedTripName(_ name: String) throws -> String {
        let clean = name.trimmingWhitespace()
        guard !clean.isEmpty, clean.count <= 200, !clean.contains(where: { $0.isNewline }),
            EntryText.firstControlCharacter(in: clean, allowing: []) == nil
        else {
            throw JournalStoreError.invalidTripName(name)
        }
        return clean
    }
}
