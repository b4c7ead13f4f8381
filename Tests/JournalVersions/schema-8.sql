ALTER TABLE entry ADD COLUMN place_correction TEXT
    CHECK (place_correction IS NULL OR length(trim(place_correction)) BETWEEN 1 AND 200);
ALTER TABLE entry DROP COLUMN place_name;