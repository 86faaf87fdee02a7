-- 0027: closing a qualifier (issue 13): norms, entry fees, the prize fund
-- and prizes.

-- A season's norm table (engine/norm Table as JSON). Without a row the
-- season uses engine/norm's defaults (../shared/rules/norms.md, unofficial).
CREATE TABLE season_norm_tables (
    season_id INTEGER PRIMARY KEY REFERENCES seasons (id) ON DELETE CASCADE,
    rules     TEXT NOT NULL CHECK (json_valid(rules))
);

-- The norms players fulfilled, written when a tournament is finished and
-- removed when it is reopened; with the numbers behind each. Candidate
-- points are the rows of level 'cms-points'.
CREATE TABLE player_norms (
    player_id     INTEGER NOT NULL REFERENCES players (id) ON DELETE CASCADE,
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    level         TEXT NOT NULL CHECK (level IN ('4', '3', '2', '1', 'cms-points', 'cms')),
    games         INTEGER NOT NULL CHECK (games > 0),
    score         INTEGER NOT NULL CHECK (score >= 0),   -- half-points
    needed        INTEGER NOT NULL CHECK (needed >= 0),  -- half-points
    k10           INTEGER NOT NULL,                      -- K in tenths
    pct10         INTEGER NOT NULL,                      -- share needed, tenths of a per cent
    first_place   INTEGER NOT NULL DEFAULT 0 CHECK (first_place IN (0, 1)),
    made_on       TEXT NOT NULL CHECK (made_on GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
    PRIMARY KEY (player_id, tournament_id)
);
CREATE INDEX player_norms_tournament ON player_norms (tournament_id);

-- A tournament's money: the fee schedule (engine/fee Schedule as JSON, ''
-- none), the share of the fees paid that goes to the prize fund, the
-- sponsors' money added by hand (hryvnias) and how tied players share
-- prizes ('hort' or 'equal').
CREATE TABLE tournament_money (
    tournament_id INTEGER PRIMARY KEY REFERENCES tournaments (id) ON DELETE CASCADE,
    schedule      TEXT NOT NULL DEFAULT '' CHECK (schedule = '' OR json_valid(schedule)),
    fund_percent  INTEGER NOT NULL DEFAULT 70 CHECK (fund_percent BETWEEN 0 AND 100),
    sponsors      INTEGER NOT NULL DEFAULT 0 CHECK (sponsors >= 0),
    split         TEXT NOT NULL DEFAULT 'hort' CHECK (split IN ('hort', 'equal'))
);

-- Why a registration's fee is what it is: the exemption ticked (a key of
-- the schedule's exemptions) or the director's override with its reason.
CREATE TABLE entry_fee_notes (
    tournament_id INTEGER NOT NULL,
    player_id     INTEGER NOT NULL,
    exemption     TEXT NOT NULL DEFAULT '',
    reason        TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (tournament_id, player_id),
    FOREIGN KEY (tournament_id, player_id)
        REFERENCES tournament_players (tournament_id, player_id) ON DELETE CASCADE
);

-- The prizes: by place in the whole field (category '') or in a category
-- (a sub-standings key: 'girls', 'u20', 's60', …), in hryvnias.
CREATE TABLE tournament_prizes (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    category      TEXT NOT NULL DEFAULT '',
    place         INTEGER NOT NULL CHECK (place > 0),
    amount        INTEGER NOT NULL CHECK (amount >= 0),
    PRIMARY KEY (tournament_id, category, place)
);
