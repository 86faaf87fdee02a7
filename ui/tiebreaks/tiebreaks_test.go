package tiebreaks

import (
	"context"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arbiter/model"
	"arbiter/model/datafile"
	"arbiter/ui/internal/tourtest"
	"arbiter/ui/internal/uitest"
	"arbiter/ui/panel"
)

// drawnRoundRobin is a 4-player round robin (FIDE mode) whose every game
// is drawn: all four level at 1–4 after SB and WIN.
func drawnRoundRobin(t *testing.T, svc *datafile.Services) model.Tournament {
	ctx := context.Background()
	tour := tourtest.Create(t, svc, model.Tournament{Name: "Коло", System: model.SystemRoundRobin, TieBreaks: "SB,WIN"})
	tourtest.Register(t, svc, tour.ID, uitest.AddPlayers(t, svc, 4))
	if _, err := svc.Pairings.PairNext(ctx, tour.ID); err != nil {
		t.Fatal(err)
	}
	for r := 1; r <= 3; r++ {
		for _, b := range uitest.MustRound(t, svc, tour.ID, r).Boards {
			if err := svc.Tournaments.SetGameResult(ctx, tour.ID, r, b.No, model.Drawn, false); err != nil {
				t.Fatal(err)
			}
		}
	}
	return tour
}

func places(t *testing.T, svc *datafile.Services, id model.TournamentID) []string {
	t.Helper()
	v, err := svc.Tournaments.Standings(context.Background(), id, 0)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, r := range v.Rows {
		out = append(out, r.Place)
	}
	return out
}

// TestVCL_Q205_GUITieOrder: the «Ties…» dialog lists the players still
// level; ranking two of them by hand asks FIDE mode's Level 3 question,
// stores nothing before «Yes», then the standings have the order; the
// external values and the rating of unrated players are entered the same
// way (Q207, Q209).
func TestVCL_Q205_GUITieOrder(t *testing.T) {
	svc := uitest.NewService(t)
	w := uitest.NewWindow(t)
	tour := drawnRoundRobin(t, svc)
	changed := 0
	c := &panel.Ctx{Svc: svc, Win: w, Current: tour, Changed: func() { changed++ }}
	c.Bg.Inline = true
	a := NewAction(c).(*action)

	a.Tapped()
	o := uitest.TopOverlay(w)
	if o == nil || !uitest.HasLabelContaining(o, lang.L("Still level, group {{.N}}:", map[string]any{"N": 1})) {
		t.Fatalf("the dialog: %q", uitest.Labels(o))
	}
	a.order.SetText("3, 1")
	test.Tap(uitest.Button(t, o, lang.L("Rank")))
	if !uitest.HasLabelContaining(uitest.TopOverlay(w), "Рівень 3") {
		t.Fatalf("no Level 3 question: %q", uitest.Labels(uitest.TopOverlay(w)))
	}
	if got := places(t, svc, tour.ID); got[0] != "1–4" {
		t.Fatalf("stored before «Yes»: %v", got)
	}
	uitest.TapYes(t, w)
	if got := places(t, svc, tour.ID); got[0] != "1" || got[1] != "2" || got[2] != "3–4" || changed != 1 {
		t.Fatalf("after «Yes»: %v, changed %d", got, changed)
	}

	a.Tapped()
	a.values.SetText("2=1,5 4=0.5")
	test.Tap(uitest.Button(t, uitest.TopOverlay(w), lang.L("Enter values")))
	uitest.TapYes(t, w)
	if got := places(t, svc, tour.ID); got[0] != "1" || got[3] != "4" {
		t.Errorf("after the values: %v", got)
	}
	st, err := svc.TieOrders().State(context.Background(), tour.ID)
	if err != nil || st.Values[2] != 150 || st.Values[4] != 50 {
		t.Errorf("values %v, %v", st.Values, err)
	}

	a.Tapped()
	a.unrated.SetText("1000")
	test.Tap(uitest.Button(t, uitest.TopOverlay(w), lang.L("Save")))
	uitest.TapYes(t, w)
	if r, err := svc.UnratedRatings().Get(context.Background(), tour.ID); err != nil || r != 1000 {
		t.Errorf("unrated rating %d, %v", r, err)
	}
}
