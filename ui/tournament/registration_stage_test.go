package tournament

import (
	"context"
	"sort"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"arbiter/model"

	"arbiter/ui/kit"
)

// TestStageFilledFromTheDesk: a 4-player knockout is played and finished;
// the final is created through the form as its next stage (top 2), and the
// desk's Qualifiers button, after the director confirms the list,
// registers the two finalists. Before the source is finished the button
// answers with the model's message and registers nobody.
func TestStageFilledFromTheDesk(t *testing.T) {
	svc, s, w, ko := setUpTournament(t, 6, 4, "Півфінал", model.SystemKnockout, 2)
	ctx := context.Background()

	test.Tap(buttonOf(s, "New tournament"))
	f := formOf(s)
	test.Type(f.name, "Фінал")
	f.system.SetSelected(kit.SystemLabel(model.SystemRoundRobin))
	test.Type(f.stageFrom, "1")
	test.Type(f.stageQualify, "top:2")
	test.Type(f.stagePlaces, "2")
	test.Tap(dialogOf(s).Save)
	if o := topOverlay(w); o != nil {
		t.Fatalf("settings dialog still open: %q", labels(o))
	}
	final := s.Ctx.Current
	if final.Stage.From != "1" || final.Stage.Qualify != "top:2" || final.Stage.Places != 2 {
		t.Fatalf("stage link %+v", final.Stage)
	}
	if deskOf(s).qualify.Hidden {
		t.Fatal("no Qualifiers button on a stage's desk")
	}
	test.Tap(deskOf(s).qualify)
	o := topOverlay(w)
	if o == nil || !strings.Contains(strings.Join(labels(o), " "), "не завершено") {
		t.Fatalf("qualifying from an unfinished stage: %v", o)
	}
	dismiss(t, w)

	// Play the knockout: White wins every game; finish it.
	for {
		v, err := svc.Knockouts.Bracket(ctx, ko.ID)
		if err != nil {
			t.Fatal(err)
		}
		if v.Champion != 0 {
			break
		}
		played := false
		for _, ms := range v.Rounds {
			for _, m := range ms {
				if m.ArmageddonPending && !played { // its colours first, by lot
					if _, err := svc.Knockouts.DrawArmageddonColours(ctx, ko.ID, m.Round, m.Pair, 1); err != nil {
						t.Fatal(err)
					}
					played = true
				}
				if m.Next != nil && !played {
					if err := svc.Knockouts.RecordGame(ctx, ko.ID, m.Round, m.Pair, 2); err != nil {
						t.Fatal(err)
					}
					played = true
				}
			}
		}
		if !played {
			t.Fatal("no game to play and no champion")
		}
	}
	if _, err := svc.Tournaments.FinishTournament(ctx, ko.ID, false); err != nil {
		t.Fatal(err)
	}
	var finalists []string
	st, _ := svc.Tournaments.Standings(ctx, ko.ID, 0)
	for _, r := range st.Rows {
		if r.PlaceFrom <= 2 {
			finalists = append(finalists, r.Name)
		}
	}
	sort.Strings(finalists)

	test.Tap(deskOf(s).qualify)
	o = topOverlay(w)
	if o == nil {
		t.Fatal("no list of qualifiers to confirm")
	}
	text := strings.Join(labels(o), " ")
	for _, n := range finalists {
		if !strings.Contains(text, n) {
			t.Errorf("%s is not in the list: %s", n, text)
		}
	}
	tapYes(t, w)
	var got []string
	for _, p := range deskOf(s).shown {
		got = append(got, p.Player.ShortName())
	}
	sort.Strings(got)
	if strings.Join(got, ",") != strings.Join(finalists, ",") {
		t.Errorf("registered %v, want the finalists %v", got, finalists)
	}
}
