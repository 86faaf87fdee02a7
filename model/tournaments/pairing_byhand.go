package tournaments

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"arbiter/engine/check"
	"arbiter/engine/trf"
	"arbiter/model"
	"arbiter/model/fide"
	"arbiter/model/i18n"
)

// A Swiss round built by hand from nothing (FIDE C.02, VCL4THP.13 Q63–64;
// docs/vcl.md): the director enters the next round board by board (White,
// Black) and the pairing-allocated bye, for instance when the engine finds
// no legal pairing (Pairings.PairNext's NoPairing), so that a tournament can
// always be finished. The round goes through the manual-pairing phase of
// fide_manual.go: every present player is paired exactly once or has the
// bye (refused otherwise, naming who is missing or doubled); a rematch or
// forbidden pair (C1), a bye to a player not eligible for it (C2, or below
// the lowest score: fide_bye.go), a third colour in a row or a colour
// difference over 2 (C3) are Level 3 warnings; a colour against a
// player's preference is Level 2 (pairing_colours.go). Saving logs a
// Manual event and opens the phase, so ValidatePairings then compares the
// round with the engine's pairing (Level 4 and ### MPA on a difference).

// RoundByHand is the service of rounds built by hand.
type RoundByHand struct{ core }

func (c core) byHand() *RoundByHand { return &RoundByHand{c} }

// Warnings are the Level 2 and 3 warnings h would raise as the next round
// of Swiss id, without saving anything; an incomplete or doubled round is
// refused as Pair refuses it. Errors: as Pair's.
func (s *RoundByHand) Warnings(ctx context.Context, id model.TournamentID, h model.HandRound) ([]fide.Warning, error) {
	var ws []fide.Warning
	err := s.readTx(ctx, func(c core) error {
		l, err := c.tournaments().loadOpen(ctx, id, "PairByHand")
		if err != nil {
			return err
		}
		ws, err = c.byHand().check(ctx, l, h)
		return err
	})
	return ws, err
}

// Pair saves h as the next round of Swiss id, after the confirmations of
// ack for its Level 3 warnings (returned with the Level 2 ones, to show), logs it as a Manual event and opens the
// manual-pairing phase of the round (validate it with
// FIDE.ValidatePairings before the next one). One transaction. Errors:
// NotFound, Invalid (not a Swiss; a start number not registered; a player
// missing, doubled or absent in the round), Conflict (the previous round
// incomplete, all rounds paired, its phase still open, a confirmation
// missing: *fide.Pending; the pairing numbers brought up to date from the
// start list before round 1: enter the round again).
func (s *RoundByHand) Pair(ctx context.Context, id model.TournamentID, h model.HandRound, ack fide.Ack) (model.RoundView, []fide.Warning, error) {
	const op = "PairByHand"
	if err := s.freezeStartOrder(ctx, id); err != nil {
		return model.RoundView{}, nil, err
	}
	var shown []fide.Warning
	s.saveCopy(ctx, model.BackupBeforePairing)
	var out model.RoundView
	err := s.tx(ctx, func(c core) error {
		tx := c.tournaments()
		l, err := tx.loadOpen(ctx, id, op)
		if err != nil {
			return err
		}
		ws, err := c.byHand().check(ctx, l, h)
		if err != nil {
			return err
		}
		if err := gate(op, ws, ack); err != nil {
			return err
		}
		shown = ws
		r := l.paired + 1
		_, abs, err := l.pairingInput(ctx, r)
		if err != nil {
			return err
		}
		if err := l.st.AddGames(ctx, l.roundRows(r, trf.Pairing{Boards: h.Boards, Bye: h.Bye}, abs, nil)); err != nil {
			return err
		}
		detail := fmt.Sprintf("Тур %d складено вручну: %s", r, h)
		if err := tx.audit(ctx, l, r, "pair-by-hand", detail); err != nil {
			return err
		}
		text := "round built by hand: " + h.String()
		var confirmed []string
		for _, w := range ws {
			if w.Level >= fide.Confirm {
				confirmed = append(confirmed, w.Msg.In(i18n.En))
			}
		}
		if len(confirmed) > 0 {
			text += "; confirmed despite: " + strings.Join(confirmed, " ")
		}
		if err := tx.logEvent(ctx, id, fide.KindManual, r, text); err != nil {
			return err
		}
		if err := tx.openEdit(ctx, id, r); err != nil { // fide_manual.go
			return err
		}
		l.addRows(l.roundRows(r, trf.Pairing{Boards: h.Boards, Bye: h.Bye}, abs, nil))
		out = l.view(r)
		return nil
	})
	if err != nil {
		shown = nil
	}
	return out, shown, err
}

