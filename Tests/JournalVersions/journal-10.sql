-- Rows as version 10 wrote them: a photo imported with the default title rule (the moment,
-- title_generated 1) and an entry whose title a person typed (title_generated 0).
INSERT INTO entry (id, timestamp_ms, time_zone, title, lat, lng, place_correction, weather_summary, weather_temp,
    weather_symbol, weather_code, weather_source, weather_observed_ms, note, created_ms, updated_ms,
    altitude_m, direction_deg, direction_ref, time_source, radar_status, radar_detail, position_source,
    position_track_id, position_track_name, clock_offset_ms, title_generated)
VALUES
    ('a7b8c9d0-e1f2-4a3b-8c4d-5e6f7a8b9c0d', 1719837120000, 'Europe/Rome', '1 Jul 2024, 14:32', 43.4633, 11.8797,
        NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1736400000000, 1736400000000, 296.0, NULL, NULL,
        'offset-time-original', 'too-old', 'the moment is more than 2 hours old', 'photo', NULL, NULL, NULL, 1),
    ('b8c9d0e1-f2a3-4b4c-9d5e-6f7a8b9c0d1e', 1719840000000, 'Europe/Rome', 'Piazza Grande', 43.4631, 11.8816,
        NULL, NULL, NULL, NULL, NULL, NULL, NULL, 'Antiques fair', 1736400100000, 1736400200000, NULL, NULL, NULL,
        'given', 'skipped', 'asked not to (--no-radar)', 'given', NULL, NULL, NULL, 0);
