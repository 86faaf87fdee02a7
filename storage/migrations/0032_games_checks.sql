-- 0032: tournament_games rebuilt with the same columns, keys, defaults and
-- rules; only the form of two checks changes. SQLite evaluated the IN lists
-- of colour and result at about 2 µs for every row written, a third of
-- writing the rows of a 1,000-player round (issue #18); instr() over the
-- same letters decides the same (one of w b -; one of 1 = 0 + - W D L H F
-- U Z and the space; case matters) at a fraction of that. SQLite cannot
-- change a check in place, so the table is made anew, filled, and renamed;
-- its version triggers (0021) go with the old table and are made again.
CREATE TABLE tournament_games_0032 (
    tournament_id INTEGER NOT NULL,
    round         INTEGER NOT NULL CHECK (round > 0),
    start_no      INTEGER NOT NULL,
    opponent_no   INTEGER CHECK (opponent_no IS NULL OR opponent_no > 0),
    colour        TEXT NOT NULL DEFAULT '-' CHECK (length(colour) = 1 AND instr('wb-', colour) > 0),
    result        TEXT NOT NULL CHECK (length(result) = 1 AND instr('10=+-WDLHFUZ ', result) > 0),
    board         INTEGER NOT NULL DEFAULT 0 CHECK (board >= 0),
    PRIMARY KEY (tournament_id, round, start_no),
    FOREIGN KEY (tournament_id, start_no)
        REFERENCES tournament_players (tournament_id, start_no) ON DELETE CASCADE
);

INSERT INTO tournament_games_0032 (tournament_id, round, start_no, opponent_no, colour, result, board)
    SELECT tournament_id, round, start_no, opponent_no, colour, result, board FROM tournament_games;

DROP TABLE tournament_games;
ALTER TABLE tournament_games_0032 RENAME TO tournament_games;

CREATE TRIGGER tournament_games_version_insert AFTER INSERT ON tournament_games
BEGIN UPDATE tournaments SET version = version + 1 WHERE id = NEW.tournament_id; END;
CREATE TRIGGER tournament_games_version_update AFTER UPDATE ON tournament_games
BEGIN UPDATE tournaments SET version = version + 1 WHERE id IN (OLD.tournament_id, NEW.tournament_id); END;
CREATE TRIGGER tournament_games_version_delete AFTER DELETE ON tournament_games
BEGIN UPDATE tournaments SET version = version + 1 WHERE id = OLD.tournament_id; END;
