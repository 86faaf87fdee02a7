-- 0034: the colours of a knockout mini-match's Armageddon game, chosen
-- before it is played (seed 004 §5: «очередность цвета определяется
-- жребием»; the director may decide instead): who has White (start
-- number), whether a lot chose him and with which seed (repeated by
-- `arbiter-cli lot --players 2 --seed N`; 0 when the director chose).
CREATE TABLE knockout_armageddon (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    round         INTEGER NOT NULL CHECK (round > 0),
    pair          INTEGER NOT NULL CHECK (pair > 0),
    white_no      INTEGER NOT NULL CHECK (white_no > 0),
    by_lot        INTEGER NOT NULL CHECK (by_lot IN (0, 1)),
    lot_seed      INTEGER NOT NULL DEFAULT 0 CHECK (lot_seed >= 0),
    PRIMARY KEY (tournament_id, round, pair)
);

CREATE TRIGGER knockout_armageddon_version_insert AFTER INSERT ON knockout_armageddon
BEGIN UPDATE tournaments SET version = version + 1 WHERE id = NEW.tournament_id; END;
CREATE TRIGGER knockout_armageddon_version_update AFTER UPDATE ON knockout_armageddon
BEGIN UPDATE tournaments SET version = version + 1 WHERE id IN (OLD.tournament_id, NEW.tournament_id); END;
CREATE TRIGGER knockout_armageddon_version_delete AFTER DELETE ON knockout_armageddon
BEGIN UPDATE tournaments SET version = version + 1 WHERE id = OLD.tournament_id; END;
