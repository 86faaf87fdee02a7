package tournaments_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"arbiter/engine/trf"
	"arbiter/model"
)

// Admission by gender. Seed 004 §2 group «Б»: boys from the 1st razryad,
// girls from the 2nd. §17, the joint U18 event: boys «от 1600 для род.
// 1993-1994 гг.; для остальных – 1900», girls «от 1450 … – 1600». The
// expected verdicts are read off those words.
func TestGenderAdmission(t *testing.T) {
	d := newDayEnv(t)
	mk := func(surname string, g model.Gender, born, rating int, title string) model.PlayerID {
		p, err := d.svc.Players.Create(bg, model.Player{Surname: surname, Name: "Тест", BirthDate: model.NewDate(born, 6, 1),
			Gender: g, FIDERating: rating, Title: title}, model.SaveOptions{AllowDuplicate: true})
		if err != nil {
			t.Fatal(err)
		}
		return p.ID
	}
	cases := []struct {
		name    string
		tr      model.Tournament
		ok, bad []model.PlayerID
		words   string
	}{
		{"§2 group Б", model.Tournament{Admission: model.Admission{MinTitle: "1", MinTitleGirls: "2"}},
			[]model.PlayerID{mk("Юнак1", model.Male, 1996, 0, "1"), mk("Дівчина2", model.Female, 1996, 0, "2"), mk("ДівчинаКМС", model.Female, 1996, 0, "КМС")},
			[]model.PlayerID{mk("Юнак2", model.Male, 1996, 0, "2"), mk("Дівчина3", model.Female, 1996, 0, "3")}, "нижчі за потрібний"},
		{"§17 joint U18", model.Tournament{StartDate: model.NewDate(2010, 11, 1),
			Admission: model.Admission{YearRatings: "1993-1994:1600, -1992:1900", YearRatingsGirls: "1993-1994:1450, -1992:1600"}},
			[]model.PlayerID{mk("Юнак93", model.Male, 1993, 1600, ""), mk("Юнак92", model.Male, 1992, 1900, ""),
				mk("Дівчина93", model.Female, 1993, 1450, ""), mk("Дівчина92", model.Female, 1992, 1600, "")},
			[]model.PlayerID{mk("Юнак93сл", model.Male, 1994, 1599, ""), mk("Юнак92сл", model.Male, 1992, 1899, ""),
				mk("Дівчина93сл", model.Female, 1993, 1449, ""), mk("Дівчина92сл", model.Female, 1991, 1599, "")}, "нижчий за потрібні"},
		// where the girls' thresholds are silent, the common ones hold
		{"girls' years silent", model.Tournament{Admission: model.Admission{MinRating: 1800, YearRatingsGirls: "2010-:1200"}},
			[]model.PlayerID{mk("Мала", model.Female, 2012, 1200, ""), mk("Старша", model.Female, 2000, 1800, "")},
			[]model.PlayerID{mk("Старша2", model.Female, 2000, 1700, ""), mk("Малий", model.Male, 2012, 1200, "")}, "нижчий за потрібні 1800"},
	}
	for _, c := range cases {
		c.tr.Name, c.tr.Rounds = c.name, 7
		tr := d.tournament(c.tr)
		for _, id := range c.ok {
			if _, err := d.svc.Tournaments.Register(bg, tr.ID, model.Registration{PlayerID: id}); err != nil {
				t.Errorf("%s: player %d refused: %v", c.name, id, err)
			}
		}
		for _, id := range c.bad {
			_, err := d.svc.Tournaments.Register(bg, tr.ID, model.Registration{PlayerID: id})
			if !errors.Is(err, model.ErrAdmission) || !strings.Contains(model.Message(err, "uk"), c.words) {
				t.Errorf("%s: player %d: %v, want a breach saying %q", c.name, id, err, c.words)
			}
		}
	}
	girl := d.tournament(model.Tournament{Name: "Дівчата", Rounds: 7, StartDate: model.NewDate(2010, 11, 1),
		Admission: model.Admission{YearRatingsGirls: "1993-1994:1450"}})
	_, err := d.svc.Tournaments.Register(bg, girl.ID, model.Registration{PlayerID: mk("Дівчина94", model.Female, 1994, 1400, "")})
	if msg := model.Message(err, "uk"); !strings.Contains(msg, "нижчий за потрібні 1450 (для дівчат, народжених у 1993–1994)") {
		t.Errorf("the girls' year threshold named: %s", msg)
	}
	back := d.tournament(model.Tournament{Name: "Збережено", Rounds: 7, Admission: model.Admission{MinTitleGirls: "ii", YearRatingsGirls: " 1993-1994 : 1450 "}})
	got, err := d.svc.Tournaments.GetTournament(bg, back.ID)
	if err != nil || got.Admission.MinTitleGirls != "2" || got.Admission.YearRatingsGirls != "1993-1994:1450" {
		t.Errorf("stored %+v, %v", got.Admission, err)
	}
	for _, a := range []model.Admission{{MinTitleGirls: "генерал"}, {YearRatingsGirls: "1993"}, {MaxTitle: "2", MinTitleGirls: "КМС"}} {
		if _, err := d.svc.Tournaments.CreateTournament(bg, model.Tournament{Name: "Погано", StartDate: model.NewDate(2026, 5, 2), Rounds: 7, Admission: a}); model.KindOf(err) != model.Invalid {
			t.Errorf("%+v accepted: %v", a, err)
		}
	}
}

