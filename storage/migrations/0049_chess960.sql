-- 0049: Chess960 (FIDE Laws of Chess, Guidelines II; FIDE C.02 VCL4THP.13
-- Q222; model/chess960.go). A tournament with a row in tournament_chess960
-- is a Chess960 tournament; round_chess960 holds each round's starting
-- position, its SP number 0–959 (engine/chess960), whether the program
-- drew it (1) or the director entered it (0), and when (RFC 3339, UTC).
-- The version triggers are 0021's, so the hall screen and the results
-- site see a new position.
CREATE TABLE tournament_chess960 (
    tournament_id INTEGER PRIMARY KEY REFERENCES tournaments (id) ON DELETE CASCADE
);

CREATE TABLE round_chess960 (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    round         INTEGER NOT NULL CHECK (round >= 1),
    sp            INTEGER NOT NULL CHECK (sp BETWEEN 0 AND 959),
    drawn         INTEGER NOT NULL CHECK (drawn IN (0, 1)),
    at            TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (tournament_id, round)
);

CREATE TRIGGER tournament_chess960_version_insert AFTER INSERT ON tournament_chess960
BEGIN UPDATE tournaments SET version = version + 1 WHERE id = NEW.tournament_id; END;
CREATE TRIGGER tournament_chess960_version_delete AFTER DELETE ON tournament_chess960
BEGIN UPDATE tournaments SET version = version + 1 WHERE id = OLD.tournament_id; END;
CREATE TRIGGER round_chess960_version_insert AFTER INSERT ON round_chess960
BEGIN UPDATE tournaments SET version = version + 1 WHERE id = NEW.tournament_id; END;
CREATE TRIGGER round_chess960_version_update AFTER UPDATE ON round_chess960
BEGIN UPDATE tournaments SET version = version + 1 WHERE id IN (OLD.tournament_id, NEW.tournament_id); END;
CREATE TRIGGER round_chess960_version_delete AFTER DELETE ON round_chess960
BEGIN UPDATE tournaments SET version = version + 1 WHERE id = OLD.tournament_id; END;
