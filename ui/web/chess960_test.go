package web

import (
	"strings"
	"testing"

	"arbiter/model"
)

// TestChess960RoundPage: a Chess960 round's page names its starting
// position in both languages (FIDE C.02 VCL4THP.13 Q222); a round whose
// position is not drawn yet names none.
func TestChess960RoundPage(t *testing.T) {
	s := site()
	s.Chess960 = model.Chess960{On: true, Rounds: []model.Chess960Position{{Round: 1, SP: 518}}}
	dir := t.TempDir()
	if err := Write(dir, s); err != nil {
		t.Fatal(err)
	}
	read := func(name string) string { return readPage(t, dir, name) }
	if p := read("uk/round-1.html"); !strings.Contains(p, "Шахи960: позиція SP 518 — RNBQKBNR (♖♘♗♕♔♗♘♖)") {
		t.Errorf("uk round 1 lacks the position:\n%s", p)
	}
	if p := read("en/round-1.html"); !strings.Contains(p, "Chess960: SP 518 — RNBQKBNR") {
		t.Errorf("en round 1 lacks the position:\n%s", p)
	}
	if p := read("uk/round-2.html"); strings.Contains(p, "960") {
		t.Errorf("round 2, not drawn, names a position:\n%s", p)
	}
}
