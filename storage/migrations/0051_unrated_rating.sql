-- 0051: the rating an unrated player counts with in rating-based
-- tie-breaks (ARO, TPR, PTP, APRO, APPO, RTNG) when the regulations give
-- one (FIDE C.07 art. 10; C.02 VCL4THP.13 Q208–209; model/unrated_rating.go).
-- Without a row the C.07 rule holds: with an unrated player in the
-- tournament those tie-breaks are left out (undefined for everybody).
CREATE TABLE tournament_unrated_rating (
    tournament_id INTEGER PRIMARY KEY REFERENCES tournaments (id) ON DELETE CASCADE,
    rating        INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 3500)
);

CREATE TRIGGER tournament_unrated_rating_version_insert AFTER INSERT ON tournament_unrated_rating
BEGIN UPDATE tournaments SET version = version + 1 WHERE id = NEW.tournament_id; END;
CREATE TRIGGER tournament_unrated_rating_version_update AFTER UPDATE ON tournament_unrated_rating
BEGIN UPDATE tournaments SET version = version + 1 WHERE id = NEW.tournament_id; END;
CREATE TRIGGER tournament_unrated_rating_version_delete AFTER DELETE ON tournament_unrated_rating
BEGIN UPDATE tournaments SET version = version + 1 WHERE id = OLD.tournament_id; END;
