package trf

import (
	"fmt"
	"strings"
	"testing"
)

// TestTeamFileLeniency: chesspairing's team sample marks an unplayed round
// «0000 - *»; the FIDE TEC team sample writes 299 at team columns. Both are
// read with a warning; '*' against an opponent is still refused.
func TestTeamFileLeniency(t *testing.T) {
	row := func(id int, pts, cell string) string {
		l := fmt.Sprintf("001 %4d      P%d", id, id)
		l += strings.Repeat(" ", 80-len(l)) + fmt.Sprintf("%4s", pts)
		return l + strings.Repeat(" ", 91-len(l)) + cell
	}
	pl := row(1, "0.0", "0000 - *")
	tn, err := Read(strings.NewReader("012 T\n" + pl + "\n"))
	if err != nil || tn.Player(1).Game(1).Result != NoResult || len(tn.Warnings) != 1 {
		t.Fatalf("0000 - *: %v %+v", err, tn)
	}
	// Against an opponent '*' is an unknown result (Q166): "?", a draw.
	game := row(1, "0.5", "   2 w *") + "\n" + row(2, "0.5", "   1 b *") + "\n"
	if tg, err := Read(strings.NewReader("012 T\n" + game)); err != nil || tg.Player(1).Game(1).Result != Adjourned || len(tg.Warnings) != 2 || tg.Warnings[0].Kind != WarnUnknownResult {
		t.Errorf("* against an opponent: %v %+v", err, tg)
	}
	team := "012 T\n" + pl + "\n310   1 A                                IND     2486    1.0    1.0   1     1\n299 +  2.0  2.5   1    1\n"
	tn, err = Read(strings.NewReader(team))
	if err != nil || len(tn.Warnings) != 2 || !strings.HasPrefix(tn.Other[len(tn.Other)-1], "299") {
		t.Fatalf("299 in a team file: %v %+v", err, tn)
	}
	if _, err := Read(strings.NewReader("012 T\n" + pl + "\n299 +  2.0  2.5   1    1\n")); err == nil {
		t.Error("a misplaced 299 in an individual file is accepted")
	}
}
