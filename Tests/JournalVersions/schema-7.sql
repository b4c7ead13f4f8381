CREATE TABLE track (
    id TEXT PRIMARY KEY NOT NULL CHECK (length(id) = 36),
    name TEXT NOT NULL CHECK (length(trim(name)) > 0 AND length(name) <= 200),
    source_name TEXT NOT NULL,
    trip_id INTEGER REFERENCES trip (id) ON DELETE SET NULL,
    points BLOB NOT NULL,
    points_bytes INTEGER NOT NULL CHECK (points_bytes = length(points)),
    points_crc32 INTEGER NOT NULL,
    points_sha256 TEXT NOT NULL UNIQUE CHECK (length(points_sha256) = 64),
    point_count INTEGER NOT NULL CHECK (point_count > 0),
    segment_count INTEGER NOT NULL CHECK (segment_count > 0),
    waypoint_count INTEGER NOT NULL CHECK (waypoint_count >= 0),
    start_ms INTEGER,
    end_ms INTEGER,
    time_zone TEXT,
    distance_m REAL NOT NULL CHECK (distance_m >= 0),
    moving_s REAL CHECK (moving_s >= 0),
    ascent_m REAL CHECK (ascent_m >= 0),
    descent_m REAL CHECK (descent_m >= 0),
    lowest_m REAL,
    lowest_lat REAL,
    lowest_lng REAL,
    highest_m REAL,
    highest_lat REAL,
    highest_lng REAL,
    start_lat REAL NOT NULL CHECK (start_lat BETWEEN -90 AND 90),
    start_lng REAL NOT NULL CHECK (start_lng BETWEEN -180 AND 180),
    end_lat REAL NOT NULL CHECK (end_lat BETWEEN -90 AND 90),
    end_lng REAL NOT NULL CHECK (end_lng BETWEEN -180 AND 180),
    south REAL NOT NULL CHECK (south BETWEEN -90 AND 90),
    north REAL NOT NULL CHECK (north BETWEEN south AND 90),
    west REAL NOT NULL CHECK (west BETWEEN -180 AND 180),
    east REAL NOT NULL CHECK (east BETWEEN -180 AND 180),
    weather_summary TEXT,
    weather_temp REAL,
    weather_symbol TEXT,
    weather_code INTEGER,
    weather_source TEXT,
    weather_observed_ms INTEGER,
    weather_note TEXT,
    created_ms INTEGER NOT NULL,
    updated_ms INTEGER NOT NULL,
    CHECK ((start_ms IS NULL) = (end_ms IS NULL) AND (start_ms IS NULL OR start_ms <= end_ms)),
    CHECK ((lowest_m IS NULL) = (highest_m IS NULL) AND (lowest_m IS NULL OR lowest_m <= highest_m)),
    CHECK ((weather_source IS NULL) = (weather_summary IS NULL)
       AND (weather_source IS NULL) = (weather_temp IS NULL)
       AND (weather_source IS NULL) = (weather_symbol IS NULL))
);
CREATE INDEX track_by_time ON track (start_ms, end_ms);
CREATE INDEX track_by_trip ON track (trip_id);
CREATE TRIGGER track_recording_is_frozen
BEFORE UPDATE OF id, source_name, points, points_bytes, points_crc32, points_sha256, point_count,
    segment_count, waypoint_count, start_ms, end_ms, time_zone, distance_m, moving_s, ascent_m,
    descent_m, lowest_m, lowest_lat, lowest_lng, highest_m, highest_lat, highest_lng, start_lat,
    start_lng, end_lat, end_lng, south, north, west, east, created_ms ON track
BEGIN
    SELECT RAISE(ABORT, 'the points of a track are frozen once saved');
END;
CREATE TRIGGER track_weather_is_frozen
BEFORE UPDATE OF weather_summary, weather_temp, weather_symbol, weather_code, weather_source,
    weather_observed_ms ON track
WHEN OLD.weather_source IS NOT NULL AND (
    NEW.weather_summary IS NOT OLD.weather_summary OR NEW.weather_temp IS NOT OLD.weather_temp
    OR NEW.weather_symbol IS NOT OLD.weather_symbol OR NEW.weather_code IS NOT OLD.weather_code
    OR NEW.weather_source IS NOT OLD.weather_source
    OR NEW.weather_observed_ms IS NOT OLD.weather_observed_ms)
BEGIN
    SELECT RAISE(ABORT, 'the weather of a track is frozen once saved');
END;
ALTER TABLE entry ADD COLUMN position_source TEXT
    CHECK (position_source IN ('given', 'photo', 'import-default', 'track'));
ALTER TABLE entry ADD COLUMN position_track_id TEXT CHECK (length(position_track_id) = 36);
ALTER TABLE entry ADD COLUMN position_track_name TEXT;
ALTER TABLE entry ADD COLUMN clock_offset_ms INTEGER;
CREATE TRIGGER entry_position_is_frozen
BEFORE UPDATE OF position_source, position_track_id, position_track_name, clock_offset_ms ON entry
WHEN NEW.position_source IS NOT OLD.position_source OR NEW.position_track_id IS NOT OLD.position_track_id
    OR NEW.position_track_name IS NOT OLD.position_track_name
    OR NEW.clock_offset_ms IS NOT OLD.clock_offset_ms
BEGIN
    SELECT RAISE(ABORT, 'the capture data of an entry are frozen once saved');
END;