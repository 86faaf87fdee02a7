package trf

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// The fixtures of testdata/trf-dialects each carry one way other programs
// write TRF files (testdata/README.md says how each was made).

func dialect(t *testing.T, name string) (*Tournament, error) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "testdata", "trf-dialects", name))
	if err != nil {
		t.Fatal(err)
	}
	return Read(strings.NewReader(string(data)))
}

func mustDialect(t *testing.T, name string) *Tournament {
	t.Helper()
	tn, err := dialect(t, name)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return tn
}

func warned(tn *Tournament, substr string) bool {
	for _, w := range tn.Warnings {
		if strings.Contains(w.Msg, substr) {
			return true
		}
	}
	return false
}

// TestDialectCROnly: lines ending in CR alone (TRF-16
// remark 1; bbpPairings writes them) are lines, not one long line.
func TestDialectCROnly(t *testing.T) {
	tn := mustDialect(t, "cr-only.trf")
	if len(tn.Players) != 9 || tn.LastPairedRound() != 5 || tn.TotalRounds != 5 || tn.InitialColour != InitialBlack {
		t.Errorf("CR-only file: %d players, %d rounds, XXR %d, XXC %c", len(tn.Players), tn.LastPairedRound(), tn.TotalRounds, tn.InitialColour)
	}
	for _, in := range []string{"012 A\r\r\n", "012 A\n\r", "012 A\r"} { // odd mixtures: still one record line
		if _, err := Read(strings.NewReader(in + strings.Join(small()[1:], "\r"))); err != nil {
			t.Errorf("%q: %v", in, err)
		}
	}
}

// TestDialectNotTRF (defect 2): a file without any 001 record is refused
// with the line; bytes that are not UTF-8 are refused with line and column.
func TestDialectNotTRF(t *testing.T) {
	for name, want := range map[string]string{"no-players.trf": "no player records", "random.bin": "not UTF-8"} {
		tn, err := dialect(t, name)
		var fe *FormatError
		if tn != nil || !errors.As(err, &fe) || fe.Line < 1 || !strings.Contains(fe.Msg, want) {
			t.Errorf("%s: tournament %v, err %v; want a FormatError with %q", name, tn != nil, err, want)
		}
	}
	if _, err := Read(strings.NewReader("")); err == nil {
		t.Error("empty file accepted")
	}
}

// TestDialect132 (defect 3): 132 round dates out of their columns (Sharly-
// Chess at column 93, chesspairing one line per round at column 30, a date
// at column 5) are read leniently with a warning; the standard layout
// without one.
func TestDialect132(t *testing.T) {
	all := []string{"26/03/03", "26/03/04", "26/03/05", "26/03/06", "26/03/07"}
	for name, want := range map[string][]string{"132-col93.trf": all, "132-per-round.trf": all, "132-col5.trf": all[:1]} {
		tn := mustDialect(t, name)
		if !reflect.DeepEqual(tn.RoundDates, want) || !warned(tn, "132") {
			t.Errorf("%s: dates %q, warnings %v", name, tn.RoundDates, tn.Warnings)
		}
		roundTrip(t, tn)
	}
	tn := mustDialect(t, "cr-only.trf") // standard 132 at 92, 102, …
	if len(tn.RoundDates) != 5 || tn.RoundDates[0] != "26/03/03" || len(tn.Warnings) != 0 {
		t.Errorf("standard 132: %q, warnings %v", tn.RoundDates, tn.Warnings)
	}
}

// TestDialectByePlus (defect 4): "0000 - +" of old Swiss-Manager exports is
// a full-point bye, with a warning naming the line and column.
func TestDialectByePlus(t *testing.T) {
	tn := mustDialect(t, "bye-plus.trf")
	if g := tn.Player(4).Game(3); g != (Game{0, NoColour, FullBye}) {
		t.Errorf("player 4 round 3 = %+v, want F", g)
	}
	if len(tn.Warnings) != 1 || tn.Warnings[0].Line != 15 || tn.Warnings[0].Col != 119 {
		t.Errorf("warnings %v", tn.Warnings)
	}
}

