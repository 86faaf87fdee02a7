package tournament

import (
	"context"
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
	if !strings.Contains(text, closing.LevelName("4").In(kit.GUILang())) || !strings.Contains(text, "0") {
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

// The desk fills in the schedule's fee (seed 003 §3: a man rated 2200
// pays 150) and the registration list carries the prize fund set in
// «Norms, fees, prizes» (ui/closing): 70 % of the fees paid and 100 UAH
// of sponsors.
func TestRegistrationListCarriesThePrizeFund(t *testing.T) {
	svc, s, w, tour := setUpTournament(t, 4, 0, "Чемпіонат", model.SystemSwissDutch, 3)
	ctx := context.Background()
	if _, err := svc.Closing.SetMoney(ctx, closing.Money{Tournament: tour.ID, Schedule: fee.UKR2003(), FundPercent: 70, Sponsors: 100, Split: prize.Equal}); err != nil {
		t.Fatal(err)
	}
	registerByName(t, s, w, surnames[0], 0)
	ps, _ := svc.Tournaments.Participants(ctx, tour.ID)
	if len(ps) != 1 || ps[0].Fee != 150 {
		t.Fatalf("desk fee: %+v", ps)
	}
	test.Tap(deskOf(s).print)
	dir, _ := s.Printer.Dir()
	regs, _ := filepath.Glob(filepath.Join(dir, "реєстрація*.pdf"))
	if len(regs) != 1 {
		t.Fatalf("registration list printed: %v", regs)
	}
	if text, err := exec.Command("pdftotext", "-layout", "-enc", "UTF-8", regs[0], "-").Output(); err != nil ||
		!strings.Contains(strings.Join(strings.Fields(string(text)), " "), "Призовий фонд: 70 % сплачених внесків 0,00 грн + спонсорські кошти 100,00 грн") {
		t.Errorf("registration list (pdftotext: %v):\n%s", err, text)
	}
}
