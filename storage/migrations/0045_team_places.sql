-- 0045: the final places of a finished team tournament (seed 004 §18,
-- §19: the top teams of one stage enter the next, group A of next season
-- is group A's top 7 and group B's winner). Finishing stores each team's
-- place (a shared place as place..place_to) and its primary score (match
-- points, or game points in half-points); 0 until finished, cleared again
-- on reopening (model/teams finish.go).
ALTER TABLE teams ADD COLUMN place INTEGER NOT NULL DEFAULT 0 CHECK (place >= 0);
ALTER TABLE teams ADD COLUMN place_to INTEGER NOT NULL DEFAULT 0 CHECK (place_to >= 0);
ALTER TABLE teams ADD COLUMN final_points INTEGER NOT NULL DEFAULT 0 CHECK (final_points >= 0);
