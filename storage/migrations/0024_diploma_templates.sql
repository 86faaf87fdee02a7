-- 0024: diploma templates (issue 22): how the diplomas of a season or of a
-- tournament look — the organisation line, the emblem, the city, up to two
-- signature lines, the wording of each degree — and the "text only" mode
-- for pre-printed blanks with each field's offset in millimetres. A row
-- belongs to exactly one season or one tournament and goes with it; an
-- owner without a row prints with its season's or the Academy's 2010
-- wording (model/diplomas.Academy2010).
CREATE TABLE diploma_templates (
    id            INTEGER PRIMARY KEY,
    season_id     INTEGER UNIQUE REFERENCES seasons (id) ON DELETE CASCADE,
    tournament_id INTEGER UNIQUE REFERENCES tournaments (id) ON DELETE CASCADE,
    organisation  TEXT NOT NULL,
    -- the PNG or JPEG in base64 ('' for none): text, so a deleted
    -- tournament's template is restored byte for byte from its JSON record
    emblem        TEXT NOT NULL DEFAULT '',
    city          TEXT NOT NULL,
    signers       TEXT NOT NULL CHECK (json_valid(signers)),  -- [{"role": "…", "name": "…"}], at most two
    degree1       TEXT NOT NULL,
    degree2       TEXT NOT NULL,
    degree3       TEXT NOT NULL,
    awarded       TEXT NOT NULL,                              -- the line before the name
    blank         INTEGER NOT NULL CHECK (blank IN (0, 1)),   -- text only, for pre-printed forms
    offsets       TEXT NOT NULL CHECK (json_valid(offsets)),  -- {"name": {"X": 1.5, "Y": -2}, …} in mm
    CHECK ((season_id IS NULL) <> (tournament_id IS NULL))
);
