package roundrobin

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/engine/trf"
)

// published holds FIDE's Berger tables (C.05 Annex 1) as printed: one
// string per round, boards "White-Black". 4, 6 and 8 are the rows of the
// rules brief §4.1 verbatim; 10, 12 and 14 are transcribed from the
// handbook's tables. A table for n serves n−1 players too (the player
// meeting n is free).
var published = map[int][]string{
	4: {"1-4 2-3", "4-3 1-2", "2-4 3-1"},
	6: {"1-6 2-5 3-4", "6-4 5-3 1-2", "2-6 3-1 4-5", "6-5 1-4 2-3", "3-6 4-2 5-1"},
	8: {"1-8 2-7 3-6 4-5", "8-5 6-4 7-3 1-2", "2-8 3-1 4-7 5-6", "8-6 7-5 1-4 2-3",
		"3-8 4-2 5-1 6-7", "8-7 1-6 2-5 3-4", "4-8 5-3 6-2 7-1"},
	10: {"1-10 2-9 3-8 4-7 5-6", "10-6 7-5 8-4 9-3 1-2", "2-10 3-1 4-9 5-8 6-7",
		"10-7 8-6 9-5 1-4 2-3", "3-10 4-2 5-1 6-9 7-8", "10-8 9-7 1-6 2-5 3-4",
		"4-10 5-3 6-2 7-1 8-9", "10-9 1-8 2-7 3-6 4-5", "5-10 6-4 7-3 8-2 9-1"},
	12: {"1-12 2-11 3-10 4-9 5-8 6-7", "12-7 8-6 9-5 10-4 11-3 1-2", "2-12 3-1 4-11 5-10 6-9 7-8",
		"12-8 9-7 10-6 11-5 1-4 2-3", "3-12 4-2 5-1 6-11 7-10 8-9", "12-9 10-8 11-7 1-6 2-5 3-4",
		"4-12 5-3 6-2 7-1 8-11 9-10", "12-10 11-9 1-8 2-7 3-6 4-5", "5-12 6-4 7-3 8-2 9-1 10-11",
		"12-11 1-10 2-9 3-8 4-7 5-6", "6-12 7-5 8-4 9-3 10-2 11-1"},
	14: {"1-14 2-13 3-12 4-11 5-10 6-9 7-8", "14-8 9-7 10-6 11-5 12-4 13-3 1-2",
		"2-14 3-1 4-13 5-12 6-11 7-10 8-9", "14-9 10-8 11-7 12-6 13-5 1-4 2-3",
		"3-14 4-2 5-1 6-13 7-12 8-11 9-10", "14-10 11-9 12-8 13-7 1-6 2-5 3-4",
		"4-14 5-3 6-2 7-1 8-13 9-12 10-11", "14-11 12-10 13-9 1-8 2-7 3-6 4-5",
		"5-14 6-4 7-3 8-2 9-1 10-13 11-12", "14-12 13-11 1-10 2-9 3-8 4-7 5-6",
		"6-14 7-5 8-4 9-3 10-2 11-1 12-13", "14-13 1-12 2-11 3-10 4-9 5-8 6-7",
		"7-14 8-6 9-5 10-4 11-3 12-2 13-1"},
}

func render(rd Round) string {
	var s []string
	for _, b := range rd.Boards {
		s = append(s, fmt.Sprintf("%d-%d", b.White, b.Black))
	}
	return strings.Join(s, " ")
}

// TestPublishedTables compares 4…14 players with the published rows; an
// odd n uses the table of n+1 without the games of player n+1.
func TestPublishedTables(t *testing.T) {
	for n := 3; n <= 14; n++ {
		m := n + n%2
		rounds, err := Berger(n)
		if err != nil {
			t.Fatal(err)
		}
		if len(rounds) != m-1 {
			t.Fatalf("n=%d: %d rounds, want %d", n, len(rounds), m-1)
		}
		for r, row := range published[m] {
			want, bye := dropPlayer(row, m, n)
			if got := render(rounds[r]); got != want || rounds[r].Bye != bye {
				t.Errorf("n=%d round %d = %q bye %d, want %q bye %d", n, r+1, got, rounds[r].Bye, want, bye)
			}
		}
	}
}

// dropPlayer removes the board of player m when n < m and names his
// opponent as the free player.
func dropPlayer(row string, m, n int) (string, int) {
	if n == m {
		return row, 0
	}
	var keep []string
	bye := 0
	for _, b := range strings.Fields(row) {
		var w, bl int
		fmt.Sscanf(b, "%d-%d", &w, &bl)
		switch m {
		case w:
			bye = bl
		case bl:
			bye = w
		default:
			keep = append(keep, b)
		}
	}
	return strings.Join(keep, " "), bye
}

