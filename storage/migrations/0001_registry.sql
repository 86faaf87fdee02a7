-- 0001: the registry that lasts across tournaments and seasons
-- (product.md workflow 2): settlements, clubs, coaches, players.
-- Later migrations (0002_season.sql: seasons and tournaments, …) add tables
-- that refer to these; nothing here refers forward.
-- Text columns are NOT NULL with '' for "not given"; links are NULL for
-- "none". Deleting a referenced row is refused (ON DELETE RESTRICT).

CREATE TABLE settlements (
    id   INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE CHECK (length(trim(name)) > 0)
);

CREATE TABLE clubs (
    id            INTEGER PRIMARY KEY,
    name          TEXT NOT NULL UNIQUE CHECK (length(trim(name)) > 0),
    settlement_id INTEGER REFERENCES settlements (id) ON DELETE RESTRICT,
    address       TEXT NOT NULL DEFAULT '',
    contacts      TEXT NOT NULL DEFAULT ''
);
CREATE INDEX clubs_settlement ON clubs (settlement_id);

CREATE TABLE coaches (
    id            INTEGER PRIMARY KEY,
    name          TEXT NOT NULL UNIQUE CHECK (length(trim(name)) > 0),
    settlement_id INTEGER REFERENCES settlements (id) ON DELETE RESTRICT,
    contacts      TEXT NOT NULL DEFAULT '',
    club_id       INTEGER REFERENCES clubs (id) ON DELETE RESTRICT
);
CREATE INDEX coaches_settlement ON coaches (settlement_id);
CREATE INDEX coaches_club ON coaches (club_id);

CREATE TABLE players (
    id              INTEGER PRIMARY KEY,
    surname         TEXT NOT NULL CHECK (length(trim(surname)) > 0),
    name            TEXT NOT NULL CHECK (length(trim(name)) > 0),
    patronymic      TEXT NOT NULL DEFAULT '',
    latin_name      TEXT NOT NULL DEFAULT '',
    birth_date      TEXT NOT NULL
                    CHECK (birth_date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
    gender          TEXT NOT NULL CHECK (gender IN ('m', 'f')),
    citizenship     TEXT NOT NULL DEFAULT 'UKR'
                    CHECK (length(citizenship) = 3 AND citizenship = upper(citizenship)),
    title           TEXT NOT NULL DEFAULT '',
    fide_id         INTEGER UNIQUE CHECK (fide_id IS NULL OR fide_id > 0),
    fide_rating     INTEGER NOT NULL DEFAULT 0
                    CHECK (fide_rating = 0 OR fide_rating BETWEEN 1000 AND 3000),
    national_rating INTEGER NOT NULL DEFAULT 0
                    CHECK (national_rating = 0 OR national_rating BETWEEN 1000 AND 3000),
    student         INTEGER NOT NULL DEFAULT 0 CHECK (student IN (0, 1)),
    occupation      TEXT NOT NULL DEFAULT '',
    club_id         INTEGER REFERENCES clubs (id) ON DELETE RESTRICT,
    coach_id        INTEGER REFERENCES coaches (id) ON DELETE RESTRICT,
    phone           TEXT NOT NULL DEFAULT '',
    email           TEXT NOT NULL DEFAULT ''
);
CREATE INDEX players_surname ON players (surname);
CREATE INDEX players_birth_date ON players (birth_date);
CREATE INDEX players_club ON players (club_id);
CREATE INDEX players_coach ON players (coach_id);
