package trf

import (
	"reflect"
	"strings"
	"testing"
)

// TestUnusualResults: the arbiter's ½-0, 0-½ and 0-0 of a played game
// are "=" against "0" and "0" against "0"; each line scores its own player
// and both are played games. "1" against "=" still contradicts.
func TestUnusualResults(t *testing.T) {
	// Round 1: 1-2 ½-0, 3-4 drawn. Round 2: 3-1 0-0, 4-2 0-½. Each player
	// has ½ point.
	file := strings.Join([]string{
		"XXR 2",
		p001(1, "A, A", 2000, "0.5", "   2 w =", "   3 b 0"),
		p001(2, "B, B", 1900, "0.5", "   1 b 0", "   4 b ="),
		p001(3, "C, C", 1800, "0.5", "   4 w =", "   1 w 0"),
		p001(4, "D, D", 1700, "0.5", "   3 b =", "   2 w 0"),
	}, "\n")
	if _, err := Read(strings.NewReader(file)); err == nil || !strings.Contains(err.Error(), "line 2, column 99: round 1: players 1 and 2 have the unusual result ½-0") {
		t.Errorf("read without UnusualResults: %v", err)
	}
	tn, err := ReadWith(strings.NewReader(file), Options{UnusualResults: true})
	if err != nil {
		t.Fatal(err)
	}
	want := []UnusualResult{{1, 1, 2, Draw, Loss}, {2, 3, 1, Loss, Loss}, {2, 4, 2, Loss, Draw}}
	if got := tn.UnusualResults(); !reflect.DeepEqual(got, want) {
		t.Errorf("UnusualResults %v, want %v", got, want)
	}
	for id := 1; id <= 4; id++ {
		if got := tn.Player(id).Score(2); got != 1 {
			t.Errorf("player %d scores %d half-points, want 1", id, got)
		}
	}
	if !tn.Player(1).Game(1).Played() || !tn.Player(3).Game(2).Played() {
		t.Error("an unusual result is not a played game")
	}
	bad := strings.Join([]string{"XXR 1", p001(1, "A, A", 0, "1.0", "   2 w 1"), p001(2, "B, B", 0, "0.5", "   1 b =")}, "\n")
	if _, err := Read(strings.NewReader(bad)); err == nil || !strings.Contains(err.Error(), "contradict") {
		t.Errorf("1 against =: %v", err)
	}
}
