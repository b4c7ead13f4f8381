-- Rows as version 3 wrote them: capture data from a photo's metadata (altitude, the camera's
-- heading, which source fixed the time), whole or in part.
INSERT INTO entry (id, timestamp_ms, time_zone, title, lat, lng, place_name, weather_summary, weather_temp,
    weather_symbol, weather_code, weather_source, weather_observed_ms, note, created_ms, updated_ms,
    altitude_m, direction_deg, direction_ref, time_source)
VALUES
    ('5d2e8f41-7a3b-4c6d-9e0f-1a2b3c4d5e6f', 1718355600000, 'Europe/Zurich', 'Summit', 46.5775, 7.9853,
        'Grindelwald, Bern, CH', 'Clear sky', 4.5, 'sun.max', 0, 'open-meteo', 1718355600000, 'Windy ridge',
        1718355700000, 1718355700000, 3454.2, 341.75, 'M', 'offset-time-original'),
    ('c8e4a2b6-1d3f-4a5c-8e7b-9d0c1b2a3f4e', 1718400000000, NULL, 'Valley', 46.6242, 8.0414, NULL, NULL, NULL,
        NULL, NULL, NULL, NULL, NULL, 1718400100000, 1718400100000, NULL, NULL, NULL, 'given');
