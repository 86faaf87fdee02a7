package tournaments_test

import (
	"testing"

	"arbiter/model"
	"arbiter/model/seasons"
)

// The age check is measured on the tournament's day, so a
// player 95 years old in 2010 can be entered in the 2010 season (today,
// 2026-05-01, he is 111, above MaxAge), and later edits of his record keep
// working; a new birth date is checked against today again.
func TestAgeOnTheSeasonsDay(t *testing.T) {
	d := newDayEnv(t)
	if _, err := seasons.New(d.svc.App).CreateSeason(bg, 2010, ""); err != nil {
		t.Fatal(err)
	}
	tr, err := seasons.New(d.svc.App).AddSeasonTournament(bg, 2010, model.Tournament{Name: "Ветеранський", StartDate: model.NewDate(2010, 7, 26),
		Kind: model.Classical, Cup: "silver", System: model.SystemSwissDutch, Rounds: 7})
	if err != nil {
		t.Fatal(err)
	}
	old := model.Player{Surname: "Довгожитель", Name: "Іван", BirthDate: model.NewDate(1915, 3, 1), Gender: model.Male}
	if _, err := d.svc.Players.Create(bg, old, model.SaveOptions{}); model.KindOf(err) != model.Invalid {
		t.Fatalf("111 years today accepted: %v", err)
	}
	p, err := d.svc.Tournaments.Register(bg, tr.ID, model.Registration{NewPlayer: &old})
	if err != nil {
		t.Fatalf("95 years old in 2010 refused: %v", err)
	}
	got := p.Player
	got.Phone = "+380441234567"
	if _, err := d.svc.Players.Update(bg, got, model.SaveOptions{}); err != nil {
		t.Errorf("editing the phone: %v", err)
	}
	got.BirthDate = model.NewDate(1915, 3, 2)
	if _, err := d.svc.Players.Update(bg, got, model.SaveOptions{}); model.KindOf(err) != model.Invalid {
		t.Errorf("a new birth date 111 years ago accepted: %v", err)
	}
	young := model.Player{Surname: "Малюк", Name: "Петро", BirthDate: model.NewDate(2008, 1, 1), Gender: model.Male}
	if _, err := d.svc.Tournaments.Register(bg, tr.ID, model.Registration{NewPlayer: &young}); model.KindOf(err) != model.Invalid {
		t.Errorf("a 2-year-old in 2010 accepted: %v", err)
	}
}
