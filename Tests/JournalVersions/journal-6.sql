-- Rows as version 6 wrote them: the focus point set with `outdoor edit ID --focus 0.3,0.65` on the
-- lagoon entry of version 5 (the others keep none).
INSERT INTO entry_focus (entry_id, x, y) VALUES ('b7c6d5e4-f3a2-4b1c-9d0e-8f7a6b5c4d3e', 0.3, 0.65);
