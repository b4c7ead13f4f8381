CREATE TABLE entry (
    id TEXT PRIMARY KEY NOT NULL CHECK (length(id) = 36),
    timestamp_ms INTEGER NOT NULL,
    time_zone TEXT,
    title TEXT NOT NULL CHECK (length(trim(title)) > 0),
    lat REAL NOT NULL CHECK (lat BETWEEN -90 AND 90),
    lng REAL NOT NULL CHECK (lng BETWEEN -180 AND 180),
    place_name TEXT,
    weather_summary TEXT,
    weather_temp REAL,
    weather_symbol TEXT,
    weather_code INTEGER,
    weather_source TEXT,
    weather_observed_ms INTEGER,
    note TEXT,
    created_ms INTEGER NOT NULL,
    updated_ms INTEGER NOT NULL,
    CHECK ((weather_source IS NULL) = (weather_summary IS NULL)
       AND (weather_source IS NULL) = (weather_temp IS NULL)
       AND (weather_source IS NULL) = (weather_symbol IS NULL))
);
CREATE INDEX entry_by_time ON entry (timestamp_ms DESC);
CREATE TABLE photo (
    entry_id TEXT PRIMARY KEY NOT NULL REFERENCES entry (id) ON DELETE CASCADE,
    data BLOB NOT NULL,
    format TEXT NOT NULL CHECK (format IN ('jpeg', 'png', 'heif')),
    width INTEGER NOT NULL CHECK (width > 0),
    height INTEGER NOT NULL CHECK (height > 0),
    byte_count INTEGER NOT NULL CHECK (byte_count = length(data)),
    sha256 TEXT NOT NULL CHECK (length(sha256) = 64)
);
CREATE INDEX photo_by_sha256 ON photo (sha256);
CREATE TRIGGER entry_moment_is_frozen
BEFORE UPDATE OF timestamp_ms, lat, lng ON entry
WHEN NEW.timestamp_ms IS NOT OLD.timestamp_ms OR NEW.lat IS NOT OLD.lat OR NEW.lng IS NOT OLD.lng
BEGIN
    SELECT RAISE(ABORT, 'the time and place of an entry are frozen once saved');
END;
CREATE TRIGGER entry_time_zone_is_frozen
BEFORE UPDATE OF time_zone ON entry
WHEN OLD.time_zone IS NOT NULL AND NEW.time_zone IS NOT OLD.time_zone
BEGIN
    SELECT RAISE(ABORT, 'the time zone of an entry is frozen once saved');
END;
CREATE TRIGGER entry_weather_is_frozen
BEFORE UPDATE OF weather_summary, weather_temp, weather_symbol, weather_code, weather_source,
    weather_observed_ms ON entry
WHEN OLD.weather_source IS NOT NULL AND (
    NEW.weather_summary IS NOT OLD.weather_summary OR NEW.weather_temp IS NOT OLD.weather_temp
    OR NEW.weather_symbol IS NOT OLD.weather_symbol OR NEW.weather_code IS NOT OLD.weather_code
    OR NEW.weather_source IS NOT OLD.weather_source
    OR NEW.weather_observed_ms IS NOT OLD.weather_observed_ms)
BEGIN
    SELECT RAISE(ABORT, 'the weather of an entry is frozen once saved');
END;