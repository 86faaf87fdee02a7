package knockout

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/ui/internal/uitest"
	"arbiter/ui/panel"
)

// TestKnockoutPlayedInTheBracket pairs a 4-player knockout and records
// every game from the bracket view until the winners have advanced to a
// champion; each Armageddon's colours are drawn on its card first.
func TestKnockoutPlayedInTheBracket(t *testing.T) {
	_, s, w, _ := setUpKnockout(t, 4, "Олімпійка", 2)
	// A knockout is played in its bracket: no board list to pair first.
	s.SelectTab("Bracket")
	k := bracketOf(s)
	if k.view == nil || len(k.view.Rounds) != 2 || len(k.view.Rounds[0]) != 2 {
		t.Fatalf("bracket %+v", k.view)
	}
	armageddons := 0
	for i := 0; k.view.Champion == 0; i++ {
		if i > 20 {
			t.Fatal("no champion after 20 games")
		}
		var win, draw *widget.Button
		uitest.Walk(k.rounds, func(o fyne.CanvasObject) {
			if b, ok := o.(*widget.Button); ok && b.Text == "1-0" && win == nil {
				win = b
			}
			if b, ok := o.(*widget.Button); ok && b.Text == lang.L("Draw Armageddon colours") && draw == nil {
				draw = b
			}
		})
		if win == nil && draw != nil { // each won with White: the Armageddon's colours first
			armageddons++
			test.Tap(draw)
			continue
		}
		if win == nil {
			t.Fatalf("no game to record and no champion: %+v", k.view)
		}
		test.Tap(win)
		if o := uitest.TopOverlay(w); o != nil {
			t.Fatalf("recording a game: %q", uitest.Labels(o))
		}
	}
	// White wins every game, so every match goes to its Armageddon
	// (2+2+A: 1–1, 1–1), whose colours are drawn on the card, and White
	// wins it.
	if armageddons != 3 {
		t.Errorf("%d Armageddon lots drawn, want 3 (every match)", armageddons)
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
	uitest.Walk(k.rounds, func(o fyne.CanvasObject) {
		if b, ok := o.(*widget.Button); ok && b.Text == lang.L("Undo game") {
			undo = b // the last one is the final's
		}
	})
	if undo == nil {
		t.Fatal("no Undo last game button")
	}
	test.Tap(undo)
	uitest.TapYes(t, w)
	if k.view.Champion != 0 || k.view.Rounds[1][0].Next == nil {
		t.Errorf("after undoing the final's game: champion %d, next %+v", k.view.Champion, k.view.Rounds[1][0].Next)
	}
}

// TestArmageddonCard: when a match reaches its Armageddon the card names
// it, states the rule (a draw sends Black through) and offers the lot or
// the director's choice; once the director gives White to the lower seed
// the card shows who has White and how, with the result buttons, and a
// drawn Armageddon sends Black (the better seed, no. 1) through.
func TestArmageddonCard(t *testing.T) {
	_, s, _, _ := setUpKnockout(t, 2, "Армагедон", 1)
	s.SelectTab("Bracket")
	k := bracketOf(s)
	tapText := func(text string) {
		t.Helper()
		var hit *widget.Button
		uitest.Walk(k.rounds, func(o fyne.CanvasObject) {
			if b, ok := o.(*widget.Button); ok && b.Text == text && hit == nil {
				hit = b
			}
		})
		if hit == nil {
			t.Fatalf("no button %q on the bracket", text)
		}
		test.Tap(hit)
	}
	for range 4 { // 2+2+A: White wins every game, 1–1 and 1–1
		tapText("1-0")
	}
	m := k.view.Rounds[0][0]
	if !m.ArmageddonPending {
		t.Fatalf("after 1–1, 1–1 the Armageddon is not pending: %+v", m)
	}
	rule := lang.L("Armageddon: a draw sends Black through. Colours by lot or by the director:")
	if !uitest.HasLabel(k.rounds, rule) {
		t.Errorf("the card does not state the Armageddon rule %q", rule)
	}
	tapText(lang.L("White: {{.Name}}", map[string]string{"Name": panel.PlayerRef(m.B)}))
	m = k.view.Rounds[0][0]
	if m.Next == nil || m.Next.White != 2 || m.Next.Stage != -1 || m.Armageddon == nil || m.Armageddon.ByLot {
		t.Fatalf("after the director's choice: next %+v, colours %+v", m.Next, m.Armageddon)
	}
	want := lang.L("Armageddon: White {{.W}} ({{.How}}); a draw sends Black through", map[string]string{
		"W": k.nameOf(2), "How": lang.L("chosen by the director")})
	if !uitest.HasLabel(k.rounds, want) {
		t.Errorf("the card does not show %q", want)
	}
	tapText("½-½")
	if k.view.Champion != 1 {
		t.Errorf("drawn Armageddon with no. 2 White: champion %d, want Black, no. 1", k.view.Champion)
	}
}
