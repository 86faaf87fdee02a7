-- 0044: the country of clubs and coaches (seed 001: the awards go to the
-- best *Ukrainian* clubs and coaches; engine/season leaves out the foreign
-- ones), a FIDE federation code; '' (every club and coach stored before)
-- is Ukraine (model/club_country.go).
ALTER TABLE clubs ADD COLUMN country TEXT NOT NULL DEFAULT ''
    CHECK (country = '' OR (length(country) = 3 AND country = upper(country)));
ALTER TABLE coaches ADD COLUMN country TEXT NOT NULL DEFAULT ''
    CHECK (country = '' OR (length(country) = 3 AND country = upper(country)));
