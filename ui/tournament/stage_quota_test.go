package tournament

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"arbiter/model"
	"arbiter/model/datafile"

	"arbiter/ui/kit"
)

// playSemifinal creates a 4-player round robin of the registry players
// ids and plays it with the lower starting number winning every game, so
// its places are 1–4 with 3, 2, 1 and 0 points; finished.
func playSemifinal(t *testing.T, svc *datafile.Services, name string, ids []model.PlayerID) model.Tournament {
	t.Helper()
	ctx := context.Background()
	tr, err := svc.Tournaments.CreateTournament(ctx, model.Tournament{Name: name, StartDate: model.DateOf(today), EndDate: model.DateOf(today),
		System: model.SystemRoundRobin, Rounds: 3})
	if err != nil {
		t.Fatal(err)
	}
	var rs []model.Registration
	for _, id := range ids {
		rs = append(rs, model.Registration{PlayerID: id})
	}
	if err := svc.Tournaments.RegisterMany(ctx, tr.ID, rs); err != nil {
		t.Fatal(err)
	}
	if _, err := svc.Pairings.PairNext(ctx, tr.ID); err != nil { // a round robin's every round at once
		t.Fatal(err)
	}
	for r := 1; r <= 3; r++ {
		v := mustRound(t, svc, tr.ID, r)
		for _, b := range v.Boards {
			code := "1-0"
			if b.Black.StartNo < b.White.StartNo {
				code = "0-1"
			}
			if err := svc.Tournaments.SetResult(ctx, tr.ID, r, b.No, code, false); err != nil {
				t.Fatal(err)
			}
		}
	}
	if _, err := svc.Tournaments.FinishTournament(ctx, tr.ID, false); err != nil {
		t.Fatal(err)
	}
	return tr
}

// placedNames are the names of tr's players whose final place is at most
// n in the standings the model stores.
func placedNames(t *testing.T, svc *datafile.Services, tr model.TournamentID, n int) []string {
	t.Helper()
	ps, err := svc.Tournaments.Participants(context.Background(), tr)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, p := range ps {
		if p.Place >= 1 && p.Place <= n {
			out = append(out, p.Player.ShortName())
		}
	}
	return out
}

// itoa writes a tournament number as the settings take it.
func itoa(id model.TournamentID) string { return fmt.Sprint(int64(id)) }

// createStage types a next stage into the settings dialog.
func createStage(t *testing.T, s *Screen, name, from, rule, places string) {
	t.Helper()
	test.Tap(buttonOf(s, "New tournament"))
	f := formOf(s)
	test.Type(f.name, name)
	f.system.SetSelected(kit.SystemLabel(model.SystemRoundRobin))
	test.Type(f.stageFrom, from)
	test.Type(f.stageQualify, rule)
	test.Type(f.stagePlaces, places)
	test.Tap(dialogOf(s).Save)
}

// deskNames are the players the registration desk shows, sorted.
func deskNames(s *Screen) []string {
	var got []string
	for _, p := range deskOf(s).shown {
		got = append(got, p.Player.ShortName())
	}
	sort.Strings(got)
	return got
}

// TestStageByQuotaAndThreshold (seed 004 §17): two
// semifinals are played; finals are typed into the settings dialog as
// their next stage — by a quota that differs per semifinal (3 from the
// first, 2 from the second) and by a score threshold (2 points) — and
// filled from the desk's Qualifiers button. A quota naming a tournament
// that is not a source is refused in the dialog; a quota over the stage's
// places is refused at the desk and registers nobody.
func TestStageByQuotaAndThreshold(t *testing.T) {
	svc, _ := openService(t, testDBPath(t))
	ps := addPlayers(t, svc, 8)
	var a, b []model.PlayerID
	for i, p := range ps {
		if i < 4 {
			a = append(a, p.ID)
		} else {
			b = append(b, p.ID)
		}
	}
	semiA := playSemifinal(t, svc, "Півфінал А", a)
	semiB := playSemifinal(t, svc, "Півфінал Б", b)
	s, w := newTestTournaments(t, svc)
	from := strings.Join([]string{itoa(semiA.ID), itoa(semiB.ID)}, ",")

	// The quota names a tournament that is no source: the dialog stays
	// open with the model's message, nothing is created.
	before, _ := svc.Tournaments.ListTournaments(context.Background())
	createStage(t, s, "Фінал Х", from, "top:"+itoa(semiA.ID)+"=3,9=2", "")
	o := topOverlay(w)
	if o == nil || !strings.Contains(strings.Join(labels(o), " "), "турнір № 9") {
		t.Fatalf("a quota for tournament 9 was not refused: %v", o)
	}
	dismiss(t, w) // the error
	dismiss(t, w) // the settings dialog
	if after, _ := svc.Tournaments.ListTournaments(context.Background()); len(after) != len(before) {
		t.Fatalf("a refused stage was created: %d tournaments, were %d", len(after), len(before))
	}

	for _, tc := range []struct {
		name, rule, places string
		want               []string
		refused            string // the desk's message; nobody registered
	}{
		{name: "Фінал 3+2", rule: "top:" + itoa(semiA.ID) + "=3," + itoa(semiB.ID) + "=2", places: "5",
			want: append(placedNames(t, svc, semiA.ID, 3), placedNames(t, svc, semiB.ID, 2)...)},
		{name: "Фінал за очками", rule: "score:2",
			want: append(placedNames(t, svc, semiA.ID, 2), placedNames(t, svc, semiB.ID, 2)...)},
		{name: "Фінал тісний", rule: "top:" + itoa(semiA.ID) + "=3," + itoa(semiB.ID) + "=2", places: "4",
			refused: "має 4 місць"},
		{name: "Фінал порожній", rule: "score:4", refused: "не відбирає нікого"},
	} {
		createStage(t, s, tc.name, from, tc.rule, tc.places)
		if o := topOverlay(w); o != nil {
			t.Fatalf("%s: settings dialog still open: %q", tc.name, labels(o))
		}
		if s.Ctx.Current.Name != tc.name || s.Ctx.Current.Stage.From != from {
			t.Fatalf("%s: current %q, stage %+v", tc.name, s.Ctx.Current.Name, s.Ctx.Current.Stage)
		}
		test.Tap(deskOf(s).qualify)
		o := topOverlay(w)
		if o == nil {
			t.Fatalf("%s: the Qualifiers button showed nothing", tc.name)
		}
		text := strings.Join(labels(o), " ")
		if tc.refused != "" {
			if !strings.Contains(text, tc.refused) {
				t.Errorf("%s: %q, want a message with %q", tc.name, text, tc.refused)
			}
			dismiss(t, w)
			if got := deskNames(s); len(got) != 0 {
				t.Errorf("%s: a refused fill registered %v", tc.name, got)
			}
			continue
		}
		for _, n := range tc.want {
			if !strings.Contains(text, n) {
				t.Errorf("%s: %s is not in the list: %s", tc.name, n, text)
			}
		}
		tapYes(t, w)
		sort.Strings(tc.want)
		if got := deskNames(s); strings.Join(got, ",") != strings.Join(tc.want, ",") {
			t.Errorf("%s: registered %v, want %v", tc.name, got, tc.want)
		}
	}
}
