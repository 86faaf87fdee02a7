package tournaments

import (
	"context"
	"path/filepath"
	"time"

	"arbiter/model"
	"arbiter/model/fide"
)

// Undoing a pairing-integrity event (FIDE C.02, VCL4THP.13 Q114;
// README "Backups", docs/vcl.md). The store makes a backup copy of the
// data file as it was before every transaction that logs an event (a
// manual pairing change or a round built by hand, a validation that
// differs from the engine, an import, a late correction, a change of the
// number of rounds, of the pairing numbers or of the tie-breaks, a
// forbidden pair, leaving FIDE mode…) and keeps the copy's name with the
// event. Undoing the last event of a tournament puts that copy back, after
// a Level 4 confirmation that lists what will be lost: the event, what was
// recorded after it, and every other change written to the data file
// since. The restore first keeps the current state as a copy of its own
// (reason restore), so the undo itself can be reverted from the Backups
// screen or with `backup restore`. The whole file goes back, not the
// tournament alone: a tournament's rows reach into the registry, the
// season tables and the other tournaments (late entries, stages), and a
// partial restore could leave them disagreeing.

// EventUndo is the service that undoes the last pairing-integrity event.
type EventUndo struct{ core }

func (c core) eventUndo() *EventUndo { return &EventUndo{c} }

// Plan says what undoing tournament id's last event would do. Errors:
// NotFound (no such tournament; no copy of the state before the event any
// more), Conflict (no event to undo).
func (s *EventUndo) Plan(ctx context.Context, id model.TournamentID) (model.UndoPlan, error) {
	const op = "UndoEvent"
	var plan model.UndoPlan
	err := s.readTx(ctx, func(c core) error {
		t, err := c.store.Tournament(ctx, id)
		if err != nil {
			return err
		}
		e, name, ok, err := c.store.LastIntegrityEvent(ctx, id)
		switch {
		case err != nil:
			return err
		case !ok:
			return model.Errorf(model.Conflict, op, model.Msg("The tournament has no pairing-integrity event to undo."), nil)
		case name == "":
			return model.Errorf(model.NotFound, op, model.Msg("No backup copy was made before the last event (%s); restore an older copy from the Backups screen instead.", kindName(e.Kind)), nil)
		}
		plan.Event = e
		copies, err := c.store.BackupCopies()
		if err != nil {
			return err
		}
		for _, cp := range copies {
			if filepath.Base(cp.Path) == name {
				plan.Copy = cp
			}
		}
		if plan.Copy.Path == "" {
			return model.Errorf(model.NotFound, op, model.Msg("The backup copy made before the last event (%s) is no longer in the backups folder (old copies are pruned); restore an older copy from the Backups screen instead.", name), nil)
		}
		plan.Lost, err = c.eventUndo().lost(ctx, t, e, plan.Copy)
		return err
	})
	return plan, err
}

// lost lists what undoing e loses: e itself, the tournament's audited
// actions after it, the other tournaments' events after it, and a
// sentence for everything else written since the copy.
func (s *EventUndo) lost(ctx context.Context, t model.Tournament, e fide.Event, cp model.BackupCopy) ([]model.Text, error) {
	out := []model.Text{model.Msg("the event: %s, round %d, %s: %s", kindName(e.Kind), e.Round, e.At.Local().Format("02.01.2006 15:04:05"), e.Text)}
	audit, err := s.store.Audit(ctx, t.ID)
	if err != nil {
		return nil, err
	}
	for _, a := range audit {
		if at, err := time.Parse(time.RFC3339, a.At); err == nil && at.After(e.At) {
			out = append(out, model.Msg("recorded after it: %s, round %d: %s", at.Local().Format("02.01.2006 15:04:05"), a.Round, a.Detail))
		}
	}
	all, err := s.store.AllTournaments(ctx)
	if err != nil {
		return nil, err
	}
	for _, o := range all {
		if o.ID == t.ID {
			continue
		}
		es, err := s.store.IntegrityEvents(ctx, o.ID)
		if err != nil {
			return nil, err
		}
		for _, x := range es {
			if !x.At.Before(e.At) {
				out = append(out, model.Msg("in the tournament «%s»: %s, round %d: %s", o.Name, kindName(x.Kind), x.Round, x.Text))
			}
		}
	}
	out = append(out, model.Msg("every other change written to the data file after %s (results, registrations, other tournaments, the registry) is lost too; the current state is kept as a backup copy first, so this undo can itself be reverted from the Backups screen", cp.Time.Local().Format("02.01.2006 15:04:05")))
	return out, nil
}

// Undo undoes tournament id's last pairing-integrity event: after the
// Level 4 confirmation of ack, listing Plan's Lost, it restores the copy
// made before the event (Backups.Restore: the current state is kept as a
// copy first, which it returns). It must not be called inside Tx. Errors:
// Plan's, Conflict (the confirmation missing: *fide.Pending), and
// Restore's.
func (s *EventUndo) Undo(ctx context.Context, id model.TournamentID, ack fide.Ack) (model.UndoPlan, model.BackupCopy, error) {
	const op = "UndoEvent"
	plan, err := s.Plan(ctx, id)
	if err != nil {
		return plan, model.BackupCopy{}, err
	}
	w := fide.Warning{Level: fide.Changes, Code: "undo-event",
		Msg:     model.Msg("The data file goes back to the backup copy made before the last event (%s).", kindName(plan.Event.Kind)),
		Changes: plan.Lost}
	if err := gate(op, []fide.Warning{w}, ack); err != nil {
		return plan, model.BackupCopy{}, err
	}
	saved, err := s.store.RestoreBackup(ctx, plan.Copy.Path)
	return plan, saved, err
}

// kindName is an event's kind in the language it is shown in.
type kindName fide.Kind

func (k kindName) In(l model.Lang) string { return fide.Kind(k).Name(l) }
