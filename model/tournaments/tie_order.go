package tournaments

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"arbiter/model"
	"arbiter/model/fide"
)

// Players still level after every tie-break (FIDE C.02, VCL4THP.13 Q205,
// Q207; model/tie_order.go): the values of an external tie-break and the
// arbiter's order of tied players, applied to the final standings after
// the tie-break list and the play-offs (rank; applyTieOrders, tie_apply.go). Each change
// is one transaction that also logs a pairing-integrity event (Tie order,
// External tie-break), a "###" line of the TRF-2026 file, and is undone
// with that event (EventUndo); in FIDE mode it is a Level 3 warning,
// confirmed before anything is stored.

// TieOrders is the service of the players still level after every
// tie-break.
type TieOrders struct{ c core }

// TieOrders returns the service of tied players' order and external
// tie-break values.
func (s *Services) TieOrders() *TieOrders { return &TieOrders{s.core} }

// TieState is what the arbiter has entered for a tournament's ties and
// the groups of its final standings still level before the hand order.
type TieState struct {
	Final  bool           // the last round is complete: the final standings
	Level  [][]int        // start numbers of each group sharing a place before the hand order
	Order  map[int]int    // start no. → the arbiter's rank in its group
	Values map[int]int    // start no. → external tie-break value, hundredths
	Names  map[int]string // start no. → short name
}

// State returns tournament id's tie state. Errors: NotFound, Invalid (the
// standings cannot be computed).
func (s *TieOrders) State(ctx context.Context, id model.TournamentID) (TieState, error) {
	var st TieState
	err := s.c.readTx(ctx, func(c core) error {
		tx := c.tournaments()
		l, err := tx.load(ctx, id)
		if err != nil {
			return err
		}
		st, err = tx.tieState(ctx, l)
		return err
	})
	return st, err
}

func (s *Service) tieState(ctx context.Context, l *loaded) (TieState, error) {
	st := TieState{Order: map[int]int{}, Values: map[int]int{}, Names: map[int]string{}}
	for _, e := range l.entries {
		st.Names[e.StartNo] = l.players[e.PlayerID].ShortName()
	}
	ranks, vals, err := s.tieData(ctx, l)
	if err != nil {
		return st, err
	}
	st.Order, st.Values = ranks, vals
	if l.paired == 0 {
		return st, nil
	}
	rk, err := s.rank(ctx, l, l.paired)
	if err != nil {
		return st, err
	}
	st.Final, st.Level = rk.final(), rk.level
	return st, nil
}

// tieChange checks that the tournament's final standings can take a tie
// change and gives the Level 3 warning of FIDE mode (none out of it).
func (s *Service) tieChange(ctx context.Context, op string, l *loaded, msg model.Text, ack fide.Ack) ([]fide.Warning, error) {
	if err := tieReady(op, l); err != nil {
		return nil, err
	}
	on, err := s.inFIDEMode(ctx, l.t)
	if err != nil {
		return nil, err
	}
	var ws []fide.Warning
	if on {
		ws = append(ws, fide.Warning{Level: fide.Confirm, Code: op, Msg: msg})
	}
	return ws, gate(op, ws, ack)
}

// tieReady refuses a tie change but in the final standings of a
// tournament not finished.
func tieReady(op string, l *loaded) error {
	if l.t.Finished {
		return model.Errorf(model.Conflict, op, model.Msg("The tournament is finished: reopen it to change its final places."), nil)
	}
	if l.isKnockout() || l.paired == 0 || l.t.Rounds == 0 || l.complete() < l.t.Rounds {
		return model.Errorf(model.Conflict, op, model.Msg("Ties are ranked by hand in the final standings: every round must be played first."), nil)
	}
	return nil
}

// Order ranks the players nos (start numbers), in that order, ahead of
// the rest of their group of the final standings still level after every
// tie-break (and the external values); the group's earlier order is
// replaced. nos empty clears every hand order. note (the decision it
// follows) goes into the logged event. In FIDE mode it is a Level 3
// warning: nothing is stored until ack confirms it. Errors: NotFound;
// Invalid (a start number not registered, twice, or the players not all
// in one level group); Conflict (not the final standings, finished, the
// confirmation missing: *fide.Pending).
func (s *TieOrders) Order(ctx context.Context, id model.TournamentID, nos []int, note string, ack fide.Ack) ([]fide.Warning, error) {
	return s.edit(ctx, id, "tie-order", fide.KindTieOrder, note, ack, func(tx *Service, l *loaded) (tiePlan, error) {
		st, err := tx.tieState(ctx, l)
		if err != nil {
			return tiePlan{}, err
		}
		p := tiePlan{m: st.Order, save: func(m map[model.PlayerID]int) error { return tx.store.SetTieOrder(ctx, id, m) }}
		if len(nos) == 0 {
			if len(p.m) == 0 {
				return p, model.Errorf(model.Conflict, "tie-order", model.Msg("No players are ranked by hand."), nil)
			}
			p.m = map[int]int{}
			p.text = "order by hand of the players level after every tie-break cleared"
			p.msg = model.Msg("The order by hand of the players level after every tie-break is cleared: they share their places again.")
			return p, nil
		}
		group, err := levelGroupOf("tie-order", st, nos)
		if err != nil {
			return p, err
		}
		for _, no := range group {
			delete(p.m, no)
		}
		names := make([]string, len(nos))
		for i, no := range nos {
			p.m[no] = i + 1
			names[i] = fmt.Sprintf("%d %s", no, st.Names[no])
		}
		p.text = "players level after every tie-break ranked by hand: " + joinInts(nos)
		p.msg = model.Msg("Players level after every tie-break are ranked by hand, in this order: %s. It is logged as a pairing-integrity event.", strings.Join(names, "; "))
		return p, nil
	})
}