// TestClosedForm checks every n from 3 to 40 against the closed form of
// the rules brief §4.1 (an independent description of the same tables):
// player m (even table size) has Black against (r+1)/2 in odd rounds and
// White against r/2 + m/2 in even rounds; any other pair {a<b} meets in
// the round r with a+b ≡ r+1 (mod m−1), White being a when (b−a) mod
// (m−1) is odd.
func TestClosedForm(t *testing.T) {
	for n := 3; n <= 40; n++ {
		m := n + n%2
		rounds, err := Berger(n)
		if err != nil {
			t.Fatal(err)
		}
		met := map[[2]int]int{}
		for _, rd := range rounds {
			r := rd.Number
			games := append([]Board(nil), rd.Boards...)
			if rd.Bye != 0 {
				games = append(games, Board{White: rd.Bye, Black: m})
				if r%2 == 0 {
					games[len(games)-1] = Board{White: m, Black: rd.Bye}
				}
			}
			seen := map[int]bool{}
			for _, b := range games {
				if seen[b.White] || seen[b.Black] {
					t.Fatalf("n=%d round %d: a player twice", n, r)
				}
				seen[b.White], seen[b.Black] = true, true
				if want := closedForm(m, r, b); want != b {
					t.Errorf("n=%d round %d: board %v, closed form %v", n, r, b, want)
				}
				met[[2]int{min(b.White, b.Black), max(b.White, b.Black)}]++
			}
		}
		if len(met) != m*(m-1)/2 {
			t.Errorf("n=%d: %d pairs met, want %d", n, len(met), m*(m-1)/2)
		}
	}
}

func closedForm(m, r int, b Board) Board {
	a, c := min(b.White, b.Black), max(b.White, b.Black)
	if c == m {
		if r%2 == 1 {
			return Board{White: (r + 1) / 2, Black: m}
		}
		return Board{White: m, Black: r/2 + m/2}
	}
	if ((a+c-r-1)%(m-1)+(m-1))%(m-1) != 0 {
		return Board{} // wrong round
	}
	if (c-a)%(m-1)%2 == 1 {
		return Board{White: a, Black: c}
	}
	return Board{White: c, Black: a}
}

func TestDouble(t *testing.T) {
	d, err := Double(4, false)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, rd := range d {
		got = append(got, render(rd))
	}
	if g, w := strings.Join(got, " | "), "1-4 2-3 | 4-3 1-2 | 2-4 3-1 | 4-1 3-2 | 3-4 2-1 | 4-2 1-3"; g != w {
		t.Errorf("Double(4) = %s, want %s", g, w)
	}
	d, _ = Double(4, true)
	got = got[:0]
	for _, rd := range d {
		got = append(got, fmt.Sprintf("%d:%s", rd.Number, render(rd)))
	}
	if g, w := strings.Join(got, " | "), "1:1-4 2-3 | 2:2-4 3-1 | 3:4-3 1-2 | 4:4-1 3-2 | 5:3-4 2-1 | 6:4-2 1-3"; g != w {
		t.Errorf("Double(4, swap) = %s, want %s", g, w)
	}
}

// TestDoubleColourRuns: with the swap nobody has the same colour three
// times in a row, for every size; without it somebody does when n is even
// (with odd n the free round breaks the run).
func TestDoubleColourRuns(t *testing.T) {
	for n := 3; n <= 40; n++ {
		for _, swap := range []bool{true, false} {
			d, err := Double(n, swap)
			if err != nil {
				t.Fatal(err)
			}
			got := longestRun(d)
			if (swap && got > 2) || (!swap && n%2 == 0 && got < 3) {
				t.Errorf("n=%d swap=%v: longest colour run %d", n, swap, got)
			}
		}
	}
}

// longestRun is the longest run of one colour of any player (free rounds
// are skipped).
func longestRun(rounds []Round) int {
	last, run := map[int]byte{}, map[int]int{}
	worst := 0
	for _, rd := range rounds {
		for _, b := range rd.Boards {
			for p, c := range map[int]byte{b.White: 'w', b.Black: 'b'} {
				if last[p] == c {
					run[p]++
				} else {
					run[p] = 1
				}
				last[p] = c
				worst = max(worst, run[p])
			}
		}
	}
	return worst
}

func TestRange(t *testing.T) {
	for _, n := range []int{-1, 0, 1, 2, 41} {
		var re *RangeError
		if _, err := Berger(n); !errors.As(err, &re) {
			t.Errorf("Berger(%d): %v", n, err)
		}
		if _, err := Double(n, true); err == nil {
			t.Errorf("Double(%d) accepted", n)
		}
	}
}

// TestCorpusRoundRobins: the round robins of testdata/tiebreak were paired
// by the Berger tables (double: second cycle with colours reversed).
func TestCorpusRoundRobins(t *testing.T) {
	files, _ := filepath.Glob("../../testdata/tiebreak/*rr-n*.trf")
	if len(files) < 6 {
		t.Fatalf("found %d round-robin files", len(files))
	}
	for _, f := range files {
		tt := readTRF(t, f)
		n := len(tt.Players)
		var rounds []Round
		var err error
		if strings.HasPrefix(filepath.Base(f), "drr") {
			rounds, err = Double(n, false)
		} else {
			rounds, err = Berger(n)
		}
		if err != nil {
			t.Fatal(err)
		}
		for _, rd := range rounds {
			for _, b := range rd.Boards {
				g := tt.Player(b.White).Game(rd.Number)
				if g.Opponent != b.Black || (g.Colour != trf.White && g.Played()) {
					t.Errorf("%s round %d: %d has %+v, want White against %d", filepath.Base(f), rd.Number, b.White, g, b.Black)
				}
			}
			if rd.Bye != 0 {
				if g := tt.Player(rd.Bye).Game(rd.Number); g.Opponent != 0 {
					t.Errorf("%s round %d: %d should be free, has %+v", filepath.Base(f), rd.Number, rd.Bye, g)
				}
			}
		}
	}
}

func readTRF(t *testing.T, path string) *trf.Tournament {
	t.Helper()
	tt, err := trf.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return tt
}
