-- Rows as version 9 wrote them: a track whose points have no times (two with Garmin's "clock
-- unknown" time, read as none), in two segments, dated by its file's own time (metadata/time,
-- file_time_ms) to the day only: no start or end, no weather, imported without a trip.
INSERT INTO track (id, name, source_name, trip_id, points, points_bytes, points_crc32, points_sha256,
    point_count, segment_count, waypoint_count, start_ms, end_ms, time_zone, distance_m, moving_s, ascent_m,
    descent_m, lowest_m, lowest_lat, lowest_lng, highest_m, highest_lat, highest_lng, start_lat, start_lng,
    end_lat, end_lng, south, north, west, east, weather_summary, weather_temp, weather_symbol, weather_code,
    weather_source, weather_observed_ms, weather_note, created_ms, updated_ms, file_time_ms)
VALUES
    ('e99fa3fa-8008-43f4-bf54-32e18dac6bfc', 'Vršič', 'vrsic.gpx', NULL,
        X'4f544b31020301a0f4e8ba0380ac89830198d51301a09c01c0bb01a82d01f0ab01d08c01f060020190c802d08c01e85201807d904ed83600',
        56, 4066047206, '05460cdcb0e82211b144577ae323efd9b254f3c97c7a2fe21b09ef0b29fd1a86', 5, 2, 0, NULL, NULL,
        'Europe/Ljubljana', 381.79660471705210511, NULL, 126.0, 0.0, 1611.0, 46.432999999999999829,
        13.743999999999999772, 1790.0, 46.438000000000002388, 13.747500000000000497, 46.432999999999999829,
        13.743999999999999772, 46.438000000000002388, 13.747500000000000497, 46.432999999999999829,
        46.438000000000002388, 13.743999999999999772, 13.747500000000000497, NULL, NULL, NULL, NULL, NULL, NULL,
        'the track has no times to look the weather up at (its file gives the day, not the hour)',
        1736300000000, 1736300000000, 1309628400000);
