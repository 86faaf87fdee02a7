package tournaments_test

import (
	"errors"
	"strings"
	"testing"

	"arbiter/model"
)

// Admission by title (seed 004 §14: «рейтингом 2400 и выше, мастера
// спорта, международные мастера, гроссмейстеры»): «МС or higher» admits
// an IM but neither an FM nor a CM; «КМС or higher» (§2 group «А») refuses
// a WCM.
func TestTitleAdmission(t *testing.T) {
	d := newDayEnv(t)
	mk := func(surname, title string, rating int) model.PlayerID {
		p, err := d.svc.Players.Create(bg, model.Player{Surname: surname, Name: "Тест", BirthDate: model.NewDate(1990, 6, 1),
			Gender: model.Male, Title: title, FIDERating: rating}, model.SaveOptions{AllowDuplicate: true})
		if err != nil {
			t.Fatal(err)
		}
		return p.ID
	}
	cases := []struct {
		name    string
		adm     model.Admission
		ok, bad []model.PlayerID
	}{
		{"§14: 2400 or МС", model.Admission{MinRating: 2400, OrTitle: "МС"},
			[]model.PlayerID{mk("Міжнародний", "IM", 2350), mk("Майстер", "МС", 2200), mk("Рейтинговий", "", 2410)},
			[]model.PlayerID{mk("ФідеМайстер", "FM", 2166), mk("Кандидат", "CM", 2250)}},
		{"КМС or higher", model.Admission{MinTitle: "КМС"},
			[]model.PlayerID{mk("КМС", "КМС", 0), mk("СМ", "CM", 2200), mk("Гросмейстер", "GM", 2500)},
			[]model.PlayerID{mk("Жінка", "WCM", 2000), mk("Перший", "1", 1900)}},
		{"at most the 1st razryad", model.Admission{MaxTitle: "1"},
			[]model.PlayerID{mk("Другий", "2", 0), mk("ЖКМ", "WCM", 2000)},
			[]model.PlayerID{mk("Кмс", "КМС", 0), mk("ЖФМ", "WFM", 2100)}},
	}
	for _, c := range cases {
		tr := d.tournament(model.Tournament{Name: c.name, Rounds: 7, Admission: c.adm})
		for _, id := range c.ok {
			if _, err := d.svc.Tournaments.Register(bg, tr.ID, model.Registration{PlayerID: id}); err != nil {
				t.Errorf("%s: player %d refused: %v", c.name, id, err)
			}
		}
		for _, id := range c.bad {
			if _, err := d.svc.Tournaments.Register(bg, tr.ID, model.Registration{PlayerID: id}); !errors.Is(err, model.ErrAdmission) {
				t.Errorf("%s: player %d admitted: %v", c.name, id, err)
			}
		}
	}
}

// The initial ranking list (C.04.2): at equal rating the FIDE title comes
// first, GM before IM; the national titles after every FIDE title, МСМК
// before КМС; untitled last.
func TestTitleRankingOrder(t *testing.T) {
	d := newDayEnv(t)
	var ids []model.PlayerID
	for _, title := range []string{"", "КМС", "МСМК", "WCM", "IM", "GM"} {
		p, err := d.svc.Players.Create(bg, model.Player{Surname: "Гравець", Name: "Т" + title, BirthDate: model.NewDate(1990, 6, 1),
			Gender: model.Male, Title: title, FIDERating: 2300}, model.SaveOptions{AllowDuplicate: true})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, p.ID)
	}
	tr := d.tournament(model.Tournament{Rounds: 5})
	d.register(tr.ID, ids)
	ps, err := d.svc.Tournaments.Participants(bg, tr.ID)
	if err != nil {
		t.Fatal(err)
	}
	got := make([]string, len(ps))
	for _, p := range ps {
		got[p.StartNo-1] = p.Player.Title
	}
	if strings.Join(got, ",") != "GM,IM,WCM,МСМК,КМС," {
		t.Errorf("start order by title: %q", got)
	}
}