// tiePlan is one tie change: the new order or values by start number, the
// store's write of them, the event's English text and the warning.
type tiePlan struct {
	m    map[int]int
	save func(map[model.PlayerID]int) error
	text string
	msg  model.Text
}

// edit makes one tie change in one transaction: plan says what it is; the
// FIDE mode warning is gated before the write, the event logged after it.
func (s *TieOrders) edit(ctx context.Context, id model.TournamentID, op string, kind fide.Kind, note string, ack fide.Ack,
	plan func(tx *Service, l *loaded) (tiePlan, error)) ([]fide.Warning, error) {
	var ws []fide.Warning
	err := s.c.tx(ctx, func(c core) error {
		tx := c.tournaments()
		l, err := tx.load(ctx, id)
		if err != nil {
			return err
		}
		if err := tieReady(op, l); err != nil {
			return err
		}
		p, err := plan(tx, l)
		if err != nil {
			return err
		}
		if ws, err = tx.tieChange(ctx, op, l, p.msg, ack); err != nil {
			return err
		}
		if err := p.save(byPlayerID(l, p.m)); err != nil {
			return err
		}
		return c.logEvent(ctx, id, kind, l.paired, withNote(p.text, note))
	})
	return ws, err
}

// levelGroupOf is the level group holding every player of nos.
func levelGroupOf(op string, st TieState, nos []int) ([]int, error) {
	seen := map[int]bool{}
	var group []int
	for _, no := range nos {
		if _, ok := st.Names[no]; !ok {
			return nil, model.Errorf(model.Invalid, op, model.Msg("No player has start number %d.", no), nil)
		}
		if seen[no] {
			return nil, model.Errorf(model.Invalid, op, model.Msg("Start number %d is given twice.", no), nil)
		}
		seen[no] = true
	}
	for _, g := range st.Level {
		for _, no := range g {
			if no == nos[0] {
				group = g
			}
		}
	}
	in := map[int]bool{}
	for _, no := range group {
		in[no] = true
	}
	for _, no := range nos {
		if !in[no] {
			return nil, model.Errorf(model.Invalid, op, model.Msg("Players %s are not all level after every tie-break (players still level: %s).", joinInts(nos), groupsText(st.Level)), nil)
		}
	}
	return group, nil
}

func groupsText(gs [][]int) string {
	if len(gs) == 0 {
		return "—"
	}
	parts := make([]string, len(gs))
	for i, g := range gs {
		parts[i] = joinInts(g)
	}
	return strings.Join(parts, "; ")
}

// SetValues sets the external tie-break values of players (start number
// → hundredths), keeping the others' values; clear first removes every
// value. note goes into the logged event. In FIDE mode it is a Level 3
// warning, as Order. Errors: NotFound; Invalid (a start number not
// registered); Conflict (as Order).
func (s *TieOrders) SetValues(ctx context.Context, id model.TournamentID, values map[int]int, clear bool, note string, ack fide.Ack) ([]fide.Warning, error) {
	const op = "tiebreak-value"
	return s.edit(ctx, id, op, fide.KindExternalTieBreak, note, ack, func(tx *Service, l *loaded) (tiePlan, error) {
		_, vals, err := tx.tieData(ctx, l)
		if err != nil {
			return tiePlan{}, err
		}
		if clear {
			vals = map[int]int{}
		}
		p := tiePlan{m: vals, save: func(m map[model.PlayerID]int) error { return tx.store.SetTieBreakValues(ctx, id, m) }}
		nos := make([]int, 0, len(values))
		for no := range values {
			if l.entry(no) == nil {
				return p, model.Errorf(model.Invalid, op, model.Msg("No player has start number %d.", no), nil)
			}
			nos = append(nos, no)
		}
		sort.Ints(nos)
		var parts []string
		for _, no := range nos {
			vals[no] = values[no]
			parts = append(parts, fmt.Sprintf("%d=%s", no, model.TieBreakValueText(values[no])))
		}
		p.text = "external tie-break values: " + strings.Join(parts, ", ")
		p.msg = model.Msg("External tie-break values are entered (%s): they rank the players level after every tie-break of the list. It is logged as a pairing-integrity event.", strings.Join(parts, ", "))
		switch {
		case len(parts) == 0 && !clear:
			return p, model.Errorf(model.Invalid, op, model.Msg("Give at least one value, e.g. 5=1.5."), nil)
		case len(parts) == 0:
			p.text = "external tie-break values cleared"
			p.msg = model.Msg("Every external tie-break value is cleared.")
		case clear:
			p.text = "external tie-break values cleared; " + p.text
		}
		return p, nil
	})
}

func withNote(text, note string) string {
	if note = strings.TrimSpace(note); note != "" {
		return text + " (" + note + ")"
	}
	return text
}

func byPlayerID(l *loaded, m map[int]int) map[model.PlayerID]int {
	out := make(map[model.PlayerID]int, len(m))
	for no, v := range m {
		if e := l.entry(no); e != nil {
			out[e.PlayerID] = v
		}
	}
	return out
}
