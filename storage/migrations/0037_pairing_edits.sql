-- 0037: the manual-pairing phase of a Swiss round (FIDE C.02, VCL4THP.13
-- Q65: "edit pairings" … "validate pairings"; model/fide_manual.go): a row
-- while the pairings of round `round` are being edited, from `started_at`
-- (UTC, RFC 3339); validating or unpairing the round removes it.
CREATE TABLE pairing_edits (
    tournament_id INTEGER PRIMARY KEY REFERENCES tournaments (id) ON DELETE CASCADE,
    round         INTEGER NOT NULL CHECK (round > 0),
    started_at    TEXT    NOT NULL
);

CREATE TRIGGER pairing_edits_version_insert AFTER INSERT ON pairing_edits
BEGIN UPDATE tournaments SET version = version + 1 WHERE id = NEW.tournament_id; END;
CREATE TRIGGER pairing_edits_version_update AFTER UPDATE ON pairing_edits
BEGIN UPDATE tournaments SET version = version + 1 WHERE id IN (OLD.tournament_id, NEW.tournament_id); END;
CREATE TRIGGER pairing_edits_version_delete AFTER DELETE ON pairing_edits
BEGIN UPDATE tournaments SET version = version + 1 WHERE id = OLD.tournament_id; END;
