-- 0023: the tournament evening (issue 19).
--
-- How a tournament's starting ranks are made (C.04.2: the initial ranking
-- list). Without a row the ranks follow the rating ('rating': rating used,
-- then title, then name) and are recomputed whenever the field changes
-- before round 1. 'manual': the director fixed the order by hand; it is
-- kept. 'lot': a round robin's numbers drawn by lot with seed (engine/lot
-- applied to the ranking list), redrawn with the same seed when the field
-- changes before round 1.
CREATE TABLE tournament_start_order (
    tournament_id INTEGER PRIMARY KEY REFERENCES tournaments (id) ON DELETE CASCADE,
    method        TEXT NOT NULL CHECK (method IN ('rating', 'manual', 'lot')),
    seed          INTEGER NOT NULL DEFAULT 0
);
