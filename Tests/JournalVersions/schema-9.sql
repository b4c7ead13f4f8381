ALTER TABLE track ADD COLUMN file_time_ms INTEGER;
CREATE TRIGGER track_file_time_is_frozen
BEFORE UPDATE OF file_time_ms ON track
WHEN NEW.file_time_ms IS NOT OLD.file_time_ms
BEGIN
    SELECT RAISE(ABORT, 'the file time of a track is frozen once saved');
END;