package tournaments_test

import (
	"errors"
	"strings"
	"testing"

	"arbiter/model"
)

// Each admission rule warns in its own words and the
// director may override it.
func TestAdmissionRulesComplete(t *testing.T) {
	d := newDayEnv(t)
	mk := func(surname string, g model.Gender, born, rating int, title, citizen string) model.PlayerID {
		p, err := d.svc.Players.Create(bg, model.Player{Surname: surname, Name: "Тест", BirthDate: model.NewDate(born, 6, 1),
			Gender: g, FIDERating: rating, Title: title, Citizenship: citizen}, model.SaveOptions{AllowDuplicate: true})
		if err != nil {
			t.Fatal(err)
		}
		return p.ID
	}
	cases := []struct {
		name  string
		adm   model.Admission
		ok    []model.PlayerID
		bad   []model.PlayerID
		words string
	}{
		{"women's championship", model.Admission{Gender: model.Female},
			[]model.PlayerID{mk("Жінка", model.Female, 1990, 2100, "", "")}, []model.PlayerID{mk("Чоловік", model.Male, 1990, 2100, "", "")}, "жіночий"},
		{"citizens of Ukraine (seed 003 §3)", model.Admission{Citizenship: "ukr"},
			[]model.PlayerID{mk("Громадянин", model.Male, 1990, 0, "", "UKR")}, []model.PlayerID{mk("Іноземець", model.Male, 1990, 0, "", "POL")}, "громадяни UKR"},
		{"girls' threshold", model.Admission{MinRating: 2000, MinRatingGirls: 1800},
			[]model.PlayerID{mk("Дівчина", model.Female, 2008, 1850, "", ""), mk("Юнак", model.Male, 2008, 2000, "", "")},
			[]model.PlayerID{mk("Юнак2", model.Male, 2008, 1850, "", ""), mk("Дівчина2", model.Female, 2008, 1750, "", "")}, "нижчий за потрібні"},
		{"an Elo rating or a КМС title", model.Admission{MinRating: 2200, OrTitle: "кмс"},
			[]model.PlayerID{mk("Кандидат", model.Male, 1995, 2000, "КМС", ""), mk("Рейтинговий", model.Male, 1995, 2250, "", ""),
				mk("Майстер", model.Male, 1995, 2100, "МС", "")},
			[]model.PlayerID{mk("Першорозрядник", model.Male, 1995, 2000, "1", "")}, "або звання «КМС» чи вище"},
		{"a maximum title", model.Admission{MaxTitle: "1"},
			[]model.PlayerID{mk("Другий", model.Male, 2000, 0, "2", ""), mk("Новачок", model.Male, 2000, 0, "", ""), mk("Перший", model.Male, 2000, 0, "1", "")},
			[]model.PlayerID{mk("КМС", model.Male, 2000, 0, "КМС", "")}, "вищі за найвищий допущений «1»"},
		{"thresholds by birth year", model.Admission{YearRatings: "2012-:1400, -2011:1800"},
			[]model.PlayerID{mk("Малий", model.Male, 2013, 1500, "", ""), mk("Старший", model.Male, 2009, 1800, "", "")},
			[]model.PlayerID{mk("Старший2", model.Male, 2010, 1500, "", "")}, "для народжених у …2011"},
	}
	for i, c := range cases {
		tr := d.tournament(model.Tournament{Name: "Допуск " + c.name, Rounds: 7, Admission: c.adm})
		for _, id := range c.ok {
			if _, err := d.svc.Tournaments.Register(bg, tr.ID, model.Registration{PlayerID: id}); err != nil {
				t.Errorf("%s: player %d refused: %v", c.name, id, err)
			}
		}
		for _, id := range c.bad {
			_, err := d.svc.Tournaments.Register(bg, tr.ID, model.Registration{PlayerID: id})
			if !errors.Is(err, model.ErrAdmission) || !strings.Contains(model.Message(err, "uk"), c.words) {
				t.Errorf("%s: player %d: %v, want a breach saying %q", c.name, id, err, c.words)
				continue
			}
			if _, err := d.svc.Tournaments.Register(bg, tr.ID, model.Registration{PlayerID: id, ConfirmAdmission: true}); err != nil {
				t.Errorf("%s: the director's override refused: %v", c.name, err)
			}
		}
		if ps, _ := d.svc.Tournaments.Participants(bg, tr.ID); len(ps) != len(c.ok)+len(c.bad) {
			t.Errorf("case %d: %d registered", i, len(ps))
		}
	}
	back := d.tournament(model.Tournament{Name: "Збережено", Rounds: 7, Admission: model.Admission{Gender: model.Female, Citizenship: "UKR",
		MinRating: 2000, MinRatingGirls: 1800, MaxTitle: "КМС", OrTitle: "1", YearRatings: "2012-:1400"}})
	got, err := d.svc.Tournaments.GetTournament(bg, back.ID)
	if err != nil || got.Admission != back.Admission || got.Admission.YearRatings != "2012-:1400" {
		t.Errorf("stored admission %+v, want %+v (%v)", got.Admission, back.Admission, err)
	}
	for _, a := range []model.Admission{{Gender: "x"}, {Citizenship: "ZZZ"}, {YearRatings: "абв"}, {YearRatings: "2012-2010:1400"},
		{MinTitle: "КМС", MaxTitle: "2"}, {MaxTitle: "генерал"}} {
		if _, err := d.svc.Tournaments.CreateTournament(bg, model.Tournament{Name: "Погано", StartDate: model.NewDate(2026, 5, 2), Rounds: 7, Admission: a}); model.KindOf(err) != model.Invalid {
			t.Errorf("%+v accepted: %v", a, err)
		}
	}
}
