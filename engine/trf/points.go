package trf

import (
	"fmt"
	"strconv"
	"strings"

	"arbiter/engine/halfpoint"
)

// StandardPoints is 1 / ½ / 0 with byes F and U worth a win, H a draw.
var StandardPoints = PointSystem{WinW: 2, WinB: 2, DrawW: 1, DrawB: 1, ForfeitWin: 2, FullBye: 2, HalfBye: 1, PAB: 2}

// Record162 writes ps as a TRF-2026 162 record, the layout FIDE's
// reference calculator writes: "162  W 3.0    D 1.0    L 0.0    A 0.0
// P 3.0" (a symbol at column 6, its value at 7-10, the next pair 9
// columns on). ok is false for a system 162 cannot say: values that
// depend on the colour, or forfeit wins, full-point byes, half-point byes
// or forfeit losses other than the W, D and A values.
func (ps PointSystem) Record162() (line string, ok bool) {
	if ps.WinW != ps.WinB || ps.DrawW != ps.DrawB || ps.LossW != ps.LossB || ps.ForfeitWin != ps.WinW ||
		ps.FullBye != ps.WinW || ps.HalfBye != ps.DrawW || ps.ForfeitLoss != ps.ZeroBye {
		return "", false
	}
	line = "162 "
	for _, f := range []struct {
		sym string
		v   int
	}{{"W", ps.WinW}, {"D", ps.DrawW}, {"L", ps.LossW}, {"A", ps.ZeroBye}, {"P", ps.PAB}} {
		v := fmtHalf(f.v)
		if len(v) > 4 {
			return "", false
		}
		if line != "162 " {
			line += "   "
		}
		line += " " + f.sym + strings.Repeat(" ", 4-len(v)) + v
	}
	return line, true
}

// Check refuses a point system FIDE's rules do not allow (C.07 art. 5;
// FIDE's checklist for pairing programs, Q74, Q81, Q83): a win must be
// worth more than a draw and a draw not less than a loss; two draws may not be
// worth more than a win and a loss; the pairing-allocated bye may not be
// worth more than a win, nor less than 0, and under the standard
// 1 / ½ / 0 it is worth 1, ½ or 0. Its message says what is wrong.
func (ps PointSystem) Check() error {
	std := ps.WinW == 2 && ps.DrawW == 1 && ps.LossW == 0
	switch {
	case ps.WinW != ps.WinB || ps.DrawW != ps.DrawB || ps.LossW != ps.LossB:
		return fmt.Errorf("the points depend on the colour")
	case ps.LossW < 0:
		return fmt.Errorf("a loss is worth less than 0")
	case ps.WinW <= ps.DrawW || ps.DrawW < ps.LossW:
		return fmt.Errorf("a win must be worth more than a draw, and a draw not less than a loss")
	case 2*ps.DrawW > ps.WinW+ps.LossW:
		return fmt.Errorf("two draws (%s) are worth more than a win and a loss (%s)", fmtHalf(2*ps.DrawW), fmtHalf(ps.WinW+ps.LossW))
	case ps.PAB > ps.WinW:
		return fmt.Errorf("the pairing-allocated bye (%s) is worth more than a win (%s)", fmtHalf(ps.PAB), fmtHalf(ps.WinW))
	case ps.PAB < 0:
		return fmt.Errorf("the pairing-allocated bye is worth less than 0")
	case std && ps.PAB != 2 && ps.PAB != 1 && ps.PAB != 0:
		return fmt.Errorf("under 1 / ½ / 0 the pairing-allocated bye is worth 1, ½ or 0")
	}
	return nil
}

// Of returns the points of one round entry under ps.
func (ps *PointSystem) Of(g Game) int {
	white := g.Colour == White
	pick := func(w, b int) int {
		if white {
			return w
		}
		return b
	}
	switch g.Result {
	case Win, ShortWin:
		return pick(ps.WinW, ps.WinB)
	case Draw, ShortDraw, Adjourned: // TRF-2026 162: X is worth D by default (adjourned.go)
		return pick(ps.DrawW, ps.DrawB)
	case Loss, ShortLoss:
		return pick(ps.LossW, ps.LossB)
	case ForfeitWin:
		return ps.ForfeitWin
	case ForfeitLos:
		if g.Opponent == 0 {
			return ps.ZeroBye
		}
		return ps.ForfeitLoss
	case FullBye:
		return ps.FullBye
	case HalfBye:
		return ps.HalfBye
	case PAB:
		return ps.PAB
	}
	return ps.ZeroBye
}

// pointValue reads "1", "1.0", ".5", "-0.5" as half-points.
func pointValue(s string) (int, bool) {
	neg := strings.HasPrefix(s, "-")
	hp, ok := halfPoints(strings.TrimPrefix(s, "-"))
	if neg {
		hp = -hp
	}
	return hp, ok && s != "-"
}

