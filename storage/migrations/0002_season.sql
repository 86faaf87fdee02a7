-- 0002: seasons with their rule sets, the calendar of tournaments,
-- registrations (tournament_players, with the club and coach declared
-- there), per-round games and final places (issue 5, season.md).
-- The tournament tables are general: the tournament-day screens run
-- tournaments in them too. Dates are YYYY-MM-DD text; points are integers
-- in half-points; round results are the TRF tokens, stored as text.

CREATE TABLE seasons (
    id    INTEGER PRIMARY KEY,
    year  INTEGER NOT NULL UNIQUE CHECK (year BETWEEN 1900 AND 9999),
    name  TEXT NOT NULL DEFAULT '',
    -- the rule set (engine/season Rules) as JSON with exact decimal strings;
    -- editing it recomputes the tables and never touches results
    rules TEXT NOT NULL CHECK (json_valid(rules))
);

CREATE TABLE tournaments (
    id           INTEGER PRIMARY KEY,
    season_id    INTEGER REFERENCES seasons (id) ON DELETE RESTRICT,
    name         TEXT NOT NULL CHECK (length(trim(name)) > 0),
    start_date   TEXT NOT NULL
                 CHECK (start_date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
    end_date     TEXT NOT NULL
                 CHECK (end_date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]' AND end_date >= start_date),
    kind         TEXT NOT NULL CHECK (kind IN ('classical', 'rapid', 'blitz')),
    cup          TEXT NOT NULL DEFAULT 'none' CHECK (cup IN ('gold', 'silver', 'none')),
    level        TEXT NOT NULL DEFAULT ''
                 CHECK (level IN ('', '4', '3', '2', '1', 'cms-points', 'cms')),
    system       TEXT NOT NULL DEFAULT '',
    rounds       INTEGER NOT NULL DEFAULT 0 CHECK (rounds >= 0),
    venue        TEXT NOT NULL DEFAULT '',
    time_control TEXT NOT NULL DEFAULT '',
    tiebreaks    TEXT NOT NULL DEFAULT '',
    CHECK (cup <> 'gold' OR level <> '')
);
CREATE INDEX tournaments_season ON tournaments (season_id, start_date);

CREATE TABLE tournament_players (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    player_id     INTEGER NOT NULL REFERENCES players (id) ON DELETE RESTRICT,
    start_no      INTEGER NOT NULL CHECK (start_no > 0),
    club_id       INTEGER REFERENCES clubs (id) ON DELETE RESTRICT,
    coach_id      INTEGER REFERENCES coaches (id) ON DELETE RESTRICT,
    rating        INTEGER NOT NULL DEFAULT 0 CHECK (rating >= 0),
    points        INTEGER NOT NULL DEFAULT 0 CHECK (points >= 0),
    place         INTEGER CHECK (place IS NULL OR place > 0),
    place_to      INTEGER CHECK (place_to IS NULL OR place_to >= place),
    PRIMARY KEY (tournament_id, player_id),
    UNIQUE (tournament_id, start_no)
);
CREATE INDEX tournament_players_player ON tournament_players (player_id);
CREATE INDEX tournament_players_club ON tournament_players (club_id);
CREATE INDEX tournament_players_coach ON tournament_players (coach_id);

CREATE TABLE tournament_games (
    tournament_id INTEGER NOT NULL,
    round         INTEGER NOT NULL CHECK (round > 0),
    start_no      INTEGER NOT NULL,
    opponent_no   INTEGER CHECK (opponent_no IS NULL OR opponent_no > 0),
    colour        TEXT NOT NULL DEFAULT '-' CHECK (colour IN ('w', 'b', '-')),
    result        TEXT NOT NULL
                  CHECK (result IN ('1', '=', '0', '+', '-', 'W', 'D', 'L', 'H', 'F', 'U', 'Z', ' ')),
    PRIMARY KEY (tournament_id, round, start_no),
    FOREIGN KEY (tournament_id, start_no)
        REFERENCES tournament_players (tournament_id, start_no) ON DELETE CASCADE
);
