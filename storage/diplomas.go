package storage

import (
	"context"
	"database/sql"
	"encoding/base64"
	"encoding/json"

	"arbiter/model"
	"arbiter/model/diplomas"
)

// DiplomaStore keeps the diploma templates (migration 0024). It is both
// diplomas.Store and, inside DiplomaTx, diplomas.Tx.
type DiplomaStore struct{ *core }

var (
	_ diplomas.Store = (*DiplomaStore)(nil)
	_ diplomas.Tx    = (*DiplomaStore)(nil)
)

// DiplomaTx implements diplomas.Store: fn runs in one transaction.
func (s *DiplomaStore) DiplomaTx(ctx context.Context, fn func(diplomas.Tx) error) error {
	return s.write(ctx, func(c *core) error { return fn(&DiplomaStore{c}) })
}

// ownerWhere is the WHERE clause and argument of an owner's row.
func ownerWhere(o diplomas.Owner) (string, any) {
	if o.Tournament > 0 {
		return "tournament_id = ?", int64(o.Tournament)
	}
	return "season_id = ?", int64(o.Season)
}

func (t *DiplomaStore) Template(ctx context.Context, o diplomas.Owner) (diplomas.Template, error) {
	const op = "diplomas.Template"
	var tpl diplomas.Template
	var emblem, signers, offsets string
	var blank int
	where, arg := ownerWhere(o)
	err := t.q.QueryRowContext(ctx, `SELECT organisation, emblem, city, signers, degree1, degree2, degree3, awarded, blank, offsets
		FROM diploma_templates WHERE `+where, arg).Scan(&tpl.Organisation, &emblem, &tpl.City, &signers,
		&tpl.Degrees[0], &tpl.Degrees[1], &tpl.Degrees[2], &tpl.Awarded, &blank, &offsets)
	if err == sql.ErrNoRows {
		return tpl, notFound(op, model.Msg("There is no template of its own."), err)
	}
	if err != nil {
		return tpl, mapErr(op, err)
	}
	tpl.Blank = blank == 1
	if tpl.Emblem, err = base64.StdEncoding.DecodeString(emblem); err != nil {
		return tpl, mapErr(op, err)
	}
	if len(tpl.Emblem) == 0 {
		tpl.Emblem = nil
	}
	if err := json.Unmarshal([]byte(signers), &tpl.Signers); err != nil {
		return tpl, mapErr(op, err)
	}
	tpl.Offsets = map[diplomas.Field]diplomas.Offset{}
	return tpl, mapErr(op, json.Unmarshal([]byte(offsets), &tpl.Offsets))
}

func (t *DiplomaStore) SaveTemplate(ctx context.Context, o diplomas.Owner, tpl diplomas.Template) error {
	const op = "diplomas.SaveTemplate"
	signers, err := json.Marshal(append([]diplomas.Signer{}, tpl.Signers...))
	if err != nil {
		return mapErr(op, err)
	}
	if tpl.Offsets == nil {
		tpl.Offsets = map[diplomas.Field]diplomas.Offset{}
	}
	offsets, err := json.Marshal(tpl.Offsets)
	if err != nil {
		return mapErr(op, err)
	}
	if err := t.DeleteTemplate(ctx, o); err != nil {
		return err
	}
	var season, tournament any
	if o.Tournament > 0 {
		tournament = int64(o.Tournament)
	} else {
		season = int64(o.Season)
	}
	blank := 0
	if tpl.Blank {
		blank = 1
	}
	_, err = t.q.ExecContext(ctx, `INSERT INTO diploma_templates (season_id, tournament_id, organisation, emblem, city, signers,
		degree1, degree2, degree3, awarded, blank, offsets) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		season, tournament, tpl.Organisation, base64.StdEncoding.EncodeToString(tpl.Emblem), tpl.City, string(signers),
		tpl.Degrees[0], tpl.Degrees[1], tpl.Degrees[2], tpl.Awarded, blank, string(offsets))
	if err = mapErr(op, err); model.KindOf(err) == model.Invalid { // the owner is gone (foreign key)
		return model.Errorf(model.NotFound, op, model.Msg("There is no such season or tournament (it may have been deleted)."), err)
	}
	return err
}

func (t *DiplomaStore) DeleteTemplate(ctx context.Context, o diplomas.Owner) error {
	where, arg := ownerWhere(o)
	_, err := t.q.ExecContext(ctx, "DELETE FROM diploma_templates WHERE "+where, arg)
	return mapErr("diplomas.DeleteTemplate", err)
}
