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

// FromTRF converts a TRF tournament (standard 1/½/0 scoring) into the
// tie-break input. The edition is left to the start date (EditionAuto);
// the system comes from the 092 record. The rounds are those up to the
// last paired one: a trailing column of announced absences for the next
// round is not a result yet.
func FromTRF(t *trf.Tournament) (*Tournament, error) {
	if len(t.Adjustments) > 0 {
		return nil, &InputError{Player: t.Adjustments[0].Players[0], Msg: "the file has TRF-2026 299 records (penalties, bonuses); standings and tie-breaks with them are not computed"}
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
	}
	for _, p := range t.Players {
		q := Player{ID: p.ID, Name: p.Name, Rating: p.Rating, Sex: p.Sex, Federation: p.Federation, BirthDate: p.BirthDate}
		for r, g := range p.Games {
			if r >= n {
				break
			}
			rd, err := roundFromTRF(g)
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

func roundFromTRF(g trf.Game) (Round, error) {
	rd := Round{Points: Points(g.Points())}
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
