package tournaments

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"

	"arbiter/engine/roundrobin"
	"arbiter/engine/swiss"
	"arbiter/engine/trf"
	"arbiter/model"
)

// pairRefusal says why the next round cannot be paired now, or nil.
func (l *loaded) pairRefusal() error {
	const op = "PairNextRound"
	switch {
	case l.t.Finished:
		return errFinished(op)
	case len(l.entries) < 2:
		return model.Errorf(model.Conflict, op, model.Msg("Pairing needs at least 2 players."), nil)
	case l.isKnockout():
		return nil
	case l.isRoundRobin() && l.paired > 0:
		return model.Errorf(model.Conflict, op, model.Msg("Every round of the round robin is already paired."), nil)
	case l.isRoundRobin() && (len(l.entries) < roundrobin.MinPlayers || len(l.entries) > roundrobin.MaxPlayers):
		return model.Errorf(model.Conflict, op, model.Msg("A round robin takes %d to %d players; %d are registered.", roundrobin.MinPlayers, roundrobin.MaxPlayers, len(l.entries)), nil)
	case l.isRoundRobin():
		return nil
	case l.paired >= l.t.Rounds:
		return model.Errorf(model.Conflict, op, model.Msg("All %d rounds are already paired.", l.t.Rounds), nil)
	}
	if l.paired > 0 && !l.roundComplete(l.paired) {
		boards := l.openBoards(l.paired)
		return model.Errorf(model.Conflict, op, model.Msg("Round %d is not complete: boards %s have no result. Enter them first.", l.paired, joinInts(boards)), nil)
	}
	return nil
}

func joinInts(ns []int) string {
	s := make([]string, len(ns))
	for i, n := range ns {
		s[i] = fmt.Sprint(n)
	}
	return strings.Join(s, ", ")
}

func (s *Service) pairNextRound(ctx context.Context, id model.TournamentID) (model.RoundView, error) {
	// A Swiss round after the first has no start order to apply: it is
	// read, paired and written by pairSwissOutside alone (one load and one
	// transaction fewer, the backup copy made while the engine works;
	// docs/pairing-speed.md).
	if v, err := s.pairSwissOutside(ctx, id, true); !errors.Is(err, errNotLaterSwiss) {
		return v, err
	}
	s.saveCopy(ctx, model.BackupBeforePairing)
	var out model.RoundView
	swissNext := false
	err := s.inTx(ctx, func(tx *Service) error {
		l, err := tx.load(ctx, id)
		if err != nil {
			return err
		}
		if err := l.pairRefusal(); err != nil {
			return err
		}
		// Round 1 (and a knockout's bracket) is paired on the initial
		// ranking list as it stands now: a title or name corrected in the
		// registry since the last registration counts too (C.04.2).
		if changed, err := tx.applyStartOrder(ctx, l); err != nil {
			return err
		} else if changed {
			if l, err = tx.load(ctx, id); err != nil {
				return err
			}
		}
		switch {
		case l.isKnockout():
			out, err = tx.knockoutRound(ctx, l)
			return err
		case l.isRoundRobin():
			if err := tx.pairRoundRobin(ctx, l); err != nil {
				return err
			}
			if l, err = tx.load(ctx, id); err != nil {
				return err
			}
			out = l.view(1)
			return nil
		}
		swissNext = true // paired outside this transaction (pairing_outside.go)
		return nil
	})
	if err != nil || !swissNext {
		return out, err
	}
	return s.pairSwissOutside(ctx, id, false)
}

// absences returns the round-r entries of players who are not paired in
// round r: rows already recorded (late entry), withdrawals (Z) and
// requested byes (H or Z).
func (l *loaded) absences(r int) map[int]trf.Result {
	out := map[int]trf.Result{}
	for _, g := range l.games {
		if g.Round == r && g.Opponent == 0 && g.Result != trf.PAB {
			out[g.StartNo] = resultOr(g.Result)
		}
	}
	for _, e := range l.entries {
		if _, ok := out[e.StartNo]; ok {
			continue
		}
		if e.WithdrawnFrom > 0 && r >= e.WithdrawnFrom {
			out[e.StartNo] = trf.ZeroBye
		} else if code, ok := e.Byes[r]; ok {
			out[e.StartNo] = code
		}
	}
	return out
}

