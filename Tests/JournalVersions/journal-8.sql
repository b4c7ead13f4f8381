-- Rows as version 8 wrote them: a place line only where a person or an imported source gave one
-- (place_correction); without one, the line the map data computes is shown and nothing is stored.
INSERT INTO entry (id, timestamp_ms, time_zone, title, lat, lng, place_correction, weather_summary, weather_temp,
    weather_symbol, weather_code, weather_source, weather_observed_ms, note, created_ms, updated_ms,
    altitude_m, direction_deg, direction_ref, time_source, radar_status, radar_detail, position_source,
    position_track_id, position_track_name, clock_offset_ms)
VALUES
    ('c8d7e6f5-a4b3-4c2d-8e1f-0a9b8c7d6e5f', 1736000000000, 'Europe/Oslo', 'Reine at dawn', 67.9323, 13.0887,
        'Reine, Lofoten, NO', NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1736000100000, 1736000200000, NULL, NULL,
        NULL, 'given', 'skipped', 'asked not to (--no-radar)', 'given', NULL, NULL, NULL),
    ('d9e8f7a6-b5c4-4d3e-9f2a-1b0c9d8e7f6a', 1736100000000, 'Europe/Vienna', 'Hallstatt', 47.5622, 13.6493, NULL,
        'Clear sky', 2.5, 'sun.max', 0, 'open-meteo', 1736100000000, NULL, 1736100100000, 1736100100000, 511.0,
        NULL, NULL, 'offset-time-original', 'too-old', 'the moment is more than 2 hours old', 'photo', NULL, NULL,
        NULL);
INSERT INTO photo (entry_id, data, format, width, height, byte_count, sha256, crc32)
VALUES
    ('d9e8f7a6-b5c4-4d3e-9f2a-1b0c9d8e7f6a', X'FFD8FFE000104A46494600010100000100010000FFDB0043000503040404030504040405050506070C08070707070F0B0B090C110F1212110F111113161C1713141A1511111821181A1D1D1F1F1F13172224221E241C1E1F1EFFDB0043010505050706070E08080E1E1411141E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1E1EFFC00011080004000503012200021101031101FFC4001500010100000000000000000000000000000007FFC4001A10010001050000000000000000000000000001061755A1D1FFC4001501010100000000000000000000000000000506FFC4001F11000101090100000000000000000000000100020304141552539192D1FFDA000C03010002110311003F00B959FA1717B8E00A3A845E56BA3EA3259CD83417FFD9', 'jpeg', 5, 4, 320,
        'e7c5d332f7367f2ade48812073b49ed814cc7fba33ff8fe9bd9dd1a9bbe9e723', 3620380872);
