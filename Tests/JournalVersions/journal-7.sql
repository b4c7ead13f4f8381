-- Rows as version 7 wrote them: a recorded track (two segments, a waypoint, its start weather,
-- imported into a trip), a photo placed from it with its camera's clock corrected, and a photo
-- placed by its own GPS.
INSERT INTO track (id, name, source_name, trip_id, points, points_bytes, points_crc32, points_sha256,
    point_count, segment_count, waypoint_count, start_ms, end_ms, time_zone, distance_m, moving_s, ascent_m,
    descent_m, lowest_m, lowest_lat, lowest_lng, highest_m, highest_lat, highest_lng, start_lat, start_lng,
    end_lat, end_lng, south, north, west, east, weather_summary, weather_temp, weather_symbol, weather_code,
    weather_source, weather_observed_ms, weather_note, created_ms, updated_ms)
VALUES
    ('5f406507-09bd-4201-928b-460289c2f744', 'Lagoon walk', 'walk.gpx', 2,
        X'4f544b3102040380da8ce3049fdfe49a01e01280cfe497846503e05d80fa01940ac0cf2403f0ab01c0b802940ac0cf2403f0ab01f0a802b009c0cf240203807df0ab01d704c0ee6d02a09c01a09c01c0cf240104e0b78de3049fe5e29a010956696577706f696e74',
        104, 3524959306, 'b38cd6d95ff422e8b5dd9267ae7c861f124195386299d95a7c30896257a1e3ba', 6, 2, 1,
        1735728600000, 1735730700000, 'Atlantic/Reykjavik', 534.93226566256453224, 1200.0, 19.0, 0.0, 12.0,
        64.078400000000002023, -16.230599999999999027, 31.0, 64.081199999999995499, -16.225100000000001188,
        64.078400000000002023, -16.230599999999999027, 64.08299999999999841, -16.222999999999998977,
        64.078400000000002023, 64.08299999999999841, -16.230599999999981263, -16.223000000000013187,
        'Overcast', -1.5, 'cloud', 3, 'open-meteo', 1735728600000, NULL, 1735740000000, 1735740000000);
INSERT INTO entry (id, timestamp_ms, time_zone, title, lat, lng, place_name, weather_summary, weather_temp,
    weather_symbol, weather_code, weather_source, weather_observed_ms, note, created_ms, updated_ms,
    altitude_m, direction_deg, direction_ref, time_source, radar_status, radar_detail, position_source,
    position_track_id, position_track_name, clock_offset_ms)
VALUES
    ('c4d5e6f7-a8b9-4c0d-8e1f-2a3b4c5d6e7f', 1735729500000, 'Atlantic/Reykjavik', 'Ice cliffs', 64.0812,
        -16.2251, 'South, IS', 'Overcast', -1.5, 'cloud', 3, 'open-meteo', 1735729500000, NULL, 1735740100000,
        1735740100000, 31.0, NULL, NULL, 'place-time-zone', 'too-old', 'the moment is more than 2 hours old',
        'track', '5f406507-09bd-4201-928b-460289c2f744', 'Lagoon walk', 120000),
    ('d5e6f7a8-b9c0-4d1e-9f2a-3b4c5d6e7f80', 1735730400000, 'Atlantic/Reykjavik', 'Seal', 64.0822, -16.2238,
        'South, IS', 'Overcast', -1.0, 'cloud', 3, 'open-meteo', 1735730400000, NULL, 1735740200000,
        1735740200000, NULL, NULL, NULL, 'gps-time', 'skipped', 'asked not to (--no-radar)', 'photo', NULL, NULL,
        NULL);
