-- 0047: a tournament's timetable (seed 000: «Час реєстрації – з 16:00 до
-- 17:30. Жеребкування – з 17:30 до 18:00», opening 18:00–18:15, «Початок
-- гри … в 18:20 або на наступний день згідно оголошеного розкладу») and
-- the date and time of each round (model/schedule.go). Times are "HH:MM",
-- dates ISO; '' is not set.
CREATE TABLE tournament_schedule (
    tournament_id INTEGER PRIMARY KEY REFERENCES tournaments(id) ON DELETE CASCADE,
    reg_from      TEXT NOT NULL DEFAULT '',
    reg_to        TEXT NOT NULL DEFAULT '',
    draw_from     TEXT NOT NULL DEFAULT '',
    draw_to       TEXT NOT NULL DEFAULT '',
    open_from     TEXT NOT NULL DEFAULT '',
    open_to       TEXT NOT NULL DEFAULT ''
);

CREATE TABLE round_schedule (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    round         INTEGER NOT NULL CHECK (round >= 1),
    day           TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
    start         TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (tournament_id, round)
);
