package swiss

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"arbiter/engine/trf"
)

// exampleTournament builds a tournament from the notation of dutch.md G:
// "id(score): tokens; ..." with one token per past round ("5w1" = opponent
// 5 with White, won; results 1 = 0 + -), "-U"/"-H"/"-F"/"-Z" byes, and a
// bracketed token for an absence announced for the round being paired.
func exampleTournament(t *testing.T, rounds int, initial trf.InitialColour, n int, spec string) *trf.Tournament {
	t.Helper()
	tr := &trf.Tournament{TotalRounds: rounds, InitialColour: initial}
	games := map[int][]trf.Game{}
	for _, part := range strings.Split(spec, ";") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		head, rest, ok := strings.Cut(part, ":")
		if !ok {
			t.Fatalf("bad player %q", part)
		}
		id, err := strconv.Atoi(head[:strings.Index(head, "(")])
		if err != nil {
			t.Fatalf("bad id in %q", part)
		}
		for _, tok := range strings.Fields(rest) {
			tok = strings.Trim(tok, "[]")
			g := trf.Game{Colour: trf.NoColour}
			if tok[0] == '-' {
				g.Result = trf.Result(tok[1])
			} else {
				k := strings.IndexAny(tok, "wb")
				g.Opponent, err = strconv.Atoi(tok[:k])
				if err != nil {
					t.Fatalf("bad token %q", tok)
				}
				g.Colour = trf.Colour(tok[k])
				g.Result = trf.Result(tok[k+1])
			}
			games[id] = append(games[id], g)
		}
	}
	for id := 1; id <= n; id++ {
		tr.Players = append(tr.Players, trf.Player{ID: id, Name: fmt.Sprintf("Player %d", id), Games: games[id]})
	}
	return tr
}

// parseBoards reads "1-5 6-2 9-PAB" (White first).
func parseBoards(t *testing.T, s string) Pairing {
	t.Helper()
	var p Pairing
	for _, f := range strings.Fields(s) {
		a, b, _ := strings.Cut(f, "-")
		x, _ := strconv.Atoi(a)
		if b == "PAB" {
			p.Bye = x
			continue
		}
		y, _ := strconv.Atoi(b)
		p.Boards = append(p.Boards, Board{x, y})
	}
	return p
}

// TestWorkedExamples runs the worked examples of dutch.md section G (the
// expected pairings were produced by the reference engine).
func TestWorkedExamples(t *testing.T) {
	W, B := trf.InitialWhite, trf.InitialBlack
	cases := []struct {
		name    string
		rounds  int
		initial trf.InitialColour
		n       int
		round   int
		spec    string
		want    string
	}{
		{"G.1 round 1, odd field", 5, W, 9, 1, "", "1-5 6-2 3-7 8-4 9-PAB"},
		{"G.2 colour transposition", 5, W, 8, 2,
			"1(1): 5w1; 2(1): 6b1; 3(1): 7w1; 4(1): 8b1; 5(0): 1b0; 6(0): 2w0; 7(0): 3b0; 8(0): 4w0",
			"4-1 2-3 5-8 7-6"},
		{"G.3 C12 downfloater, C15 opponent", 5, B, 8, 3,
			"1(1.5): 5b1 2w=; 2(1.5): 6w1 1b=; 3(1.5): 7b1 4w=; 4(1): 8w= 3b=; 5(1): 1w0 8b1; 6(0): 2b0 7w0; 7(1): 3w0 6b1; 8(0.5): 4b= 5w0",
			"2-3 7-1 4-5 6-8"},
		{"G.4 first exchange", 3, W, 11, 2,
			"1(0.5): 7w=; 2(0): 8b0; 3(0.5): 9w=; 4(0): -Z; 5(0.5): 10b=; 6(0): 11w0; 7(0.5): 1b=; 8(1): 2w1 [-H]; 9(0.5): 3b=; 10(0.5): 5w=; 11(1): 6b1 [-Z]",
			"9-1 5-3 7-10 2-4 6-PAB"},
		{"G.5 C14 and forfeits", 3, B, 10, 2,
			"1(0): 6b0; 2(0): 7w-; 3(1): 8b1; 4(1): 9w1 [-Z]; 5(0.5): 10b= [-H]; 6(1): 1w1; 7(1): 2b+; 8(0): 3w0; 9(0): 4b0; 10(0.5): 5w=",
			"3-7 10-6 1-8 9-2"},
		{"G.6 PAB by C5/C9", 3, W, 9, 2,
			"1(0.5): 5w=; 2(0.5): 6b=; 3(1): 7w+; 4(0): 8b0; 5(0.5): 1b=; 6(0.5): 2w=; 7(0): 3b-; 8(1): 4w1; 9(1): -U",
			"3-9 2-8 5-6 7-1 4-PAB"},
		{"G.7 C4 and C5 break the top bracket", 4, B, 9, 4,
			"1(2): 5b= 2w= 8b1; 2(1): 6w0 1b= 4b=; 3(2): 7b1 8w= 9b=; 4(1.5): 8w0 7b1 2w=; 5(0.5): 1w= -Z -Z [-Z]; 6(2): 2b1 9w= -H; 7(1): 3w0 4w0 -U [-Z]; 8(1.5): 4b1 3b= 1w0; 9(2): -U 6b= 3w=",
			"1-6 3-4 8-9 2-PAB"},
		{"G.8 topscorers in the final round", 4, W, 8, 4,
			"1(3): 5w1 3b1 8b1; 2(3): 6w1 4b1 7b1; 3(1.5): 7b1 1w0 5w=; 4(1.5): 8b1 2w0 6b=; 5(1.5): 1b0 7w1 3b=; 6(1.5): 2b0 8w1 4w=; 7(0): 3w0 5b0 2w0; 8(0): 4w0 6b0 1w0",
			"1-2 4-3 5-6 8-7"},
		{"G.8 not the final round", 5, W, 8, 4,
			"1(3): 5w1 3b1 8b1; 2(3): 6w1 4b1 7b1; 3(1.5): 7b1 1w0 5w=; 4(1.5): 8b1 2w0 6b=; 5(1.5): 1b0 7w1 3b=; 6(1.5): 2b0 8w1 4w=; 7(0): 3w0 5b0 2w0; 8(0): 4w0 6b0 1w0",
			"1-4 2-3 5-6 8-7"},
		{"G.9 scope of C9", 5, B, 9, 4,
			"1(1): 5b= -H 4w-; 2(1): 6w0 3b1 -Z; 3(0.5): 7b= 2w0 -Z [-Z]; 4(2): 8w1 9b0 1b+; 5(1.5): 1w= -H 8b=; 6(1.5): 2b1 7w= 9w0; 7(2): 3w= 6b= -U [-H]; 8(1.5): 4b0 -U 5w=; 9(3): -U 4w1 6b1",
			"9-8 4-6 5-2 1-PAB"},
		{"G.10 colour parity with an absentee", 5, W, 10, 1, "3(0): [-Z]",
			"1-6 7-2 4-8 9-5 10-PAB"},
	}
	for _, c := range cases {
		tr := exampleTournament(t, c.rounds, c.initial, c.n, c.spec)
		got, err := Pair(tr, c.round)
		if err != nil {
			t.Errorf("%s: %v", c.name, err)
			continue
		}
		want := parseBoards(t, c.want)
		if pairsOK, coloursOK := comparePairings(got, want); !pairsOK || !coloursOK {
			t.Errorf("%s:\n got: %s\nwant: %s", c.name, formatPairing(got), formatPairing(want))
		}
	}
}
