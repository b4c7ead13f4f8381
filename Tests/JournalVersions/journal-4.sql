-- Rows as version 4 wrote them: the radar frozen with the moment, captured (with its picture)
-- or not (with the reason).
INSERT INTO entry (id, timestamp_ms, time_zone, title, lat, lng, place_name, weather_summary, weather_temp,
    weather_symbol, weather_code, weather_source, weather_observed_ms, note, created_ms, updated_ms,
    altitude_m, direction_deg, direction_ref, time_source, radar_status, radar_detail)
VALUES
    ('e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b', 1732010400000, 'Europe/Amsterdam', 'Rain over the dunes', 52.3702,
        4.8952, 'Amsterdam, North Holland, NL', 'Light rain', 9.0, 'cloud.drizzle', 61, 'open-meteo',
        1732010400000, NULL, 1732010500000, 1732010500000, NULL, NULL, NULL, 'offset-time', 'captured', NULL),
    ('f0e1d2c3-b4a5-4968-8776-655443322110', 1732100000000, 'Europe/Amsterdam', 'Old moment', 52.0907, 5.1214,
        NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 1732200000000, 1732200000000, NULL, NULL, NULL, 'given',
        'too-old', 'the moment is more than 2 hours old'),
    ('0a9b8c7d-6e5f-4a3b-9c2d-1e0f9a8b7c6d', 1732300000000, NULL, 'Offline', 51.9244, 4.4777, NULL, NULL, NULL,
        NULL, NULL, NULL, NULL, NULL, 1732300100000, 1732300100000, NULL, NULL, NULL, NULL, 'failed',
        'RainViewer: cannot connect');
INSERT INTO entry_radar (entry_id, image, format, width, height, byte_count, west, east, north, south, zoom,
    frame_ms, source)
VALUES
    ('e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b', X'89504E470D0A1A0A0000000D49484452000000080000000401030000008903ECB300000003504C5445145ADC73641D570000000174524E5380AD5E5B460000000B4944415408D76360800000000800012F20DD310000000049454E44AE426082', 'png', 8, 4, 96, 2.5, 7.25, 54.0, 50.5, 7,
        1732010100000, 'rainviewer');
