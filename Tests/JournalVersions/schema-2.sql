CREATE TABLE trip (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(trim(name)) > 0),
    since_ms INTEGER,
    until_ms INTEGER,
    created_ms INTEGER NOT NULL,
    CHECK (since_ms IS NULL OR until_ms IS NULL OR since_ms < until_ms)
);
CREATE TABLE trip_entry (
    trip_id INTEGER NOT NULL REFERENCES trip (id) ON DELETE CASCADE,
    entry_id TEXT NOT NULL REFERENCES entry (id) ON DELETE CASCADE,
    PRIMARY KEY (trip_id, entry_id)
) WITHOUT ROWID;
CREATE INDEX trip_entry_by_entry ON trip_entry (entry_id);