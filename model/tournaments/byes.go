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
