package closing_test

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"arbiter/engine/fee"
	"arbiter/engine/prize"
	"arbiter/engine/ratinglist"
	"arbiter/model"
	"arbiter/model/closing"
	"arbiter/model/ratings"

	"arbiter/model/i18n"
	"arbiter/model/registry"
)

func (e *env) player(p model.Player) model.PlayerID {
	e.t.Helper()
	if p.BirthDate.IsZero() {
		p.BirthDate = model.NewDate(1990, 1, 1)
	}
	if p.Name == "" {
		p.Name = "Тест"
	}
	got, err := registry.New(e.app).CreatePlayer(bg, p, model.SaveOptions{AllowDuplicate: true})
	if err != nil {
		e.t.Fatal(err)
	}
	return got.ID
}

// Fees by seed 003 §3 (read by hand): a man rated 2000 pays 200, an
// unrated woman 110, a GM nothing, a regional champion nothing (ticked);
// a woman rated 2400 without a title has no fee set: refused until the
// director types one with a reason.
func TestRegisterWithSchedule(t *testing.T) {
	e := newEnv(t)
	tr, err := e.tours.Tournaments.CreateTournament(bg, model.Tournament{Name: "Чемпіонат", StartDate: model.NewDate(2026, 6, 1), Rounds: 9})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.svc.SetMoney(bg, closing.Money{Tournament: tr.ID, Schedule: fee.UKR2003(), FundPercent: 70, Sponsors: 500, Split: prize.Hort}); err != nil {
		t.Fatal(err)
	}
	man := e.player(model.Player{Surname: "Мельник", Gender: model.Male, FIDERating: 2000})
	woman := e.player(model.Player{Surname: "Бойко", Gender: model.Female})
	gm := e.player(model.Player{Surname: "Шевчук", Gender: model.Male, Title: "GM", FIDERating: 2600})
	champ := e.player(model.Player{Surname: "Лисенко", Gender: model.Male, FIDERating: 2250})
	strong := e.player(model.Player{Surname: "Руденко", Gender: model.Female, FIDERating: 2400})
	for _, c := range []struct {
		id     model.PlayerID
		choice closing.FeeChoice
		paid   bool
		want   int
	}{
		{man, closing.FeeChoice{}, true, 200}, {woman, closing.FeeChoice{}, false, 110},
		{gm, closing.FeeChoice{}, true, 0}, {champ, closing.FeeChoice{Exemption: "regional-champion"}, true, 0},
	} {
		p, err := e.svc.Register(bg, tr.ID, model.Registration{PlayerID: c.id, Paid: c.paid, Fee: 999}, c.choice)
		if err != nil || p.Fee != c.want {
			t.Errorf("player %d: fee %d, %v; want %d", c.id, p.Fee, err, c.want)
		}
	}
	_, err = e.svc.Register(bg, tr.ID, model.Registration{PlayerID: strong}, closing.FeeChoice{})
	if !errors.Is(err, fee.ErrNoFee) || !strings.Contains(model.Message(err, "uk"), "2376–2425") {
		t.Errorf("no fee set: %v", err)
	}
	hundred := 100
	if _, err := e.svc.Register(bg, tr.ID, model.Registration{PlayerID: strong}, closing.FeeChoice{Override: &hundred}); model.KindOf(err) != model.Invalid {
		t.Errorf("an override without a reason: %v", err)
	}
	if ps, _ := e.tours.Tournaments.Participants(bg, tr.ID); len(ps) != 4 {
		t.Fatalf("the refused registrations changed the field: %d", len(ps))
	}
	if p, err := e.svc.Register(bg, tr.ID, model.Registration{PlayerID: strong, Paid: true}, closing.FeeChoice{Override: &hundred, Reason: "за рішенням оргкомітету"}); err != nil || p.Fee != 100 {
		t.Fatalf("override: %+v %v", p, err)
	}
	if got, err := e.svc.SetFee(bg, tr.ID, woman, closing.FeeChoice{Exemption: "national-team"}); err != nil || got != 0 {
		t.Errorf("SetFee exemption: %d %v", got, err)
	}
	if got, err := e.svc.SetFee(bg, tr.ID, woman, closing.FeeChoice{}); err != nil || got != 110 {
		t.Errorf("SetFee back to the schedule: %d %v", got, err)
	}

	tres, err := e.svc.Treasury(bg, tr.ID)
	if err != nil {
		t.Fatal(err)
	}
	// due 200 + 110 + 0 + 0 + 100 = 410; paid 200 + 100 = 300; fund 70 % of 300 = 210 + 500 sponsors.
	if tres.Due != 410 || tres.Paid != 300 || tres.Owed != 110 || tres.FromFees != 21000 || tres.Fund != 71000 || !tres.Warning.IsZero() {
		t.Errorf("treasury: due %d paid %d owed %d from fees %d fund %d %q", tres.Due, tres.Paid, tres.Owed, tres.FromFees, tres.Fund, tres.Warning)
	}
	notes := map[string]string{}
	for _, r := range tres.Rows {
		notes[r.Name] = r.Note.In(i18n.Uk)
	}
	if !strings.Contains(notes["Лисенко Тест"], "переможець чемпіонату") || !strings.Contains(notes["Руденко Тест"], "оргкомітету") {
		t.Errorf("notes: %v", notes)
	}
	w, err := e.svc.SetPrizes(bg, tr.ID, []prize.Prize{{Place: 1, Amount: 500}, {Place: 2, Amount: 300}})
	if err != nil || !strings.Contains(w.In(i18n.Uk), "перевищують") {
		t.Errorf("prizes over the fund: %q %v", w, err)
	}
	if ps, _ := e.svc.Prizes(bg, tr.ID); len(ps) != 2 {
		t.Errorf("prizes over the fund were not saved: %v", ps)
	}
	// the boundary: the fund is 710 UAH (71000 kopiykas), so prizes of
	// 500 + 210 = 710 do not exceed it and 500 + 211 = 711 do
	if w, err := e.svc.SetPrizes(bg, tr.ID, []prize.Prize{{Place: 1, Amount: 500}, {Place: 2, Amount: 210}}); err != nil || !w.IsZero() {
		t.Errorf("prizes equal to the fund: %q %v", w, err)
	}
	if tres, err := e.svc.Treasury(bg, tr.ID); err != nil || tres.Prizes != 710 || !tres.Warning.IsZero() {
		t.Errorf("treasury with prizes equal to the fund: %+v %v", tres, err)
	}
	if w, err := e.svc.SetPrizes(bg, tr.ID, []prize.Prize{{Place: 1, Amount: 500}, {Place: 2, Amount: 211}}); err != nil || w.In(i18n.En) != "The prizes (711,00 UAH) exceed the prize fund (710,00 UAH)." {
		t.Errorf("prizes one hryvnia over the fund: %q %v", w.In(i18n.En), err)
	}
	if _, err := e.svc.SetPrizes(bg, tr.ID, []prize.Prize{{Place: 1, Amount: 5}, {Place: 1, Amount: 3}}); model.KindOf(err) != model.Invalid {
		t.Errorf("a place twice: %v", err)
	}
	if _, err := e.svc.SetPrizes(bg, tr.ID, []prize.Prize{{Category: "girls", Place: 1, Amount: 5}}); model.KindOf(err) != model.Invalid {
		t.Errorf("a category the tournament does not show: %v", err)
	}
	if ps, _ := e.svc.Prizes(bg, tr.ID); len(ps) != 2 {
		t.Errorf("a refused list changed the prizes: %v", ps)
	}
	bad := fee.UKR2003()
	bad.Bands[2].From = 1990
	if _, err := e.svc.SetMoney(bg, closing.Money{Tournament: tr.ID, Schedule: bad, FundPercent: 70, Split: prize.Hort}); model.KindOf(err) != model.Invalid ||
		!strings.Contains(model.Message(err, "uk"), "Рядок 3") {
		t.Errorf("overlapping bands: %v", err)
	}
	if m, _ := e.svc.Money(bg, tr.ID); m.Sponsors != 500 || m.Schedule == nil || m.Schedule.Key != "ukr-2003" {
		t.Errorf("a refused schedule changed the settings: %+v", m)
	}
}