// pointSystem reads 162, XXS and BBx lines. A value that is not a multiple
// of ½ or an unknown symbol is a warning: the point system is then unknown
// and the 001 points are not cross-checked (they only feed that check).
func (p *parser) pointSystem(code string, rs []rune) {
	s := &p.scoring
	if !s.set {
		s.ps, s.set = StandardPoints, true
		p.pointsLine = p.line
	}
	bad := func(col int, what string) {
		p.warnf(col, code+": "+what+"; the point system is not known and the 001 points are not checked")
		if p.pointsBad == "" {
			p.pointsBad = what
		}
	}
	switch code {
	case "162":
		c := 6
		for ; c <= len(rs); c += 9 {
			sym := field(rs, c, c)
			v, ok := pointValue(text(rs, c+1, c+4))
			if !ok {
				bad(c+1, "bad value "+strconv.Quote(text(rs, c+1, c+4)))
				return
			}
			switch sym {
			case "W":
				s.win(v)
			case "D":
				s.draw(v)
			case "L":
				s.ps.LossW, s.ps.LossB = v, v
			case "A":
				s.ps.ZeroBye, s.ps.ForfeitLoss = v, v
			case "P":
				s.ps.PAB, s.pabSet = v, true
			case "X": // unknown result (an adjourned game, adjourned.go): scored as D
			default:
				bad(c, "unknown symbol "+strconv.Quote(sym))
				return
			}
		}
	case "XXS":
		for _, w := range words(rs) {
			k, val, ok := strings.Cut(w, "=")
			v, vok := pointValue(val)
			if !ok || !vok {
				bad(5, "bad entry "+strconv.Quote(w))
				return
			}
			ps := &s.ps
			switch strings.ToUpper(k) {
			case "W":
				ps.WinW, ps.WinB, ps.ForfeitWin, ps.FullBye = v, v, v, v
			case "D":
				ps.DrawW, ps.DrawB, ps.HalfBye = v, v, v
			case "WW":
				ps.WinW = v
			case "BW":
				ps.WinB = v
			case "WD":
				ps.DrawW = v
			case "BD":
				ps.DrawB = v
			case "WL":
				ps.LossW = v
			case "BL":
				ps.LossB = v
			case "ZPB":
				ps.ZeroBye = v
			case "HPB":
				ps.HalfBye = v
			case "FPB":
				ps.FullBye = v
			case "PAB":
				ps.PAB = v
			case "FW":
				ps.ForfeitWin = v
			case "FL":
				ps.ForfeitLoss = v
			default:
				bad(5, "unknown code "+strconv.Quote(k))
				return
			}
		}
	default: // BBW BBD BBL BBZ BBF BBU: one value
		w := words(rs)
		if len(w) != 1 {
			bad(5, "needs one value")
			return
		}
		v, ok := pointValue(w[0])
		if !ok {
			bad(5, "bad value "+strconv.Quote(w[0]))
			return
		}
		switch code {
		case "BBW":
			s.ps.WinW, s.ps.WinB, s.ps.ForfeitWin, s.ps.FullBye = v, v, v, v
			if !s.pabSet {
				s.ps.PAB = v
			}
		case "BBD":
			s.ps.DrawW, s.ps.DrawB, s.ps.HalfBye = v, v, v
		case "BBL":
			s.ps.LossW, s.ps.LossB = v, v
		case "BBZ":
			s.ps.ZeroBye = v
		case "BBF":
			s.ps.ForfeitLoss = v
		case "BBU":
			s.ps.PAB, s.pabSet = v, true
		}
	}
}

// abnormal reads a TRF-2026 299 record: type at 5, match points 8-11
// (teams only), points 14-17 ("[-]11.5"), round 20-22 (000 or blank: all
// rounds), pairing numbers at 24-27, 29-32, … The record changes scores,
// so a malformed one is an error.
func (p *parser) abnormal(rs []rune) error {
	if err := p.blanks(rs, 4, 4); err != nil {
		return err
	}
	a := Adjustment{Type: ' '}
	switch ty := field(rs, 5, 5); ty {
	case "", " ":
	case "W", "D", "L", "F", "H", "Z", "+", "-", "w", "d", "l", "f", "h", "z":
		a.Type = strings.ToUpper(ty)[0]
	default:
		return p.errf(5, "299: unknown type "+strconv.Quote(ty)+" (W D L F H Z + - or blank)")
	}
	if err := p.blanks(rs, 6, 7); err != nil {
		return err
	}
	if mp := text(rs, 8, 11); mp != "" {
		p.warnf(8, "299: match points "+strconv.Quote(mp)+" are for team tournaments and are ignored")
	}
	if err := p.blanks(rs, 12, 13); err != nil {
		return err
	}
	ptsText := text(rs, 14, 17)
	v, ok := pointValue(ptsText)
	if !ok {
		return p.errf(14, "299: bad points "+strconv.Quote(ptsText)+" (format [-]11.5, a multiple of 0.5, at columns 14-17)")
	}
	a.Points = v
	if err := p.blanks(rs, 18, 19); err != nil {
		return err
	}
	rd, err := p.number(rs, 20, 22, "299 round number")
	if err != nil {
		return err
	}
	a.Round = rd
	for c := 24; c <= len(rs); c += 5 {
		if err := p.blanks(rs, c-1, c-1); err != nil {
			return err
		}
		id, err := p.number(rs, c, c+3, "299 pairing number")
		if err != nil {
			return err
		}
		if id != 0 {
			a.Players = append(a.Players, id)
		}
	}
	if len(a.Players) == 0 {
		return p.errf(24, "299: no pairing number at columns 24-27")
	}
	p.t.Adjustments = append(p.t.Adjustments, a)
	p.adjLine = append(p.adjLine, p.line)
	return nil
}