// pairingInput is the TRF a pairing of round r (or its check) reads:
// rounds before r, the absences in column r, XXP forbidden pairs (the
// tournament's, and same-club pairs while r <= SameClubRounds).
func (l *loaded) pairingInput(ctx context.Context, r int) (*trf.Tournament, map[int]trf.Result, error) {
	tt, abs := l.roundInput(r)
	pairs, err := l.st.ForbiddenPairs(ctx, l.t.ID)
	if err != nil {
		return nil, nil, err
	}
	for _, p := range pairs {
		a, b := l.entryOf(p[0]), l.entryOf(p[1])
		if a != nil && b != nil {
			tt.ForbiddenPairs = append(tt.ForbiddenPairs, []int{a.StartNo, b.StartNo})
		}
	}
	if r <= l.t.SameClubRounds {
		clubs := map[model.ClubID][]int{}
		for _, e := range l.entries {
			if e.ClubID != 0 {
				clubs[e.ClubID] = append(clubs[e.ClubID], e.StartNo)
			}
		}
		for _, nos := range clubs {
			if len(nos) > 1 {
				tt.ForbiddenPairs = append(tt.ForbiddenPairs, nos) // an XXP line forbids every pair of its players
			}
		}
	}
	sort.Slice(tt.ForbiddenPairs, func(i, j int) bool { return tt.ForbiddenPairs[i][0] < tt.ForbiddenPairs[j][0] })
	return tt, abs, nil
}

// roundInput is the TRF of the tournament before round r with the
// absences written in column r (without forbidden pairs), and the
// absences.
func (l *loaded) roundInput(r int) (*trf.Tournament, map[int]trf.Result) {
	tt := l.toTRF(r - 1)
	abs := l.absences(r)
	for i := range tt.Players {
		if code, ok := abs[tt.Players[i].ID]; ok {
			tt.Players[i].Games = append(tt.Players[i].Games, trf.Game{Colour: trf.NoColour, Result: code})
		}
	}
	return tt, abs
}

// virtualPoints are the acceleration points (half-points) each player
// has for the pairing of round r (C.04.7.1, and the Burstein default of
// engine/swiss), by start number; nil for a tournament without any.
func (l *loaded) virtualPoints(r int) map[int]int {
	if l.t.System != model.SystemSwissDutch || r > l.t.Rounds {
		return nil
	}
	tt, _ := l.roundInput(r)
	v, err := swiss.VirtualPoints(tt, r, swissOptions(l.t))
	if err != nil {
		return nil
	}
	return v
}

// swissRows pairs the next round by the FIDE Dutch system (C.04.3) from
// its pairingInput tt and abs and returns the rows to write; it reads and
// writes nothing.
func (s *Service) swissRows(ctx context.Context, l *loaded, tt *trf.Tournament, abs map[int]trf.Result) ([]model.RoundGame, error) {
	r := l.paired + 1
	p, err := swiss.PairWithContext(ctx, tt, r, swissOptions(l.t), pairingWatcher(ctx))
	if ctx.Err() != nil {
		return nil, errPairingCancelled(r, err)
	}
	if errors.Is(err, swiss.ErrNoValidPairing) {
		return nil, model.Errorf(model.NoPairing, "PairNextRound", model.Msg("No pairing of round %d meets the absolute criteria (C.04.3). Check the forbidden pairs and absences.", r), err)
	}
	if err != nil {
		return nil, model.Errorf(model.Internal, "PairNextRound", model.Msg("Pairing failed; nothing was changed."), err)
	}
	return l.roundRows(r, trf.Pairing{Boards: boardsOf(p.Boards), Bye: p.Bye}, abs, nil), nil
}

// swissOptions is the engine's choice of system and acceleration for t.
// The Baku group is the reference engine's (engine/swiss BakuGroupTRF),
// so that the TRF Arbiter exports (192 …_BAKU) is paired the same by it.
func swissOptions(t model.Tournament) swiss.Options {
	o := swiss.Options{Baku: t.Acceleration == model.AccelerationBaku}
	if t.SwissSystem == model.SwissBurstein {
		o.System = swiss.Burstein
	}
	return o
}

func boardsOf(bs []swiss.Board) []trf.Board {
	out := make([]trf.Board, len(bs))
	for i, b := range bs {
		out[i] = trf.Board{White: b.White, Black: b.Black}
	}
	return out
}

// roundRows writes a pairing as round entries: two rows per board (results
// from keep, by white/black pair, when given), U for the PAB, the
// absences. Absence rows that already exist are not written again.
func (l *loaded) roundRows(r int, p trf.Pairing, abs map[int]trf.Result, keep map[trf.Board][2]trf.Result) []model.RoundGame {
	stored := map[int]bool{}
	for _, g := range l.games {
		if g.Round == r && g.Opponent == 0 && g.Result != trf.PAB {
			stored[g.StartNo] = true
		}
	}
	id := l.t.ID
	var gs []model.RoundGame
	for i, b := range p.Boards {
		res := keep[b]
		gs = append(gs, model.RoundGame{TournamentID: id, Round: r, StartNo: b.White, Opponent: b.Black, Colour: trf.White,
			Result: resultOr(res[0]), Board: i + 1},
			model.RoundGame{TournamentID: id, Round: r, StartNo: b.Black, Opponent: b.White, Colour: trf.Black,
				Result: resultOr(res[1]), Board: i + 1})
	}
	if p.Bye != 0 {
		gs = append(gs, model.RoundGame{TournamentID: id, Round: r, StartNo: p.Bye, Colour: trf.NoColour, Result: trf.PAB})
	}
	for no, code := range abs {
		if !stored[no] {
			gs = append(gs, model.RoundGame{TournamentID: id, Round: r, StartNo: no, Colour: trf.NoColour, Result: code})
		}
	}
	sort.Slice(gs, func(i, j int) bool { return gs[i].StartNo < gs[j].StartNo })
	return gs
}

