-- 0044: the country of clubs and coaches (seed 001: the awards go to the
-- best *Ukrainian* clubs and coaches; engine/season leaves out the foreign
-- ones), a FIDE federation code; existing clubs and coaches are Ukrainian.
ALTER TABLE clubs ADD COLUMN country TEXT NOT NULL DEFAULT 'UKR'
    CHECK (length(country) = 3 AND country = upper(country));
ALTER TABLE coaches ADD COLUMN country TEXT NOT NULL DEFAULT 'UKR'
    CHECK (length(country) = 3 AND country = upper(country));
