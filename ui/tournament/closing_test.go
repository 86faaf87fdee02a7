package tournament

import (
	"context"
	"fmt"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/test"

	"arbiter/engine/fee"
	"arbiter/engine/prize"
	"arbiter/model"
	"arbiter/model/closing"
	"arbiter/model/datafile"

	"arbiter/model/i18n"

	"arbiter/ui/kit"
	"arbiter/ui/registry"
)

// playedDecisive is a four-player Swiss of 3 rounds in which White wins
// every game.
func playedDecisive(t *testing.T) (*datafile.Services, *Screen, fyne.Window) {
	t.Helper()
	svc, s, w, _ := setUpTournament(t, 4, 4, "Четвірка", model.SystemSwissDutch, 3)
	for r := 1; r <= 3; r++ {
		pairNext(t, s, w, r)
		typeResults(t, s, w, "11")
	}
	return svc, s, w
}

// Four novices (index 5): K = 20/4 = 5.0, so only the IV norm is open, at
// 60 % of 3 games = 1.8 → 2 points (norms.md §1.2, §1.4, by hand).
func TestClosingDialogNorms(t *testing.T) {
	_, s, w := playedDecisive(t)
	test.Tap(buttonOf(s, "Norms, fees, prizes"))
	c := closingOf(s)
	if c == nil || topOverlay(w) == nil {
		t.Fatal("«Norms, fees, prizes» opened no dialog")
	}
	text := c.norms.Text
	for _, want := range []string{lang.L("Tournament coefficient K = {{.K}}, players {{.N}}.", map[string]any{"K": "5,0", "N": 4}),
		lang.L("The norm table is unofficial: the official table for a fractional K could not be found; the season's table can be edited on the Season screen.")} {
		if !strings.Contains(text, want) {
			t.Errorf("norm list lacks %q:\n%s", want, text)
		}
	}
	// 6 points in decisive games among 4 players: someone has 2 or more.
	if !strings.Contains(text, lang.L("norm fulfilled: {{.Norm}} (needed {{.Need}}, K {{.K}})",
		map[string]string{"Norm": levelText("4"), "Need": "2", "K": "5,0"})) {
		t.Errorf("norm list:\n%s", text)
	}
	test.Tap(button(t, topOverlay(w), lang.L("Print norm report")))
	dir, _ := s.Printer.Dir()
	if files, _ := filepath.Glob(filepath.Join(dir, "норми*.pdf")); len(files) != 1 {
		t.Errorf("norm report printed: %v", files)
	}
}

// Finishing records the norms with the players, tells the director who
// made one (the diplomas question waits until the norms are read, never
// covering them), and the player's card shows it. A tournament outside any
// season is not offered to pass its places to a season.
func TestFinishRecordsNormsInTheCard(t *testing.T) {
	svc, s, w := playedDecisive(t)
	test.Tap(buttonOf(s, "Finish tournament"))
	if q := lang.L("Fix the final standings of {{.Name}}?", map[string]string{"Name": s.Ctx.Current.Name}); s.Ctx.Current.SeasonID != 0 || !hasLabel(topOverlay(w), q) {
		t.Errorf("the finish question for a tournament of no season: %q, want %q", labels(topOverlay(w)), q)
	}
	tapYes(t, w) // fix the final standings
	diplomas := lang.L("Print diplomas for places 1–3 ({{.N}} players)?", map[string]int{"N": 3})
	if o := topOverlay(w); !hasLabel(o, lang.L("Norms fulfilled")) || hasLabel(o, diplomas) {
		t.Fatalf("after finishing the top dialog is %q, want the norms alone", labels(o))
	}
	if n := len(w.Canvas().Overlays().List()); n != 1 {
		t.Errorf("%d dialogs open over each other, want the norms alone", n)
	}
	pressOnWindow(t, w, fyne.KeyReturn) // the norms read
	if !hasLabel(topOverlay(w), diplomas) {
		t.Fatalf("no diplomas question after the norms: %q", labels(topOverlay(w)))
	}
	rep, err := svc.Closing.Norms(context.Background(), s.Ctx.Current.ID)
	if err != nil {
		t.Fatal(err)
	}
	made := rep.Made()
	if len(made) == 0 {
		t.Fatalf("nobody made the IV norm with 2 of 3 needed: %+v", rep.Rows)
	}
	ns, _, err := svc.Closing.PlayerNorms(context.Background(), made[0].PlayerID)
	if err != nil || len(ns) != 1 || ns[0].Level != "4" {
		t.Fatalf("norms kept with the player: %+v %v", ns, err)
	}
	text := registry.PlayerNormsText(svc, made[0].PlayerID)
	if !strings.Contains(text, levelText("4")) || !strings.Contains(text, "0") {
		t.Errorf("player card: %q", text)
	}
	ps := registry.NewPlayers(svc, w)
	ps.Inline()
	w.SetContent(ps.BuildUI())
	p, _ := svc.Registry.Player(context.Background(), made[0].PlayerID)
	ps.EditPlayer(p)
	if !hasLabel(topOverlay(w), text) {
		t.Errorf("the card does not show %q: %q", text, labels(topOverlay(w)))
	}
}

