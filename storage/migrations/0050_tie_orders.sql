-- 0050: players still level after every tie-break (FIDE C.02 VCL4THP.13
-- Q205, Q207; model/tie_order.go). tournament_tie_order is the arbiter's
-- order of such players (an external decision): rank 1 first within its
-- tied group. tournament_tiebreak_values are the values of an external
-- tie-break the arbiter types for players (a play-off held elsewhere), in
-- hundredths (1.5 = 150), higher first. Both apply to the final standings
-- after the tie-break list and the play-offs; each change is logged as a
-- pairing-integrity event (0036), so it can be undone.
CREATE TABLE tournament_tie_order (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    player_id     INTEGER NOT NULL REFERENCES players (id),
    rank          INTEGER NOT NULL CHECK (rank > 0),
    PRIMARY KEY (tournament_id, player_id)
);

CREATE TABLE tournament_tiebreak_values (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    player_id     INTEGER NOT NULL REFERENCES players (id),
    value         INTEGER NOT NULL,
    PRIMARY KEY (tournament_id, player_id)
);

CREATE TRIGGER tournament_tie_order_version_insert AFTER INSERT ON tournament_tie_order
BEGIN UPDATE tournaments SET version = version + 1 WHERE id = NEW.tournament_id; END;
CREATE TRIGGER tournament_tie_order_version_delete AFTER DELETE ON tournament_tie_order
BEGIN UPDATE tournaments SET version = version + 1 WHERE id = OLD.tournament_id; END;
CREATE TRIGGER tournament_tiebreak_values_version_insert AFTER INSERT ON tournament_tiebreak_values
BEGIN UPDATE tournaments SET version = version + 1 WHERE id = NEW.tournament_id; END;
CREATE TRIGGER tournament_tiebreak_values_version_delete AFTER DELETE ON tournament_tiebreak_values
BEGIN UPDATE tournaments SET version = version + 1 WHERE id = OLD.tournament_id; END;
