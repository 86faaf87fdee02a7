package tournament

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arbiter/model"
	"arbiter/ui/kit"
)

// The fields added for the admission rules reach the store and come back:
// the girls' rules of the tournament settings, the team club rules (seed
// 004 §3, §17; the player's club membership date, §2, is ui/registry's
// TestClubSinceThroughPlayerForm).
func TestAdmissionFieldsThroughForms(t *testing.T) {
	svc, _ := openService(t, testDBPath(t))
	ctx := context.Background()
	s, tw := newTestTournaments(t, svc)
	test.Tap(buttonOf(s, "New tournament"))
	f := formOf(s)
	test.Type(f.name, "Група Б")
	f.startDate.SetText("04.01.2027")
	f.rounds.SetText("9")
	f.minTitle.SetSelected(kit.TitleLabel("1"))
	f.girls.title.SetSelected(kit.TitleLabel("2"))
	f.girls.yearRatings.SetText("1993-1994:1450, -1992:1600")
	test.Tap(dialogOf(s).Save)
	if o := topOverlay(tw); o != nil {
		t.Fatalf("saving the tournament: %q", labels(o))
	}
	got, err := svc.Tournaments.GetTournament(ctx, s.Ctx.Current.ID)
	if err != nil || got.Admission.MinTitle != "1" || got.Admission.MinTitleGirls != "2" || got.Admission.YearRatingsGirls != "1993-1994:1450, -1992:1600" {
		t.Errorf("stored %+v, %v", got.Admission, err)
	}
	test.Tap(buttonOf(s, "Settings"))
	if g := formOf(s); g.girls.title.Selected != kit.TitleLabel("2") || g.girls.yearRatings.Text != "1993-1994:1450, -1992:1600" {
		t.Errorf("the settings do not show the girls' rules again")
	}
}

// The desk measures the age on the tournament's first day: a player born
// in 2020 is refused from a 2010 event with the dates named, and no
// confirmation can enter him.
func TestDeskRefusesPlayerBornAfterTheEvent(t *testing.T) {
	svc, _ := openService(t, testDBPath(t))
	addPlayer(t, svc, model.Player{Surname: "Малюк", Name: "Іван", BirthDate: model.NewDate(2020, 5, 3)})
	s, w := newTestTournaments(t, svc)
	test.Tap(buttonOf(s, "New tournament"))
	test.Type(formOf(s).name, "Кваліфікаційний 2010")
	formOf(s).startDate.SetText("26.07.2010")
	test.Tap(dialogOf(s).Save)
	if o := topOverlay(w); o != nil {
		t.Fatalf("saving the tournament: %q", labels(o))
	}
	test.Tap(deskOf(s).register)
	test.Type(deskOf(s).form.search, "Малюк")
	test.Tap(deskOf(s).dialog.Save)
	o := topOverlay(w)
	if o == nil || hasLabel(o, lang.L("Admission rules")) {
		t.Fatalf("no refusal, or a breach to confirm: %v", o)
	}
	found := false
	for _, l := range labels(o) {
		found = found || strings.Contains(l, "03.05.2020") && strings.Contains(l, "26.07.2010")
	}
	if !found || len(deskOf(s).shown) != 0 {
		t.Errorf("dialog %q, %d registered", labels(o), len(deskOf(s).shown))
	}
}
