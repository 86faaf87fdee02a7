package tournaments

import (
	"context"
	"time"

	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/model/fide"
)

// fideMode reads t's mode.
func (c core) fideMode(ctx context.Context, t model.Tournament) (model.FIDEMode, error) {
	m := model.FIDEMode{Applies: model.DefaultFIDEMode(t), On: model.DefaultFIDEMode(t)}
	r, ok, err := c.store.FIDEModeRecord(ctx, t.ID)
	if err != nil || !ok {
		return m, err
	}
	m.Applies = true
	m.On, m.LeftRound, m.LeftAt = r.On, r.LeftRound, r.LeftAt
	return m, nil
}

// inFIDEMode is fideMode's On.
func (c core) inFIDEMode(ctx context.Context, t model.Tournament) (bool, error) {
	m, err := c.fideMode(ctx, t)
	return m.On, err
}

// logEvent records a pairing-integrity event at the clock's time.
func (c core) logEvent(ctx context.Context, id model.TournamentID, kind fide.Kind, round int, text string) error {
	return c.store.AddIntegrityEvent(ctx, id, fide.Event{Round: round, At: c.now().UTC().Truncate(time.Second), Kind: kind, Text: text})
}

// leaveFIDE takes t out of FIDE mode for good in round (Q43–45) and logs
// it with why.
func (c core) leaveFIDE(ctx context.Context, t model.Tournament, round int, why string) error {
	m, err := c.fideMode(ctx, t)
	if err != nil || !m.On {
		return err
	}
	at := c.now().UTC().Truncate(time.Second)
	if err := c.store.SetFIDEModeRecord(ctx, t.ID, model.FIDEModeRecord{LeftRound: round, LeftAt: at}); err != nil {
		return err
	}
	return c.logEvent(ctx, t.ID, fide.KindLeaveFIDE, round, "left FIDE mode: "+why)
}

// gate is fide.Gate as the model's error: Conflict with the warnings in
// the message, wrapping the *fide.Pending the GUI and the command line
// read to ask for the missing confirmation.
func gate(op string, ws []fide.Warning, ack fide.Ack) error {
	if err := fide.Gate(ws, ack); err != nil {
		p, _ := fide.AsPending(err)
		return model.Errorf(model.Conflict, op, p.Text(), err)
	}
	return nil
}

// trfEvents are the tournament's events as TRF "###" lines.
func (c core) trfEvents(ctx context.Context, id model.TournamentID) ([]trf.Event, error) {
	es, err := c.store.IntegrityEvents(ctx, id)
	if err != nil {
		return nil, err
	}
	out := make([]trf.Event, len(es))
	for i, e := range es {
		out[i] = e.TRF()
	}
	return out, nil
}

// pairingOf is round r's pairing as stored: boards in board order and the
// pairing-allocated bye.
func (l *loaded) pairingOf(r int) trf.Pairing {
	var p trf.Pairing
	for _, b := range l.boardsIn(r) {
		p.Boards = append(p.Boards, trf.Board{White: b.white.StartNo, Black: b.black.StartNo})
	}
	for _, g := range l.roundGames(r) {
		if g.Opponent == 0 && g.Result == trf.PAB {
			p.Bye = g.StartNo
		}
	}
	return p
}
