package closing_test

import (
	"fmt"
	"strings"
	"testing"

	"arbiter/engine/fee"
	"arbiter/engine/prize"
	"arbiter/model"
	"arbiter/model/closing"

	"arbiter/model/i18n"
)

// TestScheduleAfterRegistration: the players register while the
// tournament has no fee schedule (every fee 0), then the director chooses
// ukr-2003 and, later, changes it.
//
// Worked by hand from seed 003 §3 (start numbers by rating): no. 1, a GM
// rated 2600, pays nothing (0 = 0, unchanged); no. 2, a woman rated 2400
// without a title, has no fee in the schedule («-»): kept at 0 and named;
// no. 3, a man rated 2000 (band 1801–2000), 200; no. 4, a man rated 1900,
// has paid 0 at the desk: kept at 0 and flagged (the schedule says 200);
// no. 5, an unrated woman, 110. So 2 changed, 1 unchanged. Due 0 + 0 +
// 200 + 0 + 110 = 310, paid 0. Then a schedule that charges 150 in the
// 1801–2000 band: no. 3 becomes 150 (1 changed), no. 5 stays 110, no. 1
// stays 0 (2 unchanged). Setting no. 4's fee from the schedule (150) and
// marking it paid makes 150 paid, 70 % of it 105,00 to the fund; then
// no. 3 paid and no. 4 unpaid: 150 paid, 150 + 110 owed.
func TestScheduleAfterRegistration(t *testing.T) {
	e := newEnv(t)
	tr, err := e.tours.Tournaments.CreateTournament(bg, model.Tournament{Name: "Чемпіонат", StartDate: model.NewDate(2026, 6, 1), Rounds: 9})
	if err != nil {
		t.Fatal(err)
	}
	gm := e.player(model.Player{Surname: "Шевчук", Gender: model.Male, Title: "GM", FIDERating: 2600})
	man := e.player(model.Player{Surname: "Мельник", Gender: model.Male, FIDERating: 2000})
	paid := e.player(model.Player{Surname: "Коваль", Gender: model.Male, FIDERating: 1900})
	woman := e.player(model.Player{Surname: "Бойко", Gender: model.Female})
	strong := e.player(model.Player{Surname: "Руденко", Gender: model.Female, FIDERating: 2400})
	for _, id := range []model.PlayerID{gm, man, paid, woman, strong} {
		if _, err := e.svc.Register(bg, tr.ID, model.Registration{PlayerID: id, Paid: id == paid}, closing.FeeChoice{}); err != nil {
			t.Fatal(err)
		}
	}
	fees := func() map[model.PlayerID]int {
		ps, err := e.tours.Tournaments.Participants(bg, tr.ID)
		if err != nil {
			t.Fatal(err)
		}
		out := map[model.PlayerID]int{}
		for _, p := range ps {
			out[p.PlayerID] = p.Fee
		}
		return out
	}
	u, err := e.svc.SetMoney(bg, closing.Money{Tournament: tr.ID, Schedule: fee.UKR2003(), FundPercent: 70, Split: prize.Hort})
	if err != nil {
		t.Fatal(err)
	}
	if !u.Recomputed || u.Changed != 2 || u.Same != 1 || fmt.Sprint(u.PaidDiffer) != "[4]" || fmt.Sprint(u.NoFee) != "[2]" || len(u.ByHand) != 0 {
		t.Errorf("update: %+v", u)
	}
	if got := u.Text().In(i18n.Uk); !strings.Contains(got, "змінено — 2 внески") || !strings.Contains(got, "без змін — 1 внесок") ||
		!strings.Contains(got, "інші (№ 4)") || !strings.Contains(got, "для № 2") {
		t.Errorf("update text %q", got)
	}
	if f := fees(); f[gm] != 0 || f[man] != 200 || f[paid] != 0 || f[woman] != 110 || f[strong] != 0 {
		t.Errorf("fees after ukr-2003: %v", f)
	}
	tres, err := e.svc.Treasury(bg, tr.ID)
	if err != nil {
		t.Fatal(err)
	}
	if tres.Due != 310 || tres.Paid != 0 || !strings.Contains(tres.FeeWarning.In(i18n.Uk), "№ 4") ||
		!strings.Contains(tres.Rows[3].Note.In(i18n.Uk), "за схемою 200") {
		t.Errorf("treasury: due %d paid %d, warning %q, no. 4 %q", tres.Due, tres.Paid, tres.FeeWarning.In(i18n.Uk), tres.Rows[3].Note.In(i18n.Uk))
	}

	// The same schedule saved again touches nothing.
	if u, err := e.svc.SetMoney(bg, closing.Money{Tournament: tr.ID, Schedule: fee.UKR2003(), FundPercent: 70, Split: prize.Place}); err != nil || u.Recomputed {
		t.Errorf("the same schedule again: %+v %v", u, err)
	}
	cheaper := fee.UKR2003()
	cheaper.Key = "ukr-2003-cheaper"
	for i := range cheaper.Bands {
		if cheaper.Bands[i].From == 1801 {
			cheaper.Bands[i].Men = 150
		}
	}
	u, err = e.svc.SetMoney(bg, closing.Money{Tournament: tr.ID, Schedule: cheaper, FundPercent: 70, Split: prize.Hort})
	if err != nil || u.Changed != 1 || u.Same != 2 {
		t.Errorf("changed schedule: %+v %v", u, err)
	}
	if f := fees(); f[man] != 150 || f[woman] != 110 || f[paid] != 0 {
		t.Errorf("fees after the change: %v", f)
	}

	// Paid and unpaid without the GUI.
	if _, err := e.svc.SetFee(bg, tr.ID, paid, closing.FeeChoice{}); err != nil {
		t.Fatal(err)
	}
	if _, err := e.svc.SetPaid(bg, tr.ID, paid, true); err != nil {
		t.Fatal(err)
	}
	if tres, _ := e.svc.Treasury(bg, tr.ID); tres.Paid != 150 || tres.FromFees != 10500 {
		t.Errorf("after SetFee: paid %d, from fees %d", tres.Paid, tres.FromFees)
	}
	if _, err := e.svc.SetPaid(bg, tr.ID, man, true); err != nil {
		t.Fatal(err)
	}
	if _, err := e.svc.SetPaid(bg, tr.ID, paid, false); err != nil {
		t.Fatal(err)
	}
	if tres, _ := e.svc.Treasury(bg, tr.ID); tres.Paid != 150 || tres.Owed != 150+110 {
		t.Errorf("no. 3 paid, no. 4 unpaid: paid %d owed %d", tres.Paid, tres.Owed)
	}
	if _, err := e.svc.SetPaid(bg, tr.ID, 999, true); model.KindOf(err) != model.NotFound {
		t.Errorf("a player not registered: %v", err)
	}
}