// typeCode reads the TRF-2026 192 record (coded tournament type).
func (p *parser) typeCode(rs []rune, s string) error {
	if err := p.once("192"); err != nil {
		return err
	}
	p.t.TypeCode = text(rs, 5, len(rs))
	if !KnownTypeCode(p.t.TypeCode) {
		p.warnf(5, "192: unknown tournament type code "+strconv.Quote(p.t.TypeCode)+"; the 092 text decides the system")
	}
	p.t.Other = append(p.t.Other, s)
	return nil
}

// KnownTypeCode reports whether c is a TRF-2026 192 code Arbiter knows
// (FIDE_DUTCH[_2025|_2026][_BAKU], FIDE_BURSTEIN…, FIDE_DUBOV…, FIDE_LIM…,
// …ROUNDROBIN, …DOUBLEROUNDROBIN, …KNOCKOUT, FIDE_TEAM…).
func KnownTypeCode(c string) bool {
	c = strings.ToUpper(c)
	for _, pre := range []string{"FIDE_DUTCH", "FIDE_BURSTEIN", "FIDE_DUBOV", "FIDE_LIM", "FIDE_TEAM"} {
		if strings.HasPrefix(c, pre) {
			return true
		}
	}
	return strings.HasSuffix(c, "ROUNDROBIN") || strings.HasSuffix(c, "KNOCKOUT")
}

// Baku reports whether the file asks for the Baku acceleration (a 192 code
// or 092 text with BAKU).
func (t *Tournament) Baku() bool {
	return strings.Contains(strings.ToUpper(t.TypeCode), "BAKU") || strings.Contains(strings.ToUpper(t.Type), "BAKU")
}

// adjusts reports whether adjustment a (typed) applies to g in round r.
func (a *Adjustment) matches(g Game) bool {
	switch a.Type {
	case 'W':
		return g.Result == Win || g.Result == ShortWin
	case 'D':
		return g.Result == Draw || g.Result == ShortDraw
	case 'L':
		return g.Result == Loss || g.Result == ShortLoss
	case 'F':
		return g.Result == FullBye
	case 'H':
		return g.Result == HalfBye
	case 'Z':
		return g.Result == ZeroBye || g.Result == NoResult || g.Result == ForfeitLos && g.Opponent == 0
	case '+':
		return g.Result == ForfeitWin
	case '-':
		return g.Result == ForfeitLos
	}
	return false
}

func (a *Adjustment) has(id int) bool {
	for _, x := range a.Players {
		if x == id {
			return true
		}
	}
	return false
}

// scoreUnder is the score of p after round r (rounds 1..r) under ps with
// the 299 adjustments applied.
func (t *Tournament) scoreUnder(ps *PointSystem, p *Player, r int) int {
	s := 0
	for i := 1; i <= r && i <= len(p.Games); i++ {
		g := p.Games[i-1].norm()
		v := ps.Of(g)
		for k := range t.Adjustments {
			a := &t.Adjustments[k]
			if a.Type != ' ' && (a.Round == 0 || a.Round == i) && a.has(p.ID) && a.matches(g) {
				v = a.Points
			}
		}
		s += v
	}
	for k := range t.Adjustments {
		a := &t.Adjustments[k]
		if a.Type == ' ' && a.Round <= r && a.has(p.ID) {
			s += a.Points
		}
	}
	return s
}

// ScoreAfter returns the score of p after round r in half-points under the
// file's point system (Scoring; the standard 1 / ½ / 0 when nil) with the
// 299 records applied: a penalty or bonus of round k counts from round k on
// (round 0: from before round 1). This is the score the pairing engines
// use: score groups come from the points under the system (C.04.1).
func (t *Tournament) ScoreAfter(p *Player, r int) int {
	if t.Scoring != nil {
		return t.scoreUnder(t.Scoring, p, r)
	}
	return t.scoreUnder(&StandardPoints, p, r)
}

