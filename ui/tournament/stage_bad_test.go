package tournament

import (
	"context"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"arbiter/model"
)

// TestStageAndSubStandingsBadInput (bad input): each bad stage
// link or sub-standings key typed into the settings dialog is refused
// with a message saying what is wrong; the dialog stays open and no
// tournament is created.
func TestStageAndSubStandingsBadInput(t *testing.T) {
	svc, _ := openService(t, testDBPath(t))
	ctx := context.Background()
	src, err := svc.Tournaments.CreateTournament(ctx, model.Tournament{Name: "Півфінал", StartDate: model.DateOf(today),
		EndDate: model.DateOf(today), System: model.SystemSwissDutch, Rounds: 5})
	if err != nil {
		t.Fatal(err)
	}
	other, err := svc.Tournaments.CreateTournament(ctx, model.Tournament{Name: "Півфінал Б", StartDate: model.DateOf(today),
		EndDate: model.DateOf(today), System: model.SystemSwissDutch, Rounds: 5})
	if err != nil {
		t.Fatal(err)
	}
	s, w := newTestTournaments(t, svc)
	one, two := itoa(src.ID), itoa(src.ID)+","+itoa(other.ID)
	for _, tc := range []struct {
		name                    string
		from, rule, places, sub string
		want                    string
	}{
		{name: "a rule that cannot be read", from: one, rule: "worst:3", want: "частину «worst:3» не прочитано"},
		{name: "a rule without a previous stage", rule: "top:3", want: "не вказано, після яких турнірів"},
		{name: "a previous stage that does not exist", from: "99", rule: "top:3", want: "турніру № 99 — немає"},
		{name: "previous stages not numbers", from: "1;2", rule: "top:3", want: "номери турнірів через кому"},
		{name: "a previous stage twice", from: one + "," + one, rule: "top:3", want: "указано двічі"},
		{name: "places not a number", from: one, rule: "top:3", places: "вісім", want: "має бути цілим"},
		{name: "a quota for a tournament that is no previous stage", from: two, rule: "top:" + one + "=3,77=2", want: "турнір № 77"},
		{name: "a quota leaving a previous stage out", from: two, rule: "top:" + one + "=3", want: "немає попереднього етапу № " + itoa(other.ID)},
		{name: "a threshold per stage that cannot be read", from: two, rule: "score:" + one + "=4.7," + itoa(other.ID) + "=4", want: "не прочитано"},
		{name: "a quota of nobody", from: two, rule: "top:" + one + "=0," + itoa(other.ID) + "=0", want: "не прочитано"},
		{name: "an unknown sub-standings key", sub: "b20x8", want: "b20x8"},
	} {
		before, _ := svc.Tournaments.ListTournaments(ctx)
		test.Tap(buttonOf(s, "New tournament"))
		f := formOf(s)
		test.Type(f.name, "Фінал")
		test.Type(f.stageFrom, tc.from)
		test.Type(f.stageQualify, tc.rule)
		test.Type(f.stagePlaces, tc.places)
		test.Type(f.moreSubs, tc.sub)
		test.Tap(dialogOf(s).Save)
		o := topOverlay(w)
		if o == nil {
			t.Fatalf("%s: saved without a message", tc.name)
		}
		if text := strings.Join(labels(o), " "); !strings.Contains(text, tc.want) {
			t.Errorf("%s: %q, want a message with %q", tc.name, text, tc.want)
		}
		dismiss(t, w) // the message
		if topOverlay(w) == nil {
			t.Errorf("%s: the settings dialog closed", tc.name)
		} else {
			dismiss(t, w)
		}
		if after, _ := svc.Tournaments.ListTournaments(ctx); len(after) != len(before) {
			t.Errorf("%s: %d tournaments, were %d", tc.name, len(after), len(before))
		}
	}
}
