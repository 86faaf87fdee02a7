package chess960

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestPublishedNumbers checks numbers against tables published
// independently of this package:
//   - Wikipedia, «Fischer random chess numbering scheme»: the worked
//     example SP 518 = 512 (King's table «RNQKNR») + 6 (Bishop's table
//     «--B--B--») = RNBQKBNR, and the ends of the table, SP 0 BBQNNRKR and
//     SP 959 RKRNNQBB;
//   - lichess' scalachess, Chess960Test «recognize position numbers»:
//     rnqbbknr… is 521;
//   - the usual 960-line SP tables (the same order in the published
//     lists): 1 BQNBNRKR, 2 BQNNRBKR, 3 BQNNRKRB, 4 QBBNNRKR, 16 BBNQNRKR,
//     100 QBBNRNKR, 359 NRBKRQNB, 534 RNBKQBNR (the classical one with king
//     and queen exchanged), 700 RBQKNNBR.
func TestPublishedNumbers(t *testing.T) {
	for _, c := range []struct {
		n    int
		rank string
	}{
		{0, "BBQNNRKR"}, {1, "BQNBNRKR"}, {2, "BQNNRBKR"}, {3, "BQNNRKRB"}, {4, "QBBNNRKR"}, {16, "BBNQNRKR"},
		{100, "QBBNRNKR"}, {359, "NRBKRQNB"}, {518, "RNBQKBNR"}, {521, "RNQBBKNR"}, {534, "RNBKQBNR"},
		{700, "RBQKNNBR"}, {959, "RKRNNQBB"},
	} {
		got, err := Position(c.n)
		if err != nil || got != c.rank {
			t.Errorf("Position(%d) = %q, %v; want %q", c.n, got, err, c.rank)
		}
		n, err := Number(c.rank)
		if err != nil || n != c.n {
			t.Errorf("Number(%q) = %d, %v; want %d", c.rank, n, err, c.n)
		}
	}
}

// TestRoundTripAll: every number gives a valid back rank, no two the same,
// and Number reads each back (lower case too, as Black's rank).
func TestRoundTripAll(t *testing.T) {
	seen := map[string]int{}
	for n := 0; n < Count; n++ {
		r, err := Position(n)
		if err != nil {
			t.Fatalf("Position(%d): %v", n, err)
		}
		if p := Valid(r); p != OK {
			t.Errorf("SP %d %s: problem %d", n, r, p)
		}
		if m, dup := seen[r]; dup {
			t.Errorf("SP %d and %d are both %s", m, n, r)
		}
		seen[r] = n
		if back, err := Number(strings.ToLower(r)); err != nil || back != n {
			t.Errorf("Number(Position(%d) = %s) = %d, %v", n, r, back, err)
		}
	}
	if len(seen) != Count {
		t.Errorf("%d distinct positions", len(seen))
	}
}

// TestAllValidRanksNumbered: of all arrangements of KQRRBBNN on eight
// squares (8!/(2!·2!·2!) = 5040), exactly the 960 that Valid accepts are
// the ones numbered — the rules of Guidelines II.2 and the numbering agree.
func TestAllValidRanksNumbered(t *testing.T) {
	valid := 0
	var gen func(prefix string, left map[byte]int)
	gen = func(prefix string, left map[byte]int) {
		if len(prefix) == 8 {
			if Valid(prefix) == OK {
				valid++
				if _, err := Number(prefix); err != nil {
					t.Errorf("%s valid but not numbered: %v", prefix, err)
				}
			} else if _, err := Number(prefix); err == nil {
				t.Errorf("%s invalid but numbered", prefix)
			}
			return
		}
		for _, c := range []byte("KQRBN") {
			if left[c] > 0 {
				left[c]--
				gen(prefix+string(c), left)
				left[c]++
			}
		}
	}
	gen("", map[byte]int{'K': 1, 'Q': 1, 'R': 2, 'B': 2, 'N': 2})
	if valid != Count {
		t.Errorf("%d valid ranks, want %d", valid, Count)
	}
}