// A four-player round robin of draws: all four tie for 1–4 on points and
// on every tie-break, and share 1 000 / 600 / 400: equally 500 each; by
// Hort too (half, 1 000, shared equally: 250 each; the other half follows
// the tie-break places, and there are none: 1 000 shared equally, 250
// each), and by place (nothing separates them: 500 each).
func TestPrizeListTies(t *testing.T) {
	e := newEnv(t)
	ids := e.players("", "", "", "")
	tr, err := e.tours.Tournaments.CreateTournament(bg, model.Tournament{Name: "Коло", StartDate: model.NewDate(2026, 5, 2), System: model.SystemRoundRobin})
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range ids {
		if _, err := e.tours.Tournaments.Register(bg, tr.ID, model.Registration{PlayerID: id}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := e.tours.Pairings.PairNext(bg, tr.ID); err != nil {
		t.Fatal(err)
	}
	for r := 1; r <= 3; r++ {
		v, _ := e.tours.Pairings.Round(bg, tr.ID, r)
		for _, b := range v.Boards {
			if err := e.tours.Tournaments.SetResult(bg, tr.ID, r, b.No, "=", false); err != nil {
				t.Fatal(err)
			}
		}
	}
	if _, err := e.svc.SetPrizes(bg, tr.ID, []prize.Prize{{Place: 1, Amount: 1000}, {Place: 2, Amount: 600}, {Place: 3, Amount: 400}}); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		split prize.Split
		want  []int
	}{{prize.Equal, []int{50000, 50000, 50000, 50000}}, {prize.Hort, []int{50000, 50000, 50000, 50000}},
		{prize.Place, []int{50000, 50000, 50000, 50000}}} {
		if _, err := e.svc.SetMoney(bg, closing.Money{Tournament: tr.ID, FundPercent: 70, Split: c.split}); err != nil {
			t.Fatal(err)
		}
		pl, err := e.svc.PrizeList(bg, tr.ID)
		if err != nil {
			t.Fatal(err)
		}
		var got []int
		for _, r := range pl.Rows {
			got = append(got, r.Kopiykas)
			if r.Place != "1–4" || !r.Note.IsZero() {
				t.Errorf("%s: place %q, note %q", c.split, r.Place, r.Note.In(i18n.Uk))
			}
		}
		slices.Sort(got)
		if !slices.Equal(got, c.want) || pl.Total != 200000 {
			t.Errorf("%s: %v (total %d), want %v", c.split, got, pl.Total, c.want)
		}
	}
}

// TestPrizeListSeparatedTie: two players tie on points for places 1–2
// and the tie-breaks separate them; the prizes are 1st 1 500, 2nd 500.
//
// Worked by hand: a four-player round robin where no. 1 beats no. 2 and
// no. 4, loses to no. 3; no. 2 beats no. 3 and no. 4; no. 3 draws with
// no. 4: no. 1 and no. 2 have 2 points, no. 3 1½, no. 4 ½. No. 1 beat
// no. 2 (and has the better Sonneborn-Berger, 2 + ½ against 1½ + ½), so
// the tie-breaks place him 1st. Hort: half of 2 000 shared, 500 each,
// plus half of his place's prize: 750 / 250 → 1 250 and 750, both under
// the label «1–2», each with the reason printed. Equal: 1 000 each under
// «1–2», no reason. Place (seed 003 §4–§5): 1 500 for «1», 500 for «2».
func TestPrizeListSeparatedTie(t *testing.T) {
	e := newEnv(t)
	ids := e.players("", "", "", "")
	results := map[[2]int]string{{1, 2}: "1-0", {1, 3}: "0-1", {1, 4}: "1-0", {2, 3}: "1-0", {2, 4}: "1-0", {3, 4}: "½-½"}
	id := e.roundRobinBy("Коло", ids, 2, func(w, b int) string {
		if r, ok := results[[2]int{w, b}]; ok {
			return r
		}
		return map[string]string{"1-0": "0-1", "0-1": "1-0", "½-½": "½-½"}[results[[2]int{b, w}]]
	})
	if _, err := e.svc.SetPrizes(bg, id, []prize.Prize{{Place: 1, Amount: 1500}, {Place: 2, Amount: 500}}); err != nil {
		t.Fatal(err)
	}
	type row struct {
		place string
		kop   int
		note  bool
	}
	for _, c := range []struct {
		split prize.Split
		want  map[int]row
	}{
		{prize.Hort, map[int]row{1: {"1–2", 125000, true}, 2: {"1–2", 75000, true}}},
		{prize.Equal, map[int]row{1: {"1–2", 100000, false}, 2: {"1–2", 100000, false}}},
		{prize.Place, map[int]row{1: {"1", 150000, false}, 2: {"2", 50000, false}}},
	} {
		if _, err := e.svc.SetMoney(bg, closing.Money{Tournament: id, FundPercent: 70, Split: c.split}); err != nil {
			t.Fatal(err)
		}
		pl, err := e.svc.PrizeList(bg, id)
		if err != nil {
			t.Fatal(err)
		}
		got := map[int]row{}
		for _, r := range pl.Rows {
			got[r.StartNo] = row{r.Place, r.Kopiykas, !r.Note.IsZero()}
			if r.StartNo == 1 && c.split == prize.Hort && !strings.Contains(r.Note.In(i18n.Uk), "Хорта") {
				t.Errorf("Hort note %q", r.Note.In(i18n.Uk))
			}
		}
		if fmt.Sprint(got) != fmt.Sprint(c.want) {
			t.Errorf("%s: %v, want %v", c.split, got, c.want)
		}
	}
}

// The admission rule "the rating on a stated list":
// with list 2026-11 named, a player rated in that national list is
// admitted; one without is warned and registered when confirmed.
func TestRatingOnAStatedList(t *testing.T) {
	e := newEnv(t)
	listed := e.player(model.Player{Surname: "Списковий", Gender: model.Male})
	unlisted := e.player(model.Player{Surname: "Безсписковий", Gender: model.Male})
	rs := ratings.New(e.st.Ratings(), func() time.Time { return today })
	if _, err := rs.ImportNationalCSV(bg, strings.NewReader("surname,name,rating\nСписковий,Тест,1900\n"),
		ratings.NationalOptions{Name: "ufs-2026-11.csv", Period: ratinglist.Period{Year: 2026, Month: 11}}); err != nil {
		t.Fatal(err)
	}
	tr, err := e.tours.Tournaments.CreateTournament(bg, model.Tournament{Name: "За списком", StartDate: model.NewDate(2026, 12, 1), Rounds: 7,
		RatingUsed: model.RatingNational, Admission: model.Admission{RatingList: "2026-11"}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.svc.Register(bg, tr.ID, model.Registration{PlayerID: listed}, closing.FeeChoice{}); err != nil {
		t.Errorf("rated in list 2026-11: %v", err)
	}
	_, err = e.svc.Register(bg, tr.ID, model.Registration{PlayerID: unlisted}, closing.FeeChoice{})
	if !errors.Is(err, model.ErrAdmission) || !strings.Contains(model.Message(err, "uk"), "списку 2026-11") {
		t.Errorf("no rating from the list: %v", err)
	}
	if _, err := e.svc.Register(bg, tr.ID, model.Registration{PlayerID: unlisted, ConfirmAdmission: true}, closing.FeeChoice{}); err != nil {
		t.Errorf("confirmed: %v", err)
	}
	if _, err := e.tours.Tournaments.CreateTournament(bg, model.Tournament{Name: "Погано", StartDate: model.NewDate(2026, 12, 1), Rounds: 7,
		Admission: model.Admission{RatingList: "листопад"}}); model.KindOf(err) != model.Invalid {
		t.Errorf("a bad list date: %v", err)
	}
}

// TestPrizeListKnockout: a knockout places by the round a player went out
// in, so the two semi-final losers share places 3–4 whatever their game
// points. Worked by hand: four players, 2+A, the better seed White in game
// 1. Semi-final 1–4: 1-0, then no. 4 loses with White: 2–0. Semi-final
// 2–3: 1-0, then a draw: 1½–½. Final 1–2: 2–0. No. 3 has ½ point, no. 4
// none, yet both are 3rd–4th: prizes 400 + 200 are shared, 300 each
// (under Hort too: nothing separates them), under the label «3–4».
func TestPrizeListKnockout(t *testing.T) {
	e := newEnv(t)
	ids := e.players("", "", "", "")
	tr, err := e.tours.Tournaments.CreateTournament(bg, model.Tournament{Name: "Нокаут", StartDate: model.NewDate(2026, 5, 2),
		System: model.SystemKnockout, Knockout: "2+A", InitialColour: "white"})
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range ids {
		if _, err := e.tours.Tournaments.Register(bg, tr.ID, model.Registration{PlayerID: id}); err != nil {
			t.Fatal(err)
		}
	}
	for _, g := range [][3]int{{1, 1, 2}, {1, 1, 0}, {1, 2, 2}, {1, 2, 1}, {2, 1, 2}, {2, 1, 0}} {
		if err := e.tours.Knockouts.RecordGame(bg, tr.ID, g[0], g[1], g[2]); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := e.svc.Finish(bg, tr.ID, false); err != nil {
		t.Fatal(err)
	}
	if _, err := e.svc.SetPrizes(bg, tr.ID, []prize.Prize{{Place: 1, Amount: 1000}, {Place: 2, Amount: 600}, {Place: 3, Amount: 400}, {Place: 4, Amount: 200}}); err != nil {
		t.Fatal(err)
	}
	pl, err := e.svc.PrizeList(bg, tr.ID)
	if err != nil {
		t.Fatal(err)
	}
	got := map[int]string{}
	for _, r := range pl.Rows {
		got[r.StartNo] = r.Place + " " + closing.Hryvnias(r.Kopiykas)
	}
	if want := "map[1:1 1 000,00 2:2 600,00 3:3–4 300,00 4:3–4 300,00]"; fmt.Sprint(got) != want {
		t.Errorf("knockout prizes %v, want %s", got, want)
	}
}

// TestPrizesExceedFundBoundary: the warning comes only when the prizes are
// above the fund. No fees are paid and FundPercent is 0, so the fund is the
// sponsors' 100 UAH (10 000 kopiykas): prizes of 60 + 39 = 99 UAH are one
// under, 60 + 40 = 100 exactly the fund (no warning: "exceed" is strictly
// more), 60 + 41 = 101 one over. A > turned into >= fails the equal row;
// the bound moved up a hryvnia fails the over row, moved down the equal row
// (two down, the under row too).
func TestPrizesExceedFundBoundary(t *testing.T) {
	e := newEnv(t)
	tr, err := e.tours.Tournaments.CreateTournament(bg, model.Tournament{Name: "Кубок", StartDate: model.NewDate(2026, 6, 1), Rounds: 5})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.svc.SetMoney(bg, closing.Money{Tournament: tr.ID, FundPercent: 0, Sponsors: 100, Split: prize.Hort}); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name   string
		second int // UAH for place 2; place 1 gets 60
		want   string
	}{
		{"one under", 39, ""},
		{"equal", 40, ""},
		{"one over", 41, "The prizes (101,00 UAH) exceed the prize fund (100,00 UAH)."},
	} {
		t.Run(c.name, func(t *testing.T) {
			w, err := e.svc.SetPrizes(bg, tr.ID, []prize.Prize{{Place: 1, Amount: 60}, {Place: 2, Amount: c.second}})
			if err != nil || w.In(i18n.En) != c.want {
				t.Errorf("SetPrizes warns %q, %v; want %q", w.In(i18n.En), err, c.want)
			}
			tres, err := e.svc.Treasury(bg, tr.ID)
			if err != nil || tres.Fund != 10000 || tres.Prizes != 60+c.second || tres.Warning.In(i18n.En) != c.want {
				t.Errorf("treasury: fund %d prizes %d warning %q, %v; want 10000, %d, %q", tres.Fund, tres.Prizes, tres.Warning.In(i18n.En), err, 60+c.second, c.want)
			}
		})
	}
}
