package storage

import (
	"database/sql"
	"errors"
	"strings"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	"arbiter/model"
)

// mapErr turns a database error into a *model.Error, so no SQLite text ever
// reaches the user: constraint violations become Conflict or Invalid with a
// sentence saying what clashed; everything else is Internal. op is the
// Store method name; an op starting with "Delete" makes a foreign-key
// failure read as "still referenced".
func mapErr(op string, err error) error {
	if err == nil {
		return nil
	}
	var me *model.Error
	if errors.As(err, &me) {
		return err
	}
	var se *sqlite.Error
	if !errors.As(err, &se) {
		return model.Errorf(model.Internal, op, model.Msg("Data file error; the action was not carried out."), err)
	}
	// SQLite reports a foreign-key failure on DELETE as SQLITE_CONSTRAINT_TRIGGER
	// (1811), so the text decides as well as the extended code.
	code := se.Code()
	if code&0xff == sqlite3.SQLITE_CONSTRAINT && strings.Contains(se.Error(), "FOREIGN KEY") {
		code = sqlite3.SQLITE_CONSTRAINT_FOREIGNKEY
	}
	switch code {
	case sqlite3.SQLITE_CONSTRAINT_UNIQUE, sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY:
		return uniqueErr(op, se.Error(), err)
	case sqlite3.SQLITE_CONSTRAINT_FOREIGNKEY:
		if strings.HasPrefix(op, "Delete") {
			return model.Errorf(model.Conflict, op, model.Msg("The record cannot be deleted: other data (players, clubs, coaches or tournaments) refer to it."), err)
		}
		return model.Errorf(model.Invalid, op, model.Msg("The record refers to a club, coach or other record that no longer exists."), err)
	case sqlite3.SQLITE_CONSTRAINT_CHECK, sqlite3.SQLITE_CONSTRAINT_NOTNULL:
		return model.Errorf(model.Invalid, op, model.Msg("The data failed a check (an empty required field or a value out of range); nothing was saved."), err)
	}
	switch code & 0xff {
	case sqlite3.SQLITE_CONSTRAINT:
		return model.Errorf(model.Invalid, op, model.Msg("The data failed a check; nothing was saved."), err)
	case sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED:
		return model.Errorf(model.Internal, op, model.Msg("Another copy of Arbiter (or arbiter-cli) is writing to the data file, and this action could not wait its turn; it was not carried out. Try again in a moment or close the other copy."), err)
	case sqlite3.SQLITE_FULL:
		return model.Errorf(model.Internal, op, model.Msg("The disk is full; the action was not saved. Free some space and try again."), err)
	case sqlite3.SQLITE_READONLY, sqlite3.SQLITE_PERM, sqlite3.SQLITE_CANTOPEN:
		return model.Errorf(model.Internal, op, model.Msg("The data file (or its folder) is write-protected; the action was not saved. Allow writing, or open a copy of the file in a writable folder."), err)
	case sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB:
		return model.Errorf(model.Internal, op, model.Msg("The data file is damaged. Restore it from a backup."), err)
	}
	return model.Errorf(model.Internal, op, model.Msg("Data file error; the action was not carried out."), err)
}

// uniqueErr names what is duplicated, from the "UNIQUE constraint failed:
// table.column" text SQLite gives.
func uniqueErr(op, text string, err error) error {
	switch {
	case strings.Contains(text, "players.fide_id"):
		return model.Errorf(model.Conflict, op, model.Msg("Another player in the registry already has this FIDE ID. Check the number."), err)
	case strings.Contains(text, "clubs.name"):
		return model.Errorf(model.Conflict, op, model.Msg("A club with this name already exists."), err)
	case strings.Contains(text, "coaches.name"):
		return model.Errorf(model.Conflict, op, model.Msg("A coach with this name already exists."), err)
	case strings.Contains(text, "settlements.name"):
		return model.Errorf(model.Conflict, op, model.Msg("A settlement with this name already exists."), err)
	}
	return model.Errorf(model.Conflict, op, model.Msg("This record already exists."), err)
}

// notFound is the NotFound error for a missing row of the given kind.
func notFound(op string, msg model.Text, err error) error {
	if errors.Is(err, sql.ErrNoRows) {
		return model.Errorf(model.NotFound, op, msg, err)
	}
	return mapErr(op, err)
}

// affected turns "no row changed" into NotFound.
func affected(op string, msg model.Text, res sql.Result, err error) error {
	if err != nil {
		return mapErr(op, err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return mapErr(op, err)
	} else if n == 0 {
		return model.Errorf(model.NotFound, op, msg, nil)
	}
	return nil
}
