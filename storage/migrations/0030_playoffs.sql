-- 0030: play-offs after the last round of an individual tournament (issue 12
-- point 2; seed 004 §11: two players tied on points play an Armageddon, a game
-- replayed until decisive or a match to two wins; three or more go by the
-- tie-breaks; §3, §19: the extra match for first place).
--
-- playoff_rules: the places a play-off decides ("1" or "1,3"), how many tied
-- players call for one (2), its form, and whether the player alone in 2nd
-- place who won every game may challenge the one in 1st. No row: no rule.
CREATE TABLE playoff_rules (
    tournament_id INTEGER PRIMARY KEY REFERENCES tournaments (id) ON DELETE CASCADE,
    places        TEXT NOT NULL DEFAULT '',
    tied          INTEGER NOT NULL DEFAULT 0,
    form          TEXT NOT NULL DEFAULT '' CHECK (form IN ('', 'armageddon', 'game', 'match2')),
    extra_match   INTEGER NOT NULL DEFAULT 0 CHECK (extra_match IN (0, 1))
);

-- playoff_games: the games in recording order (no 1…), each of the play-off
-- for the tie from place `place` on (kind 'tie') or of the extra match (kind
-- 'extra', place 1); the players are registry IDs so that a renumbering does
-- not move them; result as written on the scoresheet.
CREATE TABLE playoff_games (
    tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
    no            INTEGER NOT NULL CHECK (no >= 1),
    kind          TEXT NOT NULL CHECK (kind IN ('tie', 'extra')),
    place         INTEGER NOT NULL CHECK (place >= 1),
    white_player  INTEGER NOT NULL REFERENCES players (id) ON DELETE RESTRICT,
    black_player  INTEGER NOT NULL REFERENCES players (id) ON DELETE RESTRICT,
    result        TEXT NOT NULL CHECK (result IN ('1-0', '½-½', '0-1')),
    PRIMARY KEY (tournament_id, no)
);
