-- 0028: the names of settlements, clubs and coaches are unique by their folded
-- form (issue 21 point 7), not byte for byte: «ГАМБІТ» can no longer sit
-- beside «Гамбіт», nor «П'ятниця» beside «Пʼятниця». name_key is model.Fold of
-- the name (case, apostrophes and runs of spaces ignored; Ґ, Є, І, Ї stay
-- letters of their own), written by storage on every insert and update:
-- SQLite's lower() folds ASCII only. The rows of a file made before this
-- migration get their keys right after it (storage.fillNameKeys); two old
-- rows that fold alike keep the second one's key NULL (a UNIQUE index
-- admits any number of NULLs) until one of them is renamed.
ALTER TABLE settlements ADD COLUMN name_key TEXT;
CREATE UNIQUE INDEX settlements_name_key ON settlements (name_key);
ALTER TABLE clubs ADD COLUMN name_key TEXT;
CREATE UNIQUE INDEX clubs_name_key ON clubs (name_key);
ALTER TABLE coaches ADD COLUMN name_key TEXT;
CREATE UNIQUE INDEX coaches_name_key ON coaches (name_key);