// TestDialect299 (defect 5): a 299 bonus counts in the score from its round
// on, Before keeps it, and a round trip keeps it.
func TestDialect299(t *testing.T) {
	tn := mustDialect(t, "299-bonus.trf")
	want := []Adjustment{{Type: ' ', Points: 2, Round: 1, Players: []int{6}}}
	if !reflect.DeepEqual(tn.Adjustments, want) {
		t.Fatalf("adjustments %+v", tn.Adjustments)
	}
	p6 := tn.Player(6)
	if tn.ScoreAfter(p6, 0) != 0 || tn.ScoreAfter(p6, 1) != 2 || p6.Score(1) != 0 {
		t.Errorf("score of 6: before %d after round 1 %d (games alone %d)", tn.ScoreAfter(p6, 0), tn.ScoreAfter(p6, 1), p6.Score(1))
	}
	if b := tn.Before(2); len(b.Adjustments) != 1 || b.Player(6).Points != 2 {
		t.Errorf("Before(2): %+v, points %d", b.Adjustments, b.Player(6).Points)
	}
	if b := tn.Before(1); len(b.Adjustments) != 0 || b.Player(6).Points != 0 {
		t.Errorf("Before(1) keeps the bonus of round 1: %+v", b.Adjustments)
	}
	roundTrip(t, tn)
	// Penalty, typed record, all rounds.
	lines := append(small(), "299          -0.5    2    1    2", "299 W        0.5    1    1")
	lines[3] = p001(1, "Alpha, A", 2000, "0.5", "   3 w 1", "   2 b =") // 0.5 (win as ½) + ½ - ½
	lines[4] = p001(2, "Beta, B", 1900, "1.0", "   4 b 1", "   1 w =")
	tn, err := readLines(lines)
	if err != nil {
		t.Fatal(err)
	}
	if got := tn.ScoreAfter(tn.Player(1), 2); got != 1 {
		t.Errorf("player 1 after the typed 299 and the penalty: %d half-points, want 1", got)
	}
	roundTrip(t, tn)
}

// TestDialectPoints (defect 5): 001 points that contradict the results are
// refused with the line, column 81 and both numbers, or listed as a warning
// with Options.WarnPoints. The points may leave out the column of the round
// to be paired, and may include the acceleration (as bbpPairings accepts).
func TestDialectPoints(t *testing.T) {
	_, err := dialect(t, "points-mismatch.trf")
	var fe *FormatError
	if !errors.As(err, &fe) || fe.Line != 10 || fe.Col != 81 || !strings.Contains(fe.Msg, "says 1.0") || !strings.Contains(fe.Msg, "give 0.0") {
		t.Fatalf("err = %v", err)
	}
	data, _ := os.ReadFile(filepath.Join("..", "..", "testdata", "trf-dialects", "points-mismatch.trf"))
	tn, err := ReadWith(strings.NewReader(string(data)), Options{WarnPoints: true})
	if err != nil || !warned(tn, "says 1.0") {
		t.Fatalf("WarnPoints: %v %v", err, tn)
	}
	ok := map[string][]string{
		"absence of the next round counted": append(small(), p001(5, "E", 0, "0.5", "0000 - Z", "0000 - Z", "0000 - H")),
		"absence of the next round not yet": append(small(), p001(5, "E", 0, "0.0", "0000 - Z", "0000 - Z", "0000 - H")),
		"acceleration included":             append(small(), p001(5, "E", 0, "1.0", "0000 - Z", "0000 - Z"), "XXA    5  1.0  1.0  1.0"),
		"blank points":                      append(small(), p001(5, "E", 0, "", "0000 - Z", "0000 - U")),
		"no round columns (final report)":   {p001(1, "A", 0, "2.0"), p001(2, "B", 0, "1.5")},
		"3/1/0 by 162":                      {"162  W 3.0    D 1.0", p001(1, "A", 0, "4.0", "   2 w 1", "   2 b ="), p001(2, "B", 0, "1.0", "   1 b 0", "   1 w =")},
		"3/1/0 by XXS":                      {"XXS W=3 D=1", p001(1, "A", 0, "4.0", "   2 w 1", "   2 b ="), p001(2, "B", 0, "1.0", "   1 b 0", "   1 w =")},
		"3/1/0 by BBx":                      {"BBW  3.0", "BBD  1.0", p001(1, "A", 0, "4.0", "   2 w 1", "   2 b ="), p001(2, "B", 0, "1.0", "   1 b 0", "   1 w =")},
	}
	for name, lines := range ok {
		tn, err := readLines(lines)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if name == "blank points" && tn.Player(5).Points != 2 {
			t.Errorf("blank points read as %d, want the score 2", tn.Player(5).Points)
		}
		if strings.HasPrefix(name, "3/1/0") && (tn.Scoring == nil || tn.Scoring.WinW != 6 || tn.Scoring.DrawB != 2) {
			t.Errorf("%s: scoring %+v", name, tn.Scoring)
		}
	}
	if _, err := readLines([]string{"162  W 3.0", p001(1, "A", 0, "1.0", "   2 w 1"), p001(2, "B", 0, "0.0", "   1 b 0")}); err == nil {
		t.Error("points under 1/½/0 accepted in a 3/1/0 file")
	}
}

