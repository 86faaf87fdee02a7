-- 0048: the backup copy of the data file made just before the transaction
-- that logged a pairing-integrity event (FIDE C.02, VCL4THP.13 Q114;
-- model/event_undo.go): the copy's file name in the backups folder beside
-- the data file, '' when none could be made (or for events logged before
-- this version). Undoing the last event of a tournament puts it back.
ALTER TABLE tournament_events ADD COLUMN backup TEXT NOT NULL DEFAULT '';
