package trf

import (
	"fmt"
	"strconv"
)

// Validate checks the cross-record consistency that Read enforces: pairing
// numbers 1..N each once, opponents that exist and point back, results and
// colours that agree on both lines, at most one PAB per round, no round past
// XXR, and XXA/XXP/013 references to existing players. A tournament built in
// memory (not read) gets errors with Line 0.
func (t *Tournament) Validate() error {
	return validate(t, nil, nil, nil, nil)
}

type validator struct {
	t          *Tournament
	playerLine map[int]int
}

func (v *validator) line(id int) int { return v.playerLine[id] }

func (v *validator) errf(id, col int, format string, a ...any) error {
	return &FormatError{Line: v.line(id), Col: col, Msg: fmt.Sprintf("player %d: ", id) + fmt.Sprintf(format, a...)}
}

func lineAt(lines []int, i int) int {
	if i < len(lines) {
		return lines[i]
	}
	return 0
}

func validate(t *Tournament, playerLine map[int]int, teamLine, accLine, pairLine []int) error {
	v := &validator{t: t, playerLine: playerLine}
	n := len(t.Players)
	for i := range t.Players {
		p := &t.Players[i]
		if p.ID < 1 || p.ID > n {
			return v.errf(p.ID, 5, "pairing number out of range 1..%d", n)
		}
		if i > 0 && t.Players[i-1].ID == p.ID {
			return v.errf(p.ID, 5, "pairing number used twice")
		}
		if i != p.ID-1 {
			return v.errf(p.ID, 5, "players are not in pairing-number order")
		}
	}
	for _, check := range []func(*Player, int) error{v.local, v.cross} {
		for i := range t.Players {
			if err := v.player(&t.Players[i], check); err != nil {
				return err
			}
		}
	}
	if err := v.pabs(); err != nil {
		return err
	}
	exists := func(id int) bool { return id >= 1 && id <= n }
	for i, a := range t.Accelerations {
		if !exists(a.Player) {
			return &FormatError{Line: lineAt(accLine, i), Col: 5, Msg: "XXA for unknown player " + strconv.Itoa(a.Player)}
		}
	}
	for i, fp := range t.ForbiddenPairs {
		for _, id := range fp {
			if !exists(id) {
				return &FormatError{Line: lineAt(pairLine, i), Col: 5, Msg: "XXP names unknown player " + strconv.Itoa(id)}
			}
		}
	}
	for i, tm := range t.Teams {
		for _, id := range tm.Members {
			if !exists(id) {
				return &FormatError{Line: lineAt(teamLine, i), Col: 37, Msg: "team member " + strconv.Itoa(id) + " is not a player"}
			}
		}
	}
	return nil
}

func roundCol(r int) int { return colRoundStart + roundWidth*(r-1) }

func (v *validator) player(p *Player, check func(*Player, int) error) error {
	if tr := v.t.TotalRounds; tr > 0 && len(p.Games) > tr {
		return v.errf(p.ID, roundCol(tr+1), "round %d is past XXR %d", len(p.Games), tr)
	}
	for r := 1; r <= len(p.Games); r++ {
		if err := check(p, r); err != nil {
			return err
		}
	}
	return nil
}

// local checks one entry on its own.
func (v *validator) local(p *Player, r int) error {
	g, col := p.Games[r-1].norm(), roundCol(r)
	if g.Opponent == 0 {
		return v.bye(p, r, g)
	}
	if g.Opponent < 0 || g.Opponent > len(v.t.Players) {
		return v.errf(p.ID, col, "round %d: opponent %d does not exist", r, g.Opponent)
	}
	if g.Opponent == p.ID {
		return v.errf(p.ID, col, "round %d: paired with himself", r)
	}
	switch g.Result {
	case HalfBye, FullBye, PAB, ZeroBye:
		return v.errf(p.ID, col+7, "round %d: bye result %q with an opponent", r, rune(g.Result))
	}
	return nil
}

// cross checks an entry against the opponent's entry.
func (v *validator) cross(p *Player, r int) error {
	g, col := p.Games[r-1].norm(), roundCol(r)
	if g.Opponent == 0 {
		return nil
	}
	o := &v.t.Players[g.Opponent-1]
	h := o.Game(r).norm()
	if h.Opponent != p.ID && len(o.Games) < r {
		// The opponent's line stops before this round: most likely it was
		// cut short (a file copied or typed in part), so that line is
		// named, not the whole one that points to it.
		return v.errf(o.ID, col, "the line ends before round %d, yet player %d (line %d) has him as opponent in that round: is the line cut short?",
			r, p.ID, v.line(p.ID))
	}
	if h.Opponent != p.ID {
		return v.errf(p.ID, col, "round %d: opponent %d does not have %d as opponent", r, g.Opponent, p.ID)
	}
	if !resultsAgree(g.Result, h.Result) {
		return v.errf(p.ID, col+7, "round %d: results %q and %q of players %d and %d contradict each other",
			r, rune(g.Result), rune(h.Result), p.ID, g.Opponent)
	}
	return v.colours(p, r, g, h)
}

func (v *validator) colours(p *Player, r int, g, h Game) error {
	col := roundCol(r) + 5
	if g.Colour == NoColour && h.Colour == NoColour {
		if g.Played() {
			return v.errf(p.ID, col, "round %d: played game without colours", r)
		}
		return nil
	}
	if g.Colour == NoColour || h.Colour == NoColour {
		return v.errf(p.ID, col, "round %d: only one of players %d and %d has a colour", r, p.ID, g.Opponent)
	}
	if g.Colour == h.Colour {
		return v.errf(p.ID, col, "round %d: players %d and %d both have colour %q", r, p.ID, g.Opponent, rune(g.Colour))
	}
	return nil
}

// resultsAgree reports whether two result codes can stand on the two lines
// of one pairing. Besides the usual pairs, the unusual results of a played
// game an arbiter may award (½-0, 0-½, 0-0; FIDE Laws of Chess art. 12.9,
// VCL Q180) are written as "=" against "0" and "0" against "0", each line
// carrying its own player's score, as the reference pairing engines read
// them.
func resultsAgree(a, b Result) bool {
	pair := string([]byte{byte(a), byte(b)})
	switch pair {
	case "10", "01", "==", "WL", "LW", "DD", "+-", "-+", "--", "  ", "=0", "0=", "00", "??":
		return true
	}
	return false
}

func (v *validator) bye(p *Player, r int, g Game) error {
	col := roundCol(r)
	if g.Colour != NoColour {
		return v.errf(p.ID, col+5, "round %d: colour without opponent", r)
	}
	switch g.Result {
	case PAB, HalfBye, FullBye, ZeroBye, ForfeitLos, NoResult:
		return nil
	}
	return v.errf(p.ID, col+7, "round %d: result %q needs an opponent", r, rune(g.Result))
}

// pabs checks that at most one player per round has the PAB (C.04.1 c).
func (v *validator) pabs() error {
	first := map[int]int{}
	for i := range v.t.Players {
		p := &v.t.Players[i]
		for r, g := range p.Games {
			if g.Result != PAB {
				continue
			}
			if other, dup := first[r+1]; dup {
				return v.errf(p.ID, roundCol(r+1)+7, "round %d: second pairing-allocated bye (player %d has one)", r+1, other)
			}
			first[r+1] = p.ID
		}
	}
	return nil
}
