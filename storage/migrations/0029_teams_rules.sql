-- 0029: team competitions, wave 2 (issue 11): the composition rules of a
-- team tournament (how many boys and girls among the main players, all of
-- one club; the birth year is the tournament's admission), the extra match
-- for first place (seed 004 §3, §19) and the size of the §2 team ranking
-- of an individual tournament.

ALTER TABLE team_settings ADD COLUMN boys INTEGER NOT NULL DEFAULT 0 CHECK (boys >= 0);
ALTER TABLE team_settings ADD COLUMN girls INTEGER NOT NULL DEFAULT 0 CHECK (girls >= 0);
ALTER TABLE team_settings ADD COLUMN one_club INTEGER NOT NULL DEFAULT 0 CHECK (one_club IN (0, 1));

-- the extra match for first place is stored as a match of its own after
-- the last round (round = the number of rounds + 1, extra = 1)
ALTER TABLE team_matches ADD COLUMN extra INTEGER NOT NULL DEFAULT 0 CHECK (extra IN (0, 1));

-- §2: an individual tournament ranks the teams (the declared clubs) by the
-- points of their best `size` players (0 = all of them)
CREATE TABLE team_ranking (
    tournament_id INTEGER PRIMARY KEY REFERENCES tournaments (id) ON DELETE CASCADE,
    size          INTEGER NOT NULL CHECK (size >= 0)
);
