package teams_test

import (
	"errors"
	"strings"
	"testing"
	"time"

	"arbiter/model"
	"arbiter/model/registry"
	"arbiter/model/teams"
)

// Seed 004 §3: «Количество команд от одного коллектива – не более одной»
// and «членами одного коллектива не менее года на момент начала
// соревнования». The tournament starts on 1 May 2026 (fixture), so with
// ClubMonths 12 a member who joined on 1 May 2025 has 12 whole months
// (admitted) and one who joined on 2 May 2025 has 11 (refused); a member
// without a membership date is not checked.
func TestClubRules(t *testing.T) {
	f := newFixture(t)
	ferz, other := f.club("Шаховий клуб «Ферзь»"), f.club("Гамбіт")
	member := func(surname string, since model.Date) model.PlayerID {
		t.Helper()
		p, err := registry.New(f.app).CreatePlayer(f.ctx, model.Player{Surname: surname, Name: "Тест", Gender: model.Male,
			BirthDate: model.NewDate(2008, time.March, 1), ClubID: ferz, ClubSince: since}, model.SaveOptions{})
		if err != nil {
			t.Fatalf("CreatePlayer %s: %v", surname, err)
		}
		return p.ID
	}
	year := member("Рік", model.NewDate(2025, time.May, 1))
	short := member("Новенький", model.NewDate(2025, time.May, 2))
	unknown := member("Невідомо", model.Date{})

	rules := teams.Options{Rules: teams.Rules{OneClub: true, OneTeamPerClub: true, ClubMonths: 12}}
	id := f.tournament(teams.SystemSwiss, 2, 0, rules)
	if _, err := f.svc.CreateTeam(f.ctx, id, teams.Team{Name: "Ферзь-1", Club: ferz, Members: members([]model.PlayerID{year, unknown}, 0)}, false); err != nil {
		t.Fatalf("a year's members and one without a date refused: %v", err)
	}
	_, err := f.svc.CreateTeam(f.ctx, id, teams.Team{Name: "Ферзь-2", Club: ferz}, false)
	if msg := model.Message(err, "uk"); !errors.Is(err, teams.ErrRules) || !strings.Contains(msg, "Клуб «Шаховий клуб «Ферзь»» уже має в турнірі команду «Ферзь-1»") {
		t.Errorf("a second team of «Ферзь»: %v (%s)", err, msg)
	}
	// a team without a club of its own is of its first member's club
	_, err = f.svc.CreateTeam(f.ctx, id, teams.Team{Name: "Ферзь-3", Members: members([]model.PlayerID{short}, 0)}, false)
	msg := model.Message(err, "uk")
	if !errors.Is(err, teams.ErrRules) || !strings.Contains(msg, "уже має в турнірі команду «Ферзь-1»") ||
		!strings.Contains(msg, "Новенький Тест — член клубу з 02.05.2025, тобто менше ніж за 12 міс. до початку 01.05.2026") {
		t.Errorf("a team of the same club by its member: %v (%s)", err, msg)
	}
	if _, err := f.svc.CreateTeam(f.ctx, id, teams.Team{Name: "Гамбіт", Club: other}, false); err != nil {
		t.Errorf("a team of another club: %v", err)
	}
	if _, err := f.svc.CreateTeam(f.ctx, id, teams.Team{Name: "Ферзь-2", Club: ferz}, true); err != nil {
		t.Errorf("the director's override: %v", err)
	}
	// without the rule two teams of a club are fine (§19 asks only one club)
	free := f.tournament(teams.SystemSwiss, 2, 0, teams.Options{Rules: teams.Rules{OneClub: true}})
	for _, name := range []string{"Ферзь-1", "Ферзь-2"} {
		if _, err := f.svc.CreateTeam(f.ctx, free, teams.Team{Name: name, Club: ferz}, false); err != nil {
			t.Errorf("%s without the one-team rule: %v", name, err)
		}
	}
	// stored and read back
	_, set, err := f.svc.Teams(f.ctx, id)
	if err != nil || !set.Rules.OneTeamPerClub || set.Rules.ClubMonths != 12 {
		t.Errorf("stored rules %+v, %v", set.Rules, err)
	}
	o := rules
	o.Rules.ClubMonths = 241
	o.Boards, o.NoShowGP, o.ByeGP = 2, -1, -1
	if _, err := f.svc.CreateTournament(f.ctx, model.Tournament{Name: "Погано", System: teams.SystemSwiss, StartDate: model.NewDate(2026, time.May, 1), Rounds: 3}, o); !model.IsKind(err, model.Invalid) {
		t.Errorf("241 months accepted: %v", err)
	}
}
