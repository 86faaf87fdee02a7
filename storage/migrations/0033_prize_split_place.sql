-- 0033: tournament_money's split also takes 'place' (engine/prize.Place:
-- the prize follows the place the tie-breaks decide, seed 003 §4–§5).
-- SQLite cannot change a check in place, so the table is made anew with
-- the same columns, keys and defaults, filled, and renamed.
CREATE TABLE tournament_money_0033 (
    tournament_id INTEGER PRIMARY KEY REFERENCES tournaments (id) ON DELETE CASCADE,
    schedule      TEXT NOT NULL DEFAULT '' CHECK (schedule = '' OR json_valid(schedule)),
    fund_percent  INTEGER NOT NULL DEFAULT 70 CHECK (fund_percent BETWEEN 0 AND 100),
    sponsors      INTEGER NOT NULL DEFAULT 0 CHECK (sponsors >= 0),
    split         TEXT NOT NULL DEFAULT 'hort' CHECK (split IN ('hort', 'equal', 'place'))
);

INSERT INTO tournament_money_0033 (tournament_id, schedule, fund_percent, sponsors, split)
    SELECT tournament_id, schedule, fund_percent, sponsors, split FROM tournament_money;

DROP TABLE tournament_money;
ALTER TABLE tournament_money_0033 RENAME TO tournament_money;
