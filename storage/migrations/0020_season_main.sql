-- 0020: the main club and coach the director chose for a player who
-- declared different ones during a season (season.md "Clubs and coaches":
-- one main club and one main coach per season; without a choice the last
-- declaration counts). NULL keeps the last declaration for that side.
-- Numbered 0020 so that the tournament-day migrations (0003…) keep their
-- own sequence; migrations apply by version, gaps allowed.

CREATE TABLE season_main_declarations (
    season_id INTEGER NOT NULL REFERENCES seasons (id) ON DELETE CASCADE,
    player_id INTEGER NOT NULL REFERENCES players (id) ON DELETE CASCADE,
    club_id   INTEGER REFERENCES clubs (id) ON DELETE SET NULL,
    coach_id  INTEGER REFERENCES coaches (id) ON DELETE SET NULL,
    PRIMARY KEY (season_id, player_id)
);
