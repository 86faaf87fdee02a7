package tournaments

import (
	"context"
	"sort"
	"strconv"
	"strings"

	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/model/fide"
)

// Requested byes under FIDE's checklist (FIDE C.02, VCL4THP.13 Q171–179;
// docs/vcl.md). A registration's requested byes (Entry.Byes) are checked
// when they change:
//
//   - a player marked not entitled to half-point byes (Entry.HalfByesBarred:
//     a free entry, a condition of the regulations; Q175) is refused any
//     half-point bye in a round not yet paired (Q176), in FIDE mode and
//     out of it: the mark is the director's own;
//   - in FIDE mode, a half-point bye that makes the player's second (or
//     later) one is a Level 3 warning: it is kept only once confirmed
//     (Q173–174). The number of half-point byes a tournament allows is its
//     regulations' business: Arbiter sets no limit;
//   - in FIDE mode, a full-point bye given by hand (not the
//     pairing-allocated bye) is a Level 3 warning that says FIDE
//     deprecates it (Q177–178): it is a pairing-integrity event, kept only
//     once confirmed (Q115); it is logged and written into the TRF as
//     "### FPB" (Q179, fide_events.go logFullByes), in FIDE mode and out
//     of it.

// byeRounds lists the rounds of byes whose code is code, in order; with
// old given, only the rounds where old had another code (or none).
func byeRounds(byes map[int]trf.Result, code trf.Result, old map[int]trf.Result) []int {
	var out []int
	for r, c := range byes {
		if c == code && (old == nil || old[r] != code) {
			out = append(out, r)
		}
	}
	sort.Ints(out)
	return out
}

func roundList(rs []int) string {
	parts := make([]string, len(rs))
	for i, r := range rs {
		parts[i] = strconv.Itoa(r)
	}
	return strings.Join(parts, ", ")
}

// byeWarnings are the warnings of e's requested byes against old (nil: a
// new registration) in l, and the refusal of a half-point bye to a player
// not entitled to one. name is the player as the messages name him.
func (s *Service) byeWarnings(ctx context.Context, op string, l *loaded, e model.Entry, old *model.Entry, name string) ([]fide.Warning, error) {
	var before map[int]trf.Result
	if old != nil {
		before = old.Byes
	}
	if e.HalfByesBarred {
		var open []int
		for _, r := range byeRounds(e.Byes, trf.HalfBye, nil) {
			if r > l.paired {
				open = append(open, r)
			}
		}
		if len(open) > 0 && old != nil && !old.HalfByesBarred && len(byeRounds(e.Byes, trf.HalfBye, before)) == 0 {
			return nil, model.Errorf(model.Conflict, op, model.Msg("%s has a half-point bye requested in round %s: cancel it before marking him not entitled to half-point byes.",
				name, roundList(open)), nil)
		}
		if len(open) > 0 {
			return nil, model.Errorf(model.Conflict, op, model.Msg("%s is not entitled to half-point byes (marked in the registration): the half-point bye in round %s is refused. If the regulations allow it, remove the mark first.",
				name, roundList(open)), nil)
		}
	}
	on, err := s.inFIDEMode(ctx, l.t)
	if err != nil || !on {
		return nil, err
	}
	var ws []fide.Warning
	if added := byeRounds(e.Byes, trf.HalfBye, before); len(added) > 0 {
		if n := l.halfByes(e); n >= 2 {
			ws = append(ws, fide.Warning{Level: fide.Confirm, Code: "second-half-bye",
				Msg: model.Msg("%s asks for a half-point bye in round %s; half-point byes in this tournament with it: %d.", name, roundList(added), n)})
		}
	}
	if added := byeRounds(e.Byes, trf.FullBye, before); len(added) > 0 {
		// Level 3 (Q115: a pairing-integrity event is confirmed before it
		// is stored) carrying the deprecation notice of Q177
		ws = append(ws, fide.Warning{Level: fide.Confirm, Code: "full-bye-deprecated",
			Msg: model.Msg("A full-point bye given by hand (round %s) is deprecated by FIDE; confirm to give it: it is logged and recorded as a ### FPB line of the TRF.", roundList(added))})
	}
	return ws, nil
}

// halfByes counts e's half-point byes: the rounds it asks one for, and
// the played rounds that have one without a request kept (an imported
// tournament's).
func (l *loaded) halfByes(e model.Entry) int {
	rounds := map[int]bool{}
	for _, r := range byeRounds(e.Byes, trf.HalfBye, nil) {
		rounds[r] = true
	}
	if e.StartNo > 0 {
		for _, g := range l.games {
			if g.StartNo == e.StartNo && g.Result == trf.HalfBye {
				rounds[g.Round] = true
			}
		}
	}
	return len(rounds)
}

