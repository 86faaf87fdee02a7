-- 0043: team composition by club (seed 004 §3: «членами одного коллектива
-- не менее года на момент начала соревнования … Количество команд от
-- одного коллектива – не более одной»; model/teams/club_rules.go).
-- players.club_since is the day the player joined his club (ISO date, ''
-- not known); a team tournament may allow at most one team per club and
-- ask a membership of at least club_months months at its start.
ALTER TABLE players ADD COLUMN club_since TEXT NOT NULL DEFAULT ''
    CHECK (club_since = '' OR club_since GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]');

ALTER TABLE team_settings ADD COLUMN one_team_per_club INTEGER NOT NULL DEFAULT 0 CHECK (one_team_per_club IN (0, 1));
ALTER TABLE team_settings ADD COLUMN club_months INTEGER NOT NULL DEFAULT 0 CHECK (club_months BETWEEN 0 AND 240);
