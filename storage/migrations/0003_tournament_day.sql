-- 0003: running a tournament (issue 6): the tournament-day settings, the
-- registration desk (fee, paid, check-in, withdrawal, requested byes),
-- board numbers of paired games, forbidden pairs, the director's audit and
-- the games of knockout mini-matches.

-- rating used, rules edition, sub-standings, initial colour, same-club
-- rounds, knockout format: JSON, read by storage/tournament.go
ALTER TABLE tournaments ADD COLUMN settings TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(settings));
ALTER TABLE tournaments ADD COLUMN finished INTEGER NOT NULL DEFAULT 0 CHECK (finished IN (0, 1));
CREATE INDEX tournaments_name_date ON tournaments (start_date, name);

ALTER TABLE tournament_players ADD COLUMN fee INTEGER NOT NULL DEFAULT 0 CHECK (fee >= 0);
ALTER TABLE tournament_players ADD COLUMN paid INTEGER NOT NULL DEFAULT 0 CHECK (paid IN (0, 1));
ALTER TABLE tournament_players ADD COLUMN checked_in INTEGER NOT NULL DEFAULT 0 CHECK (checked_in IN (0, 1));
-- 0: plays on; r: withdrawn from round r on
ALTER TABLE tournament_players ADD COLUMN withdrawn_from INTEGER NOT NULL DEFAULT 0 CHECK (withdrawn_from >= 0);
-- requested byes, e.g. "3H,5Z": round and TRF code H or Z
ALTER TABLE tournament_players ADD COLUMN byes TEXT NOT NULL DEFAULT '';

-- board number of a paired game (both rows of the game); 0 for byes,
-- absences and imported rounds
ALTER TABLE tournament_games ADD COLUMN board INTEGER NOT NULL DEFAULT 0 CHECK (board >= 0);

CREATE TABLE tournament_forbidden (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    player_a      INTEGER NOT NULL REFERENCES players (id) ON DELETE RESTRICT,
    player_b      INTEGER NOT NULL REFERENCES players (id) ON DELETE RESTRICT,
    PRIMARY KEY (tournament_id, player_a, player_b),
    CHECK (player_a < player_b)
);

CREATE TABLE tournament_audit (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    at            TEXT NOT NULL,
    round         INTEGER NOT NULL DEFAULT 0,
    action        TEXT NOT NULL,
    detail        TEXT NOT NULL DEFAULT ''
);
CREATE INDEX tournament_audit_tournament ON tournament_audit (tournament_id, id);

-- one game of a knockout mini-match; players by start number; stage 0 the
-- main games, 1… tie-break stages, -1 Armageddon; White's half-points
CREATE TABLE knockout_games (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    round         INTEGER NOT NULL CHECK (round > 0),
    pair          INTEGER NOT NULL CHECK (pair > 0),
    no            INTEGER NOT NULL CHECK (no > 0),
    stage         INTEGER NOT NULL CHECK (stage >= -1),
    white_no      INTEGER NOT NULL CHECK (white_no > 0),
    black_no      INTEGER NOT NULL CHECK (black_no > 0),
    white_points  INTEGER NOT NULL CHECK (white_points BETWEEN 0 AND 2),
    PRIMARY KEY (tournament_id, round, pair, no)
);
