package model_test

import (
	"strings"
	"testing"

	"arbiter/model"
)

// Issue 19 point 4: swapping colours in round 2 gives both players of the
// board the colour against their preference (after one game each has a
// strong preference); the change is refused until confirmed, each warning
// naming C.04.3; finishing early says how many rounds are never played.
func TestSwapColoursWarnsAgainstPreference(t *testing.T) {
	d := newDayEnv(t)
	ids := d.players(6, true)
	tr := d.tournament(model.Tournament{Rounds: 5})
	d.register(tr.ID, ids)
	d.play(tr.ID, d.pair(tr.ID))
	v := d.pair(tr.ID)
	ws, err := d.svc.Tournaments.SwapColours(bg, tr.ID, 2, 1, false)
	if !model.IsKind(err, model.Conflict) {
		t.Fatalf("swap without confirmation: %v, want a Conflict", err)
	}
	b := v.Boards[0]
	var prefs int
	for _, w := range ws {
		if w.Rule == model.RuleColourPreference {
			prefs++
			if !strings.Contains(w.Message, "C.04.3") || !strings.Contains(w.Message, "сильну") {
				t.Errorf("warning %q does not name the rule and the strong preference", w.Message)
			}
		}
	}
	if prefs != 2 {
		t.Fatalf("%d colour-preference warnings for board 1 (%d–%d), want 2: %+v", prefs, b.White.StartNo, b.Black.StartNo, ws)
	}
	if _, err := d.svc.Tournaments.SwapColours(bg, tr.ID, 2, 1, true); err != nil {
		t.Fatal(err)
	}
	after, _ := d.svc.Tournaments.Round(bg, tr.ID, 2)
	if after.Boards[0].White.StartNo != b.Black.StartNo {
		t.Errorf("confirmed swap not saved: board 1 White is %d", after.Boards[0].White.StartNo)
	}
	d.play(tr.ID, after)
	_, err = d.svc.Tournaments.FinishTournament(bg, tr.ID, false)
	if msg := model.Message(err); !strings.Contains(msg, "Зіграно 2 з 5 турів: 3 тури (3–5) так і не буде зіграно") {
		t.Errorf("finishing early says %q", msg)
	}
}
