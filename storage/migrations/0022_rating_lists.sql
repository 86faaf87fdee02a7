-- 0022: rating lists (issue 17): the lists imported (FIDE and national),
-- the last FIDE list kept whole for the registration desk, and each
-- registry player's ratings with their K-factor, period and source.

-- one row per import; the newest row of a source is its current list
CREATE TABLE rating_lists (
    id          INTEGER PRIMARY KEY,
    source      TEXT NOT NULL CHECK (source IN ('fide', 'national')),
    kind        TEXT NOT NULL,              -- combined, standard, rapid, blitz, national
    period      TEXT NOT NULL CHECK (period GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]'),
    file        TEXT NOT NULL,              -- the file name as the director chose it
    imported_at TEXT NOT NULL,
    players     INTEGER NOT NULL CHECK (players >= 0), -- lines in the list
    matched     INTEGER NOT NULL CHECK (matched >= 0)  -- registry players updated
);
CREATE INDEX rating_lists_source ON rating_lists (source, id);

-- the players of the last imported FIDE list (replaced by each import);
-- name_key is the folded Latin name for the registration-desk search
CREATE TABLE fide_list_players (
    fide_id     INTEGER PRIMARY KEY,
    name        TEXT NOT NULL,
    name_key    TEXT NOT NULL,
    federation  TEXT NOT NULL,
    sex         TEXT NOT NULL,
    title       TEXT NOT NULL,
    w_title     TEXT NOT NULL,
    o_title     TEXT NOT NULL,
    standard    INTEGER NOT NULL, standard_games INTEGER NOT NULL, standard_k INTEGER NOT NULL,
    rapid       INTEGER NOT NULL, rapid_games    INTEGER NOT NULL, rapid_k    INTEGER NOT NULL,
    blitz       INTEGER NOT NULL, blitz_games    INTEGER NOT NULL, blitz_k    INTEGER NOT NULL,
    birth_year  INTEGER NOT NULL,
    flag        TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX fide_list_players_name ON fide_list_players (name_key);

-- a registry player's rating in one system, with where it came from;
-- players.fide_rating and players.national_rating keep the standard FIDE
-- and the national rating the rest of the program reads
CREATE TABLE player_ratings (
    player_id INTEGER NOT NULL REFERENCES players (id) ON DELETE CASCADE,
    system    TEXT NOT NULL CHECK (system IN ('standard', 'rapid', 'blitz', 'national')),
    rating    INTEGER NOT NULL CHECK (rating >= 0),
    k         INTEGER NOT NULL DEFAULT 0 CHECK (k >= 0),
    games     INTEGER NOT NULL DEFAULT 0 CHECK (games >= 0),
    period    TEXT NOT NULL,
    source    TEXT NOT NULL,                -- e.g. "FIDE players_list_foa.txt"
    PRIMARY KEY (player_id, system)
) WITHOUT ROWID;
