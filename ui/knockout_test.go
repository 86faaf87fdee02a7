package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/model"
)

// TestKnockoutPlayedInTheBracket pairs a 4-player knockout and records
// every game from the bracket view until the winners have advanced to a
// champion.
func TestKnockoutPlayedInTheBracket(t *testing.T) {
	_, s, w, _ := setUpTournament(t, 4, 4, "Олімпійка", model.SystemKnockout, 2)
	// A knockout is played in its bracket: no board list to pair first.
	s.tabs.Select(s.knockoutTab)
	k := s.knockout
	if k.view == nil || len(k.view.Rounds) != 2 || len(k.view.Rounds[0]) != 2 {
		t.Fatalf("bracket %+v", k.view)
	}
	for i := 0; k.view.Champion == 0; i++ {
		if i > 20 {
			t.Fatal("no champion after 20 games")
		}
		var win *widget.Button
		walk(k.rounds, func(o fyne.CanvasObject) {
			if b, ok := o.(*widget.Button); ok && b.Text == "1-0" && win == nil {
				win = b
			}
		})
		if win == nil {
			t.Fatalf("no game to record and no champion: %+v", k.view)
		}
		test.Tap(win)
		if o := topOverlay(w); o != nil {
			t.Fatalf("recording a game: %q", labels(o))
		}
	}
	for _, ms := range k.view.Rounds {
		for _, m := range ms {
			if m.Winner == 0 {
				t.Errorf("match %d/%d undecided", m.Round, m.Pair)
			}
		}
	}
	want := lang.L("Winner of the tournament: {{.Name}}", map[string]string{"Name": k.nameOf(k.view.Champion)})
	if k.champion.Text != want {
		t.Errorf("champion line %q, want %q", k.champion.Text, want)
	}
	if f := k.view.Rounds[1][0]; f.A.StartNo != k.view.Rounds[0][0].Winner && f.B.StartNo != k.view.Rounds[0][0].Winner {
		t.Errorf("the winner of match 1 did not advance to the final: %+v", f)
	}

	// A typing error in the final: undo its last game, the champion is gone.
	var undo *widget.Button
	walk(k.rounds, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == lang.L("Undo last game") {
			undo = b // the last one is the final's
		}
	})
	if undo == nil {
		t.Fatal("no Undo last game button")
	}
	test.Tap(undo)
	tapYes(t, w)
	if k.view.Champion != 0 || k.view.Rounds[1][0].Next == nil {
		t.Errorf("after undoing the final's game: champion %d, next %+v", k.view.Champion, k.view.Rounds[1][0].Next)
	}
}
