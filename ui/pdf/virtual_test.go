package pdf

import (
	"strings"
	"testing"
)

// TestWallListShowsPairingScore: under acceleration (C.04.7.1) the wall
// lists print the points and, in brackets, the pairing score with the
// virtual points, and say so under the table; without acceleration
// nothing changes.
func TestWallListShowsPairingScore(t *testing.T) {
	r := Round{Meta: Meta{Tournament: "Кубок", Round: 2, Rounds: 7}, Boards: []Board{
		{No: 1, White: Entrant{No: 1, Name: "Шевченко Іван", Points: 2, Virtual: 2}, Black: Entrant{No: 9, Name: "Бойко Петро", Points: 2}},
	}}
	for name, d := range map[string]*Document{"by board": PairingsByBoard(r), "large": PairingsLarge(r), "by name": PairingsByName(r)} {
		all := strings.Join(d.Notes, "\n")
		var cells []string
		for _, row := range d.Rows {
			cells = append(cells, row...)
		}
		text := strings.Join(cells, "|")
		if !strings.Contains(text, "1 (2)") || !strings.Contains(all, "C.04.7.1") {
			t.Errorf("%s: rows %q, notes %q", name, text, all)
		}
		if strings.Contains(text, "1 (1)") {
			t.Errorf("%s: a player without virtual points has brackets: %q", name, text)
		}
	}
	r.Boards[0].White.Virtual = 0
	if d := PairingsByBoard(r); len(d.Notes) != 0 || strings.Contains(strings.Join(d.Rows[0], "|"), "(") {
		t.Errorf("without acceleration: rows %q, notes %q", d.Rows, d.Notes)
	}
}
