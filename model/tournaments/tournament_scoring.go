package tournaments

import (
	"strconv"
	"strings"

	"arbiter/engine/halfpoint"
	"arbiter/engine/trf"
	"arbiter/model"
)

// Point systems of individual tournaments (C.07 art. 5; TRF-2026 record
// 162). Tournament.Scoring is "" for the standard 1 / ½ / 0, "3-1-0", or a
// custom "W-D-L" in points ("2-1-0.5"); Tournament.ByePoints is what the
// pairing-allocated bye is worth: "" (a win), "draw", "0", or under a
// custom system any number of points up to a win. Forfeit wins and
// full-point byes score a win, half-point byes a draw, forfeit losses and
// absences 0. The score groups of the Swiss pairing, the standings and the
// tie-breaks (STD brings a 3-1-0 event back to 1 / ½ / 0) all count the
// points under the system; the written TRF carries it as record 162.

// parseScoring reads "" / "1-0.5-0" / "standard" (the standard system),
// "3-1-0" or "W-D-L" (also with "/" or spaces between the numbers) into
// half-points.
func parseScoring(s string) (win, draw, loss int, ok bool) {
	s = strings.TrimSpace(strings.ToLower(s))
	if s == "" || s == "standard" || s == "стандартна" {
		return 2, 1, 0, true
	}
	f := strings.FieldsFunc(s, func(r rune) bool { return r == '-' || r == '/' || r == ' ' || r == ':' })
	if len(f) != 3 {
		return 0, 0, 0, false
	}
	var v [3]int
	for i, x := range f {
		hp, ok := halfPointsOf(x)
		if !ok {
			return 0, 0, 0, false
		}
		v[i] = hp
	}
	return v[0], v[1], v[2], true
}

// halfPointsOf reads "3", "0.5", "1,5", "½" as half-points (not negative).
func halfPointsOf(s string) (int, bool) {
	s = strings.ReplaceAll(strings.TrimSpace(s), ",", ".")
	if s == "½" {
		return 1, true
	}
	if strings.HasSuffix(s, "½") {
		s = strings.TrimSuffix(s, "½") + ".5"
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || f < 0 || f > 99 || f*2 != float64(int(f*2)) {
		return 0, false
	}
	return int(f * 2), true
}

// pointSystemOf is the engine's point system of t; nil for the standard
// 1 / ½ / 0 with the bye worth a win (the TRF then has no 162 record).
func pointSystemOf(t model.Tournament) *trf.PointSystem {
	win, draw, loss, ok := parseScoring(t.Scoring)
	if !ok {
		return nil
	}
	ps := trf.PointSystem{WinW: win, WinB: win, DrawW: draw, DrawB: draw, LossW: loss, LossB: loss,
		ForfeitWin: win, FullBye: win, HalfBye: draw, PAB: win}
	switch b := strings.TrimSpace(strings.ToLower(t.ByePoints)); b {
	case "", "win":
	case "draw":
		ps.PAB = draw
	case "0", "zero", "loss":
		ps.PAB = 0
	default:
		ps.PAB, _ = halfPointsOf(b)
	}
	if ps == trf.StandardPoints {
		return nil
	}
	return &ps
}

// normalizeScoring checks the point system and the bye's value of t and
// writes them in their short forms ("" for the standard, "3-1-0", "draw").
// It refuses what FIDE's rules do not allow (trf.PointSystem.Check): two
// draws worth more than a win and a loss, a bye worth more than a win, a
// bye other than 1, ½ or 0 under the standard system.
func normalizeScoring(op string, t *model.Tournament) error {
	win, draw, loss, ok := parseScoring(t.Scoring)
	if !ok {
		return invalid(op, model.Msg("The point system %q is not valid: write the points of a win, a draw and a loss, e.g. 3-1-0 (or leave it empty for 1 / ½ / 0).", t.Scoring))
	}
	t.Scoring = model.ScoringStandard
	if win != 2 || draw != 1 || loss != 0 {
		t.Scoring = halfpoint.Decimal(win) + scoringSeparator + halfpoint.Decimal(draw) + scoringSeparator + halfpoint.Decimal(loss)
	}
	switch b := strings.TrimSpace(strings.ToLower(t.ByePoints)); b {
	case "", "win":
		t.ByePoints = model.ByeWin
	case "draw":
		t.ByePoints = model.ByeDraw
	case "0", "zero", "loss":
		t.ByePoints = model.ByeZero
	default:
		hp, ok := halfPointsOf(b)
		if !ok {
			return invalid(op, model.Msg("The value of the pairing-allocated bye %q is not valid: write win, draw, 0 or a number of points.", t.ByePoints))
		}
		switch hp {
		case win:
			t.ByePoints = model.ByeWin
		case draw:
			t.ByePoints = model.ByeDraw
		case 0:
			t.ByePoints = model.ByeZero
		default:
			t.ByePoints = halfpoint.Decimal(hp)
		}
	}
	ps := pointSystemOf(*t)
	if ps == nil {
		return nil
	}
	if err := ps.Check(); err != nil {
		return model.Errorf(model.Invalid, op, model.Msg("The point system %s with the bye worth %s is not allowed: %s.", scoringText(*t), halfpoint.Decimal(ps.PAB), scoringProblem(*ps)), err)
	}
	return nil
}

// scoringProblem says in the user's words what PointSystem.Check refuses.
func scoringProblem(ps trf.PointSystem) model.Text {
	switch {
	case ps.WinW <= ps.DrawW || ps.DrawW < ps.LossW:
		return model.Msg("a win must be worth more than a draw, and a draw not less than a loss")
	case 2*ps.DrawW > ps.WinW+ps.LossW:
		return model.Msg("two draws would be worth more than a win and a loss")
	case ps.PAB > ps.WinW:
		return model.Msg("the bye would be worth more than a win")
	}
	return model.Msg("under 1 / ½ / 0 the bye is worth 1, ½ or 0")
}

// scoringText writes the point system as the settings show it: "1-0.5-0"
// for the standard one.
func scoringText(t model.Tournament) string {
	if t.Scoring == "" {
		return "1-0.5-0"
	}
	return t.Scoring
}

// scoringFromTRF reads a file's point system into t (import): the
// standard, 3-1-0 or custom points, and the bye's value. ok is false for a
// system the settings cannot hold (values that depend on the colour, or
// byes and forfeits other than a win, a draw or 0).
func scoringFromTRF(ps *trf.PointSystem, t *model.Tournament) (ok bool) {
	if ps == nil {
		return true
	}
	if ps.WinW != ps.WinB || ps.DrawW != ps.DrawB || ps.LossW != ps.LossB || ps.ForfeitWin != ps.WinW ||
		ps.FullBye != ps.WinW || ps.HalfBye != ps.DrawW || ps.ForfeitLoss != 0 || ps.ZeroBye != 0 {
		return false
	}
	t.Scoring = halfpoint.Decimal(ps.WinW) + scoringSeparator + halfpoint.Decimal(ps.DrawW) + scoringSeparator + halfpoint.Decimal(ps.LossW)
	t.ByePoints = halfpoint.Decimal(ps.PAB)
	return normalizeScoring("ImportTRF", t) == nil
}

// scoringSeparator separates the points of a custom scoring, "3-1-0".
const scoringSeparator = "-"
