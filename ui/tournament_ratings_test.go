package ui

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/engine/ratinglist"
	"arbiter/engine/ratingmethod"
	"arbiter/model"
	"arbiter/model/ratings"
)

// TestVCL_Q116_RatingsDialog: the desk's «Рейтинги…» shows each
// tournament rating with its source beside the official ones, saves the
// rule, and the check applies only to the ticked player (Q143–144).
// Ratings: the helpers' registry ratings 2200, 2160 typed by hand; the
// national list of 2026-11 gives Антоненко 2250 and Бондар 2300.
func TestVCL_Q116_RatingsDialog(t *testing.T) {
	svc, s, w, tour := setUpTournament(t, 2, 2, "Рейтинги", model.SystemSwissDutch, 5)
	ctx := context.Background()
	test.Tap(s.desk.ratings)
	if text := overlayText(t, s); !strings.Contains(text, "1. Антоненко Олег — "+lang.L("tournament rating")+" 2200 ("+lang.L("typed by hand")+"); "+lang.L("FIDE")+" 2200, "+lang.L("national")+" 0") {
		t.Fatalf("ratings dialog %q", text)
	}
	if _, err := svc.Ratings.ImportNationalCSV(ctx, strings.NewReader("surname;name;rating\nАнтоненко;Олег;2250\nБондар;Олег;2300\n"),
		ratings.NationalOptions{Name: "ukr.csv", Period: ratinglist.Period{Year: 2026, Month: 11}}); err != nil {
		t.Fatal(err)
	}
	dismiss(t, w)
	test.Tap(s.desk.ratings)
	// choose HBFN and save: both are rated again by their national rating
	for _, o := range overlaySelects(w) {
		if o.Selected == ratingMethodLabel(ratingmethod.FIDE) {
			o.SetSelected(ratingMethodLabel(ratingmethod.HBFN))
		}
	}
	test.Tap(button(t, topOverlay(w), lang.L("Save")))
	r, _ := svc.TournamentRatings.Rule(ctx, tour.ID)
	if r.Method != ratingmethod.HBFN {
		t.Fatalf("rule %+v, want HBFN", r)
	}
	ls, _ := svc.TournamentRatings.Lines(ctx, tour.ID)
	if ls[0].Tournament != 2300 || ls[1].Tournament != 2250 {
		t.Fatalf("after HBFN: %+v", ls)
	}
	// a hand-typed rating is checked against the list; apply to one only
	if _, err := svc.Tournaments.UpdateRegistration(ctx, tour.ID, model.Entry{PlayerID: ls[0].Player.ID, Rating: 2100}); err != nil {
		t.Fatal(err)
	}
	if _, err := svc.Tournaments.UpdateRegistration(ctx, tour.ID, model.Entry{PlayerID: ls[1].Player.ID, Rating: 2050}); err != nil {
		t.Fatal(err)
	}
	s.desk.showRatingCheck(tour.ID)
	text := overlayText(t, s)
	if !strings.Contains(text, lang.L("Checked against the lists of {{.P}}: {{.N}} ratings differ; nothing was changed.", map[string]any{"P": "2026-11", "N": 2})) {
		t.Fatalf("check %q", text)
	}
	var ticked bool
	walk(topOverlay(w), func(o fyne.CanvasObject) {
		if c, ok := o.(*widget.Check); ok && !ticked && strings.Contains(c.Text, "Бондар") {
			c.SetChecked(true)
			ticked = true
		}
	})
	if !ticked {
		t.Fatal("no tick box for Бондар")
	}
	test.Tap(button(t, topOverlay(w), lang.L("Take the list's rating for the ticked players")))
	got := map[string]int{}
	ls, _ = svc.TournamentRatings.Lines(ctx, tour.ID)
	for _, l := range ls {
		got[l.Player.Surname] = l.Tournament
	}
	if got["Бондар"] != 2300 || got["Антоненко"] != 2050 {
		t.Errorf("after applying to Бондар only: %v", got)
	}
}

// overlaySelects are the drop-downs of the top dialog.
func overlaySelects(w fyne.Window) []*widget.Select {
	var out []*widget.Select
	walk(topOverlay(w), func(o fyne.CanvasObject) {
		if s, ok := o.(*widget.Select); ok {
			out = append(out, s)
		}
	})
	return out
}
