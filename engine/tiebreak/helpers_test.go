package tiebreak

import (
	"strconv"
	"strings"
	"testing"
)

// tour builds a tournament from lines "ID RATING r1 r2 …" where a round is
// "H", "U", "F" or "Z" (byes), or OPP[w|b]RESULT with RESULT one of 1 = 0
// + - (e.g. "4w1", "2-"). Example: tour(t, Swiss, Edition2026, "1 2000 2- H 4w1").
func tour(t *testing.T, sys System, ed Edition, lines ...string) *Tournament {
	t.Helper()
	tb := &Tournament{System: sys, Edition: ed}
	for _, l := range lines {
		f := strings.Fields(l)
		id, _ := strconv.Atoi(f[0])
		rating, _ := strconv.Atoi(f[1])
		p := Player{ID: id, Name: "P" + f[0], Rating: rating}
		for _, tok := range f[2:] {
			p.Rounds = append(p.Rounds, parseTok(t, tok))
		}
		tb.Players = append(tb.Players, p)
	}
	return tb
}

func parseTok(t *testing.T, tok string) Round {
	t.Helper()
	switch tok {
	case "H":
		return Round{Kind: HalfBye, Points: 1}
	case "U":
		return Round{Kind: PAB, Points: 2}
	case "F":
		return Round{Kind: FullBye, Points: 2}
	case "Z":
		return Round{Kind: ZeroBye}
	}
	res := tok[len(tok)-1]
	body := tok[:len(tok)-1]
	var col Colour
	if n := len(body); n > 0 && (body[n-1] == 'w' || body[n-1] == 'b') {
		col, body = Colour(body[n-1]), body[:n-1]
	}
	opp, err := strconv.Atoi(body)
	if err != nil {
		t.Fatalf("bad token %q", tok)
	}
	r := Round{Kind: Played, Opponent: opp, Colour: col}
	switch res {
	case '1':
		r.Points = 2
	case '=':
		r.Points = 1
	case '0':
	case '+':
		r.Kind, r.Points = ForfeitWin, 2
	case '-':
		r.Kind = ForfeitLoss
	default:
		t.Fatalf("bad result in %q", tok)
	}
	return r
}

func mustCalc(t *testing.T, tb *Tournament) *Calculator {
	t.Helper()
	c, err := New(tb)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func mustValue(t *testing.T, c *Calculator, id int, code string) string {
	t.Helper()
	sp, err := ParseSpec(code)
	if err != nil {
		t.Fatal(err)
	}
	v, err := c.Value(id, sp)
	if err != nil {
		t.Fatal(err)
	}
	return v.String()
}
