package model_test

import (
	"strings"
	"testing"

	"arbiter/model"
	"arbiter/model/registry"
)

// The club membership date (Player.ClubSince) comes in with the registry
// CSV (column club_since, Ukrainian header «у_клубі_з»), is checked (a
// real day, not before the birth, only with a club) and counted in whole
// months (MemberMonthsOn).
func TestClubMembershipDate(t *testing.T) {
	svc := newService(t)
	csv := "прізвище;імя;дата_народження;стать;клуб;у_клубі_з\n" +
		"Гнатюк;Ігор;01.03.2008;m;Ферзь;01.09.2009\n" +
		"Дорош;Олег;01.03.2008;m;Ферзь;\n"
	if _, err := registry.New(svc).ImportPlayersCSV(ctx, strings.NewReader(csv), registry.ImportOptions{}); err != nil {
		t.Fatalf("import: %v", err)
	}
	all, _ := registry.New(svc).SearchPlayers(ctx, "")
	by := map[string]model.Player{}
	for _, p := range all {
		by[p.Surname] = p
	}
	g, d := by["Гнатюк"], by["Дорош"]
	if g.ClubSince != model.NewDate(2009, 9, 1) || g.ClubID == 0 || !d.ClubSince.IsZero() {
		t.Fatalf("imported %+v / %+v", g, d)
	}
	// 01.09.2009 → 01.09.2010: 12 months; → 31.08.2010: 11
	for _, c := range []struct {
		on   model.Date
		want int
	}{{model.NewDate(2010, 9, 1), 12}, {model.NewDate(2010, 8, 31), 11}, {model.NewDate(2009, 9, 1), 0}} {
		if m, ok := g.MemberMonthsOn(c.on); !ok || m != c.want {
			t.Errorf("months on %s = %d, %v; want %d", c.on.Display(), m, ok, c.want)
		}
	}
	if _, ok := d.MemberMonthsOn(model.NewDate(2010, 9, 1)); ok {
		t.Error("months known without a date")
	}
	for _, bad := range []model.Player{
		{Surname: "Без", Name: "Клубу", BirthDate: model.NewDate(2008, 1, 1), Gender: model.Male, ClubSince: model.NewDate(2010, 1, 1)},
		{Surname: "Рано", Name: "Вступив", BirthDate: model.NewDate(2008, 1, 1), Gender: model.Male, ClubID: g.ClubID, ClubSince: model.NewDate(2007, 1, 1)},
		{Surname: "Нема", Name: "Дати", BirthDate: model.NewDate(2008, 1, 1), Gender: model.Male, ClubID: g.ClubID, ClubSince: model.NewDate(2010, 2, 30)},
	} {
		if _, err := svc.Players.Create(ctx, bad, model.SaveOptions{}); !model.IsKind(err, model.Invalid) {
			t.Errorf("%s %s: %v", bad.Surname, bad.Name, err)
		}
	}
	// and the export writes it back
	row := registry.PlayerCSVRow(g, registry.PlayerLinks{Club: "Ферзь"})
	if strings.Join(row, ";") == "" || !strings.Contains(strings.Join(row, ";"), ";2009-09-01;") {
		t.Errorf("export row %q", row)
	}
}

// A club's or coach's country is a FIDE code, Ukraine when not given; a
// foreign one is left out of the season's club and coach tables
// (engine/season; seed 001).
func TestClubCountry(t *testing.T) {
	svc := newService(t)
	c, err := registry.New(svc).CreateClub(ctx, model.Club{Name: "Дебют"})
	if err != nil || c.Country != "UKR" {
		t.Fatalf("a club without a country: %+v, %v", c, err)
	}
	c.Country = " pol "
	if c, err = registry.New(svc).UpdateClub(ctx, c); err != nil || c.Country != "POL" {
		t.Errorf("set to POL: %+v, %v", c, err)
	}
	if back, _ := registry.New(svc).Club(ctx, c.ID); back.Country != "POL" {
		t.Errorf("stored %+v", back)
	}
	c.Country = "XYZ"
	if _, err := registry.New(svc).UpdateClub(ctx, c); !model.IsKind(err, model.Invalid) {
		t.Errorf("XYZ accepted: %v", err)
	}
	co, err := registry.New(svc).CreateCoach(ctx, model.Coach{Name: "Новак Ян", Country: "POL"})
	if err != nil || co.Country != "POL" || !model.IsForeignCountry(co.Country) || model.IsForeignCountry("") || model.IsForeignCountry("UKR") {
		t.Errorf("coach %+v, %v", co, err)
	}
}