// PointsOf is the points of one round entry under the file's point system
// (Scoring; 1 / ½ / 0 when nil), in half-points, without 299 records.
func (t *Tournament) PointsOf(g Game) int {
	if t.Scoring != nil {
		return t.Scoring.Of(g.norm())
	}
	return StandardPoints.Of(g.norm())
}

// LossPoints is a played loss's points under the file's point system, in
// half-points (0 under 1 / ½ / 0 and 3 / 1 / 0).
func (t *Tournament) LossPoints() int {
	if t.Scoring != nil {
		return t.Scoring.LossW
	}
	return 0
}

// WinPoints is a win's points under the file's point system, in
// half-points (2 under 1 / ½ / 0).
func (t *Tournament) WinPoints() int {
	if t.Scoring != nil {
		return t.Scoring.WinW
	}
	return StandardPoints.WinW
}

// finish checks what needs the whole file: the 299 records name existing
// players and rounds and fit the results, and every non-blank 001 points
// field equals the score by the results under the file's point system with
// the 299 records, as bbpPairings requires. Accepted too (bbpPairings
// does): the score without the column of the round to be paired (announced
// byes), each optionally plus the player's acceleration for the last or
// the next round (XXA). A file without any round column (a final report
// with points and ranks only) keeps its points unchecked.
func (p *parser) finish(o Options) error {
	t := p.t
	n := len(t.Players)
	for i := range t.Adjustments {
		a := &t.Adjustments[i]
		line := lineAt(p.adjLine, i)
		for _, id := range a.Players {
			if id < 1 || id > n {
				return &FormatError{Line: line, Col: 24, Msg: fmt.Sprintf("299 names unknown player %d", id)}
			}
		}
		if lim := max(t.TotalRounds, t.Rounds()); a.Round > lim {
			return &FormatError{Line: line, Col: 20, Msg: fmt.Sprintf("299 for round %d, but the file has %d rounds", a.Round, lim)}
		}
		if a.Type != ' ' && a.Round > 0 {
			for _, id := range a.Players {
				if g := t.Players[id-1].Game(a.Round); !a.matches(g) {
					t.Warnings = append(t.Warnings, Warning{Line: line, Col: 5, Msg: fmt.Sprintf(
						"299 of type %c for player %d in round %d, whose result there is %q: the record does not apply", a.Type, id, a.Round, rune(g.norm().Result))})
				}
			}
		}
	}
	if p.scoring.set && p.scoring.ps != StandardPoints && p.pointsBad == "" {
		ps := p.scoring.ps
		t.Scoring = &ps
	}
	if p.pointsBad != "" || t.Rounds() == 0 {
		return nil // point system unknown, or a final report without round columns: nothing to check against
	}
	ps := &StandardPoints
	if t.Scoring != nil {
		ps = t.Scoring
	}
	last := t.LastPairedRound()
	for i := range t.Players {
		pl := &t.Players[i]
		all := t.scoreUnder(ps, pl, len(pl.Games))
		if p.blankPoints[pl.ID] {
			pl.Points = t.scoreUnder(ps, pl, last) // blank field: the score by the results
			continue
		}
		cands := []int{all, t.scoreUnder(ps, pl, last)}
		for _, r := range []int{last, last + 1} {
			if acc := accelerationOf(t, pl.ID, r); acc != 0 {
				cands = append(cands, all+acc, cands[1]+acc)
			}
		}
		ok := false
		for _, c := range cands {
			ok = ok || c == pl.Points
		}
		if ok {
			continue
		}
		msg := fmt.Sprintf("player %d: the points field says %s, the results give %s", pl.ID, fmtHalf(pl.Points), fmtHalf(all))
		if t.Scoring != nil {
			msg += " under the file's point system (line " + strconv.Itoa(p.pointsLine) + ")"
		}
		if len(t.Adjustments) > 0 {
			msg += " with the 299 records"
		}
		if o.WarnPoints {
			t.Warnings = append(t.Warnings, Warning{Line: p.playerLine[pl.ID], Col: 81, Msg: msg})
			continue
		}
		return &FormatError{Line: p.playerLine[pl.ID], Col: 81, Msg: msg + "; correct the points (columns 81-84) or the results"}
	}
	return nil
}

func accelerationOf(t *Tournament, id, r int) int {
	s := 0
	for _, a := range t.Accelerations {
		if a.Player == id && r >= 1 && r <= len(a.Points) {
			s += a.Points[r-1]
		}
	}
	return s
}

// fmtHalf prints half-points as "4.5", "-0.5", "17.0".
func fmtHalf(hp int) string { return halfpoint.Fixed(hp) }
