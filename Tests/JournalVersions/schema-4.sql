ALTER TABLE entry ADD COLUMN radar_status TEXT
    CHECK (radar_status IN ('captured', 'skipped', 'too-old', 'failed', 'unavailable'));
ALTER TABLE entry ADD COLUMN radar_detail TEXT;
CREATE TABLE entry_radar (
    entry_id TEXT PRIMARY KEY NOT NULL REFERENCES entry (id) ON DELETE CASCADE,
    image BLOB NOT NULL,
    format TEXT NOT NULL CHECK (format = 'png'),
    width INTEGER NOT NULL CHECK (width BETWEEN 1 AND 8192),
    height INTEGER NOT NULL CHECK (height BETWEEN 1 AND 8192),
    byte_count INTEGER NOT NULL CHECK (byte_count = length(image)),
    west REAL NOT NULL CHECK (west >= -180 AND west < 180),
    east REAL NOT NULL CHECK (east > west AND east - west <= 360),
    north REAL NOT NULL CHECK (north <= 85.06),
    south REAL NOT NULL CHECK (south >= -85.06 AND south < north),
    zoom INTEGER NOT NULL CHECK (zoom BETWEEN 0 AND 24),
    frame_ms INTEGER NOT NULL,
    source TEXT NOT NULL CHECK (length(source) > 0)
);
CREATE TRIGGER entry_radar_status_is_frozen
BEFORE UPDATE OF radar_status, radar_detail ON entry
WHEN NEW.radar_status IS NOT OLD.radar_status OR NEW.radar_detail IS NOT OLD.radar_detail
BEGIN
    SELECT RAISE(ABORT, 'the radar of an entry is frozen once saved');
END;
CREATE TRIGGER entry_radar_is_frozen
BEFORE UPDATE ON entry_radar
BEGIN
    SELECT RAISE(ABORT, 'the radar of an entry is frozen once saved');
END;
CREATE TRIGGER entry_radar_comes_with_its_moment
BEFORE INSERT ON entry_radar
WHEN (SELECT radar_status FROM entry WHERE id = NEW.entry_id) IS NOT 'captured'
BEGIN
    SELECT RAISE(ABORT, 'the radar of an entry is frozen once saved');
END;
CREATE TRIGGER entry_radar_stays_with_its_moment
BEFORE DELETE ON entry_radar
WHEN EXISTS (SELECT 1 FROM entry WHERE id = OLD.entry_id)
BEGIN
    SELECT RAISE(ABORT, 'the radar of an entry is frozen once saved');
END;