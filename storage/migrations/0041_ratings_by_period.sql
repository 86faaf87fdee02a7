-- 0041: ratings by period and tournament ratings as FIDE defines them
-- (FIDE C.02, VCL4THP.13 Q116–146; seed 004 §5, §16, §17; docs/vcl.md).
--
-- rating_history keeps every imported rating with its list and period, so
-- a tournament can use "the list of 1 October 2010" after newer lists
-- arrived (player_ratings keeps only the newest of each system). list is
-- standard, rapid, blitz, national, or user:NAME for a list the director
-- loaded himself.
CREATE TABLE rating_history (
    player_id INTEGER NOT NULL REFERENCES players (id) ON DELETE CASCADE,
    list      TEXT NOT NULL CHECK (list <> ''),
    period    TEXT NOT NULL CHECK (period GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]'),
    rating    INTEGER NOT NULL CHECK (rating >= 0),
    k         INTEGER NOT NULL DEFAULT 0 CHECK (k >= 0),
    games     INTEGER NOT NULL DEFAULT 0 CHECK (games >= 0),
    source    TEXT NOT NULL,
    PRIMARY KEY (player_id, list, period)
) WITHOUT ROWID;
CREATE INDEX rating_history_list ON rating_history (list, period);
INSERT INTO rating_history (player_id, list, period, rating, k, games, source)
    SELECT player_id, system, period, rating, k, games, source FROM player_ratings
    WHERE period GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]';

-- the lists the director loaded under a name of his own (Q117)
CREATE TABLE user_rating_lists (
    id          INTEGER PRIMARY KEY,
    name        TEXT NOT NULL CHECK (name <> ''),
    period      TEXT NOT NULL CHECK (period GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]'),
    file        TEXT NOT NULL,
    imported_at TEXT NOT NULL,
    players     INTEGER NOT NULL CHECK (players >= 0),
    matched     INTEGER NOT NULL CHECK (matched >= 0)
);

-- a tournament's rating rule (model/tournament_rating.go): how the
-- tournament rating is chosen (method, the director's list sequence, the
-- period of the lists, "" the newest), the rating admission is judged by
-- (its own method, lists and period; method "" the tournament rating),
-- the order of players with equal rating and title (Q146), and whether
-- the consistency check is on (Q138). No row: FIDE method, newest lists,
-- alphabetical ties, check on.
CREATE TABLE tournament_rating_rules (
    tournament_id INTEGER PRIMARY KEY REFERENCES tournaments (id) ON DELETE CASCADE,
    method        TEXT NOT NULL DEFAULT 'fide',
    lists         TEXT NOT NULL DEFAULT '',
    period        TEXT NOT NULL DEFAULT '',
    admit_method  TEXT NOT NULL DEFAULT '',
    admit_lists   TEXT NOT NULL DEFAULT '',
    admit_period  TEXT NOT NULL DEFAULT '',
    ties          TEXT NOT NULL DEFAULT '',
    check_off     INTEGER NOT NULL DEFAULT 0 CHECK (check_off IN (0, 1))
);

-- where each registration's tournament rating came from (Q116, Q134):
-- the list and its period, or manual = 1 when the director typed it.
-- A registration without a row predates this migration.
CREATE TABLE entry_ratings (
    tournament_id INTEGER NOT NULL,
    player_id     INTEGER NOT NULL,
    list          TEXT NOT NULL DEFAULT '',
    period        TEXT NOT NULL DEFAULT '',
    manual        INTEGER NOT NULL DEFAULT 0 CHECK (manual IN (0, 1)),
    PRIMARY KEY (tournament_id, player_id),
    FOREIGN KEY (tournament_id, player_id) REFERENCES tournament_players (tournament_id, player_id) ON DELETE CASCADE
) WITHOUT ROWID;

CREATE TRIGGER tournament_rating_rules_version_insert AFTER INSERT ON tournament_rating_rules
BEGIN UPDATE tournaments SET version = version + 1 WHERE id = NEW.tournament_id; END;
CREATE TRIGGER tournament_rating_rules_version_update AFTER UPDATE ON tournament_rating_rules
BEGIN UPDATE tournaments SET version = version + 1 WHERE id = NEW.tournament_id; END;
