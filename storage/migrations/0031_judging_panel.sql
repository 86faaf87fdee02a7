-- 0031: a tournament's judging panel (issue 13: ЄСКУ, order 582 of
-- 11.10.2013, §VI–VII: a razryad norm counts only when at least 3 judges
-- of the 1st category or higher (КМС) or of the 2nd category or higher
-- (the razryads) judged the event). In the order the director lists them,
-- with their role (головний суддя, заступник, секретар …) and category:
-- 0 national, 1 first, 2 second, 3 third, 4 none (engine/norm's Judge*).
CREATE TABLE tournament_judges (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    position      INTEGER NOT NULL CHECK (position >= 1),
    name          TEXT NOT NULL CHECK (name <> ''),
    role          TEXT NOT NULL DEFAULT '',
    category      INTEGER NOT NULL CHECK (category BETWEEN 0 AND 4),
    PRIMARY KEY (tournament_id, position)
);
