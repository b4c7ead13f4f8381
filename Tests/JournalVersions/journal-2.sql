-- Rows as version 2 wrote them: trips by date range, by chosen entries, and both.
INSERT INTO trip (id, name, since_ms, until_ms, created_ms)
VALUES
    (1, 'Norway 2025', 1749600000000, 1750000000000, 1749900000000),
    (2, 'Favourites', NULL, NULL, 1749900000500),
    (3, 'Colorado, spring', 1650000000000, NULL, 1749900001000);
INSERT INTO trip_entry (trip_id, entry_id)
VALUES
    (2, '6f9619ff-8b86-4011-b42d-00cf4fc964ff'),
    (2, '0b1f6c3a-2d4e-4f5a-8b6c-7d8e9f0a1b2c'),
    (3, 'a3c1e5f7-9b2d-4e6f-8a1c-3e5f7a9b1c2d');
