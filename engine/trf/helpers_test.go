package trf

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func readFile(t testing.TB, path string) *Tournament {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	tn, err := Read(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return tn
}

// TestBeforeMatchesCorpus: in testdata/dutch, case rNN+1 of a tournament
// holds round NN played; Before(NN) of it must give the games and scores of
// case rNN (written independently by the reference simulator), absences for
// round NN included.
func TestBeforeMatchesCorpus(t *testing.T) {
	dir := filepath.Join("..", "..", "testdata", "dutch")
	files, _ := filepath.Glob(filepath.Join(dir, "*-r*.trf"))
	pairs := 0
	for _, next := range files {
		var r int
		base := strings.TrimSuffix(next, ".trf")
		if _, err := fmt.Sscanf(base[len(base)-2:], "%d", &r); err != nil || r < 2 {
			continue
		}
		prev := fmt.Sprintf("%s%02d.trf", base[:len(base)-2], r-1)
		if _, err := os.Stat(prev); err != nil {
			continue
		}
		pairs++
		got, want := readFile(t, next).Before(r-1), readFile(t, prev)
		if got.LastPairedRound() != r-2 {
			t.Errorf("%s: Before(%d).LastPairedRound() = %d", next, r-1, got.LastPairedRound())
		}
		for i := range want.Players {
			w, g := want.Players[i], got.Players[i]
			if !reflect.DeepEqual(w.Games, g.Games) || w.Points != g.Points {
				t.Errorf("%s Before(%d), player %d:\n got %v %d\nwant %v %d", next, r-1, w.ID, g.Games, g.Points, w.Games, w.Points)
			}
		}
	}
	if pairs < 100 {
		t.Fatalf("only %d consecutive case pairs found", pairs)
	}
}

func TestBeforeCopiesDeeply(t *testing.T) {
	tn, err := readLines(append(small(), "XXP 1 4", "XXA    1  1.0"))
	if err != nil {
		t.Fatal(err)
	}
	b := tn.Before(2)
	b.Players[0].Games[0].Result = Loss
	b.ForbiddenPairs[0][0] = 2
	b.Accelerations[0].Points[0] = 9
	if tn.Players[0].Games[0].Result != Win || tn.ForbiddenPairs[0][0] != 1 || tn.Accelerations[0].Points[0] != 2 {
		t.Error("Before shares memory with the original")
	}
	if len(tn.Before(2).Players[0].Games) != 1 || tn.Before(1).Players[0].Points != 0 || tn.Before(2).Players[0].Points != 2 {
		t.Errorf("Before(2)/Before(1) wrong: %+v", tn.Before(2).Players[0])
	}
}

// TestBeforeAbsences: H, F, Z and - entries in round r stay; a player with
// nothing in a round that was paired gets Z; games of round r go.
func TestBeforeAbsences(t *testing.T) {
	lines := []string{
		"XXR 3",
		p001(1, "A", 0, "2.0", "   2 w 1", "   2 b 1"),
		p001(2, "B", 0, "0.0", "   1 b 0", "   1 w 0"),
		p001(3, "C", 0, "1.5", "0000 - U", "0000 - H"),
		p001(4, "D", 0, "0.0", "0000 - Z", "0000 - -"),
		p001(5, "E", 0, "1.0", "0000 - Z", "0000 - F"),
		p001(6, "F", 0, "0.0", "0000 - Z"),
	}
	tn, err := readLines(lines)
	if err != nil {
		t.Fatal(err)
	}
	b := tn.Before(2)
	want := map[int][]Game{
		1: {{2, White, Win}},
		2: {{1, Black, Loss}},
		3: {{0, NoColour, PAB}, {0, NoColour, HalfBye}},
		4: {{0, NoColour, ZeroBye}, {0, NoColour, ForfeitLos}},
		5: {{0, NoColour, ZeroBye}, {0, NoColour, FullBye}},
		6: {{0, NoColour, ZeroBye}, {0, NoColour, ZeroBye}},
	}
	for id, w := range want {
		if g := b.Player(id).Games; !reflect.DeepEqual(g, w) {
			t.Errorf("player %d: got %v want %v", id, g, w)
		}
	}
	if err := b.Validate(); err != nil {
		t.Errorf("Before(2) does not validate: %v", err)
	}
	// Round 3 was not paired: nobody is made absent.
	if g := tn.Before(3).Player(6).Games; len(g) != 1 {
		t.Errorf("Before(3) player 6: %v", g)
	}
}

func TestGamePoints(t *testing.T) {
	want := map[Result]int{Win: 2, ShortWin: 2, ForfeitWin: 2, PAB: 2, FullBye: 2, Draw: 1, ShortDraw: 1,
		HalfBye: 1, Loss: 0, ShortLoss: 0, ForfeitLos: 0, ZeroBye: 0, NoResult: 0}
	for r, w := range want {
		if got := (Game{Result: r}).Points(); got != w {
			t.Errorf("%c: %d, want %d", r, got, w)
		}
	}
}

// TestZeroGame: a Game built in memory with zero Colour and Result is a
// blank entry: valid without opponent, absent, and written as "0000 -".
func TestZeroGame(t *testing.T) {
	tn := &Tournament{Players: []Player{{ID: 1, Name: "A", Games: []Game{{}}}, {ID: 2, Name: "B"}}}
	if err := tn.Validate(); err != nil {
		t.Fatal(err)
	}
	if !(Game{}).Absent() {
		t.Error("zero Game is not an absence")
	}
	var b strings.Builder
	if err := Write(&b, tn); err != nil {
		t.Fatal(err)
	}
	back, err := Read(strings.NewReader(b.String()))
	if err != nil || back.Players[0].Games[0] != (Game{Colour: NoColour, Result: NoResult}) {
		t.Errorf("read back %+v, %v", back, err)
	}
}
