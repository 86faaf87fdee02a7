-- 0025: team competitions (issue 11): the settings of a team tournament,
-- its teams with their declared order of members, the matches of every
-- round and their boards. Game points are in half-points.

CREATE TABLE team_settings (
    tournament_id INTEGER PRIMARY KEY REFERENCES tournaments (id) ON DELETE CASCADE,
    boards        INTEGER NOT NULL CHECK (boards BETWEEN 1 AND 20),
    primary_score TEXT NOT NULL DEFAULT 'mp' CHECK (primary_score IN ('mp', 'gp')),
    mp_win        INTEGER NOT NULL DEFAULT 2,
    mp_draw       INTEGER NOT NULL DEFAULT 1,
    mp_loss       INTEGER NOT NULL DEFAULT 0,
    noshow_gp     INTEGER NOT NULL CHECK (noshow_gp >= 0),
    bye_gp        INTEGER NOT NULL CHECK (bye_gp >= 0),
    min_players   INTEGER NOT NULL CHECK (min_players >= 1),
    colours       TEXT NOT NULL DEFAULT 'WB',
    tiebreaks     TEXT NOT NULL DEFAULT '',
    extra_match   INTEGER NOT NULL DEFAULT 0 CHECK (extra_match IN (0, 1))
);

CREATE TABLE teams (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    number        INTEGER NOT NULL CHECK (number >= 1),
    name          TEXT NOT NULL CHECK (name <> ''),
    club_id       INTEGER REFERENCES clubs (id) ON DELETE SET NULL,
    settlement    TEXT NOT NULL DEFAULT '',
    captain       TEXT NOT NULL DEFAULT '',
    UNIQUE (tournament_id, number),
    UNIQUE (tournament_id, name)
);

-- the declared order: main players first, then substitutes; a player plays
-- for one team of a tournament only
CREATE TABLE team_members (
    team_id       INTEGER NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    position      INTEGER NOT NULL CHECK (position >= 1),
    player_id     INTEGER NOT NULL REFERENCES players (id) ON DELETE RESTRICT,
    substitute    INTEGER NOT NULL DEFAULT 0 CHECK (substitute IN (0, 1)),
    PRIMARY KEY (team_id, position),
    UNIQUE (tournament_id, player_id)
);

-- one match of a round; away_team_id NULL is the team bye; statuses ''
-- (present) or 'N' (did not come)
CREATE TABLE team_matches (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    round         INTEGER NOT NULL CHECK (round >= 1),
    home_team_id  INTEGER NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
    away_team_id  INTEGER REFERENCES teams (id) ON DELETE CASCADE,
    home_status   TEXT NOT NULL DEFAULT '' CHECK (home_status IN ('', 'N')),
    away_status   TEXT NOT NULL DEFAULT '' CHECK (away_status IN ('', 'N')),
    UNIQUE (tournament_id, round, home_team_id)
);
CREATE INDEX team_matches_tournament ON team_matches (tournament_id, round);

-- the boards of a match: players (NULL = nobody) and the result from
-- White's side ('' none, 1 = 0 + - *)
CREATE TABLE team_boards (
    match_id       INTEGER NOT NULL REFERENCES team_matches (id) ON DELETE CASCADE,
    board          INTEGER NOT NULL CHECK (board >= 1),
    home_player_id INTEGER REFERENCES players (id) ON DELETE RESTRICT,
    away_player_id INTEGER REFERENCES players (id) ON DELETE RESTRICT,
    result         TEXT NOT NULL DEFAULT '' CHECK (result IN ('', '1', '=', '0', '+', '-', '*')),
    PRIMARY KEY (match_id, board)
);
