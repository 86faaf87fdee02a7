package tournaments

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"

	"arbiter/engine/roundrobin"
	"arbiter/engine/swiss"
	"arbiter/engine/trf"
	"arbiter/model"
)

// What a pairing reads and writes, shared by the engine's pairing
// (pairing.go, pairing_outside.go) and the pairings made or checked by hand:
// the refusals, the input built from the stored rounds, the rows a
// pairing becomes.

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

// openBoards lists the boards of round r without a result.
func (l *loaded) openBoards(r int) []int {
	var out []int
	for _, b := range l.boardsIn(r) {
		if resultOr(b.white.Result) == trf.NoResult {
			out = append(out, b.no)
		}
	}
	return out
}