// With the ukr-2003 schedule the desk fills in the fee (seed 003 §3: a man
// rated 2200 pays 150), the dialog keeps the settings and prizes, and the
// prize list and treasurer's report print.
func TestClosingDialogFeesAndPrizes(t *testing.T) {
	svc, s, w, tour := setUpTournament(t, 4, 0, "Чемпіонат", model.SystemSwissDutch, 3)
	test.Tap(buttonOf(s, "Norms, fees, prizes"))
	c := closingOf(s)
	c.schedule.SetSelectedIndex(1)
	c.split.SetSelectedIndex(1)
	c.percent.SetText("70")
	c.sponsors.SetText("100")
	c.prizes.SetText("1=300, 2=200")
	test.Tap(c.saveMoney)
	m, err := svc.Closing.Money(context.Background(), tour.ID)
	if err != nil || m.Schedule == nil || m.Schedule.Key != fee.UKR2003().Key || m.Split != prize.Equal || m.Sponsors != 100 {
		t.Fatalf("saved: %+v %v", m, err)
	}
	// 500 of prizes against a fund of 100: saved, with a warning.
	if !strings.Contains(strings.Join(labels(topOverlay(w)), " "), "500") {
		t.Errorf("no warning on prizes over the fund: %q", labels(topOverlay(w)))
	}
	c.dlg.Hide()
	for _, o := range w.Canvas().Overlays().List() {
		o.Hide()
	}
	registerByName(t, s, w, surnames[0], 0)
	ps, _ := svc.Tournaments.Participants(context.Background(), tour.ID)
	if len(ps) != 1 || ps[0].Fee != 150 {
		t.Fatalf("desk fee: %+v", ps)
	}
	test.Tap(deskOf(s).print) // the registration list carries the prize fund
	dir, _ := s.Printer.Dir()
	regs, _ := filepath.Glob(filepath.Join(dir, "реєстрація*.pdf"))
	if len(regs) != 1 {
		t.Fatalf("registration list printed: %v", regs)
	}
	if text, err := exec.Command("pdftotext", "-layout", "-enc", "UTF-8", regs[0], "-").Output(); err != nil ||
		!strings.Contains(strings.Join(strings.Fields(string(text)), " "), "Призовий фонд: 70 % сплачених внесків 0,00 грн + спонсорські кошти 100,00 грн") {
		t.Errorf("registration list (pdftotext: %v):\n%s", err, text)
	}
	for _, o := range w.Canvas().Overlays().List() {
		o.Hide()
	}
	tr, _ := svc.Closing.Treasury(context.Background(), tour.ID)
	if tr.Due != 150 || tr.Fund != 10000 {
		t.Errorf("treasury: due %d fund %d", tr.Due, tr.Fund)
	}
	if _, err := svc.Closing.SetFee(context.Background(), tour.ID, ps[0].PlayerID, closing.FeeChoice{Exemption: "national-team"}); err != nil {
		t.Fatal(err)
	}
	test.Tap(buttonOf(s, "Norms, fees, prizes"))
	if !strings.Contains(closingOf(s).treasury.Text, "0") {
		t.Errorf("treasury text: %q", closingOf(s).treasury.Text)
	}
	test.Tap(closingOf(s).printTreasury)
	if files, _ := filepath.Glob(filepath.Join(dir, "скарбник*.pdf")); len(files) != 1 {
		t.Errorf("treasurer's report printed: %v", files)
	}
}

// At the desk: a women's championship for citizens of
// Ukraine by the rating of list 2003-10, set in the tournament form, warns
// about a man without a rating from that list in the words of both rules
// at once and registers him only when the director confirms.
func TestWomensChampionshipAtTheDesk(t *testing.T) {
	svc, _ := openService(t, testDBPath(t))
	addPlayers(t, svc, 1) // a man
	s, w := newTestTournaments(t, svc)
	test.Tap(buttonOf(s, "New tournament"))
	test.Type(formOf(s).name, "Чемпіонат жінок")
	formOf(s).rounds.SetText("9")
	formOf(s).admGender.SetSelectedIndex(1)
	formOf(s).citizenship.SetText("ukr")
	formOf(s).yearRatings.SetText("2012-:1400")
	formOf(s).ratingList.SetText("2003-10")
	test.Tap(dialogOf(s).Save)
	a := s.Ctx.Current.Admission
	if a.Gender != model.Female || a.Citizenship != "UKR" || a.YearRatings != "2012-:1400" || a.RatingList != "2003-10" {
		t.Fatalf("saved admission %+v", a)
	}
	test.Tap(deskOf(s).register)
	test.Type(deskOf(s).form.search, surnames[0][:6])
	test.Tap(deskOf(s).dialog.Save)
	o := topOverlay(w)
	if o == nil || !hasLabel(o, lang.L("Admission rules")) || !strings.Contains(strings.Join(labels(o), " "), "жіночий") ||
		!strings.Contains(strings.Join(labels(o), " "), "2003-10") {
		t.Fatalf("no admission warning in the rule's words: %q", labels(o))
	}
	tapYes(t, w)
	if len(deskOf(s).shown) != 1 {
		t.Fatalf("after confirming, %d registered", len(deskOf(s).shown))
	}
	settingsOf(s).openForm(lang.L("Tournament settings"), s.Ctx.Current)
	if formOf(s).admGender.SelectedIndex() != 1 || formOf(s).citizenship.Text != "UKR" {
		t.Errorf("the form shows gender %d, citizenship %q", formOf(s).admGender.SelectedIndex(), formOf(s).citizenship.Text)
	}
}

