package registry

import (
	"context"
	"testing"

	"fyne.io/fyne/v2/test"

	"arbiter/model"
	"arbiter/ui/internal/uitest"
)

// The player's club membership date (seed 004 §2, an admission rule of
// the team club rules) reaches the store through the player form.
func TestClubSinceThroughPlayerForm(t *testing.T) {
	svc := uitest.NewService(t)
	club, err := svc.Registry.CreateClub(context.Background(), model.Club{Name: "Ферзь"})
	if err != nil {
		t.Fatal(err)
	}
	uitest.AddPlayer(t, svc, model.Player{Surname: "Гнатюк", Name: "Ігор", ClubID: club.ID})
	ps, w := newTestPlayers(t, svc)
	ps.selected = 0
	ps.onEditTapped()
	ps.form.clubSince.SetText("01.09.2019")
	test.Tap(ps.dialog.Save)
	if o := uitest.TopOverlay(w); o != nil {
		t.Fatalf("saving the player: %q", uitest.Labels(o))
	}
	if p := uitest.MustPlayers(t, svc)[0]; p.ClubSince != model.NewDate(2019, 9, 1) {
		t.Errorf("club since %v", p.ClubSince)
	}
}
