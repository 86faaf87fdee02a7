-- 0021: data safety (issue 14).
--
-- Deleted records. Deleting a player, club, coach or tournament first
-- copies the row, and the rows that the delete removes with it (ON DELETE
-- CASCADE: a player's ratings; a tournament's registrations, games, audit,
-- forbidden pairs, knockout games, start order), into one deleted_records
-- row as JSON: {"tables":[{"table":T,"rows":[{column:value,…}]},…]}, parent
-- first (storage/deleted.go). Restoring inserts them again with their IDs
-- and removes the record.
CREATE TABLE deleted_records (
    id         INTEGER PRIMARY KEY,
    kind       TEXT NOT NULL CHECK (kind IN ('player', 'club', 'coach', 'tournament')),
    record_id  INTEGER NOT NULL,
    name       TEXT NOT NULL,
    deleted_at TEXT NOT NULL,
    data       TEXT NOT NULL CHECK (json_valid(data))
);

-- A tournament's change counter: every change of the tournament, its
-- registrations (start numbers too), games, forbidden pairs or knockout
-- games, and of a registered player, adds one. A long computation (pairing) reads it
-- before it starts and writes its result only if it is unchanged.
ALTER TABLE tournaments ADD COLUMN version INTEGER NOT NULL DEFAULT 0;

CREATE TRIGGER tournaments_version AFTER UPDATE ON tournaments
WHEN NEW.version = OLD.version
BEGIN
    UPDATE tournaments SET version = OLD.version + 1 WHERE id = NEW.id;
END;

CREATE TRIGGER tournament_players_version_insert AFTER INSERT ON tournament_players
BEGIN UPDATE tournaments SET version = version + 1 WHERE id = NEW.tournament_id; END;
CREATE TRIGGER tournament_players_version_update AFTER UPDATE ON tournament_players
BEGIN UPDATE tournaments SET version = version + 1 WHERE id IN (OLD.tournament_id, NEW.tournament_id); END;
CREATE TRIGGER tournament_players_version_delete AFTER DELETE ON tournament_players
BEGIN UPDATE tournaments SET version = version + 1 WHERE id = OLD.tournament_id; END;

CREATE TRIGGER tournament_games_version_insert AFTER INSERT ON tournament_games
BEGIN UPDATE tournaments SET version = version + 1 WHERE id = NEW.tournament_id; END;
CREATE TRIGGER tournament_games_version_update AFTER UPDATE ON tournament_games
BEGIN UPDATE tournaments SET version = version + 1 WHERE id IN (OLD.tournament_id, NEW.tournament_id); END;
CREATE TRIGGER tournament_games_version_delete AFTER DELETE ON tournament_games
BEGIN UPDATE tournaments SET version = version + 1 WHERE id = OLD.tournament_id; END;

CREATE TRIGGER tournament_forbidden_version_insert AFTER INSERT ON tournament_forbidden
BEGIN UPDATE tournaments SET version = version + 1 WHERE id = NEW.tournament_id; END;
CREATE TRIGGER tournament_forbidden_version_delete AFTER DELETE ON tournament_forbidden
BEGIN UPDATE tournaments SET version = version + 1 WHERE id = OLD.tournament_id; END;

CREATE TRIGGER knockout_games_version_insert AFTER INSERT ON knockout_games
BEGIN UPDATE tournaments SET version = version + 1 WHERE id = NEW.tournament_id; END;
CREATE TRIGGER knockout_games_version_update AFTER UPDATE ON knockout_games
BEGIN UPDATE tournaments SET version = version + 1 WHERE id IN (OLD.tournament_id, NEW.tournament_id); END;
CREATE TRIGGER knockout_games_version_delete AFTER DELETE ON knockout_games
BEGIN UPDATE tournaments SET version = version + 1 WHERE id = OLD.tournament_id; END;

CREATE TRIGGER players_version AFTER UPDATE ON players
BEGIN
    UPDATE tournaments SET version = version + 1
    WHERE id IN (SELECT tournament_id FROM tournament_players WHERE player_id = NEW.id);
END;