func TestValid(t *testing.T) {
	for _, c := range []struct {
		rank string
		want Problem
	}{
		{"RNBQKBNR", OK}, {"rnbqkbnr", OK}, {" BBQNNRKR ", OK},
		{"RNBQKBN", BadLength}, {"RNBQKBNRR", BadLength},
		{"RNBQKBNP", BadPiece},
		{"RNBQQBNR", BadCount}, {"RNNQKBNR", BadCount},
		{"BNRQKRNB", OK},            // a1 dark, h1 light
		{"BBRQKRNN", OK},            // a1 dark, b1 light
		{"RNBBKQNR", OK},            // c1 dark, d1 light
		{"BNBQKRNR", BishopsColour}, // a1 and c1 both dark
		{"RNQBKBNR", BishopsColour}, // d1 and f1 both light
		{"RRBQKBNN", KingOutside}, {"KRBQNBNR", KingOutside}, {"RBNQRNBK", KingOutside},
		{"RNBQKБNR", BadLength}, // a Cyrillic Б is two bytes
	} {
		if got := Valid(c.rank); got != c.want {
			t.Errorf("Valid(%q) = %d, want %d", c.rank, got, c.want)
		}
		_, err := Number(c.rank)
		var e *Error
		if (c.want == OK) != (err == nil) || (err != nil && (!errors.As(err, &e) || e.Problem != c.want)) {
			t.Errorf("Number(%q): %v, want problem %d", c.rank, err, c.want)
		}
	}
}

func TestNumberRange(t *testing.T) {
	for _, n := range []int{-1, 960, 1000} {
		if _, err := Position(n); !errors.Is(err, ErrNumber) {
			t.Errorf("Position(%d): %v", n, err)
		}
		if _, err := FEN(n); !errors.Is(err, ErrNumber) {
			t.Errorf("FEN(%d): %v", n, err)
		}
	}
}

func TestFEN(t *testing.T) {
	for _, c := range []struct {
		n              int
		xfen, shredder string
	}{
		// SP 518 in X-FEN is the ordinary FEN of the starting position.
		{518, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1"},
		{0, "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1", "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1"},
		{959, "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1", "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w CAca - 0 1"},
	} {
		if got, err := FEN(c.n); err != nil || got != c.xfen {
			t.Errorf("FEN(%d) = %q, %v", c.n, got, err)
		}
		if got, err := ShredderFEN(c.n); err != nil || got != c.shredder {
			t.Errorf("ShredderFEN(%d) = %q, %v", c.n, got, err)
		}
	}
}

// fixed returns the numbers it is given, in turn.
type fixed []int

func (f *fixed) IntN(n int) int {
	v := (*f)[0]
	*f = (*f)[1:]
	if v >= n {
		panic("out of range")
	}
	return v
}

func TestDrawSkipsExcluded(t *testing.T) {
	src := &fixed{0, 517, 517, 957}
	for _, c := range []struct {
		exclude []int
		want    int
	}{
		{nil, 0},
		{nil, 517},
		{[]int{Classical, 3, 2000}, 519}, // index 517 of 0, 1, 2, 4, …, 517, 519, …
		{[]int{0, 959}, 958},             // index 957 of 1–958
	} {
		got, err := Draw(src, c.exclude...)
		if err != nil || got != c.want {
			t.Errorf("Draw(excluding %v) = %d, %v; want %d", c.exclude, got, err, c.want)
		}
	}
	all := make([]int, Count)
	for i := range all {
		all[i] = i
	}
	if _, err := Draw(rand.New(rand.NewPCG(1, 2)), all...); !errors.Is(err, ErrNoneLeft) {
		t.Errorf("Draw with all excluded: %v", err)
	}
}

// TestDrawUniform: a seeded source reaches every position, none excluded
// ever comes out, and no number comes out far more often than the others
// (96 000 draws: each of 959 about 100 times; a count above 200 would
// mean a biased draw — the binomial tail there is below 1e-15).
func TestDrawUniform(t *testing.T) {
	src := rand.New(rand.NewPCG(2026, 12))
	counts := make([]int, Count)
	for i := 0; i < 96000; i++ {
		n, err := Draw(src, Classical)
		if err != nil {
			t.Fatal(err)
		}
		counts[n]++
	}
	if counts[Classical] != 0 {
		t.Errorf("the excluded SP 518 came out %d times", counts[Classical])
	}
	for n, c := range counts {
		if n != Classical && (c == 0 || c > 200) {
			t.Errorf("SP %d drawn %d times of 96000", n, c)
		}
	}
}

func TestFigurines(t *testing.T) {
	if got := Figurines("RNBQKBNR"); got != "♖♘♗♕♔♗♘♖" {
		t.Errorf("Figurines = %q", got)
	}
}