// checkByes gates the warnings of e's requested byes with ack (a Level 3
// warning not confirmed refuses the change with a *fide.Pending) and
// returns the warnings to show.
func (s *Service) checkByes(ctx context.Context, op string, l *loaded, e model.Entry, old *model.Entry, name string, ack fide.Ack) ([]fide.Warning, error) {
	ws, err := s.byeWarnings(ctx, op, l, e, old, name)
	if err != nil {
		return nil, err
	}
	return ws, gate(op, ws, ack)
}

// ByeWarnings are the warnings player's requested byes would give in
// tournament id (Level 3: a full-point bye given by hand, a second
// half-point bye), against his stored registration, or against none
// when he is not registered yet (player 0: a new player): what the GUI shows before it saves
// (FIDE.UpdateRegistration and Registration.Ack confirm them). barred is
// the mark «not entitled to half-point byes» the change would store.
// Errors: NotFound; Conflict (a half-point bye for a player not entitled).
func (s *FIDE) ByeWarnings(ctx context.Context, id model.TournamentID, player model.PlayerID, byes map[int]trf.Result, barred bool) ([]fide.Warning, error) {
	tx := s.tournaments()
	l, err := tx.load(ctx, id)
	if err != nil {
		return nil, err
	}
	old := l.entryOf(player)
	name := "" // a new player, not in the registry yet
	if p, ok := l.players[player]; ok {
		name = p.ShortName()
	} else if p, err := s.store.Player(ctx, player); err == nil {
		name = p.ShortName()
	}
	e := model.Entry{Byes: byes, HalfByesBarred: barred}
	if old != nil {
		e.StartNo = old.StartNo
	}
	return tx.byeWarnings(ctx, "ByeWarnings", l, e, old, name)
}

// UpdateRegistration is Tournaments.UpdateRegistration with the
// confirmation of ack for the warnings of the requested byes (a second
// half-point bye, Q174, and a full-point bye given by hand, Q115 and
// Q177–178: Level 3); it returns the warnings to show.
func (s *FIDE) UpdateRegistration(ctx context.Context, id model.TournamentID, e model.Entry, ack fide.Ack) (model.Participant, []fide.Warning, error) {
	return s.tournaments().updateRegistration(ctx, id, e, ack)
}

// SetBye sets (code trf.HalfBye, trf.ZeroBye, trf.FullBye) or cancels
// (code 0) the requested bye of player in round r, with the confirmation
// of ack, and returns the warnings to show: FIDE.UpdateRegistration on
// the stored registration with that one bye changed. Errors: as
// UpdateRegistration.
func (s *FIDE) SetBye(ctx context.Context, id model.TournamentID, player model.PlayerID, r int, code trf.Result, ack fide.Ack) ([]fide.Warning, error) {
	e, err := s.entry(ctx, id, player)
	if err != nil {
		return nil, err
	}
	byes := make(map[int]trf.Result, len(e.Byes)+1)
	for k, v := range e.Byes {
		byes[k] = v
	}
	if code == 0 {
		delete(byes, r)
	} else {
		byes[r] = code
	}
	e.Byes = byes
	_, ws, err := s.UpdateRegistration(ctx, id, e, ack)
	return ws, err
}

// SetHalfByesBarred marks player's registration in tournament id as not
// entitled to half-point byes (barred) or entitled again (Q175). A player
// with a half-point bye requested in a round not yet paired is not marked:
// that bye is to be cancelled first. Errors: NotFound, Conflict.
func (s *FIDE) SetHalfByesBarred(ctx context.Context, id model.TournamentID, player model.PlayerID, barred bool) error {
	e, err := s.entry(ctx, id, player)
	if err != nil {
		return err
	}
	e.HalfByesBarred = barred
	_, _, err = s.UpdateRegistration(ctx, id, e, fide.Ack{})
	return err
}

// entry is player's stored registration in tournament id.
func (s *FIDE) entry(ctx context.Context, id model.TournamentID, player model.PlayerID) (model.Entry, error) {
	if _, err := s.store.Tournament(ctx, id); err != nil {
		return model.Entry{}, err
	}
	es, err := s.store.Entries(ctx, id)
	if err != nil {
		return model.Entry{}, err
	}
	for _, e := range es {
		if e.PlayerID == player {
			return e, nil
		}
	}
	return model.Entry{}, errNotRegistered("UpdateRegistration", player)
}