// No one plays before being born: a registry player entered for a 2010
// tournament is measured on its first day — born 03.05.2020 he is refused
// (not a breach to confirm), born 1912 (98 on 26.07.2010) he enters.
func TestRegisterAgeOnFirstDay(t *testing.T) {
	d := newDayEnv(t)
	mk := func(surname string, born model.Date) model.PlayerID { // the registry checks the age today (2026)
		on := model.Date{}
		if born.Year < 1920 {
			on = model.NewDate(2010, 7, 26)
		}
		p, err := d.svc.Players.Create(bg, model.Player{Surname: surname, Name: "Тест", BirthDate: born, Gender: model.Male},
			model.SaveOptions{AllowDuplicate: true, AgeOn: on})
		if err != nil {
			t.Fatal(err)
		}
		return p.ID
	}
	child := mk("Малюк", model.NewDate(2020, 5, 3))
	old := mk("Ветеран", model.NewDate(1912, 1, 1))
	tr := d.tournament(model.Tournament{Name: "Кваліфікаційний", StartDate: model.NewDate(2010, 7, 26), Rounds: 7})
	for _, confirm := range []bool{false, true} {
		_, err := d.svc.Tournaments.Register(bg, tr.ID, model.Registration{PlayerID: child, ConfirmAdmission: confirm})
		if msg := model.Message(err, "uk"); !model.IsKind(err, model.Invalid) || !strings.Contains(msg, "дата народження 03.05.2020 пізніша за перший день турніру 26.07.2010") {
			t.Errorf("born 2020 (confirm %v): %v (%s)", confirm, err, msg)
		}
	}
	if _, err := d.svc.Tournaments.Register(bg, tr.ID, model.Registration{PlayerID: old}); err != nil {
		t.Errorf("98 on the first day: %v", err)
	}
	toddler := mk("Немовля", model.NewDate(2008, 1, 1)) // 2 on 26.07.2010
	_, err := d.svc.Tournaments.Register(bg, tr.ID, model.Registration{PlayerID: toddler})
	if msg := model.Message(err, "uk"); !strings.Contains(msg, "має 2 років у перший день турніру 26.07.2010; гравцеві має бути від 3 до 110") {
		t.Errorf("2 years old: %s", msg)
	}
	if ps, _ := d.svc.Tournaments.Participants(bg, tr.ID); len(ps) != 1 {
		t.Errorf("%d registered, want the veteran only", len(ps))
	}
}

// The TRF import measures a matched registry player the same way: the
// file's player with FIDE ID 34100002 is the registry's child born
// 03.05.2020, so importing the file as a 2010 tournament is refused,
// and as a 2026 one it works.
func TestImportTRFAgeOnFirstDay(t *testing.T) {
	d := newDayEnv(t)
	var ids []model.PlayerID
	for i, born := range []model.Date{model.NewDate(1990, 1, 1), model.NewDate(2020, 5, 3)} {
		p, err := d.svc.Players.Create(bg, model.Player{Surname: []string{"Дорослий", "Малюк"}[i], Name: "Тест", BirthDate: born,
			Gender: model.Male, FIDEID: int64(34100001 + i)}, model.SaveOptions{})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, p.ID)
	}
	tr := d.tournament(model.Tournament{Name: "Джерело", Rounds: 3})
	d.register(tr.ID, ids)
	var buf bytes.Buffer
	if err := d.svc.TRF.Write(bg, tr.ID, &buf); err != nil {
		t.Fatal(err)
	}
	f, err := trf.Read(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	_, err = d.svc.TRF.Import(bg, model.TRFImport{Date: model.NewDate(2010, 7, 26), Name: "Копія 2010", Source: "a.trf", TRF: f})
	if msg := model.Message(err, "uk"); err == nil || !strings.Contains(msg, "дата народження 03.05.2020 пізніша за перший день турніру 26.07.2010") {
		t.Errorf("import into 2010: %v (%s)", err, msg)
	}
	if _, err := d.svc.TRF.Import(bg, model.TRFImport{Date: model.NewDate(2026, 6, 1), Name: "Копія 2026", Source: "a.trf", TRF: f}); err != nil {
		t.Errorf("import into 2026: %v", err)
	}
}
