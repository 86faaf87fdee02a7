-- 0036: FIDE mode and the pairing-integrity log (FIDE C.02, VCL4THP.13
-- Q40–46, Q112–115; model/fide_mode.go). tournament_fide_mode holds a
-- tournament's mode once it is set explicitly (an import starts in it;
-- leaving it records the round and time and is never undone): without a
-- row a tournament has its system's default. tournament_events are the
-- logged events — kind (the TRF "###" tag), round, UTC time, English
-- text — oldest first by id.
CREATE TABLE tournament_fide_mode (
    tournament_id INTEGER PRIMARY KEY REFERENCES tournaments (id) ON DELETE CASCADE,
    fide_on       INTEGER NOT NULL CHECK (fide_on IN (0, 1)),
    left_round    INTEGER NOT NULL DEFAULT 0 CHECK (left_round >= 0),
    left_at       TEXT    NOT NULL DEFAULT ''
);

CREATE TABLE tournament_events (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    round         INTEGER NOT NULL CHECK (round >= 0),
    at            TEXT    NOT NULL,
    kind          TEXT    NOT NULL CHECK (kind <> ''),
    detail        TEXT    NOT NULL DEFAULT ''
);
CREATE INDEX tournament_events_tournament ON tournament_events (tournament_id, id);

-- a mode once left stays left (Q45), whatever writes the row
CREATE TRIGGER tournament_fide_mode_no_return BEFORE UPDATE ON tournament_fide_mode
WHEN OLD.fide_on = 0 AND NEW.fide_on = 1
BEGIN SELECT RAISE(ABORT, 'a tournament that left FIDE mode cannot go back'); END;

CREATE TRIGGER tournament_fide_mode_version_insert AFTER INSERT ON tournament_fide_mode
BEGIN UPDATE tournaments SET version = version + 1 WHERE id = NEW.tournament_id; END;
CREATE TRIGGER tournament_fide_mode_version_update AFTER UPDATE ON tournament_fide_mode
BEGIN UPDATE tournaments SET version = version + 1 WHERE id IN (OLD.tournament_id, NEW.tournament_id); END;
CREATE TRIGGER tournament_events_version_insert AFTER INSERT ON tournament_events
BEGIN UPDATE tournaments SET version = version + 1 WHERE id = NEW.tournament_id; END;

-- expelled players of a Swiss (Q197–198): marked, and left out of the
-- standings after round `round` (their games stay for their opponents)
CREATE TABLE tournament_expulsions (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    player_id     INTEGER NOT NULL REFERENCES players (id),
    round         INTEGER NOT NULL CHECK (round >= 0),
    at            TEXT    NOT NULL,
    PRIMARY KEY (tournament_id, player_id)
);
CREATE TRIGGER tournament_expulsions_version_insert AFTER INSERT ON tournament_expulsions
BEGIN UPDATE tournaments SET version = version + 1 WHERE id = NEW.tournament_id; END;
