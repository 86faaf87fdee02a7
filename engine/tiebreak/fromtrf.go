package tiebreak

import (
	"strings"

	"arbiter/engine/trf"
)

// SystemFromType guesses the system from a TRF 092 type text (or a
// TRF-2026 192 code): "double round robin", "…DOUBLEROUNDROBIN" → double;
// "round robin", "Round-Robin", "ROUND_ROBIN", "Berger", "кругова" →
// single; anything else Swiss. Blanks, hyphens, underscores and dots are
// ignored, as programs write the words with any of them.
func SystemFromType(s string) System {
	l := strings.ToLower(strings.NewReplacer(" ", "", "-", "", "_", "", ".", "", "\u2010", "", "\u2011", "", "\u2013", "").Replace(s))
	rr := strings.Contains(l, "roundrobin") || strings.Contains(l, "berger") || strings.Contains(l, "круг")
	switch {
	case rr && (strings.Contains(l, "double") || strings.Contains(l, "двокруг") || strings.Contains(l, "двухкруг")):
		return DoubleRoundRobin
	case rr:
		return RoundRobin
	}
	return Swiss
}

// SystemOf is the system of a TRF file: the TRF-2026 192 code when it is
// one Arbiter knows, otherwise the 092 text.
func SystemOf(t *trf.Tournament) System {
	if trf.KnownTypeCode(t.TypeCode) {
		return SystemFromType(t.TypeCode)
	}
	return SystemFromType(t.Type)
}

// FromTRF converts a TRF tournament into the tie-break input, with its
// point system (TRF-2026 162, XXS or BBx lines; 1/½/0 without them). The
// edition is left to the start date (EditionAuto); the system comes from
// the 092 record. The rounds are those up to the last paired one: a
// trailing column of announced absences for the next round is not a result
// yet.
func FromTRF(t *trf.Tournament) (*Tournament, error) {
	if len(t.Adjustments) > 0 {
		return nil, &InputError{Player: t.Adjustments[0].Players[0], Msg: "the file has TRF-2026 299 records (penalties, bonuses); standings and tie-breaks with them are not computed"}
	}
	ps := &trf.StandardPoints
	var sc Scoring
	if t.Scoring != nil {
		ps = t.Scoring
		var err error
		if sc, err = ScoringOf(*ps); err != nil {
			return nil, err
		}
	}
	n := t.LastPairedRound()
	if n == 0 {
		n = t.Rounds()
	}
	out := &Tournament{
		Name:      t.Name,
		StartDate: t.StartDate,
		System:    SystemOf(t),
		Rounds:    n,
		Scoring:   sc,
	}
	for _, p := range t.Players {
		q := Player{ID: p.ID, Name: p.Name, Rating: p.Rating, Sex: p.Sex, Federation: p.Federation, BirthDate: p.BirthDate}
		for r, g := range p.Games {
			if r >= n {
				break
			}
			rd, err := roundFromTRF(g, ps)
			if err != nil {
				return nil, &InputError{Player: p.ID, Round: r + 1, Msg: err.Error()}
			}
			q.Rounds = append(q.Rounds, rd)
		}
		out.Players = append(out.Players, q)
	}
	if err := out.Validate(); err != nil {
		return nil, err
	}
	return out, nil
}

type convError string

func (e convError) Error() string { return string(e) }

// ScoringOf is the tie-break point system of a TRF one. C.07 counts one
// value per kind of result, so a system whose values depend on the colour,
// or gives forfeit wins and full-point byes other than a win's points,
// half-point byes other than a draw's, forfeit losses or zero-point byes
// other than 0, is refused with an *InputError.
func ScoringOf(ps trf.PointSystem) (Scoring, error) {
	bad := func(what string) (Scoring, error) {
		return Scoring{}, &InputError{Msg: "the point system " + what + "; tie-breaks need one value per result (TRF-2026 record 162: W D L A P)"}
	}
	switch {
	case ps.WinW != ps.WinB || ps.DrawW != ps.DrawB || ps.LossW != ps.LossB:
		return bad("depends on the colour")
	case ps.WinW <= 0 || ps.DrawW < ps.LossW || ps.WinW <= ps.DrawW:
		return bad("does not rank a win over a draw over a loss")
	case ps.ForfeitWin != ps.WinW || ps.FullBye != ps.WinW:
		return bad("gives forfeit wins or full-point byes other than a win's points")
	case ps.HalfBye != ps.DrawW:
		return bad("gives half-point byes other than a draw's points")
	case ps.ForfeitLoss != 0 || ps.ZeroBye != 0:
		return bad("gives forfeit losses or zero-point byes points")
	case ps.PAB < 0 || ps.PAB > ps.WinW:
		return bad("gives the pairing-allocated bye more than a win or less than 0")
	}
	return Scoring{Win: Points(ps.WinW), Draw: Points(ps.DrawW), Loss: Points(ps.LossW), PAB: Points(ps.PAB), PABSet: true}, nil
}

func roundFromTRF(g trf.Game, ps *trf.PointSystem) (Round, error) {
	rd := Round{Points: Points(ps.Of(g))}
	if g.Played() {
		rd.Kind, rd.Opponent = Played, g.Opponent
		switch g.Colour {
		case trf.White:
			rd.Colour = White
		case trf.Black:
			rd.Colour = Black
		}
		return rd, nil
	}
	switch g.Result {
	case trf.ForfeitWin:
		if g.Opponent == 0 {
			return rd, convError("forfeit win without an opponent")
		}
		rd.Kind, rd.Opponent = ForfeitWin, g.Opponent
	case trf.ForfeitLos:
		rd.Kind, rd.Opponent = ForfeitLoss, g.Opponent
		if g.Opponent == 0 {
			rd.Kind = ZeroBye
		}
	case trf.HalfBye:
		rd.Kind = HalfBye
	case trf.FullBye:
		rd.Kind = FullBye
	case trf.PAB:
		rd.Kind = PAB
	case trf.ZeroBye, trf.NoResult:
		rd.Kind = ZeroBye
	default:
		return rd, convError("result " + string(rune(g.Result)) + " without an opponent")
	}
	return rd, nil
}
