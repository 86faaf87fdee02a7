-- 0039: adjourned games (FIDE C.02, VCL4THP.13 Q157–169;
-- model/adjourned.go). A board of a round whose game was adjourned keeps
-- a draw in tournament_games (C.04.2: an adjourned game counts as a draw
-- for pairing) and a row here until its real result is entered: round,
-- board, and when it was adjourned (UTC). Whatever changes the board's
-- result away from the draw, moves the game to another board, or deletes
-- the round (unpairing) ends the row, so that no row outlives its game.
CREATE TABLE adjourned_games (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    round         INTEGER NOT NULL CHECK (round > 0),
    board         INTEGER NOT NULL CHECK (board > 0),
    at            TEXT    NOT NULL,
    PRIMARY KEY (tournament_id, round, board)
);

CREATE TRIGGER adjourned_games_result AFTER UPDATE ON tournament_games
WHEN NEW.result <> '=' OR NEW.board <> OLD.board OR NEW.round <> OLD.round
BEGIN DELETE FROM adjourned_games WHERE tournament_id = OLD.tournament_id AND round = OLD.round AND board = OLD.board; END;
CREATE TRIGGER adjourned_games_unpaired AFTER DELETE ON tournament_games
BEGIN DELETE FROM adjourned_games WHERE tournament_id = OLD.tournament_id AND round = OLD.round AND board = OLD.board; END;

CREATE TRIGGER adjourned_games_version_insert AFTER INSERT ON adjourned_games
BEGIN UPDATE tournaments SET version = version + 1 WHERE id = NEW.tournament_id; END;
CREATE TRIGGER adjourned_games_version_delete AFTER DELETE ON adjourned_games
BEGIN UPDATE tournaments SET version = version + 1 WHERE id = OLD.tournament_id; END;
