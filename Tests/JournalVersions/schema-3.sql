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