// pairRoundRobin writes every round of the Berger tables at once (C.05
// annex 1); the number of rounds follows from the number of players.
func (s *Service) pairRoundRobin(ctx context.Context, l *loaded) error {
	n := len(l.entries)
	var rounds []roundrobin.Round
	var err error
	if l.t.System == model.SystemDoubleRoundRobin {
		rounds, err = roundrobin.Double(n, !l.t.NoSwap)
	} else {
		rounds, err = roundrobin.Berger(n)
	}
	if err != nil {
		return model.Errorf(model.Internal, "PairNextRound", model.Msg("Could not build the Berger table."), err)
	}
	var gs []model.RoundGame
	for _, rd := range rounds {
		p := trf.Pairing{}
		for _, b := range rd.Boards {
			p.Boards = append(p.Boards, trf.Board{White: b.White, Black: b.Black})
		}
		abs := map[int]trf.Result{}
		if rd.Bye != 0 {
			abs[rd.Bye] = trf.ZeroBye // the free round of an odd round robin scores nothing (C.07 art. 15.2)
		}
		gs = append(gs, l.roundRows(rd.Number, p, abs, nil)...)
	}
	if err := l.st.AddGames(ctx, gs); err != nil {
		return err
	}
	if l.t.Rounds != len(rounds) {
		l.t.Rounds = len(rounds)
		return l.st.UpdateTournament(ctx, l.t)
	}
	return nil
}

// audit records a director's action.
func (s *Service) audit(ctx context.Context, l *loaded, round int, action, detail string) error {
	return l.st.AddAudit(ctx, model.AuditRecord{TournamentID: l.t.ID, At: s.now().UTC().Format(time.RFC3339),
		Round: round, Action: action, Detail: detail})
}

func (s *Service) unpairRound(ctx context.Context, id model.TournamentID, confirm bool) error {
	const op = "UnpairRound"
	return s.inTx(ctx, func(tx *Service) error {
		l, err := tx.loadOpen(ctx, id, op)
		if err != nil {
			return err
		}
		if l.isKnockout() {
			return tx.unpairKnockout(ctx, l, confirm)
		}
		if l.paired == 0 {
			return model.Errorf(model.Conflict, op, model.Msg("No round is paired yet."), nil)
		}
		from := l.paired
		if l.isRoundRobin() {
			from = 1
		}
		results := 0
		for _, g := range l.games {
			if g.Round >= from && g.Opponent != 0 && resultOr(g.Result) != trf.NoResult && g.Colour == trf.White {
				results++
			}
		}
		if results > 0 && !confirm {
			return model.Errorf(model.Conflict, op, model.Msg("Round %d already has %d results. Confirm to delete them with the pairing.", l.paired, results), nil)
		}
		var keep []model.RoundGame // late-entry absences recorded before the pairing stay
		for _, g := range l.games {
			if g.Round >= from && g.Opponent == 0 && g.Result != trf.PAB && l.lateAbsence(g) {
				keep = append(keep, g)
			}
		}
		if err := tx.store.SetPairingEdit(ctx, id, 0, time.Time{}); err != nil { // no phase on a round unpaired (fide_manual.go)
			return err
		}
		if err := l.st.DeleteGames(ctx, id, from); err != nil {
			return err
		}
		if err := l.st.AddGames(ctx, keep); err != nil {
			return err
		}
		return tx.audit(ctx, l, l.paired, "unpair", fmt.Sprintf("Жеребкування туру %d скасовано; видалено результатів: %d.", l.paired, results))
	})
}

// lateAbsence reports whether an absence row was written at a late entry
// (not a requested bye, a withdrawal or a round-robin free round).
func (l *loaded) lateAbsence(g model.RoundGame) bool {
	if l.isRoundRobin() {
		return false
	}
	e := l.entry(g.StartNo)
	if e == nil {
		return false
	}
	if _, req := e.Byes[g.Round]; req || (e.WithdrawnFrom > 0 && g.Round >= e.WithdrawnFrom) {
		return false
	}
	return true
}