// freezeStartOrder brings the pairing numbers up to date from the start
// list before round 1, as pairing round 1 does (C.04.2), in a transaction
// of its own: when a number changed the director entered the round by the
// old numbers, so Pair refuses and the director enters it again.
func (s *RoundByHand) freezeStartOrder(ctx context.Context, id model.TournamentID) error {
	changed := false
	err := s.tx(ctx, func(c core) error {
		tx := c.tournaments()
		l, err := tx.loadOpen(ctx, id, "PairByHand")
		if err != nil || l.paired > 0 || !l.isSwiss() {
			return err
		}
		changed, err = tx.applyStartOrder(ctx, l)
		return err
	})
	if err == nil && changed {
		return model.Errorf(model.Conflict, "PairByHand", model.Msg("The pairing numbers were brought up to date from the start list; nothing was paired. Check the numbers and enter the round again."), nil)
	}
	return err
}

// check refuses h as the next round of l unless every present player is
// in it exactly once, and returns its warnings.
func (s *RoundByHand) check(ctx context.Context, l *loaded, h model.HandRound) ([]fide.Warning, error) {
	const op = "PairByHand"
	if !l.isSwiss() {
		return nil, invalid(op, model.Msg("A round can be built by hand only in a Swiss."))
	}
	if err := l.pairRefusal(); err != nil {
		return nil, err
	}
	if err := s.tournaments().editRefusal(ctx, l); err != nil {
		return nil, err
	}
	r := l.paired + 1
	tt, abs, err := l.pairingInput(ctx, r)
	if err != nil {
		return nil, err
	}
	seen := map[int]int{}
	var unknown, absent, doubled []int
	add := func(no int) {
		seen[no]++
		switch {
		case l.entry(no) == nil:
			unknown = append(unknown, no)
		case seen[no] == 2:
			doubled = append(doubled, no)
		case seen[no] == 1:
			if _, away := abs[no]; away {
				absent = append(absent, no)
			}
		}
	}
	for _, b := range h.Boards {
		add(b.White)
		add(b.Black)
	}
	if h.Bye != 0 {
		add(h.Bye)
	}
	var missing []int
	for _, e := range l.entries {
		if _, away := abs[e.StartNo]; !away && seen[e.StartNo] == 0 {
			missing = append(missing, e.StartNo)
		}
	}
	sort.Ints(missing)
	switch {
	case len(unknown) > 0:
		return nil, invalid(op, model.Msg("No player has the start number %s in this tournament.", joinInts(unknown)))
	case len(doubled) > 0:
		return nil, invalid(op, model.Msg("Each player is paired once: %s appears more than once in round %d.", l.namesOf(doubled), r))
	case len(absent) > 0:
		return nil, invalid(op, model.Msg("%s does not play in round %d (a requested bye or withdrawn); leave them out.", l.namesOf(absent), r))
	case len(missing) > 0:
		return nil, invalid(op, model.Msg("Every present player is paired or gets the bye: %s is missing in round %d.", l.namesOf(missing), r))
	case h.Bye != 0 && len(h.Boards)*2+1 != len(seen):
		return nil, invalid(op, model.Msg("The bye is given only when the number of players is odd."))
	case h.Bye == 0 && len(seen)%2 == 1:
		return nil, invalid(op, model.Msg("The number of players is odd: give one of them the bye."))
	}
	p := trf.Pairing{Boards: h.Boards, Bye: h.Bye}
	all := make([]int, len(p.Boards))
	for i := range all {
		all[i] = i + 1
	}
	colours, third := l.colourWarnings(r, p, all)
	vs := check.Round(tt, r, p)
	if l.t.SwissSystem == model.SwissBurstein {
		vs = check.RoundBurstein(tt, r, p) // C.04.4.2
	}
	var ws []fide.Warning
	for _, w := range l.warnings(vs) {
		if w.Rule == check.RuleC3 && len(w.Players) == 1 && third[w.Players[0]] {
			continue // said more exactly by colourWarnings
		}
		ws = append(ws, fide.Warning{Level: fide.Confirm, Code: "manual-" + strings.ToLower(w.Rule), Msg: w.Msg})
	}
	for _, w := range colours {
		level := fide.Shown // a colour against the preference (Q67)
		if w.Rule == check.RuleC3 {
			level = fide.Confirm // a third colour in a row, a difference over 2 (Q66)
		}
		ws = append(ws, fide.Warning{Level: level, Code: "manual-colour", Msg: w.Msg})
	}
	if w, ok := l.byeScoreWarning(tt, r, h.Bye); ok { // fide_bye.go
		ws = append(ws, fide.Warning{Level: fide.Confirm, Code: "manual-bye-score", Msg: w.Msg})
	}
	return ws, nil
}

// namesOf writes start numbers as "Name (№ n), …".
func (l *loaded) namesOf(nos []int) string {
	parts := make([]string, len(nos))
	for i, no := range nos {
		parts[i] = fmt.Sprintf("%s (№ %d)", l.name(no), no)
	}
	return strings.Join(parts, ", ")
}
