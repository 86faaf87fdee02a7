package registry

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"arbiter/engine/ratingmethod"
	"arbiter/model"
	"arbiter/ui/internal/uitest"
)

// TestVCL_Q117_UserListOnPlayersScreen: «Власний список (CSV)…» asks for
// the list's name and period and keeps it under user:NAME; the report
// names an open tournament whose ratings now differ (Q139).
func TestVCL_Q117_UserListOnPlayersScreen(t *testing.T) {
	svc := uitest.NewService(t)
	ctx := context.Background()
	p := uitest.AddPlayer(t, svc, model.Player{Surname: "Антоненко", Name: "Олег", FIDERating: 2200})
	tour, err := svc.Tournaments.CreateTournament(ctx, model.Tournament{Name: "Власний список", StartDate: model.DateOf(uitest.Today),
		EndDate: model.DateOf(uitest.Today), System: model.SystemSwissDutch, Rounds: 5})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := svc.Tournaments.Register(ctx, tour.ID, model.Registration{PlayerID: p.ID}); err != nil {
		t.Fatal(err)
	}
	if _, err := svc.TournamentRatings.SetRule(ctx, tour.ID, model.RatingRule{Method: ratingmethod.Sequence, Lists: "user:Київ,standard"}); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "kyiv.csv")
	if err := os.WriteFile(path, []byte("surname;name;rating\nАнтоненко;Олег;2290\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	s, _ := newTestPlayers(t, svc)
	s.lists.bg.Inline = true
	f := s.lists.askUserList(path)
	f.name.SetText("Київ")
	f.period.SetText("2026-11")
	test.Tap(f.dialog.Save)
	lists, err := svc.Ratings.UserLists(ctx)
	if err != nil || len(lists) != 1 || lists[0].Kind != "user:Київ" || lists[0].Matched != 1 {
		t.Fatalf("user lists %+v, %v", lists, err)
	}
	if !strings.Contains(s.lists.report, "«Власний список»") {
		t.Errorf("report %q does not name the tournament", s.lists.report)
	}
	ls, _ := svc.TournamentRatings.Lines(ctx, tour.ID)
	if ls[0].Tournament != 2200 { // nothing changed by itself (Q143)
		t.Errorf("tournament rating %d", ls[0].Tournament)
	}
}
