-- 0038: corrections of a game's result meant only for the rating report
-- (FIDE C.02, VCL4THP.13 Q192–193; model/fide_corrections.go), kept apart
-- from tournament_games so that no pairing reads them: round, the players
-- by start number, the rated result as the two TRF result codes, and when
-- it was recorded (UTC). Each is also a "### Rating correction" event.
CREATE TABLE rating_corrections (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    round         INTEGER NOT NULL CHECK (round > 0),
    white_no      INTEGER NOT NULL CHECK (white_no > 0),
    black_no      INTEGER NOT NULL CHECK (black_no > 0),
    white_result  TEXT    NOT NULL CHECK (length(white_result) = 1),
    black_result  TEXT    NOT NULL CHECK (length(black_result) = 1),
    at            TEXT    NOT NULL
);
CREATE INDEX rating_corrections_tournament ON rating_corrections (tournament_id, id);

CREATE TRIGGER rating_corrections_version_insert AFTER INSERT ON rating_corrections
BEGIN UPDATE tournaments SET version = version + 1 WHERE id = NEW.tournament_id; END;
