/// The journal's numbered schema migrations; a landed migration is never edited.
///
/// `PRAGMA user_version` holds the number of migrations applied. A journal whose version is
/// higher than `current` was written by a newer `outdoor` and is refused, never altered.
public enum JournalSchema {
    /// Identifies an Outdoor journal file (`PRAGMA application_id`, "OUTJ").
    public static let applicationID: Int64 = 0x4F55_544A

    /// The migrations in order; migration N brings a journal from version N-1 to N.
    public static let migrations: [String] = [
        // 1: entries and their photos.
        """
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
        """,
        // 2: trips, named sets of entries (a date range, explicit entries, or both).
        """
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
        """,
        // 3: what a photo's metadata adds to the moment: altitude, the camera's heading and which
        // source fixed the time (NULL for entries saved before). Frozen like the rest of the moment.
        """
        ALTER TABLE entry ADD COLUMN altitude_m REAL CHECK (altitude_m BETWEEN -20000 AND 100000);
        ALTER TABLE entry ADD COLUMN direction_deg REAL CHECK (direction_deg >= 0 AND direction_deg < 360);
        ALTER TABLE entry ADD COLUMN direction_ref TEXT CHECK (direction_ref IN ('T', 'M'));
        ALTER TABLE entry ADD COLUMN time_source TEXT;
        CREATE TRIGGER entry_capture_is_frozen
        BEFORE UPDATE OF altitude_m, direction_deg, direction_ref, time_source ON entry
        WHEN NEW.altitude_m IS NOT OLD.altitude_m OR NEW.direction_deg IS NOT OLD.direction_deg
            OR NEW.direction_ref IS NOT OLD.direction_ref OR NEW.time_source IS NOT OLD.time_source
        BEGIN
            SELECT RAISE(ABORT, 'the capture data of an entry are frozen once saved');
        END;
        """,
        // 4 (self-contained, so it can be renumbered): the precipitation radar frozen with the moment.
        // entry.radar_status says whether a frame was captured and, with radar_detail, why not
        // (NULL for entries saved before); the frame's picture and place are in entry_radar.
        // Both are frozen like the rest of the moment: no change, no later frame, no removal
        // except with the entry itself.
        """
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
        """,
        // 5: a fast checksum of each photo (CRC-32 of its bytes), verified on every read. Photos
        // saved before it have none and are verified by their SHA-256 instead.
        """
        ALTER TABLE photo ADD COLUMN crc32 INTEGER;
        """,
        // 6 (self-contained, so it can be renumbered): where cards centre their crop of an entry's
        // photo, set by `outdoor edit ID --focus X,Y` in fractions of the upright photo. Editable,
        // not part of the frozen moment; it goes with its entry, and a new photo drops it.
        """
        CREATE TABLE entry_focus (
            entry_id TEXT PRIMARY KEY NOT NULL REFERENCES entry (id) ON DELETE CASCADE,
            x REAL NOT NULL CHECK (x BETWEEN 0 AND 1),
            y REAL NOT NULL CHECK (y BETWEEN 0 AND 1)
        );
        """,
        // 7 (self-contained, so it can be renumbered): recorded tracks (issue 25). A track's points
        // are a blob (TrackPointsCodec) with its size, CRC-32 (checked on every read) and SHA-256
        // (one track per set of points); its figures, time range and start weather are frozen with
        // it. Only its name and the trip it was imported into may change. An entry keeps where its
        // position came from (the photo, given, the import's default, or a track, by id and by the
        // track's name then) and the correction made to its camera's clock, frozen with the moment.
        """
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
        """,
        // 8 (self-contained, so it can be renumbered): place lines are no longer frozen with the
        // entry. entry.place_correction holds only a line a person gave (`outdoor edit --place`) or
        // an imported source had; without one, the line the current map data computes is shown, so
        // better data improves old entries. Every line earlier versions stored in place_name was
        // computed by outdoor's own reverse geocoding when the entry was saved (no command or
        // import of those versions could store another), so those lines are dropped: such entries
        // show the computed line again.
        """
        ALTER TABLE entry ADD COLUMN place_correction TEXT
            CHECK (place_correction IS NULL OR length(trim(place_correction)) BETWEEN 1 AND 200);
        ALTER TABLE entry DROP COLUMN place_name;
        """,
        // 9 (self-contained, so it can be renumbered): the time a track's GPX file gives for
        // itself (metadata/time), which dates a track whose points have no times to the day.
        // Frozen with its points; tracks imported before have none (they show undated).
        """
        ALTER TABLE track ADD COLUMN file_time_ms INTEGER;
        CREATE TRIGGER track_file_time_is_frozen
        BEFORE UPDATE OF file_time_ms ON track
        WHEN NEW.file_time_ms IS NOT OLD.file_time_ms
        BEGIN
            SELECT RAISE(ABORT, 'the file time of a track is frozen once saved');
        END;
        """,
        // 10 (self-contained, so it can be renumbered): whether the program wrote an entry's title
        // (1: an import's title rule) or a person did (0: add, edit, the app's own). Entries saved
        // before have none (NULL): the rule's own shape tells. Not frozen: `edit --title` clears it.
        """
        ALTER TABLE entry ADD COLUMN title_generated INTEGER CHECK (title_generated IN (0, 1));
        """,
    ]

    /// The schema version this build writes.
    public static var current: Int { migrations.count }
}
