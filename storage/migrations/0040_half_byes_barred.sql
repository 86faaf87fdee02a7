-- 0040: a registration may be marked as not entitled to half-point byes
-- (FIDE C.02, VCL4THP.13 Q175–176: a free entry, a condition of the
-- regulations; model/byes.go): such a player's request of a half-point bye
-- is refused. 0: entitled (every registration before this migration).
ALTER TABLE tournament_players ADD COLUMN half_byes_barred INTEGER NOT NULL DEFAULT 0 CHECK (half_byes_barred IN (0, 1));