// Where the schedule sets no fee (seed 003 §3: a woman rated 2376–2499
// without a title), the desk asks for the fee and its reason and then
// registers her with them.
func TestDeskAsksTheFeeWhereTheScheduleSetsNone(t *testing.T) {
	svc, _ := openService(t, testDBPath(t))
	addPlayer(t, svc, model.Player{Surname: "Руденко", Name: "Олена", Gender: model.Female, FIDERating: 2400, BirthDate: model.NewDate(1990, 1, 1)})
	s, w := newTestTournaments(t, svc)
	tour := createTournament(t, s, w, "Чемпіонат жінок", model.SystemSwissDutch, 9)
	if _, err := svc.Closing.SetMoney(context.Background(), closing.Money{Tournament: tour.ID, Schedule: fee.UKR2003(), FundPercent: 70, Split: prize.Hort}); err != nil {
		t.Fatal(err)
	}
	test.Tap(deskOf(s).register)
	test.Type(deskOf(s).form.search, "Руден")
	test.Tap(deskOf(s).dialog.Save)
	d := deskOf(s)
	if d.feeDialog == nil || !strings.Contains(strings.Join(labels(topOverlay(w)), " "), "2376–2425") {
		t.Fatalf("no question for the fee: %q", labels(topOverlay(w)))
	}
	d.feeAmount.SetText("100")
	test.Tap(d.feeDialog.Save) // no reason: refused, nothing registered
	if ps, _ := svc.Tournaments.Participants(context.Background(), tour.ID); len(ps) != 0 {
		t.Fatalf("registered without a reason: %+v", ps)
	}
	topOverlay(w).Hide() // the error
	test.Tap(deskOf(s).dialog.Save)
	d.feeAmount.SetText("100")
	d.feeReason.SetText("за рішенням оргкомітету")
	test.Tap(d.feeDialog.Save)
	ps, _ := svc.Tournaments.Participants(context.Background(), tour.ID)
	if len(ps) != 1 || ps[0].Fee != 100 {
		t.Fatalf("registered: %+v", ps)
	}
	tr, _ := svc.Closing.Treasury(context.Background(), tour.ID)
	if len(tr.Rows) != 1 || !strings.Contains(tr.Rows[0].Note.In(i18n.Uk), "оргкомітету") {
		t.Errorf("the reason is not kept: %+v", tr.Rows)
	}
}

// TestClosingScheduleAfterRegistration: four players registered with no
// schedule (fees 0); choosing ukr-2003 in «Норми, внески, призи» sets the
// split to «by place» (seed 003 §4–§5) and saving recomputes the fees and
// says so. Worked by hand from seed 003 §3 (men's column, the players
// have no gender recorded): 2200 is in 2176–2225, 150; 2160, 2120 and 2080
// in 2001–2175, 180 each: 4 fees changed, 690 due.
func TestClosingScheduleAfterRegistration(t *testing.T) {
	svc, s, w, tour := setUpTournament(t, 4, 4, "Кубок", model.SystemSwissDutch, 5)
	test.Tap(buttonOf(s, "Norms, fees, prizes"))
	c := closingOf(s)
	if c == nil || topOverlay(w) == nil {
		t.Fatal("«Norms, fees, prizes» opened no dialog")
	}
	if c.split.SelectedIndex() != 0 {
		t.Fatalf("split %d before choosing, want Hort", c.split.SelectedIndex())
	}
	c.schedule.SetSelectedIndex(1)
	if c.split.SelectedIndex() != 2 {
		t.Errorf("choosing ukr-2003 left the split at %d, want 2 (by place)", c.split.SelectedIndex())
	}
	test.Tap(c.saveMoney)
	want := closing.FeeUpdate{Recomputed: true, Changed: 4}.Text().In(kit.GUILang())
	if c.lastNotice != want {
		t.Errorf("notice %q, want %q", c.lastNotice, want)
	}
	ps, _ := svc.Tournaments.Participants(context.Background(), tour.ID)
	var fees []int
	for _, p := range ps {
		fees = append(fees, p.Fee)
	}
	if fmt.Sprint(fees) != "[150 180 180 180]" {
		t.Errorf("fees %v, want [150 180 180 180]", fees)
	}
	if !strings.Contains(c.treasury.Text, "690") {
		t.Errorf("treasurer's report on the screen:\n%s", c.treasury.Text)
	}
	if m, _ := svc.Closing.Money(context.Background(), tour.ID); m.Split != prize.Place || m.Schedule == nil {
		t.Errorf("saved %+v", m)
	}
}
