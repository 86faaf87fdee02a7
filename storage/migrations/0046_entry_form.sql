-- 0046: the entry form's personal data (seed 004 appendix 1 «Заявка на
-- участие»: место учебы или работы, домашний адрес, данные паспорта или
-- свидетельства о рождении; seed 003 §6: passport or birth certificate,
-- medical certificate) and residence and district (seed 004 §4, §6, §7:
-- «жители Москвы или учащиеся», subgroups by district). They are kept in
-- their own table, apart from players, so that no list, published page or
-- TRF file (which read players) can carry them (model/personal.go).
CREATE TABLE player_personal (
    player_id   INTEGER PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE,
    education   TEXT NOT NULL DEFAULT '',  -- school, university or workplace
    society     TEXT NOT NULL DEFAULT '',  -- sports society («ДСО»)
    address     TEXT NOT NULL DEFAULT '',  -- home address
    doc_type    TEXT NOT NULL DEFAULT '' CHECK (doc_type IN ('', 'passport', 'birth-certificate', 'id-card')),
    doc_number  TEXT NOT NULL DEFAULT '',
    medical     TEXT NOT NULL DEFAULT ''   -- the medical certificate's date
        CHECK (medical = '' OR medical GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
    residence   TEXT NOT NULL DEFAULT '',  -- city or place of residence
    district    TEXT NOT NULL DEFAULT ''
);

-- What a tournament's admission asks of the entry form: the fields that
-- must be filled (comma-separated keys of model.PersonalFields) and a
-- residence (students admitted too when or_student is set).
CREATE TABLE tournament_entry_rules (
    tournament_id INTEGER PRIMARY KEY REFERENCES tournaments(id) ON DELETE CASCADE,
    required      TEXT NOT NULL DEFAULT '',
    residence     TEXT NOT NULL DEFAULT '',
    district      TEXT NOT NULL DEFAULT '',
    or_student    INTEGER NOT NULL DEFAULT 0 CHECK (or_student IN (0, 1))
);