// TestDialectTypeCode (defect 6): the 192 code is read and known codes are
// recognised; an unknown one is a warning.
func TestDialectTypeCode(t *testing.T) {
	tn := mustDialect(t, "rr-192.trf")
	if tn.TypeCode != "BERGER_ROUNDROBIN" || len(tn.Warnings) != 0 {
		t.Errorf("192 = %q, warnings %v", tn.TypeCode, tn.Warnings)
	}
	for _, c := range []string{"FIDE_DUTCH", "FIDE_DUTCH_2026_BAKU", "FIDE_BURSTEIN", "BERGER_ROUNDROBIN", "FIDE_DOUBLEROUNDROBIN", "CUSTOM_KNOCKOUT", "FIDE_TEAM_BAKU"} {
		if !KnownTypeCode(c) {
			t.Errorf("%s not known", c)
		}
	}
	tn, err := readLines(append(small(), "192 SOMETHING_ELSE"))
	if err != nil || !warned(tn, "unknown tournament type") || tn.Baku() {
		t.Errorf("unknown 192: %v %v", err, tn.Warnings)
	}
	tn, _ = readLines(append(small(), "192 FIDE_DUTCH_2026_BAKU"))
	if !tn.Baku() {
		t.Error("BAKU code not seen")
	}
}

// TestInferInitialColour (defect 7): without XXC the colour comes from round
// 1: the top player's colour, inverted when he sat on an even board.
func TestInferInitialColour(t *testing.T) {
	if c := mustDialect(t, "no-xxc.trf").InferInitialColour(); c != InitialBlack {
		t.Errorf("no-xxc.trf (paired with black1): %c", c)
	}
	lines := small()[3:] // no XXC; player 1 white in round 1
	tn, _ := readLines(lines)
	if c := tn.InferInitialColour(); c != InitialWhite {
		t.Errorf("small: %c", c)
	}
	// Player 1 absent in round 1: player 2 is the top player paired.
	tn, _ = readLines([]string{p001(1, "A", 0, "0.0", "0000 - Z"), p001(2, "B", 0, "1.0", "   3 b 1"), p001(3, "C", 0, "0.0", "   2 w 0")})
	if c := tn.InferInitialColour(); c != InitialBlack {
		t.Errorf("top player absent: %c", c)
	}
	tn, _ = readLines([]string{p001(1, "A", 0, "1.0", "0000 - U")})
	if c := tn.InferInitialColour(); c != InitialUnknown {
		t.Errorf("no colours at all: %c", c)
	}
}
